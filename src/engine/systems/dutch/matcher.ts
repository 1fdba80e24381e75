/**
 * The matching port the Dutch procedure talks to: a maximum-weight matching over all players to pair,
 * whose edge weights are changed step by step while decisions are fixed one at a time (dutch.md §7.2).
 * A weight is Σ value·2^offset over `terms` (flat offset/value pairs) plus a small signed `delta`;
 * `null` means "no edge". Weights are never negative.
 */
export interface Matcher {
  readonly size: number;
  setEdge(u: number, v: number, terms: readonly number[] | null, delta?: number): void;
  /** Give the edge the largest weight of the layout (a pair that is decided). */
  setEdgeMax(u: number, v: number): void;
  /** Solve; mate[v] is v's partner, or v itself when v is unmatched. */
  solve(): Int32Array;
}

export type MatcherFactory = (size: number, belowTopBits: number) => Matcher;
