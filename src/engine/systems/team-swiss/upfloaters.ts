import { hasPerfectMatching } from './perfect-matching';
import type { TeamPairingState } from './state';

/** Score profiles of k upfloaters, best first ([C5]: larger when sorted ascending, compared lexicographically). */
export function* profiles(groups: readonly { score: number; count: number }[], k: number): Generator<number[]> {
  // groups sorted by descending score; a profile is built lowest element first, each as large as possible
  const desc = [...groups].sort((a, b) => b.score - a.score);
  const prefix: number[] = [];
  function* build(minIndexFromTop: number, left: number, used: number[]): Generator<number[]> {
    if (left === 0) {
      yield [...prefix];
      return;
    }
    // candidate values for the next (ascending) element: scores of groups 0..minIndexFromTop, largest first
    for (let g = 0; g <= minIndexFromTop; g++) {
      if (used[g] >= desc[g].count) continue;
      // enough room for the remaining left-1 elements with scores >= desc[g].score?
      let room = 0;
      for (let h = 0; h <= g; h++) room += desc[h].count - used[h];
      if (room < left) continue;
      used[g]++;
      prefix.push(desc[g].score);
      yield* build(g, left - 1, used);
      prefix.pop();
      used[g]--;
    }
  }
  if (k === 0) {
    yield [];
    return;
  }
  // the first (lowest) element can be any group; later ones are >= it
  yield* build(
    desc.length - 1,
    k,
    desc.map(() => 0),
  );
}

/** k-combinations of `items` in lexicographic order. */
export function* combinations<T>(items: readonly T[], k: number, start = 0): Generator<T[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = start; i <= items.length - k; i++) {
    for (const rest of combinations(items, k - 1, i + 1)) yield [items[i], ...rest];
  }
}

/**
 * The sets of one profile in the order of 3.5.3/3.5.4: members listed by descending score then ascending TPN,
 * sets compared lexicographically - the highest-score group's combination varies slowest.
 */
export function* setsOfProfile(
  candidates: readonly TeamPairingState[],
  profile: readonly number[],
): Generator<TeamPairingState[]> {
  const counts = new Map<number, number>();
  for (const s of profile) counts.set(s, (counts.get(s) ?? 0) + 1);
  const scores = [...counts.keys()].sort((a, b) => b - a);
  const byScore = scores.map((s) => candidates.filter((c) => c.score === s).sort((a, b) => a.tpn - b.tpn));
  function* nest(i: number, acc: TeamPairingState[]): Generator<TeamPairingState[]> {
    if (i === scores.length) {
      yield acc;
      return;
    }
    for (const combo of combinations(byScore[i], counts.get(scores[i]) ?? 0)) yield* nest(i + 1, [...acc, ...combo]);
  }
  yield* nest(0, []);
}

export interface SetChoice {
  readonly upfloaters: readonly TeamPairingState[];
  readonly k: number;
  readonly profile: readonly number[];
  readonly c6ok: boolean;
  readonly c7: number;
  /** Position of the set in the 3.5.4 order of its profile (0-based). */
  readonly index: number;
  /** Sets examined for the legality check. */
  readonly examined: number;
}

export interface SetContext {
  readonly residents: readonly TeamPairingState[];
  /** All teams still to pair (residents included). */
  readonly remaining: readonly TeamPairingState[];
  readonly canMeet: (a: number, b: number) => boolean;
  /** [C7]/[C10] are off in the last two rounds. */
  readonly floatCriteria: boolean;
}

/**
 * [C6] (reading R7): the scoregroup F right below the top-scoregroup, less the chosen upfloaters, can be paired
 * with the fewest upfloaters its size allows (0 or 1, from below F) while everybody else can still be paired.
 */
function c6Holds(ctx: SetContext, bracket: ReadonlySet<number>): boolean {
  const top = ctx.residents[0].score;
  const below = ctx.remaining.filter((t) => t.score < top);
  if (below.length === 0) return true;
  const fScore = Math.max(...below.map((t) => t.score));
  const fRest = below.filter((t) => t.score === fScore && !bracket.has(t.tpn)).map((t) => t.tpn);
  if (fRest.length === 0) return true;
  const others = ctx.remaining.filter((t) => !bracket.has(t.tpn) && t.score < fScore).map((t) => t.tpn);
  if (fRest.length % 2 === 0) {
    return hasPerfectMatching(fRest, ctx.canMeet) && hasPerfectMatching(others, ctx.canMeet);
  }
  return others.some(
    (u) =>
      hasPerfectMatching([...fRest, u], ctx.canMeet) &&
      hasPerfectMatching(
        others.filter((x) => x !== u),
        ctx.canMeet,
      ),
  );
}

/**
 * C.04.6 3.5 with readings R7/R8 (team.md §4.5): fewest upfloaters [C4], best score profile [C5], then among the
 * legal sets of that profile the smallest ([C6] failed, [C7] count, 3.5.4 position). Exhaustive over the sets of
 * one profile (at most C(candidates, k)), stopping at the first legal set with [C6] met and [C7] = 0.
 */
export function chooseUpfloaters(ctx: SetContext): SetChoice | null {
  const top = ctx.residents[0].score;
  const candidates = ctx.remaining.filter((t) => t.score < top);
  const groups = new Map<number, number>();
  for (const c of candidates) groups.set(c.score, (groups.get(c.score) ?? 0) + 1);
  const groupList = [...groups.entries()].map(([score, count]) => ({ score, count }));
  const residentIds = ctx.residents.map((t) => t.tpn);
  let examined = 0;
  for (let k = ctx.residents.length % 2; k <= candidates.length; k += 2) {
    for (const profile of profiles(groupList, k)) {
      let best: SetChoice | null = null;
      let index = -1;
      for (const set of setsOfProfile(candidates, profile)) {
        index++;
        examined++;
        const bracket = new Set([...residentIds, ...set.map((t) => t.tpn)]);
        if (!hasPerfectMatching([...bracket], ctx.canMeet)) continue;
        const rest = ctx.remaining.filter((t) => !bracket.has(t.tpn)).map((t) => t.tpn);
        if (!hasPerfectMatching(rest, ctx.canMeet)) continue; // [C3]
        const c6ok = c6Holds(ctx, bracket);
        const c7 = ctx.floatCriteria ? set.filter((t) => t.floatedPrevious).length : 0;
        if (!best || (Number(!c6ok) - Number(!best.c6ok) || c7 - best.c7) < 0) {
          best = { upfloaters: set, k, profile, c6ok, c7, index, examined };
        }
        if (c6ok && c7 === 0) break;
      }
      if (best) return { ...best, examined };
    }
  }
  return null;
}
