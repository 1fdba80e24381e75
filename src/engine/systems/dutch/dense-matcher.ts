import { MatchingGraph, maxWeightMatching } from '../../matching/blossom';
import { limbsForBits } from '../../matching/wide-int';
import { composeWeight } from './weight-compose';

export { composeWeight };
import type { Matcher } from './matcher';

/**
 * A Matcher that keeps every edge weight in a dense table and solves each time from scratch with the exact
 * blossom algorithm. Simple and obviously right; the incremental matcher is measured against it.
 */
export class DenseMatcher implements Matcher {
  private readonly limbs: number;
  private readonly weightBits: number;
  private readonly table: Float64Array;
  private readonly present: Uint8Array;
  private readonly maxWeight: Float64Array;

  constructor(readonly size: number, belowTopBits: number) {
    this.weightBits = belowTopBits + 2;
    this.limbs = limbsForBits(this.weightBits);
    this.table = new Float64Array(size * size * this.limbs);
    this.present = new Uint8Array(size * size);
    this.maxWeight = new Float64Array(this.limbs);
    // the top weight of the layout, 2^(T+2) − 1: above every criteria weight
    composeWeight([this.weightBits, 1], -1, this.maxWeight, 0, this.limbs);
  }

  private slot(u: number, v: number): number {
    return u < v ? u * this.size + v : v * this.size + u;
  }

  setEdge(u: number, v: number, terms: readonly number[] | null, delta = 0): void {
    const s = this.slot(u, v);
    if (!terms) { this.present[s] = 0; return; }
    this.present[s] = 1;
    composeWeight(terms, delta, this.table, s * this.limbs, this.limbs);
  }

  setEdgeMax(u: number, v: number): void {
    const s = this.slot(u, v);
    this.present[s] = 1;
    this.table.set(this.maxWeight, s * this.limbs);
  }

  solve(): Int32Array {
    const n = this.size;
    const g = new MatchingGraph(n, this.weightBits + 1, 64);
    for (let u = 0; u < n; u++) {
      for (let v = u + 1; v < n; v++) {
        const s = u * n + v;
        if (this.present[s]) g.addEdgeWide(u, v, this.table, s * this.limbs, this.limbs);
      }
    }
    const mate = maxWeightMatching(g);
    for (let v = 0; v < n; v++) if (mate[v] < 0) mate[v] = v;
    return mate;
  }
}
