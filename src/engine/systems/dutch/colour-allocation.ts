import { type Colour, opposite } from '../../model';
import { isAbsolute, preferencesCompatible } from '../../history/colour-preference';
import type { PairingState, PlayerState } from '../../history/pairing-state';

/** Which rule of Article 5 decided a pair's colours (for the pairing log). */
export type ColourRule = '5.2.1' | '5.2.2' | '5.2.3' | '5.2.4' | '5.2.5';

/** "Higher ranked" for colour purposes (1.2): pairing score first, then effective TPN. */
export function ranksHigher(a: PlayerState, b: PlayerState): boolean {
  return a.pairingScore > b.pairingScore || (a.pairingScore === b.pairingScore && a.rankIndex < b.rankIndex);
}

/**
 * 5.2.3: walk back both compressed colour histories in step from the last played game; at the first
 * position where they differ, return the colours the two players had there (null if one runs out first).
 */
export function lastColourDifference(a: PlayerState, b: PlayerState): [Colour, Colour] | null {
  const ca = a.colours.colours;
  const cb = b.colours.colours;
  for (let i = ca.length - 1, j = cb.length - 1; i >= 0 && j >= 0; i--, j--) {
    if (ca[i] !== cb[j]) return [ca[i], cb[j]];
  }
  return null;
}

/**
 * Colour for player `a` against `b` by the rules 5.2.1–5.2.3, or null if they do not decide
 * (both without preference, or equal preferences of equal strength and no difference in history).
 */
function neutralColour(a: PlayerState, b: PlayerState): { colour: Colour; rule: ColourRule } | null {
  const pa = a.colours.preference;
  const pb = b.colours.preference;
  if (preferencesCompatible(pa, pb)) {
    if (pa) return { colour: pa, rule: '5.2.1' };
    if (pb) return { colour: opposite(pb), rule: '5.2.1' };
    return null;
  }
  // 5.2.2: the stronger preference; of two absolute ones, the wider |CD|
  const ia = Math.abs(a.colours.difference);
  const ib = Math.abs(b.colours.difference);
  const absA = isAbsolute(a.colours);
  const absB = isAbsolute(b.colours);
  if (absA && (ia > ib || !absB)) return { colour: pa!, rule: '5.2.2' };
  if (absB && (ib > ia || !absA)) return { colour: opposite(pb!), rule: '5.2.2' };
  const strongA = a.colours.strength === 'strong';
  const strongB = b.colours.strength === 'strong';
  if (strongA && !strongB) return { colour: pa!, rule: '5.2.2' };
  if (strongB && !strongA) return { colour: opposite(pb!), rule: '5.2.2' };
  // 5.2.3: alternate relative to the most recent round with different colours
  const diff = lastColourDifference(a, b);
  if (diff) return { colour: diff[1], rule: '5.2.3' };
  return null;
}

/** Article 5: the colour player `a` gets against `b`, and the rule that decided it. */
export function allocateColour(st: PairingState, a: PlayerState, b: PlayerState): { colour: Colour; rule: ColourRule } {
  const neutral = neutralColour(a, b);
  if (neutral) return neutral;
  const aHigher = ranksHigher(a, b);
  const pa = a.colours.preference;
  if (pa !== null) {
    // 5.2.4: the higher-ranked player's own preference
    return { colour: aHigher ? pa : opposite(b.colours.preference ?? opposite(pa)), rule: '5.2.4' };
  }
  // 5.2.5: the higher-ranked player gets the initial colour if his (effective) TPN is odd
  const higher = aHigher ? a : b;
  const higherColour = higher.rankIndex % 2 === 0 ? st.initialColour : opposite(st.initialColour);
  return { colour: aHigher ? higherColour : opposite(higherColour), rule: '5.2.5' };
}
