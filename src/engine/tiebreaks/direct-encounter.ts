import type { TiebreakContext } from './context';
import { splitByValue } from './grouping';
import type { TiebreakSpec } from './specifier';

/**
 * C.07 Art. 6 Direct Encounter, a procedure on a group of tied players (type A: recomputed on the current
 * subgroup every time it is applied).
 *
 * 1. Mini-table: each member's points against the other members. Swiss: forfeits are left out unless the
 *    regulations include them (`DE/P`); with pre-determined pairings they count (15.2). Members who met more
 *    than once contribute the average of their games (6.1.2).
 * 2. Everybody met everybody: rank by the mini-table; every subgroup still equal gets a new mini-table of its
 *    own, recursively, until nothing changes.
 * 3. Not everybody met: a player is ranked first only if he stays alone on top whatever the missing games'
 *    results (his mini-score exceeds every rival's mini-score plus a win for each game the rival has not
 *    played inside the group); then the same test for the next place. The players left unranked form a new
 *    group and go back to step 1.
 * Whatever cannot be separated stays tied for the next tie-break.
 */
export function directEncounterOrder(ctx: TiebreakContext, group: readonly number[], spec: TiebreakSpec): number[][] {
  if (group.length < 2) return [[...group]];
  const table = miniTable(ctx, group, spec.forfeitsCount || ctx.roundRobin);
  if (table.everyPairMet) {
    const subgroups = splitByValue(group, (id) => table.score.get(id) ?? 0);
    if (subgroups.length === 1) return subgroups;
    return subgroups.flatMap((sub) => directEncounterOrder(ctx, sub, spec));
  }
  const { ranked, rest } = uncatchableLeaders([...group], table.score, table.unplayed, ctx.scoring.win);
  if (rest.length === 0) return ranked;
  if (ranked.length === 0) return [rest];
  return [...ranked, ...directEncounterOrder(ctx, rest, spec)];
}

/**
 * Art. 6 step 3, for players and for teams: one by one, the member who stays alone on top whatever the missing
 * games inside the group give (his score beats every rival's score plus `win` for each game the rival has not
 * played there); `rest` is whoever is left, in the order given, to be ranked again as a new group.
 */
export function uncatchableLeaders(
  members: readonly number[],
  score: ReadonlyMap<number, number>,
  unplayed: ReadonlyMap<number, number>,
  win: number,
): { ranked: number[][]; rest: number[] } {
  const ranked: number[][] = [];
  const rest = [...members];
  for (;;) {
    const leader = rest.find((p) =>
      rest.every((q) => q === p || (score.get(p) ?? 0) > (score.get(q) ?? 0) + win * (unplayed.get(q) ?? 0)),
    );
    if (leader === undefined) break;
    ranked.push([leader]);
    rest.splice(rest.indexOf(leader), 1);
    if (rest.length < 2) break;
  }
  return { ranked, rest };
}

interface MiniTable {
  readonly score: Map<number, number>;
  /** Games each member has not played against the other members. */
  readonly unplayed: Map<number, number>;
  readonly everyPairMet: boolean;
}

export function miniTable(ctx: TiebreakContext, group: readonly number[], forfeitsCount: boolean): MiniTable {
  const members = new Set(group);
  const score = new Map<number, number>();
  const unplayed = new Map<number, number>();
  let everyPairMet = true;
  for (const p of group) {
    const results = new Map<number, number[]>();
    for (const r of ctx.card(p)) {
      if (!members.has(r.opponent) || r.opponent === p) continue;
      const counts = r.kind === 'game' || (forfeitsCount && (r.kind === 'forfeitWin' || r.kind === 'forfeitLoss'));
      if (!counts) continue;
      const list = results.get(r.opponent) ?? [];
      list.push(r.points);
      results.set(r.opponent, list);
    }
    let total = 0;
    for (const list of results.values()) total += list.reduce((a, b) => a + b, 0) / list.length;
    score.set(p, total);
    const missing = group.length - 1 - results.size;
    unplayed.set(p, missing);
    if (missing > 0) everyPairMet = false;
  }
  return { score, unplayed, everyPairMet };
}
