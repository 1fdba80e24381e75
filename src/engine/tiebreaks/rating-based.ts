import { sum, type TiebreakContext } from './context';
import { valuesOf, type TiebreakValues } from './definition';
import { cutValues } from './modifiers';
import { expectedScore, ratingDifference, roundHalfUp } from './rating-tables';
import type { TiebreakSpec } from './specifier';
import type { CardRound } from './types';

/**
 * Type D tie-breaks, C.07 Art. 10. Only games played over the board count (short games included [reading]):
 * never byes, never forfeits - in round robins too since 2026; the 2024 edition counted round-robin forfeits
 * as games (15.2), which TieBreakServer does not implement (tiebreaks.md §9).
 * If any player of the event is unrated the codes do not apply (null) unless a rating for unrated players is
 * given (`/U<rating>`). The player's rating is his first rating of the event (2026 note to Art. 10); the model
 * keeps one rating per player.
 */

/** The rating used for a player, or null when he is unrated and no rating for unrated players is set. */
export function ratingFor(ctx: TiebreakContext, id: number, spec: TiebreakSpec): number | null {
  const rating = ctx.player(id)?.rating ?? 0;
  if (rating > 0) return rating;
  return spec.unratedRating;
}

/** C.07 Art. 10: the codes apply only when every player has a rating to use. */
export function ratingsAvailable(ctx: TiebreakContext, spec: TiebreakSpec): boolean {
  return spec.unratedRating !== null || ctx.players.every((p) => p.rating > 0);
}

/** Rounds that count for rating-based codes (a game whose result is not entered yet does not). */
export function ratedRounds(ctx: TiebreakContext, id: number): CardRound[] {
  const forfeitsAreGames = ctx.roundRobin && ctx.rules === 'fide2024';
  return ctx
    .card(id)
    .filter(
      (r) =>
        (r.kind === 'game' && r.code !== '*') ||
        (forfeitsAreGames && r.opponent !== 0 && (r.kind === 'forfeitWin' || r.kind === 'forfeitLoss')),
    );
}

function opponentRatings(ctx: TiebreakContext, id: number, spec: TiebreakSpec): number[] {
  return ratedRounds(ctx, id).map((r) => ratingFor(ctx, r.opponent, spec) ?? 0);
}

function ratingCode(ctx: TiebreakContext, spec: TiebreakSpec, value: (id: number) => number | null): TiebreakValues {
  const available = ratingsAvailable(ctx, spec);
  return valuesOf(ctx, (id) => (available ? value(id) : null));
}

/**
 * 10.1 ARO: the mean rating of the opponents, rounded to the nearest integer (0.5 up). Cut / Median modifiers
 * drop the lowest / highest rated opponents (ARO-C1). The legacy method keeps one decimal, as the booklet
 * prints it. Booklet: 21697 / 9 = 2410.78 -> 2411 (legacy 2410.8); without the lowest 19558 / 8 -> 2445.
 */
export function averageRatingOf(ctx: TiebreakContext, id: number, spec: TiebreakSpec): number | null {
  const kept = cutValues(opponentRatings(ctx, id, spec), spec.cutLow, spec.cutHigh);
  if (kept.length === 0) return null;
  if (ctx.rules === 'legacy') return roundHalfUp(10 * sum(kept), kept.length) / 10;
  return roundHalfUp(sum(kept), kept.length);
}

export function averageRating(ctx: TiebreakContext, spec: TiebreakSpec): TiebreakValues {
  return ratingCode(ctx, spec, (id) => averageRatingOf(ctx, id, spec));
}

/** Fractional score p = points / games, in hundredths rounded half up (10.2). */
export function fractionalScore(rounds: readonly CardRound[]): number {
  const halfPoints = sum(rounds.map((r) => Math.round(r.gameResult * 2)));
  return roundHalfUp(100 * halfPoints, 2 * rounds.length);
}

/** 10.2 TPR: ARO (rounded) + dp(p). 3/4 -> +193; 0 % -> ARO - 800. */
export function performanceRatingOf(ctx: TiebreakContext, id: number, spec: TiebreakSpec): number | null {
  return ctx.memo(`TPR:${id}:${spec.unratedRating}`, () => {
    const rounds = ratedRounds(ctx, id);
    if (rounds.length === 0) return null;
    const ratings = rounds.map((r) => ratingFor(ctx, r.opponent, spec) ?? 0);
    return roundHalfUp(sum(ratings), ratings.length) + ratingDifference(fractionalScore(rounds));
  });
}

export function performanceRating(ctx: TiebreakContext, spec: TiebreakSpec): TiebreakValues {
  return ratingCode(ctx, spec, (id) => performanceRatingOf(ctx, id, spec));
}

/**
 * 10.3 PTP: the lowest integer rating whose expected score against the opponents (table 8.1b on the full
 * scale, differences not clipped at 400) reaches the points scored; with no points, the lowest-rated
 * opponent - 800.
 */
export function perfectPerformanceOf(ctx: TiebreakContext, id: number, spec: TiebreakSpec): number | null {
  return ctx.memo(`PTP:${id}:${spec.unratedRating}`, () => {
    const rounds = ratedRounds(ctx, id);
    if (rounds.length === 0) return null;
    const ratings = rounds.map((r) => ratingFor(ctx, r.opponent, spec) ?? 0);
    const target = Math.round(100 * sum(rounds.map((r) => r.gameResult)));
    if (target === 0) return Math.min(...ratings) - 800;
    const expected = (rating: number): number => sum(ratings.map((o) => expectedScore(rating - o)));
    // expected() grows with the rating: binary search between "every game lost" and "every game won"
    let lo = Math.min(...ratings) - 800;
    let hi = Math.max(...ratings) + 736;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (expected(mid) >= target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  });
}

export function perfectPerformance(ctx: TiebreakContext, spec: TiebreakSpec): TiebreakValues {
  return ratingCode(ctx, spec, (id) => perfectPerformanceOf(ctx, id, spec));
}

function averageOfOpponents(ctx: TiebreakContext, id: number, of: (o: number) => number | null): number | null {
  const values = ratedRounds(ctx, id)
    .map((r) => of(r.opponent))
    .filter((v): v is number => v !== null);
  if (values.length === 0) return null;
  return roundHalfUp(sum(values), values.length);
}

/** 10.4 APRO: the mean TPR of the opponents, rounded half up. */
export function averagePerformanceOfOpponents(ctx: TiebreakContext, spec: TiebreakSpec): TiebreakValues {
  return ratingCode(ctx, spec, (id) => averageOfOpponents(ctx, id, (o) => performanceRatingOf(ctx, o, spec)));
}

/** 10.5 APPO: the mean PTP of the opponents, rounded half up. */
export function averagePerfectPerformanceOfOpponents(ctx: TiebreakContext, spec: TiebreakSpec): TiebreakValues {
  return ratingCode(ctx, spec, (id) => averageOfOpponents(ctx, id, (o) => perfectPerformanceOf(ctx, o, spec)));
}

/** 10.6 RTNG (2026): the player's own rating, higher first (`/R` reverses). */
export function ownRating(ctx: TiebreakContext, spec: TiebreakSpec): TiebreakValues {
  return ratingCode(ctx, spec, (id) => ratingFor(ctx, id, spec));
}
