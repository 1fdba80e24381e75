/** The weighted graph the solver reads (docs/blossom.md, "Layout"). */

import { LIMB_BITS, type FieldLayout, limbsForBits, wideFits, wideFromNumber, wideSign, wideToHex } from '../wide-int';

/** Bits of headroom above the weights: ×4 scaling, sign, and room for dual excursions above 4·max weight. */
function internalBits(weightBits: number, vertexCount: number): number {
  return weightBits + 2 + Math.ceil(Math.log2(vertexCount + 2)) + 6;
}

/**
 * Low bits to spare: weights of `weightBits` bits may be multiplied by 2^spare without a graph of
 * `vertexCount` vertices needing another limb. A caller that scales its weights so (which changes no optimum)
 * fills the top limb, where the solver's fast paths decide most comparisons; left empty, that limb is 0 for
 * every weight and each comparison reads a second one.
 */
export function spareLowBits(vertexCount: number, weightBits: number): number {
  const bits = internalBits(weightBits, vertexCount);
  return LIMB_BITS * limbsForBits(bits) - 1 - bits;
}

/** The number of edge {i, j} (i ≠ j) in a complete graph built by `MatchingGraph.complete`: j(j−1)/2 + i for i < j. */
export function completeEdgeIndex(i: number, j: number): number {
  return i < j ? (j * (j - 1)) / 2 + i : (i * (i - 1)) / 2 + j;
}

/** The endpoints of the complete graph's edges in `completeEdgeIndex` order: (0,1), (0,2), (1,2), (0,3) … */
function fillCompleteEnds(ends: Int32Array, vertexCount: number): void {
  let p = 0;
  for (let j = 1; j < vertexCount; j++) {
    for (let i = 0; i < j; i++) {
      ends[p++] = i;
      ends[p++] = j;
    }
  }
}

/**
 * The complete graphs' endpoint lists are prefixes of one another (row j holds the edges (i, j), i < j), so one
 * list serves every size up to the largest asked for (every bracket of a round builds one). Read-only: a
 * complete graph that gets another edge outgrows it and copies. Kept up to this size (~9 MB).
 */
const SHARED_ENDS_MAX_VERTICES = 1500;
let sharedEnds = new Int32Array(0);

function sharedCompleteEnds(vertexCount: number): Int32Array {
  const length = vertexCount * (vertexCount - 1);
  if (sharedEnds.length < length) {
    sharedEnds = new Int32Array(length);
    fillCompleteEnds(sharedEnds, vertexCount);
  }
  return sharedEnds.subarray(0, length);
}

/**
 * A graph with wide-integer edge weights in struct-of-arrays layout: endpoints in one Int32Array, weights in one
 * Float64Array of big-endian 48-bit limbs (`limbs` per edge). Storage grows by doubling.
 */
export class MatchingGraph {
  readonly vertexCount: number;
  /** Every weight is an integer in [0, 2^weightBits). */
  readonly weightBits: number;
  /** Limbs per stored weight (includes the solver's headroom, see `internalBits`). */
  readonly limbs: number;
  private edges = 0;
  private ends: Int32Array;
  /** Per-edge weights, or in a slotted graph the weight table (slot s at s·limbs, slot 0 = weight 0). */
  private weightLimbs: Float64Array;
  /** Slotted graphs: per edge, the offset of its weight in the table; null otherwise. */
  private slotOffsets: Int32Array | null = null;
  private slots = 0;
  private offsetsCache: Int32Array | null = null;

  constructor(vertexCount: number, weightBits: number, edgeCapacity = 16) {
    if (!Number.isInteger(vertexCount) || vertexCount < 0) throw new RangeError(`bad vertex count ${vertexCount}`);
    if (!Number.isInteger(weightBits) || weightBits < 0) throw new RangeError(`bad weight width ${weightBits}`);
    this.vertexCount = vertexCount;
    this.weightBits = weightBits;
    this.limbs = limbsForBits(internalBits(weightBits, vertexCount));
    const capacity = Math.max(1, edgeCapacity);
    this.ends = new Int32Array(2 * capacity);
    this.weightLimbs = new Float64Array(capacity * this.limbs);
  }

  /**
   * The complete graph on `vertexCount` vertices with every weight 0, its edges numbered by `completeEdgeIndex`
   * (built in one pass: a dense bracket has hundreds of thousands of edges).
   */
  static complete(vertexCount: number, weightBits: number, withWeights = true): MatchingGraph {
    const count = (vertexCount * (vertexCount - 1)) / 2;
    const g = new MatchingGraph(vertexCount, weightBits, withWeights ? count : 1);
    if (!withWeights && count >= 1 && vertexCount <= SHARED_ENDS_MAX_VERTICES) {
      g.ends = sharedCompleteEnds(vertexCount);
    } else {
      if (!withWeights) g.ends = new Int32Array(2 * Math.max(1, count));
      fillCompleteEnds(g.ends, vertexCount);
    }
    g.edges = count;
    return g;
  }

  /**
   * The complete graph on `vertexCount` vertices, numbered like `complete`, whose edges share a table of
   * weights (`addWeightSlot`, `setEdgeSlot`) instead of storing one each: a dense bracket has millions of
   * edges but a few hundred distinct weights. Every edge starts in slot 0, weight 0.
   */
  static completeSlotted(vertexCount: number, weightBits: number): MatchingGraph {
    const g = MatchingGraph.complete(vertexCount, weightBits, false);
    g.slotOffsets = new Int32Array(g.edges);
    g.weightLimbs = new Float64Array(16 * g.limbs);
    g.slots = 1;
    return g;
  }

  /** Adds a weight to a slotted graph's table (checked like an edge weight); returns its slot. */
  addWeightSlot(src: Float64Array, off: number, srcLimbs: number): number {
    if (!this.slotOffsets) throw new Error('addWeightSlot: not a slotted graph');
    if (srcLimbs > this.limbs || srcLimbs < 1)
      throw new RangeError(`weight has ${srcLimbs} limbs, graph stores ${this.limbs}`);
    const slot = this.slots;
    if ((slot + 1) * this.limbs > this.weightLimbs.length) {
      const grown = new Float64Array(2 * this.weightLimbs.length);
      grown.set(this.weightLimbs);
      this.weightLimbs = grown;
    }
    const base = slot * this.limbs;
    const pad = this.limbs - srcLimbs;
    for (let i = 0; i < pad; i++) this.weightLimbs[base + i] = 0;
    for (let i = 0; i < srcLimbs; i++) this.weightLimbs[base + pad + i] = src[off + i];
    this.checkWeightAt(base, `weight slot ${slot}`);
    this.slots++;
    return slot;
  }

  /** A slotted graph's edge k takes the weight in `slot`. */
  setEdgeSlot(k: number, slot: number): void {
    this.slotOffsets![k] = slot * this.limbs;
  }

  /** Do edges share a table of weights (completeSlotted)? */
  get slotted(): boolean {
    return this.slotOffsets !== null;
  }

  /** Per edge, the offset of its weight in `weights` (k·limbs unless the graph is slotted). */
  get weightOffsets(): Int32Array {
    if (this.slotOffsets) return this.slotOffsets;
    if (!this.offsetsCache || this.offsetsCache.length !== this.edges) {
      this.offsetsCache = new Int32Array(this.edges);
      for (let k = 0; k < this.edges; k++) this.offsetsCache[k] = k * this.limbs;
    }
    return this.offsetsCache;
  }

  get edgeCount(): number {
    return this.edges;
  }

  /** Endpoints: endpoints[2k] and endpoints[2k+1] of edge k (a view; valid until the next addEdge). */
  get endpoints(): Int32Array {
    return this.ends.subarray(0, 2 * this.edges);
  }

  /**
   * Weights, most significant limb first: edge k's at weightOffsets[k] (k·limbs unless slotted). A view, valid
   * until the next addEdge or addWeightSlot.
   */
  get weights(): Float64Array {
    return this.weightLimbs.subarray(0, (this.slotOffsets ? this.slots : this.edges) * this.limbs);
  }

  /** Adds edge {u, v} whose weight packs `values` with `layout`; returns the edge index. */
  addEdge(u: number, v: number, layout: FieldLayout, values: ArrayLike<number>): number {
    this.perEdgeWeights();
    if (layout.bits > this.weightBits)
      throw new RangeError(`layout has ${layout.bits} bits, graph allows ${this.weightBits}`);
    const k = this.reserveEdge(u, v);
    layout.pack(values, this.weightLimbs, k * this.limbs, this.limbs);
    return this.commitEdge(u, v);
  }

  /** Adds edge {u, v} with a small weight (a safe non-negative integer below 2^weightBits). */
  addEdgeNumber(u: number, v: number, weight: number): number {
    this.perEdgeWeights();
    if (!Number.isSafeInteger(weight) || weight < 0)
      throw new RangeError(`edge weight must be a safe integer ≥ 0, got ${weight}`);
    const k = this.reserveEdge(u, v);
    wideFromNumber(this.weightLimbs, k * this.limbs, this.limbs, weight);
    this.checkWeight(k);
    return this.commitEdge(u, v);
  }

  /** Adds edge {u, v} whose weight is the wide integer src[off .. off+srcLimbs) (big-endian, srcLimbs ≤ limbs). */
  addEdgeWide(u: number, v: number, src: Float64Array, off: number, srcLimbs: number = this.limbs): number {
    this.perEdgeWeights();
    const k = this.reserveEdge(u, v);
    this.writeWeight(k, src, off, srcLimbs);
    return this.commitEdge(u, v);
  }

  /** Replaces the weight of edge k (same conventions as addEdgeWide). */
  setEdgeWeightWide(k: number, src: Float64Array, off: number, srcLimbs: number = this.limbs): void {
    this.perEdgeWeights();
    this.checkEdge(k);
    this.writeWeight(k, src, off, srcLimbs);
  }

  /** Replaces the weight of edge k by a small weight (a safe non-negative integer below 2^weightBits). */
  setEdgeWeightNumber(k: number, weight: number): void {
    this.perEdgeWeights();
    this.checkEdge(k);
    if (!Number.isSafeInteger(weight) || weight < 0)
      throw new RangeError(`edge weight must be a safe integer ≥ 0, got ${weight}`);
    const base = k * this.limbs;
    const saved = this.weightLimbs.slice(base, base + this.limbs);
    wideFromNumber(this.weightLimbs, base, this.limbs, weight);
    try {
      this.checkWeight(k);
    } catch (error) {
      this.weightLimbs.set(saved, base);
      throw error;
    }
  }

  /** Replaces the weight of edge k by the packed fields. */
  setEdgeWeight(k: number, layout: FieldLayout, values: ArrayLike<number>): void {
    this.perEdgeWeights();
    this.checkEdge(k);
    if (layout.bits > this.weightBits)
      throw new RangeError(`layout has ${layout.bits} bits, graph allows ${this.weightBits}`);
    layout.pack(values, this.weightLimbs, k * this.limbs, this.limbs);
  }

  edgeWeightHex(k: number): string {
    this.checkEdge(k);
    return wideToHex(this.weightLimbs, this.slotOffsets ? this.slotOffsets[k] : k * this.limbs, this.limbs);
  }

  private perEdgeWeights(): void {
    if (this.slotOffsets) throw new Error('a slotted graph sets weights with setEdgeSlot');
  }

  private writeWeight(k: number, src: Float64Array, off: number, srcLimbs: number): void {
    if (srcLimbs > this.limbs || srcLimbs < 1)
      throw new RangeError(`weight has ${srcLimbs} limbs, graph stores ${this.limbs}`);
    const base = k * this.limbs;
    const pad = this.limbs - srcLimbs;
    for (let i = 0; i < pad; i++) this.weightLimbs[base + i] = 0;
    for (let i = 0; i < srcLimbs; i++) this.weightLimbs[base + pad + i] = src[off + i];
    this.checkWeight(k);
  }

  private checkWeight(k: number): void {
    this.checkWeightAt(k * this.limbs, `edge ${k}`);
  }

  private checkWeightAt(base: number, what: string): void {
    if (
      wideSign(this.weightLimbs, base, this.limbs) < 0 ||
      !wideFits(this.weightLimbs, base, this.limbs, this.weightBits)
    ) {
      throw new RangeError(
        `${what}: weight ${wideToHex(this.weightLimbs, base, this.limbs)} is not in [0, 2^${this.weightBits})`,
      );
    }
  }

  private checkEdge(k: number): void {
    if (!Number.isInteger(k) || k < 0 || k >= this.edges) throw new RangeError(`no edge ${k}`);
  }

  /** Checks the endpoints and makes room for one more edge; returns its index (not yet counted). */
  private reserveEdge(u: number, v: number): number {
    const n = this.vertexCount;
    if (!Number.isInteger(u) || !Number.isInteger(v) || u < 0 || v < 0 || u >= n || v >= n) {
      throw new RangeError(`edge {${u}, ${v}}: vertices must be in 0..${n - 1}`);
    }
    if (u === v) throw new RangeError(`edge {${u}, ${v}} is a self-loop`);
    if (this.edges * 2 === this.ends.length) {
      const ends = new Int32Array(this.ends.length * 2);
      ends.set(this.ends);
      this.ends = ends;
      const weights = new Float64Array(this.weightLimbs.length * 2);
      weights.set(this.weightLimbs);
      this.weightLimbs = weights;
    }
    return this.edges;
  }

  /** Counts the reserved edge once its weight has been written and checked. */
  private commitEdge(u: number, v: number): number {
    const k = this.edges++;
    this.ends[2 * k] = u;
    this.ends[2 * k + 1] = v;
    return k;
  }
}
