import { type Colour, opposite } from '../../model';
import { isAbsolute, preferencesCompatible } from '../../history/colour-preference';
import type { PairingState, PlayerState } from '../../history/pairing-state';
import { lastColourDifference } from '../dutch/colour-allocation';

/** The rule of C.04.4.2 Article 5 (2026) that decided a board's colours. */
export type BursteinColourRule = '5.2.1' | '5.2.2' | '5.2.3' | '5.2.4' | '5.2.5';

export const COLOUR_RULE_TEXT: Record<BursteinColourRule, string> = {
  '5.2.1':
    'neither player has a game: the higher-ranked one gets the initial colour if his pairing number is odd (C.04.4.2 5.2.1)',
  '5.2.2': 'both colour preferences granted (5.2.2)',
  '5.2.3': 'the stronger colour preference granted (5.2.3)',
  '5.2.4': 'colours alternated from the last round in which they differed (5.2.4)',
  '5.2.5': 'the preference of the player ranked higher by Index granted (5.2.5)',
};

/** Strength of a preference for 5.2.3: absolute (ordered by |CD|) > strong > mild > none. */
function strengthRank(p: PlayerState): number {
  const c = p.colours;
  if (isAbsolute(c)) return 3 + Math.abs(c.difference); // [reading] of two absolute preferences the wider |CD| is stronger (as Dutch 5.2.2)
  return c.strength === 'strong' ? 2 : c.strength === 'mild' ? 1 : 0;
}

/** 5.2.1 "higher ranked": more points, then smaller TPN. */
function ranksHigherByScore(a: PlayerState, b: PlayerState): boolean {
  return a.pairingScore > b.pairingScore || (a.pairingScore === b.pairingScore && a.rankIndex < b.rankIndex);
}

/**
 * Article 5 (2026): the colour player `a` gets against `b`. `aAboveByIndex` says whether `a` ranks above `b`
 * in the 1.8 order (for 5.2.5). The first rule that decides wins.
 */
export function allocateBursteinColour(
  st: PairingState,
  a: PlayerState,
  b: PlayerState,
  aAboveByIndex: boolean,
): { colour: Colour; rule: BursteinColourRule } {
  const pa = a.colours.preference;
  const pb = b.colours.preference;
  // 5.2.1: both without games (5.1: the initial colour was drawn by lot)
  if (a.colours.colours.length === 0 && b.colours.colours.length === 0) {
    const higher = ranksHigherByScore(a, b) ? a : b;
    const higherColour = higher.rankIndex % 2 === 0 ? st.initialColour : opposite(st.initialColour);
    return { colour: higher === a ? higherColour : opposite(higherColour), rule: '5.2.1' };
  }
  // 5.2.2: grant both preferences (1.5.4: a player with no game has none, so his opponent's is granted)
  if (preferencesCompatible(pa, pb)) return { colour: pa ?? opposite(pb!), rule: '5.2.2' };
  // 5.2.3: grant the stronger preference
  const sa = strengthRank(a);
  const sb = strengthRank(b);
  if (sa !== sb) return { colour: sa > sb ? pa! : opposite(pb!), rule: '5.2.3' };
  // 5.2.4: alternate relative to the most recent round in which their colours differed (GHR 3.4)
  const diff = lastColourDifference(a, b);
  if (diff) return { colour: diff[1], rule: '5.2.4' };
  // 5.2.5: the preference of the player ranked higher by 1.8
  return { colour: aAboveByIndex ? pa! : opposite(pb!), rule: '5.2.5' };
}
