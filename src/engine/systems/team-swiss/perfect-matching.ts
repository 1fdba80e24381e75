import { graphFrom, maximumMatching } from '../../matching/cardinality';
import { MatchingGraph, maxWeightMatching } from '../../matching/blossom';

/** [C1]/[C3] questions: can all of `teams` be paired with one another under `canMeet`? (Edmonds, O(n³)). */
export function hasPerfectMatching(teams: readonly number[], canMeet: (a: number, b: number) => boolean): boolean {
  const n = teams.length;
  if (n % 2 === 1) return false;
  if (n === 0) return true;
  const g = graphFrom(n, (u, v) => canMeet(teams[u], teams[v]));
  const mate = maximumMatching(g);
  for (let i = 0; i < n; i++) if (mate[i] < 0) return false;
  return true;
}

export interface CostEdge {
  readonly u: number;
  readonly v: number;
  readonly cost: number;
}

/**
 * Minimum total cost of a perfect matching of vertices 0..n-1 over `edges` (maximum-weight blossom with weights
 * maxCost+1-cost, maximum cardinality first), or null when no perfect matching exists.
 */
export function minCostPerfectMatching(
  n: number,
  edges: readonly CostEdge[],
): { cost: number; mate: Int32Array } | null {
  if (n === 0) return { cost: 0, mate: new Int32Array(0) };
  if (n % 2 === 1) return null;
  let maxCost = 0;
  for (const e of edges) if (e.cost > maxCost) maxCost = e.cost;
  const top = maxCost + 1;
  const bits = Math.max(1, Math.ceil(Math.log2(top + 1)));
  const g = new MatchingGraph(n, bits, Math.max(1, edges.length));
  for (const e of edges) g.addEdgeNumber(e.u, e.v, top - e.cost);
  const mate = maxWeightMatching(g, { maxCardinality: true });
  let cost = 0;
  for (let i = 0; i < n; i++) {
    if (mate[i] < 0) return null;
  }
  const costOf = new Map<number, number>();
  for (const e of edges) {
    const key = Math.min(e.u, e.v) * n + Math.max(e.u, e.v);
    const prev = costOf.get(key);
    if (prev === undefined || e.cost < prev) costOf.set(key, e.cost);
  }
  for (let i = 0; i < n; i++) if (mate[i] > i) cost += costOf.get(i * n + mate[i]) ?? 0;
  return { cost, mate };
}
