import type { TiebreakContext } from './context';
import type { TiebreakSpec } from './specifier';

/** Per-player values of one tie-break; null = does not apply to that player (sorts after every value). */
export type TiebreakValues = Map<number, number | null>;

/**
 * One tie-break family in the registry. A family either gives every player a number (`compute`) or, for
 * type A codes such as DE, is a procedure that orders a tied group (`order`, C.07 4.3).
 */
export interface TiebreakDefinition {
  /** Canonical code (TRF-2026 / C.07 spelling). */
  readonly code: string;
  /** Human name with the rule it implements. */
  readonly title: string;
  /** C.07 4.3 type: A direct encounters, B own record, C opponents' results, D ratings; X = not in C.07. */
  readonly type: 'A' | 'B' | 'C' | 'D' | 'X';
  /** Which modifiers the code accepts (others are refused rather than silently ignored). */
  readonly accepts?: readonly ('cut' | 'limit' | 'forfeits' | 'fore' | 'reverse' | 'unrated' | 'version' | 'absent')[];
  /** C.07-2026 Art. 8 note: not for round robins. */
  readonly buchholzFamily?: boolean;
  /** Lower values rank higher (TPN, BC). */
  readonly lowerIsBetter?: (spec: TiebreakSpec) => boolean;
  readonly compute?: (ctx: TiebreakContext, spec: TiebreakSpec) => TiebreakValues;
  /** Orders a tied group into subgroups, best first; players in one subgroup stay tied. */
  readonly order?: (ctx: TiebreakContext, group: readonly number[], spec: TiebreakSpec) => number[][];
  /** Set when the model cannot supply the data (team events). */
  readonly unavailable?: string;
}

export function valuesOf(ctx: TiebreakContext, value: (id: number) => number | null): TiebreakValues {
  const values: TiebreakValues = new Map();
  for (const id of ctx.ids) values.set(id, value(id));
  return values;
}

/** Tidy float noise from sums of halves and products of halves (all values live on a 1/10^6 grid at worst). */
export function tidy(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}
