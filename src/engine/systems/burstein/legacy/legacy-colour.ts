import { type Colour, opposite } from '../../../model';
import { isAbsolute, preferencesCompatible } from '../../../history/colour-preference';
import type { PairingState, PlayerState } from '../../../history/pairing-state';
import { lastColourDifference } from '../../dutch/colour-allocation';

export type LegacyColourRule = 'both' | 'stronger' | 'alternate' | 'higher-index' | 'initial-colour';

export const LEGACY_COLOUR_TEXT: Record<LegacyColourRule, string> = {
  both: 'both colour preferences granted',
  stronger: 'the stronger colour preference granted',
  alternate: 'colours alternated from the last round in which they differed',
  'higher-index': 'the preference of the player ranked higher (Sonneborn-Berger, Buchholz, Median) granted',
  'initial-colour':
    'no preferences: the player with the smaller pairing number gets the initial colour if that number is odd',
};

/**
 * The reference program's colour rule for the older Burstein texts: grant both preferences, else the stronger
 * (absolute with the wider imbalance, then absolute, then strong), else alternate from the last difference;
 * then, with no preferences at all, the smaller effective pairing number gets the initial colour if it is odd;
 * otherwise the player ranked higher (`aAbove`) gets his preference.
 */
export function legacyColour(
  st: PairingState,
  a: PlayerState,
  b: PlayerState,
  aAbove: boolean,
): { colour: Colour; rule: LegacyColourRule } {
  const pa = a.colours.preference;
  const pb = b.colours.preference;
  if (preferencesCompatible(pa, pb)) {
    if (pa) return { colour: pa, rule: 'both' };
    if (pb) return { colour: opposite(pb), rule: 'both' };
    const aLower = a.rankIndex < b.rankIndex;
    const lowerColour = (aLower ? a : b).rankIndex % 2 === 0 ? st.initialColour : opposite(st.initialColour);
    return { colour: aLower ? lowerColour : opposite(lowerColour), rule: 'initial-colour' };
  }
  const ia = Math.abs(a.colours.difference);
  const ib = Math.abs(b.colours.difference);
  const absA = isAbsolute(a.colours);
  const absB = isAbsolute(b.colours);
  if (absA && (ia > ib || !absB)) return { colour: pa!, rule: 'stronger' };
  if (absB && (ib > ia || !absA)) return { colour: opposite(pb!), rule: 'stronger' };
  const strongA = a.colours.strength === 'strong';
  const strongB = b.colours.strength === 'strong';
  if (strongA && !strongB) return { colour: pa!, rule: 'stronger' };
  if (strongB && !strongA) return { colour: opposite(pb!), rule: 'stronger' };
  const diff = lastColourDifference(a, b);
  if (diff) return { colour: diff[1], rule: 'alternate' };
  return { colour: aAbove ? pa! : opposite(pb!), rule: 'higher-index' };
}
