import { minCostPerfectMatching, type CostEdge } from './perfect-matching';
import type { TeamPairingState } from './state';

export interface PairCosts {
  readonly c8: number;
  readonly c9: number;
  readonly c10: number;
}

/**
 * Per-pair counts of 3.6.4 (team.md §4.6): [C8] both teams prefer the same colour; [C9] both strongly (Type B);
 * [C10] (not in the last two rounds, reading R6) the higher-scored team of a pair with different scores floated
 * in the previous round.
 */
export function pairCosts(a: TeamPairingState, b: TeamPairingState, floatCriteria: boolean): PairCosts {
  const same = a.preference.colour !== null && a.preference.colour === b.preference.colour;
  const c8 = same ? 1 : 0;
  const c9 = same && a.preference.strong && b.preference.strong ? 1 : 0;
  let c10 = 0;
  if (floatCriteria && a.score !== b.score) c10 = (a.score > b.score ? a : b).floatedPrevious ? 1 : 0;
  return { c8, c9, c10 };
}

export interface BracketPairing {
  /** [top, bottom] pairs, top = smaller TPN (3.6.1), in identifier order. */
  readonly pairs: readonly [number, number][];
  readonly identifier: readonly number[];
  readonly costs: PairCosts;
  /** Weighted matchings solved to find it (0 when the canonical pairing was optimal). */
  readonly matchings: number;
}

/** 3.6.2: top members ascending, then the bottom members in the same pair order. */
export function identifierOf(pairs: readonly (readonly [number, number])[]): number[] {
  const ordered = pairs.map(([a, b]) => (a < b ? [a, b] : [b, a])).sort((x, y) => x[0] - y[0]);
  return [...ordered.map((p) => p[0]), ...ordered.map((p) => p[1])];
}

/**
 * C.04.6 3.6 with reading R8: among the pairings meeting [C1], the smallest ([C8], [C9], [C10]) cost, then the
 * smallest identifier. Exact and polynomial: the optimum T is one weighted matching; the identifier is built
 * greedily (each team top if a cost-T completion remains, then each top's smallest bottom partner), each step
 * one weighted matching - O(n²) matchings of O(n³) at worst, never an enumeration.
 */
export function pairBracket(
  teams: readonly TeamPairingState[],
  canMeet: (a: number, b: number) => boolean,
  floatCriteria: boolean,
): BracketPairing | null {
  const sorted = [...teams].sort((a, b) => a.tpn - b.tpn);
  const n = sorted.length;
  const m = n / 2;
  const W = m + 1;
  const cost = (i: number, j: number): number => {
    const c = pairCosts(sorted[i], sorted[j], floatCriteria);
    return c.c8 * W * W + c.c9 * W + c.c10;
  };
  const legal = (i: number, j: number): boolean => canMeet(sorted[i].tpn, sorted[j].tpn);
  let matchings = 0;
  const solve = (allowed: (i: number, j: number) => boolean, vertices: readonly number[]): number | null => {
    const index = new Map(vertices.map((v, k) => [v, k]));
    const edges: CostEdge[] = [];
    for (let a = 0; a < vertices.length; a++) {
      for (let b = a + 1; b < vertices.length; b++) {
        const i = vertices[a];
        const j = vertices[b];
        if (legal(i, j) && allowed(i, j)) edges.push({ u: index.get(i)!, v: index.get(j)!, cost: cost(i, j) });
      }
    }
    matchings++;
    return minCostPerfectMatching(vertices.length, edges)?.cost ?? null;
  };
  const all = sorted.map((_, i) => i);
  const T = solve(() => true, all);
  if (T === null) return null;
  const total = (pairs: [number, number][]): PairCosts =>
    pairs.reduce(
      (acc, [i, j]) => {
        const c = pairCosts(sorted[i], sorted[j], floatCriteria);
        return { c8: acc.c8 + c.c8, c9: acc.c9 + c.c9, c10: acc.c10 + c.c10 };
      },
      { c8: 0, c9: 0, c10: 0 },
    );
  const finish = (pairs: [number, number][]): BracketPairing => {
    const tpnPairs = pairs.map(([i, j]) => [sorted[i].tpn, sorted[j].tpn] as [number, number]);
    return { pairs: tpnPairs, identifier: identifierOf(tpnPairs), costs: total(pairs), matchings };
  };

  // 3.6.3: the canonical first pairing t1-t(m+1), t2-t(m+2) ... is the answer when it is legal and optimal
  const canonical: [number, number][] = Array.from({ length: m }, (_, i) => [i, i + m]);
  if (canonical.every(([i, j]) => legal(i, j)) && canonical.reduce((s, [i, j]) => s + cost(i, j), 0) === T) {
    return finish(canonical);
  }

  // tops: decide in TPN order, top if a cost-T pairing remains with it as a top
  const role: ('top' | 'bottom' | null)[] = new Array(n).fill(null);
  const roleAllows = (i: number, j: number): boolean => {
    const [lo, hi] = i < j ? [i, j] : [j, i];
    return role[lo] !== 'bottom' && role[hi] !== 'top';
  };
  let tops = 0;
  for (let x = 0; x < n; x++) {
    if (tops === m) {
      role[x] = 'bottom';
      continue;
    }
    if (n - x === m - tops) {
      role[x] = 'top';
      tops++;
      continue;
    }
    role[x] = 'top';
    if (solve(roleAllows, all) === T) {
      tops++;
      continue;
    }
    role[x] = 'bottom';
  }
  // partners: each top, ascending, takes the smallest bottom that keeps a cost-T completion
  const pairs: [number, number][] = [];
  let free = all.slice();
  let spent = 0;
  for (let x = 0; x < n; x++) {
    if (role[x] !== 'top') continue;
    let chosen = -1;
    for (const y of free) {
      if (y <= x || role[y] !== 'bottom' || !legal(x, y)) continue;
      const rest = free.filter((v) => v !== x && v !== y);
      const c = cost(x, y);
      const remaining = rest.length === 0 ? 0 : solve(roleAllows, rest);
      if (remaining !== null && spent + c + remaining === T) {
        chosen = y;
        spent += c;
        break;
      }
    }
    if (chosen < 0) return null;
    pairs.push([x, chosen]);
    free = free.filter((v) => v !== x && v !== chosen);
  }
  return finish(pairs);
}
