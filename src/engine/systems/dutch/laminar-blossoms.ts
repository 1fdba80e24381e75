/**
 * The positive-dual blossoms of a certificate as a laminar family (docs/dutch-engine.md, "Why a certified
 * decision is exact").
 */

import type { OptimalityConditions } from '../../matching/blossom';

/**
 * The positive-dual blossoms of one set of optimality conditions as a laminar family: per vertex its innermost
 * blossom, per blossom the next larger one holding it. A pair lies inside exactly the blossoms from the innermost
 * one holding both its ends outwards, so when a matching changes by a few pairs, only those blossoms' counts of
 * inside pairs change.
 */
export class LaminarBlossoms {
  /** Per vertex, its innermost positive-dual blossom (index into fullBlossoms), or −1. */
  readonly inner: Int32Array;
  /** Per blossom, the smallest one strictly holding it, or −1; and its depth in the family. */
  private readonly parent: Int32Array;
  private readonly depth: Int32Array;
  /** Per blossom, the change of its inside pairs being counted (`touched` lists those counted). */
  private readonly delta: Int32Array;
  private readonly touched: number[] = [];

  constructor(
    readonly cond: Pick<OptimalityConditions, 'fullBlossoms'>,
    size: number,
  ) {
    const blossoms = cond.fullBlossoms;
    const count = blossoms.length;
    this.inner = new Int32Array(size).fill(-1);
    this.parent = new Int32Array(count).fill(-1);
    this.depth = new Int32Array(count);
    this.delta = new Int32Array(count);
    // smallest first: the first blossom to reach a vertex is its innermost, and each later one is the parent of
    // the one that reached it last before (laminar: the next larger one holding that one)
    const order = Array.from({ length: count }, (_, b) => b).sort((a, b) => blossoms[a].length - blossoms[b].length);
    const outermost = new Int32Array(size).fill(-1);
    for (const b of order) {
      for (const x of blossoms[b]) {
        const c = outermost[x];
        if (c < 0) this.inner[x] = b;
        else if (this.parent[c] < 0) this.parent[c] = b;
        outermost[x] = b;
      }
    }
    for (let i = count - 1; i >= 0; i--) {
      const b = order[i];
      this.depth[b] = this.parent[b] < 0 ? 0 : this.depth[this.parent[b]] + 1;
    }
  }

  /** The innermost blossom holding both a and b (−1: none). */
  private common(a: number, b: number): number {
    let x = this.inner[a];
    let y = this.inner[b];
    if (x < 0 || y < 0) return -1;
    while (this.depth[x] > this.depth[y]) x = this.parent[x];
    while (this.depth[y] > this.depth[x]) y = this.parent[y];
    while (x !== y) {
      x = this.parent[x];
      y = this.parent[y];
    }
    return x;
  }

  private count(a: number, b: number, by: number): void {
    for (let x = this.common(a, b); x >= 0; x = this.parent[x]) {
      this.touched.push(x);
      this.delta[x] += by;
    }
  }

  /** Every blossom holds as many pairs inside under `after` as under `before`. */
  pairsUnchanged(before: Int32Array, after: Int32Array): boolean {
    for (let x = 0; x < after.length; x++) this.countChange(before, after, x);
    return this.settle();
  }

  /**
   * The same, when the two matchings differ only at the vertices of `at` (no vertex twice): a pair that changed
   * has both its ends there.
   */
  pairsUnchangedAt(before: Int32Array, after: Int32Array, at: readonly number[]): boolean {
    for (const x of at) this.countChange(before, after, x);
    return this.settle();
  }

  /** Counts the pairs at x that changed, each at its lower end. */
  private countChange(before: Int32Array, after: Int32Array, x: number): void {
    const was = before[x];
    const now = after[x];
    if (was === now) return;
    if (was > x) this.count(x, was, -1);
    if (now > x) this.count(x, now, 1);
  }

  /** Whether every count is back to zero; clears them. */
  private settle(): boolean {
    let unchanged = true;
    for (const b of this.touched) {
      if (this.delta[b] !== 0) unchanged = false;
      this.delta[b] = 0;
    }
    this.touched.length = 0;
    return unchanged;
  }
}
