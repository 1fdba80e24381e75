import type { Colour } from '../../model';
import type { TeamColourType } from '../../team/model';

export interface ColourPreference {
  readonly colour: Colour | null;
  /** Type B only: strong or mild; Type A preferences are reported as strong=false. */
  readonly strong: boolean;
}

const NONE: ColourPreference = { colour: null, strong: false };

/**
 * C.04.6 1.7 (team.md §4.1 table). `history` = played colours oldest first. Clauses are tested in the order
 * written (reading R1): the strong preference stands in the last round, the last-round clause removes mild ones.
 */
export function colourPreference(
  history: readonly Colour[],
  type: TeamColourType,
  lastRound: boolean,
): ColourPreference {
  if (type === 'none' || history.length === 0) return NONE;
  const cd = history.reduce((d, c) => d + (c === 'w' ? 1 : -1), 0);
  const n = history.length;
  const lastTwo = n >= 2 && history[n - 1] === history[n - 2] ? history[n - 1] : null;
  const last = history[n - 1];
  if (cd <= -2 || ((cd === 0 || cd === -1) && lastTwo === 'b')) return { colour: 'w', strong: type === 'B' };
  if (cd >= 2 || ((cd === 0 || cd === 1) && lastTwo === 'w')) return { colour: 'b', strong: type === 'B' };
  if (type === 'A') return NONE;
  if (cd === -1) return { colour: 'w', strong: false };
  if (cd === 1) return { colour: 'b', strong: false };
  if (!lastRound) return { colour: last === 'w' ? 'b' : 'w', strong: false };
  return NONE;
}
