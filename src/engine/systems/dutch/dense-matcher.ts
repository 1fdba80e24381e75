import { MatchingGraph, maxWeightMatching } from '../../matching/blossom';
import { LIMB_BITS, LIMB_RADIX, limbsForBits } from '../../matching/wide-int';
import type { Matcher } from './matcher';

/**
 * Write Σ value·2^offset (terms as flat offset/value pairs) + delta into dst[off .. off+limbs) as a big-endian
 * wide integer (48-bit limbs). Every partial product is kept below 2^53 so the arithmetic stays exact.
 */
export function composeWeight(terms: readonly number[], delta: number, dst: Float64Array, off: number, limbs: number): void {
  const acc = new Array<number>(limbs + 1).fill(0); // little-endian
  const addAt = (x: number, pos: number) => {
    // x < 2^24 placed at bit `pos`
    const li = Math.floor(pos / LIMB_BITS);
    const bit = pos - li * LIMB_BITS;
    const room = LIMB_BITS - bit;
    if (room >= 24) {
      acc[li] += x * 2 ** bit;
    } else {
      const low = x % 2 ** room;
      acc[li] += low * 2 ** bit;
      acc[li + 1] += (x - low) / 2 ** room;
    }
  };
  for (let i = 0; i < terms.length; i += 2) {
    const pos = terms[i];
    let value = terms[i + 1];
    if (value < 0 || !Number.isSafeInteger(value)) throw new RangeError(`weight term ${value} out of range`);
    let shift = 0;
    while (value > 0) {
      const part = value % 2 ** 24;
      if (part) addAt(part, pos + shift);
      value = (value - part) / 2 ** 24;
      shift += 24;
    }
  }
  acc[0] += delta;
  for (let i = 0; i < limbs; i++) {
    const carry = Math.floor(acc[i] / LIMB_RADIX);
    acc[i] -= carry * LIMB_RADIX;
    acc[i + 1] += carry;
  }
  if (acc[limbs] !== 0) throw new RangeError('edge weight does not fit its layout');
  for (let i = 0; i < limbs; i++) dst[off + i] = acc[limbs - 1 - i];
}

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
