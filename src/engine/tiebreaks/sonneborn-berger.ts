import { sum, type TiebreakContext } from './context';
import { tidy, valuesOf, type TiebreakValues } from './definition';
import { cutSonnebornBerger } from './modifiers';
import type { TiebreakSpec } from './specifier';

/**
 * C.07 9.1 Sonneborn-Berger: the sum over the player's elements of (opponent's score x points scored against
 * him). Dummies contribute dummy score x points awarded (a zero-point bye contributes 0, a PAB dummy x 1).
 * With pre-determined pairings forfeits are games against the scheduled opponent (15.2).
 * SB-C1: 16.5.2 (the higher of the lowest VUR contribution and the least significant value is cut).
 */
export function sonnebornBergerOf(ctx: TiebreakContext, id: number, low = 0, high = 0): number {
  const kept =
    low === 0 && high === 0
      ? ctx.elements(id)
      : cutSonnebornBerger(ctx.elements(id), { low, high, vurRule: ctx.rules !== 'legacy' });
  return tidy(sum(kept.map((e) => e.value * e.points)));
}

export function sonnebornBerger(ctx: TiebreakContext, spec: TiebreakSpec): TiebreakValues {
  return valuesOf(ctx, (id) => sonnebornBergerOf(ctx, id, spec.cutLow, spec.cutHigh));
}
