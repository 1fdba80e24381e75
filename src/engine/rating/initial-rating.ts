import { divideRoundHalfUp } from './decimal';
import { ratingDifferenceFor } from './expected-score';
import type { CountedGame } from './rated-games';

/** What one event says about an unrated player's first rating (B.02 8.2, 7.1.4; event-reports.md §1.7). */
export type InitialStatus = 'published' | 'pending' | 'below-1400' | 'zero-score' | 'no-games';

export const INITIAL_STATUS_TEXT: Record<InitialStatus, string> = {
  published: 'published if this is the whole pool',
  pending: 'pending: fewer than 5 games against rated opponents (7.1.4); results are pooled',
  'below-1400': 'not published: below 1400',
  'zero-score': 'zero score in a first event: disregarded',
  'no-games': 'no games against rated opponents',
};

export interface InitialRating {
  readonly games: number;
  /** Score in hundredths. */
  readonly score: number;
  readonly opponentsRatingSum: number;
  /** Ra with the two hypothetical 1800 opponents, in hundredths (rounded .5 up). */
  readonly ra: number | null;
  /** p in hundredths, rounded .005 up. */
  readonly p: number | null;
  readonly dp: number | null;
  /** Ra + dp, in hundredths. */
  readonly ruUnrounded: number | null;
  /** Ru rounded (.5 up), at most 2200 (8.2.3); null when nothing can be computed. */
  readonly rating: number | null;
  readonly status: InitialStatus;
}

/** Minimum games against rated opponents for a first rating (7.1.4). */
export const MIN_GAMES_FOR_RATING = 5;
/** Ceiling of an initial rating (8.2.3). */
export const INITIAL_RATING_CAP = 2200;
/** Lowest rating published (7.1.4, 7.2.1). */
export const RATING_FLOOR = 1400;

/**
 * 8.2.2: Ra = (sum of the rated opponents' ratings + 2 x 1800) / (n + 2), the two hypothetical opponents
 * counted as draws, so p = (W + 1) / (n + 2); Ru = Ra + dp, at most 2200. Computed as if this event were the
 * player's first and only one.
 */
export function initialRating(games: readonly CountedGame[]): InitialRating {
  const n = games.length;
  const score = games.reduce((s, g) => s + g.score, 0);
  const sum = games.reduce((s, g) => s + g.opponentRating, 0);
  if (n === 0) {
    return {
      games: 0,
      score: 0,
      opponentsRatingSum: 0,
      ra: null,
      p: null,
      dp: null,
      ruUnrounded: null,
      rating: null,
      status: 'no-games',
    };
  }
  const total = sum + 3600;
  const ra = divideRoundHalfUp(total * 100, n + 2);
  // p = (W + 1)/(n + 2), W in hundredths: (score + 100) / (100 (n + 2)), in hundredths
  const p = divideRoundHalfUp(score + 100, n + 2);
  const dp = ratingDifferenceFor(p);
  const ruUnrounded = ra + dp * 100;
  const rating = Math.min(INITIAL_RATING_CAP, divideRoundHalfUp(ruUnrounded, 100));
  let status: InitialStatus = 'published';
  if (score === 0)
    status = 'zero-score'; // 8.2.1
  else if (n < MIN_GAMES_FOR_RATING) status = 'pending';
  else if (rating < RATING_FLOOR) status = 'below-1400';
  return { games: n, score, opponentsRatingSum: sum, ra, p, dp, ruUnrounded, rating, status };
}
