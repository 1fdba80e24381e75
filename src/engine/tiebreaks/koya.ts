import type { TiebreakContext } from './context';
import { tidy, valuesOf, type TiebreakValues } from './definition';
import { splitByValue } from './grouping';
import type { TiebreakSpec } from './specifier';
import type { CardRound } from './types';

/**
 * C.07 9.2 Koya score: points scored against opponents whose final score is at least 50 % of the maximum
 * possible score; forfeits against such an opponent count with the points achieved [reading]. 14.5 Limit
 * modifier: the line moves by half-point (draw) steps, positive = stricter. The booklet's extended Koya lowers
 * the line to the next score group while a tie persists.
 *
 * Maximum possible score (tiebreaks.md 4.4): win points x games a player could play. With pre-determined
 * pairings those are the games the schedule gives him against the players who count: the rest round of an odd
 * field is not a game, and a player excluded under the 50 % withdrawal rule (other-systems.md 1.7) takes his
 * games out of everybody's schedule (the standings then run on a tournament without him, where the rounds
 * against him have no opponent). Counting the games on the cards, rather than deriving them from the field
 * size, gets both right whatever the parity of the field that is left. In a Swiss event, where FIDE does not
 * intend KS, TieBreakServer uses win x rounds and so do we.
 */

/**
 * A round of a card that is a game the schedule gave the player against somebody who counts: played, pending
 * or forfeited (C.07 15.2: a round-robin forfeit is a game against the scheduled opponent). Byes, the rest round
 * and rounds against an excluded player have no opponent in the card.
 */
function isScheduledGame(ctx: TiebreakContext, r: CardRound): boolean {
  return r.opponent !== 0 && ctx.player(r.opponent) !== undefined;
}

/** Games the schedule gave this player, in the rounds considered, against players who count. */
export function scheduledGames(ctx: TiebreakContext, id: number): number {
  return ctx.card(id).filter((r) => isScheduledGame(ctx, r)).length;
}

/**
 * Win points x the games a player could play. Round robin: the most games any counted player was scheduled
 * (every counted player has the same number once the event is over; taking the largest keeps the line right
 * when a withdrawn player's forfeits are not recorded yet, and in interim standings it is the games of those
 * who have not rested yet). Swiss: one game per round considered.
 */
export function maximumScore(ctx: TiebreakContext): number {
  return ctx.memo('koya:maximum', () => {
    if (!ctx.roundRobin) return ctx.scoring.win * ctx.rounds;
    let games = 0;
    for (const id of ctx.ids) games = Math.max(games, scheduledGames(ctx, id));
    return ctx.scoring.win * games;
  });
}

/**
 * The score compared with the line. Round robin: the points of the scheduled games only, so that the line and
 * the score stand on the same games - a rest round worth a point (the booklet's convention, other-systems.md
 * 1.4) is excluded from Koya's threshold on both sides and the Koya score does not depend on that setting.
 * Swiss: the final score (TieBreakServer).
 */
export function koyaQualifyingScore(ctx: TiebreakContext, id: number): number {
  if (!ctx.roundRobin) return ctx.score(id);
  return ctx.memo(`koya:score:${id}`, () => {
    let points = 0;
    for (const r of ctx.card(id)) if (isScheduledGame(ctx, r)) points += r.points;
    return tidy(points);
  });
}

export function koyaLimit(ctx: TiebreakContext, spec: TiebreakSpec): number {
  const percent = spec.limitPercent ?? 50;
  return (maximumScore(ctx) * percent) / 100 + spec.limitSteps * ctx.scoring.draw;
}

/** Points a player scored against opponents whose qualifying score is at least `limit`. */
export function koyaScoreAt(ctx: TiebreakContext, id: number, limit: number): number {
  let points = 0;
  for (const r of ctx.card(id)) {
    if (!isScheduledGame(ctx, r)) continue;
    if (koyaQualifyingScore(ctx, r.opponent) >= limit - 1e-9) points += r.points;
  }
  return tidy(points);
}

export function koya(ctx: TiebreakContext, spec: TiebreakSpec): TiebreakValues {
  const limit = koyaLimit(ctx, spec);
  return valuesOf(ctx, (id) => koyaScoreAt(ctx, id, limit));
}

/**
 * Booklet's extended Koya as a procedure on a tied group: rank by KS; every subgroup still tied is recounted
 * with the line lowered to the next score group below it (the next lower qualifying score of any player),
 * repeatedly, until the subgroup separates or no lower score group is left. Booklet 7-player table: KS 1.5 /
 * 1.5 / 1 at line 3, then 3.5 / 3 at line 2.
 */
export function extendedKoyaOrder(ctx: TiebreakContext, group: readonly number[], spec: TiebreakSpec): number[][] {
  const scores = [...new Set(ctx.ids.map((id) => koyaQualifyingScore(ctx, id)))].sort((a, b) => b - a);
  const orderAt = (members: readonly number[], limit: number): number[][] => {
    if (members.length < 2) return [[...members]];
    const byValue = splitByValue(members, (id) => koyaScoreAt(ctx, id, limit));
    const nextLimit = scores.find((s) => s < limit - 1e-9);
    return byValue.flatMap((sub) => (sub.length > 1 && nextLimit !== undefined ? orderAt(sub, nextLimit) : [sub]));
  };
  return orderAt(group, koyaLimit(ctx, spec));
}
