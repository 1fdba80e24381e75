import type { TiebreakContext } from './context';
import { tidy, valuesOf, type TiebreakValues } from './definition';
import { splitByValue } from './grouping';
import type { TiebreakSpec } from './specifier';

/**
 * C.07 9.2 Koya score: points scored against opponents whose final score is at least 50 % of the maximum
 * possible score; forfeits against such an opponent count with the points achieved [reading]. 14.5 Limit
 * modifier: the line moves by half-point (draw) steps, positive = stricter. The booklet's extended Koya lowers
 * the line to the next score group while a tie persists.
 */

/**
 * Games a player can play: one per round in a Swiss event (where FIDE does not intend KS, TieBreakServer
 * uses win x rounds); in a round robin with an odd number of players one round per cycle is a free round.
 */
export function maximumScore(ctx: TiebreakContext): number {
  let games = ctx.rounds;
  const players = ctx.ids.length;
  if (ctx.roundRobin && players % 2 === 1) games -= Math.ceil(ctx.rounds / players);
  return ctx.scoring.win * games;
}

export function koyaLimit(ctx: TiebreakContext, spec: TiebreakSpec): number {
  const percent = spec.limitPercent ?? 50;
  return (maximumScore(ctx) * percent) / 100 + spec.limitSteps * ctx.scoring.draw;
}

/** Points a player scored against opponents whose final score is at least `limit`. */
export function koyaScoreAt(ctx: TiebreakContext, id: number, limit: number): number {
  let points = 0;
  for (const r of ctx.card(id)) {
    if (r.opponent === 0) continue;
    if (ctx.score(r.opponent) >= limit - 1e-9) points += r.points;
  }
  return tidy(points);
}

export function koya(ctx: TiebreakContext, spec: TiebreakSpec): TiebreakValues {
  const limit = koyaLimit(ctx, spec);
  return valuesOf(ctx, (id) => koyaScoreAt(ctx, id, limit));
}

/**
 * Booklet's extended Koya as a procedure on a tied group: rank by KS; every subgroup still tied is recounted
 * with the line lowered to the next score group below it (the next lower final score of any player), repeatedly,
 * until the subgroup separates or no lower score group is left. Booklet 7-player table: KS 1.5 / 1.5 / 1 at
 * line 3, then 3.5 / 3 at line 2.
 */
export function extendedKoyaOrder(ctx: TiebreakContext, group: readonly number[], spec: TiebreakSpec): number[][] {
  const scores = [...new Set(ctx.ids.map((id) => ctx.score(id)))].sort((a, b) => b - a);
  const orderAt = (members: readonly number[], limit: number): number[][] => {
    if (members.length < 2) return [[...members]];
    const byValue = splitByValue(members, (id) => koyaScoreAt(ctx, id, limit));
    const nextLimit = scores.find((s) => s < limit - 1e-9);
    return byValue.flatMap((sub) => (sub.length > 1 && nextLimit !== undefined ? orderAt(sub, nextLimit) : [sub]));
  };
  return orderAt(group, koyaLimit(ctx, spec));
}
