import type { ScoreKind } from '../../team/model';
import type { TeamTiebreakContext } from './context';
import { uncatchableLeaders } from '../direct-encounter';
import { bottomBoardKey, boardCount, topBoardKey } from './values';

/** Split `group` by a key, best first (`better(a, b) < 0` when a ranks ahead of b). */
export function splitBy<T>(
  group: readonly number[],
  key: (tpn: number) => T,
  better: (a: T, b: T) => number,
): number[][] {
  const keyed = group.map((tpn) => ({ tpn, k: key(tpn) })).sort((x, y) => better(x.k, y.k) || x.tpn - y.tpn);
  const out: number[][] = [];
  for (let i = 0; i < keyed.length; i++) {
    if (i > 0 && better(keyed[i - 1].k, keyed[i].k) === 0) out[out.length - 1].push(keyed[i].tpn);
    else out.push([keyed[i].tpn]);
  }
  return out;
}

export const higherFirst = (a: number, b: number): number => b - a;
export const lowerFirst = (a: number, b: number): number => a - b;
export function keyHigherFirst(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return b[i] - a[i];
  return 0;
}

/**
 * C.07 Art. 6 on team scores (team.md §6.5 step 1): the mini-table of `kind` points in the matches between the
 * tied teams (played matches; forfeited ones too with /P and in round robins, 15.2), repeated encounters
 * averaged. All met: by the mini-table. Not all met: a team is placed first only if it stays alone on top
 * whatever the missing matches give (0..TW for MP, 0..B x win for GP); the teams left go back to the start.
 * Recursive on the same score (Art. 6); EDE restarts from its step 1 only on what this leaves tied.
 */
export function directEncounter(
  ctx: TeamTiebreakContext,
  group: readonly number[],
  kind: ScoreKind,
  forfeitsCount: boolean,
): number[][] {
  if (group.length < 2) return [[...group]];
  const members = new Set(group);
  const score = new Map<number, number>();
  const missing = new Map<number, number>();
  let allMet = true;
  for (const tpn of group) {
    const results = new Map<number, number[]>();
    for (const r of ctx.rounds[tpn - 1].slice(0, ctx.roundCount)) {
      if (!members.has(r.opponent)) continue;
      const counts = r.kind === 'played' || ((forfeitsCount || ctx.roundRobin) && r.opponent !== 0);
      if (!counts) continue;
      const list = results.get(r.opponent) ?? [];
      list.push(kind === 'MP' ? r.mp : r.gp);
      results.set(r.opponent, list);
    }
    let total = 0;
    for (const list of results.values()) total += list.reduce((a, b) => a + b, 0) / list.length;
    score.set(tpn, total);
    missing.set(tpn, group.length - 1 - results.size);
    if (group.length - 1 - results.size > 0) allMet = false;
  }
  if (allMet) {
    // Art. 6: every subgroup still equal gets a mini-table of its own, on the same score
    const parts = splitBy(group, (tpn) => score.get(tpn) ?? 0, higherFirst);
    if (parts.length === 1) return parts;
    return parts.flatMap((sub) => directEncounter(ctx, sub, kind, forfeitsCount));
  }
  const { ranked, rest } = uncatchableLeaders(
    [...group].sort((a, b) => a - b),
    score,
    missing,
    ctx.winValue(kind),
  );
  if (rest.length === 0) return ranked;
  if (ranked.length === 0) return [rest];
  return [...ranked, ...directEncounter(ctx, rest, kind, forfeitsCount)];
}

export type EdeChain = '' | 'BT' | 'BB' | 'T' | 'B';

/**
 * EDE (13.3): DE on the primary score, else on the secondary; whenever the tie splits, restart on each subset
 * (13.3.3). Chains EDEBT/EDEBB/EDET/EDEB (13.3.2, reading T3): only for exactly two teams left with equal MP and
 * equal GP totals - BC (lower first), then TBR or BBE.
 */
export function extendedDirectEncounter(
  ctx: TeamTiebreakContext,
  group: readonly number[],
  chain: EdeChain,
  forfeitsCount: boolean,
): number[][] {
  if (group.length < 2) return [[...group]];
  let parts = directEncounter(ctx, group, ctx.primary, forfeitsCount);
  if (parts.length === 1) parts = directEncounter(ctx, group, ctx.secondary, forfeitsCount);
  if (parts.length > 1) return parts.flatMap((sub) => extendedDirectEncounter(ctx, sub, chain, forfeitsCount));
  if (chain === '' || group.length !== 2) return [[...group]];
  const [a, b] = group;
  if (ctx.final(a, 'MP') !== ctx.final(b, 'MP') || ctx.final(a, 'GP') !== ctx.final(b, 'GP')) return [[...group]];
  const steps: ((g: readonly number[]) => number[][])[] = [];
  if (chain === 'BT' || chain === 'BB') steps.push((g) => splitBy(g, (t) => boardCount(ctx, t), lowerFirst));
  if (chain === 'BT' || chain === 'T') steps.push((g) => splitBy(g, (t) => topBoardKey(ctx, t), keyHigherFirst));
  if (chain === 'BB' || chain === 'B') steps.push((g) => splitBy(g, (t) => bottomBoardKey(ctx, t), keyHigherFirst));
  for (const step of steps) {
    const split = step(group);
    if (split.length > 1) return split;
  }
  return [[...group]];
}

/**
 * TOPBOARD (booklet, not C.07; team.md §6.11): of two tied teams that met, the one that won the highest board
 * decided in their match(es).
 */
export function topBoard(ctx: TeamTiebreakContext, group: readonly number[]): number[][] {
  if (group.length !== 2) return [[...group]];
  const [a, b] = group;
  for (const r of ctx.rounds[a - 1].slice(0, ctx.roundCount)) {
    if (r.opponent !== b) continue;
    const theirs = ctx.rounds[b - 1][r.round - 1];
    for (let k = 0; k < r.boardPoints.length; k++) {
      const mine = r.boardPoints[k];
      const other = theirs?.boardPoints[k] ?? 0;
      if (mine !== other) return mine > other ? [[a], [b]] : [[b], [a]];
    }
  }
  return [[...group]];
}
