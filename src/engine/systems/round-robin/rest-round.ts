import type { RoundEntry, Scoring } from '../../model';

/**
 * The rest round of an odd round robin (other-systems.md §1.4). The booklet gives the resting player 1 point;
 * in FIDE practice it is a free day worth nothing. The ranking is the same either way (everyone rests once per
 * cycle) but totals and percentages differ, so it is a setting. The engine records the rest as a
 * pairing-allocated bye (`U`, no opponent, no colour) and its value is `scoring.pab`.
 */
export type RestRoundConvention = 'booklet' | 'fide';

export const REST_ROUND_POINTS: Readonly<Record<RestRoundConvention, number>> = Object.freeze({ booklet: 1, fide: 0 });

/** The tournament's scoring with the rest round valued by `convention`. */
export function withRestRoundValue(scoring: Scoring, convention: RestRoundConvention): Scoring {
  return { ...scoring, pab: REST_ROUND_POINTS[convention] };
}

/** What to record for the resting player: no opponent, no colour (not a game: not in the colour history). */
export const REST_ROUND_ENTRY: RoundEntry = Object.freeze({ opponent: 0, colour: null, result: 'U' });
