import type { Colour } from '../model';

/**
 * Colour preference (C.04.3 1.6–1.7, C.04.1 Art. 6–8), computed on the compressed list of colours of
 * played games (C.04.2 3.4: unplayed rounds are removed and treated as if before the first round).
 */
export type PreferenceStrength = 'absolute' | 'strong' | 'mild' | 'none';

export interface ColourState {
  /** Colours of played games, oldest first. */
  readonly colours: readonly Colour[];
  /** Colour difference CD = whites − blacks (1.6). */
  readonly difference: number;
  /** The colour the player should get next, or null (no game played yet: 1.7.4). */
  readonly preference: Colour | null;
  readonly strength: PreferenceStrength;
  /** The colour of the last two (or more) played games when they were equal, else null. */
  readonly repeatedColour: Colour | null;
}

export function colourState(colours: readonly Colour[]): ColourState {
  let whites = 0;
  let run = 0;
  let last: Colour | null = null;
  for (const c of colours) {
    if (c === 'w') whites++;
    run = c === last ? run + 1 : 1;
    last = c;
  }
  const difference = whites - (colours.length - whites);
  const imbalance = Math.abs(difference);
  const lowerColour: Colour = difference > 0 ? 'b' : 'w';
  const repeatedColour = run > 1 ? last : null;
  let preference: Colour | null;
  // 1.7.1: |CD| > 1 decides before a repetition (a topscorer exception can leave both; the CD wins).
  if (imbalance > 1) preference = lowerColour;
  else if (repeatedColour) preference = repeatedColour === 'w' ? 'b' : 'w';
  else if (imbalance > 0)
    preference = lowerColour; // 1.7.2
  else if (last)
    preference = last === 'w' ? 'b' : 'w'; // 1.7.3
  else preference = null; // 1.7.4
  const strength: PreferenceStrength =
    imbalance > 1 || repeatedColour ? 'absolute' : imbalance > 0 ? 'strong' : last ? 'mild' : 'none';
  return { colours, difference, preference, strength, repeatedColour };
}

/** C.04.3 1.7.1 split in its two causes; C10 and C11 distinguish them. */
export function hasAbsoluteImbalance(s: ColourState): boolean {
  return Math.abs(s.difference) > 1;
}

export function isAbsolute(s: ColourState): boolean {
  return s.strength === 'absolute';
}

/** Two preferences can both be granted (C12 is satisfied): they differ or one player has none. */
export function preferencesCompatible(a: Colour | null, b: Colour | null): boolean {
  return a === null || b === null || a !== b;
}
