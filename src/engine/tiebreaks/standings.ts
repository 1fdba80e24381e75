import type { Tournament } from '../model';
import { TiebreakContext } from './context';
import { tidy, type TiebreakValues } from './definition';
import { splitByValue } from './grouping';
import { computeValues, contextFor, resolveTiebreak, type ResolvedTiebreak } from './registry';
import type { TiebreakRules } from './types';

/**
 * Standings: sort by points, then apply the ordered tie-break list to every group still tied, one code at a
 * time, each subgroup on its own (C.07 4.2; type A codes such as DE are recomputed on the current subgroup).
 * Ties that survive the list share a rank (1, 2, 2, 4): lots are never drawn silently.
 */

export interface StandingsOptions {
  rules?: TiebreakRules;
  tiebreaks: string[];
  /** Standings after this round (default: every round with an entry). */
  afterRound?: number;
  /** Pre-determined pairings (C.07 15.2); default from the tournament's system. */
  roundRobin?: boolean;
}

export interface StandingsRow {
  id: number;
  rank: number;
  points: number;
  /** In the order of `codes`; null where a code does not apply. Procedures (DE) give the rank after [PTS, code]. */
  values: (number | null)[];
}

export interface Standings {
  codes: string[];
  /** Sorted by rank, then id. */
  rows: StandingsRow[];
  /** Things the arbiter should know (Buchholz in a round robin under the 2024 rules, ties left for lots ...). */
  warnings?: string[];
}

export type ContextOptions = Omit<StandingsOptions, 'tiebreaks'>;

export function contextOf(t: Tournament, options: ContextOptions = {}): TiebreakContext {
  return TiebreakContext.fromTournament(t, {
    rules: options.rules ?? 'fide2026',
    roundRobin: options.roundRobin,
    afterRound: options.afterRound,
  });
}

/** Values of one code for every player; a procedure (DE, KSX) gives each player's rank after [PTS, code]. */
export function computeTiebreak(t: Tournament, code: string, options: ContextOptions = {}): Map<number, number | null> {
  return tiebreakValues(contextOf(t, options), resolveTiebreak(code));
}

function tiebreakValues(ctx: TiebreakContext, resolved: ResolvedTiebreak): TiebreakValues {
  const values = computeValues(ctx, resolved);
  if (values) return values;
  const ranks = ranksOf(ctx, applyTiebreak(ctx, pointGroups(ctx), resolved, null));
  return new Map(ctx.ids.map((id) => [id, ranks.get(id) ?? null]));
}

export function computeStandings(t: Tournament, options: StandingsOptions): Standings {
  const ctx = contextOf(t, options);
  const resolved = options.tiebreaks.map(resolveTiebreak);
  const warnings: string[] = [];
  const columns = resolved.map((r) => {
    if (r.definition.buchholzFamily && ctx.roundRobin && contextFor(ctx, r).rules !== 'fide2026') {
      warnings.push(
        `${r.spec.text}: the Buchholz family is not meant for round robins (forbidden from 2026, C.07 Art. 8)`,
      );
    }
    return tiebreakValues(ctx, r);
  });
  let groups = pointGroups(ctx);
  resolved.forEach((r, i) => {
    groups = applyTiebreak(ctx, groups, r, columns[i]);
  });
  const ranks = ranksOf(ctx, groups);
  const tied = groups.filter((g) => g.length > 1);
  if (tied.length > 0 && resolved.length > 0) {
    warnings.push(
      `ties left after the whole list (lots needed if places must differ): ${tied.map((g) => g.join('=')).join(', ')}`,
    );
  }
  const rows = ctx.ids
    .map((id) => ({
      id,
      rank: ranks.get(id) ?? 0,
      points: tidy(ctx.score(id)),
      values: columns.map((c) => c.get(id) ?? null),
    }))
    .sort((a, b) => a.rank - b.rank || a.id - b.id);
  return { codes: resolved.map((r) => r.spec.text), rows, ...(warnings.length > 0 ? { warnings } : {}) };
}

/** Groups of equal points, best first. */
function pointGroups(ctx: TiebreakContext): number[][] {
  return splitByValue(ctx.ids, (id) => ctx.score(id));
}

/** Split every tied group by one code; `values` are the code's values (null for procedures). */
function applyTiebreak(
  ctx: TiebreakContext,
  groups: number[][],
  resolved: ResolvedTiebreak,
  values: TiebreakValues | null,
): number[][] {
  const { definition, spec } = resolved;
  const own = contextFor(ctx, resolved);
  return groups.flatMap((group) => {
    if (group.length < 2) return [group];
    if (definition.order) return definition.order(own, group, spec).map((g) => [...g].sort((a, b) => a - b));
    if (!values) return [group];
    const lowerIsBetter = definition.lowerIsBetter?.(spec) ?? false;
    return splitByNullableValue(group, (id) => values.get(id) ?? null, lowerIsBetter);
  });
}

/** Split by value, best first, players without a value last (tied among themselves). */
function splitByNullableValue(
  group: readonly number[],
  value: (id: number) => number | null,
  lowerIsBetter: boolean,
): number[][] {
  const valued = group.filter((id) => value(id) !== null);
  const unvalued = group.filter((id) => value(id) === null);
  const sign = lowerIsBetter ? -1 : 1;
  const split = splitByValue(valued, (id) => sign * (value(id) as number));
  return unvalued.length > 0 ? [...split, [...unvalued].sort((a, b) => a - b)] : split;
}

/** Standard competition ranking: a group of k tied players at position p all get rank p, the next gets p + k. */
function ranksOf(ctx: TiebreakContext, groups: readonly number[][]): Map<number, number> {
  const ranks = new Map<number, number>();
  let position = 1;
  for (const group of groups) {
    for (const id of group) ranks.set(id, position);
    position += group.length;
  }
  for (const id of ctx.ids) if (!ranks.has(id)) ranks.set(id, position);
  return ranks;
}
