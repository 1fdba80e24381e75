/** The solver a caller uses: a run of the blossom algorithm on a graph (see ./index.ts for the API). */

import { WarmStart } from './warm-start';
import type { MatchingGraph } from './graph';
import { wideAdd, wideCompare, wideZero } from '../wide-int';
import { NONE } from './constants';
import type { MatchingOptions } from './types';
import { isOptimalityVerified } from './verification';

/**
 * One run of the blossom algorithm on a graph. Blossom ids are n..2n−1; vertex and blossom arrays of size 2n are
 * indexed by both. Endpoint p of edge k = p >> 1 is vertex ends[p]; p ^ 1 is the other end.
 */
export class BlossomSolver extends WarmStart {
  /** Runs the algorithm (once) and returns mate[v] = partner vertex or −1. */
  override solve(): Int32Array {
    if (!this.solved) {
      if (this.uniformStart) this.initUniformDuals();
      else this.initGreedyDuals();
      this.run();
      this.solved = true;
    }
    if (isOptimalityVerified()) this.verifyOptimum();
    const result = new Int32Array(this.n);
    for (let v = 0; v < this.n; v++) result[v] = this.mate[v] >= 0 ? this.ends[this.mate[v]] : NONE;
    return result;
  }
}

/** Maximum-weight matching of g: mate[v] is v's partner, or −1 when v stays unmatched. */
export function maxWeightMatching(g: MatchingGraph, options: MatchingOptions = {}): Int32Array {
  return new BlossomSolver(g, options).solve();
}

/**
 * Total weight of a matching into dst[d ..] (g.limbs limbs). Between a matched pair joined by parallel edges,
 * the heaviest counts (the solver only ever needs that one).
 */
export function matchingWeight(g: MatchingGraph, mate: Int32Array, dst: Float64Array, d = 0): void {
  const limbs = g.limbs;
  const ends = g.endpoints;
  const weights = g.weights;
  const offsets = g.weightOffsets;
  const heaviest = new Int32Array(g.vertexCount).fill(NONE); // per lower endpoint of a matched pair
  for (let k = 0; k < g.edgeCount; k++) {
    const u = Math.min(ends[2 * k], ends[2 * k + 1]);
    const v = Math.max(ends[2 * k], ends[2 * k + 1]);
    if (mate[u] !== v) continue;
    const best = heaviest[u];
    if (best === NONE || wideCompare(weights, offsets[k], weights, offsets[best], limbs) > 0) heaviest[u] = k;
  }
  wideZero(dst, d, limbs);
  for (let u = 0; u < g.vertexCount; u++) {
    if (heaviest[u] !== NONE) wideAdd(dst, d, dst, d, weights, offsets[heaviest[u]], limbs);
  }
}
