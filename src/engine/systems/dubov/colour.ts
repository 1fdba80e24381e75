import { type Colour, opposite } from '../../model';
import type { PairingState, PlayerState } from '../../history/pairing-state';
import type { PreferenceStrength } from '../../history/colour-preference';

/**
 * Colour preference in the Dubov system — C.04.4.1 (2026) Art. 1.6: as in the Dutch system (absolute when
 * |CD| > 1 or the last two played games had the same colour; strong when CD = ±1; mild when CD = 0, to
 * alternate), except 1.6.4: a player who has not played any game has a mild preference for Black. So every
 * Dubov player has a preference.
 */
export interface DubovPreference {
  readonly colour: Colour;
  readonly strength: Exclude<PreferenceStrength, 'none'>;
}

export function dubovPreference(p: PlayerState): DubovPreference {
  const c = p.colours;
  if (c.preference === null || c.strength === 'none') return { colour: 'b', strength: 'mild' }; // 1.6.4
  return { colour: c.preference, strength: c.strength };
}

const STRENGTH_ORDER: Record<DubovPreference['strength'], number> = { mild: 1, strong: 2, absolute: 3 };

/** "Higher ranked" (5.2.1, 5.2.5): more points, then the smaller pairing number. */
export function ranksHigher(a: PlayerState, b: PlayerState): boolean {
  return a.pairingScore > b.pairingScore || (a.pairingScore === b.pairingScore && a.rankIndex < b.rankIndex);
}

/** Which rule of Article 5.2 decided a pair's colours (for the pairing log). */
export type DubovColourRule = '5.2.1' | '5.2.2' | '5.2.3' | '5.2.4' | '5.2.5';

/**
 * 5.2.4: walk back both compressed colour histories (GHR 3.4) from the latest played game; at the first place
 * where one had White and the other Black, each now gets the other colour. Null when they never differ.
 */
export function alternateFromLastDifference(a: PlayerState, b: PlayerState): Colour | null {
  const ca = a.colours.colours;
  const cb = b.colours.colours;
  for (let i = ca.length - 1, j = cb.length - 1; i >= 0 && j >= 0; i--, j--) {
    if (ca[i] !== cb[j]) return opposite(ca[i]);
  }
  return null;
}

/** Article 5: the colour player `a` gets against `b`, and the first rule that decided it. */
export function allocateDubovColour(
  st: PairingState,
  a: PlayerState,
  b: PlayerState,
): { colour: Colour; rule: DubovColourRule } {
  const aHigher = ranksHigher(a, b);
  // 5.2.1: neither has played: the higher-ranked player gets the initial colour if his pairing number is odd
  if (a.playedGames === 0 && b.playedGames === 0) {
    const higher = aHigher ? a : b;
    const higherColour = higher.rankIndex % 2 === 0 ? st.initialColour : opposite(st.initialColour);
    return { colour: aHigher ? higherColour : opposite(higherColour), rule: '5.2.1' };
  }
  const pa = dubovPreference(a);
  const pb = dubovPreference(b);
  // 5.2.2: both preferences can be granted
  if (pa.colour !== pb.colour) return { colour: pa.colour, rule: '5.2.2' };
  // 5.2.3: the stronger preference
  if (STRENGTH_ORDER[pa.strength] !== STRENGTH_ORDER[pb.strength]) {
    return {
      colour: STRENGTH_ORDER[pa.strength] > STRENGTH_ORDER[pb.strength] ? pa.colour : opposite(pb.colour),
      rule: '5.2.3',
    };
  }
  // 5.2.4: alternate from the most recent round in which they had different colours
  const alternated = alternateFromLastDifference(a, b);
  if (alternated) return { colour: alternated, rule: '5.2.4' };
  // 5.2.5: the higher-ranked player's preference
  return { colour: aHigher ? pa.colour : opposite(pb.colour), rule: '5.2.5' };
}
