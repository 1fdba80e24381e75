import { sum, type TiebreakContext } from '../context';
import { valuesOf, type TiebreakValues } from '../definition';
import { fractionalScore, ratedRounds, ratingFor, ratingsAvailable } from '../rating-based';
import { ratingDifference, roundHalfUp } from '../rating-tables';
import type { TiebreakSpec } from '../specifier';

/**
 * Booklet TPR "computed taking the 350-point differences into account" (code TPR350, not C.07). The booklet
 * gives no formula; we read it as the old FIDE rule that a rating difference counts at most 350 points
 * [unconfirmed]: every opponent's rating is brought within 350 points of the player's own rating before the
 * average, then dp(p) is added as in C.07 10.2. An unrated player's opponents are not limited.
 */
export function performance350(ctx: TiebreakContext, spec: TiebreakSpec): TiebreakValues {
  const available = ratingsAvailable(ctx, spec);
  return valuesOf(ctx, (id) => {
    if (!available) return null;
    const rounds = ratedRounds(ctx, id);
    if (rounds.length === 0) return null;
    const own = ratingFor(ctx, id, spec);
    const ratings = rounds.map((r) => {
      const opponent = ratingFor(ctx, r.opponent, spec) ?? 0;
      return own === null ? opponent : Math.min(own + 350, Math.max(own - 350, opponent));
    });
    return roundHalfUp(sum(ratings), ratings.length) + ratingDifference(fractionalScore(rounds));
  });
}
