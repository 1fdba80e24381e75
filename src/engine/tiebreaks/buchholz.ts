import { sum, type TiebreakContext } from './context';
import { tidy, valuesOf, type TiebreakValues } from './definition';
import { cutBuchholz } from './modifiers';
import type { TiebreakSpec } from './specifier';
import type { CardRound } from './types';

/**
 * Buchholz family, C.07 Art. 8 (Swiss only from 2026): BH with its cuts (8.1, 14), Fore Buchholz (8.3), Average
 * of Opponents' Buchholz (8.2), and the booklet's Buchholz of Buchholz. Unplayed rounds enter through the
 * context's elements (16.3 adjusted scores of opponents, 16.4 dummies, or the legacy virtual opponents).
 */

/** BH of one player with Cut / Median modifiers (16.5.1 VUR rule except under the legacy method). */
export function buchholzOf(ctx: TiebreakContext, id: number, low = 0, high = 0): number {
  if (low === 0 && high === 0) return ctx.memo(`BH:${id}`, () => tidy(sum(ctx.elements(id).map((e) => e.value))));
  const kept = cutBuchholz(ctx.elements(id), { low, high, vurRule: ctx.rules !== 'legacy' });
  return tidy(sum(kept.map((e) => e.value)));
}

export function buchholz(ctx: TiebreakContext, spec: TiebreakSpec): TiebreakValues {
  return valuesOf(ctx, (id) => buchholzOf(ctx, id, spec.cutLow, spec.cutHigh));
}

/**
 * C.07 8.3 Fore Buchholz: every paired game of the final round (forfeits included) is scored as a played draw,
 * then Buchholz is computed as usual on the changed crosstable (Article 16 included; the dummy is the player's
 * changed score). A bye in the final round stays a bye.
 */
export function foreBuchholzContext(ctx: TiebreakContext): TiebreakContext {
  const last = ctx.rounds;
  const draw = ctx.scoring.draw;
  return ctx.withCards('fore', (card) =>
    card.map((r): CardRound => {
      if (r.round !== last || r.opponent === 0) return r;
      if (r.kind !== 'game' && r.kind !== 'forfeitWin' && r.kind !== 'forfeitLoss') return r;
      return { ...r, kind: 'game', code: '=', points: draw, gameResult: 0.5 };
    }),
  );
}

export function foreBuchholz(ctx: TiebreakContext, spec: TiebreakSpec): TiebreakValues {
  return buchholz(foreBuchholzContext(ctx), spec);
}

/** Opponents met over the board, once per game (C.07 4.4); forfeits and byes excluded. */
export function overTheBoardOpponents(ctx: TiebreakContext, id: number): number[] {
  return ctx
    .card(id)
    .filter((r) => r.kind === 'game')
    .map((r) => r.opponent);
}

/**
 * C.07 8.2 AOB: the average Buchholz of the opponents met over the board (no dummies); `/F` averages their
 * Fore Buchholz instead (2026). Exact value; displayed with 2 decimals.
 */
export function averageOfOpponentsBuchholz(ctx: TiebreakContext, spec: TiebreakSpec): TiebreakValues {
  const source = spec.foreBuchholz ? foreBuchholzContext(ctx) : ctx;
  return valuesOf(ctx, (id) => {
    const opponents = overTheBoardOpponents(ctx, id);
    if (opponents.length === 0) return null;
    return sum(opponents.map((o) => buchholzOf(source, o))) / opponents.length;
  });
}

/**
 * Booklet: Buchholz of Buchholz = the sum of the opponents' Buchholz values. The booklet does not say what a
 * virtual opponent's Buchholz is [unconfirmed]; unplayed rounds are skipped (tiebreaks.md §6).
 */
export function buchholzOfBuchholz(ctx: TiebreakContext): TiebreakValues {
  return valuesOf(ctx, (id) => tidy(sum(overTheBoardOpponents(ctx, id).map((o) => buchholzOf(ctx, o)))));
}
