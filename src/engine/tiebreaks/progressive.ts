import { sum, type TiebreakContext } from './context';
import { tidy, valuesOf, type TiebreakValues } from './definition';
import type { TiebreakSpec } from './specifier';

/**
 * C.07 7.5 Progressive score: the sum of the running score after each round; byes and forfeits count with
 * their points (as in the booklet). PS-C1 (14.1) drops the running score after round 1; the booklet's reduced
 * progressive scores drop the first k rounds (PS-C2, PS-C3 ...). A Median drops the last rounds as well.
 * Booklet card 1 0 ½ + 1 0 0: totals 1, 1, 1.5, 2.5, 3.5, 3.5, 3.5 -> PS 16.5, PS-C1 15.5, PS-C2 14.5, PS-C3 13.
 */
export function runningScores(ctx: TiebreakContext, id: number): number[] {
  let running = 0;
  return ctx.card(id).map((r) => (running += r.points));
}

export function progressiveScore(ctx: TiebreakContext, spec: TiebreakSpec): TiebreakValues {
  return valuesOf(ctx, (id) => {
    const totals = runningScores(ctx, id);
    const kept = totals.slice(Math.min(spec.cutLow, totals.length), Math.max(0, totals.length - spec.cutHigh));
    return tidy(sum(kept));
  });
}
