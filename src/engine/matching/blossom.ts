/**
 * Maximum-weight matching on a general graph with exact wide-integer weights (dutch.md §7.1–7.2: the Dutch
 * criteria are packed into one integer weight per edge and optimised all at once by Edmonds' blossom algorithm).
 *
 * API
 * ---
 *   const layout = new FieldLayout([2, 10, 10, 52, 52]);      // field widths (≤ 52 each), most significant first
 *   const g = new MatchingGraph(vertexCount, layout.bits);    // every weight is an integer in [0, 2^bits)
 *   const k = g.addEdge(u, v, layout, [1, 4, 0, 7, 123]);     // or addEdgeNumber / addEdgeWide; returns edge id
 *   const mate = maxWeightMatching(g);                        // Int32Array: mate[v] = partner or −1
 *   const mateMc = maxWeightMatching(g, { maxCardinality: true });
 *
 *   const solver = new BlossomSolver(g);                      // the same computation, keeping its state:
 *   solver.solve();
 *   g.setEdgeWeight(k, layout, [...]);                        // change some weights (never the edge set) …
 *   solver.resolve([k]);                                      // … and re-optimise from the previous optimum
 *   solver.dualCertificate();                                 // duals and blossoms proving optimality (tests)
 *
 * Guarantees: exact (no rounding anywhere), deterministic (the result depends only on the vertex count and the
 * edge list in insertion order, plus the sequence of resolve calls), no BigInt, no allocation per operation in
 * the inner loops. Self-loops are rejected; parallel edges are allowed (the heaviest one counts). Edges of weight
 * 0 never add weight, so without maxCardinality they may or may not be used: callers that mean "forbidden"
 * should not add the edge.
 *
 * Cost: memory ≈ (8·limbs + 40) bytes per edge (weights, endpoints, adjacency copies) — 96 B at 300-bit weights
 * (7 limbs); a dense graph of n vertices needs ≈ 48·n² bytes. Time: O(n·m) worst case; see bench/matching.bench.ts.
 *
 * Algorithm
 * ---------
 * The primal-dual formulation of Edmonds' algorithm (Galil 1986) in the structure of J. van Rantwijk's
 * mwmatching.py, re-implemented over struct-of-arrays storage. Units: the slack of edge k = (i, j) is
 * u[i] + u[j] − 4·w[k] (+ 2·z[B] for every blossom B holding both ends, never needed explicitly). Weights are thus
 * taken four times — "double the weights" on top of the usual factor two — so that every dual stays an integer;
 * see `initGreedyDuals` for the parity argument.
 *
 * Differences from the textbook version, all for speed:
 *  1. Greedy start: u[v] set heaviest vertex first to what its edges still ask (at most 2·(heaviest edge at v)),
 *     lowered where possible, plus a greedy matching on tight edges,
 *     instead of u[v] = 2·max weight everywhere. Exposed vertices then no longer share one dual value, so the
 *     "δ1 = min dual ends the algorithm" rule becomes local: when an S-vertex's dual drops to 0, the alternating
 *     path from its tree root to it is flipped, leaving it exposed with dual 0 (as optimality allows) and its
 *     root matched (the "unmatch" step of LEMON's implementation). Only exposed vertices with a positive dual root
 *     trees; an exposed vertex with dual 0 ends an augmenting path when an S-vertex reaches it. maxCardinality
 *     needs the textbook uniform start (every exposed vertex must keep the same dual).
 *  2. Persistent trees: the textbook restarts every alternating tree after each augmentation, rescanning every
 *     root's edges each time (the n³ term on dense graphs). Here only the trees an augmentation touches are
 *     dissolved; what the other trees cached about them is repaired (`dissolveTrees`), and least-slack edges that
 *     lost their far end are kept as lower bounds and rescanned only when δ reaches them (`markStaleVertex`).
 *  3. Slacks are never materialised in the scan loops: `slack(k) == 0` and `slack(a) < slack(b)` are evaluated
 *     limb by limb from the most significant limb with an early exit (limbs are not carried, which is exact in
 *     float64 because each limb term stays below 2^52), and the top limb of each weight is copied into the
 *     adjacency arrays so that most checks read memory sequentially.
 *  4. Warm restarts (`resolve`): after weight changes, only endpoints of edges that now violate optimality are
 *     released from the old solution (their blossoms expanded with the blossom dual moved into the vertex duals,
 *     then unmatched, then given the least feasible even dual); they are the only roots of the new run.
 *  5. A subset of the edges (`activeEdges`, `activate`): the run sees only those; `optimalityConditions` checks
 *     every edge against the duals and lists the violated ones, which the caller activates and passes to
 *     `resolve` (a newly seen edge is a changed edge) until none is left — the dense graph's optimum at the cost
 *     of a sparse one when the subset was well chosen.
 *  6. Slotted graphs (`MatchingGraph.completeSlotted`): edges share a table of weights, read through a per-edge
 *     offset; `optimalityConditions` then computes one slack sign per (vertex class, vertex class, slot), a class
 *     being the vertices with the same dual inside the same positive-dual blossoms.
 */

import {
  LIMB_BITS,
  LIMB_RADIX,
  FieldLayout,
  limbsForBits,
  wideAdd,
  wideCompare,
  wideCopy,
  wideFits,
  wideFromNumber,
  wideHalve,
  wideIsZero,
  wideNegate,
  wideSign,
  wideSub,
  wideToHex,
  wideZero,
} from './wide-int';

const NONE = -1;
const FREE = 0;
const S = 1;
const T = 2;
const BREADCRUMB = 4;
/** chooseDelta: a lazy repair ran, look for tight edges again before changing duals. */
const RETRY = -2;

export interface MatchingOptions {
  /** Among the maximum-cardinality matchings, find one of maximum weight. Default false. */
  readonly maxCardinality?: boolean;
  /**
   * Starting dual solution: 'greedy' (default; ignored with maxCardinality) or 'uniform' (the textbook start:
   * every vertex dual 2·max weight). Both give an optimum; tests use 'uniform' as a cross-check.
   */
  readonly initialDuals?: 'greedy' | 'uniform';
}

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
    if (srcLimbs > this.limbs || srcLimbs < 1) throw new RangeError(`weight has ${srcLimbs} limbs, graph stores ${this.limbs}`);
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
    if (layout.bits > this.weightBits) throw new RangeError(`layout has ${layout.bits} bits, graph allows ${this.weightBits}`);
    const k = this.reserveEdge(u, v);
    layout.pack(values, this.weightLimbs, k * this.limbs, this.limbs);
    return this.commitEdge(u, v);
  }

  /** Adds edge {u, v} with a small weight (a safe non-negative integer below 2^weightBits). */
  addEdgeNumber(u: number, v: number, weight: number): number {
    this.perEdgeWeights();
    if (!Number.isSafeInteger(weight) || weight < 0) throw new RangeError(`edge weight must be a safe integer ≥ 0, got ${weight}`);
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
    if (!Number.isSafeInteger(weight) || weight < 0) throw new RangeError(`edge weight must be a safe integer ≥ 0, got ${weight}`);
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
    if (layout.bits > this.weightBits) throw new RangeError(`layout has ${layout.bits} bits, graph allows ${this.weightBits}`);
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
    if (srcLimbs > this.limbs || srcLimbs < 1) throw new RangeError(`weight has ${srcLimbs} limbs, graph stores ${this.limbs}`);
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
    if (wideSign(this.weightLimbs, base, this.limbs) < 0 || !wideFits(this.weightLimbs, base, this.limbs, this.weightBits)) {
      throw new RangeError(`${what}: weight ${wideToHex(this.weightLimbs, base, this.limbs)} is not in [0, 2^${this.weightBits})`);
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

/** A blossom of the final dual solution: its vertices and its dual (in the solver's units, see the header). */
export interface CertificateBlossom {
  readonly vertices: readonly number[];
  readonly dual: string;
}

/** The final dual solution in the solver's units: slack(i, j) = u[i] + u[j] − 4·w + 2·Σ z[B ∋ i, j]. */
export interface DualCertificate {
  readonly vertexDuals: readonly string[];
  readonly blossoms: readonly CertificateBlossom[];
}

/** See BlossomSolver.optimalityConditions. `tight` is indexed by edge id, the others by vertex. */
export interface OptimalityConditions {
  readonly tight: Uint8Array;
  readonly positiveDual: Uint8Array;
  readonly fullBlossoms: readonly Int32Array[];
  /**
   * No edge has a negative slack. Always true right after a solve; false when weights were raised since, in
   * which case the duals prove nothing. (Lowering weights keeps it: the duals stay feasible.)
   */
  readonly feasible: boolean;
  /** The edges with a negative slack, in edge order (with `activate`: inactive edges the optimum may need). */
  readonly violated: readonly number[];
}

/** Positive-dual blossom chains per vertex and the 2·Σz prefix sums (see positiveBlossomChains). */
interface BlossomChains {
  readonly chains: (Int32Array | null)[];
  readonly above: Float64Array;
}

/**
 * One run of the blossom algorithm on a graph. Blossom ids are n..2n−1; vertex and blossom arrays of size 2n are
 * indexed by both. Endpoint p of edge k = p >> 1 is vertex ends[p]; p ^ 1 is the other end.
 */

export class BlossomSolver {
  private readonly n: number;
  private readonly limbs: number;
  private readonly maxCardinality: boolean;
  private readonly uniformStart: boolean;
  private readonly ends: Int32Array;
  /** The graph's weights; edge k's limbs start at woff[k] (re-read at each resolve: a slotted table grows). */
  private weights: Float64Array;
  private readonly woff: Int32Array;
  private adjStart: Int32Array;
  /** For each vertex, the far endpoints of its active edges, in edge order. */
  private adjEnd: Int32Array;
  /** Per adjacency slot: the far vertex, and the top limb of the edge weight (sequential reads in scans). */
  private adjFar: Int32Array;
  private adjTop: Float64Array;
  /** Per adjacency slot, its edge's weight offset (woff[k]): read in the scans' order, not at random over all edges. */
  private adjWoff: Int32Array;
  /** Edges the solver sees (see `activate`); the others are checked by `optimalityConditions`. */
  private readonly active: Uint8Array;
  /**
   * The active edges in ascending order, or null for all of them: a sparse start over a dense bracket sees a
   * tenth of its edges, and the adjacency is built from the list instead of a pass over every edge.
   */
  private activeList: Int32Array | null = null;
  private activeCount = 0;
  /** Vertex duals at v·limbs, blossom duals at b·limbs. */
  private readonly dual: Float64Array;
  /** Far endpoint of v's matched edge, or −1. */
  private readonly mate: Int32Array;
  private readonly label: Int32Array;
  private readonly labelEnd: Int32Array;
  private readonly inBlossom: Int32Array;
  private readonly blossomParent: Int32Array;
  private readonly blossomBase: Int32Array;
  private readonly blossomChilds: (Int32Array | null)[];
  private readonly blossomEndps: (Int32Array | null)[];
  private readonly bestEdge: Int32Array;
  private readonly blossomBestEdges: (Int32Array | null)[];
  private readonly unusedBlossoms: Int32Array;
  private unusedCount: number;
  /** S-vertices waiting to be scanned (a stack). */
  private readonly queue: number[] = [];
  /** Tight edges found during repairs, as (S-vertex, far endpoint) pairs, consumed from eventHead. */
  private readonly events: number[] = [];
  private eventHead = 0;
  /** The δ chosen by chooseDelta and its witness (edge for δ2/δ3, blossom for δ4, vertex for δ1). */
  private deltaEdge = NONE;
  private deltaBlossom = NONE;
  private deltaVertex = NONE;
  /** Σδ so far, and the lazily repaired least-slack edges (see markStaleVertex). */
  private readonly deltaSum: Float64Array;
  private readonly staleVertex: Uint8Array;
  private readonly staleBound2: Float64Array;
  private readonly staleVertices: number[] = [];
  private readonly staleBlossom: Uint8Array;
  /** Blossoms whose least-slack edge lists wait for the next choice of δ (see addBlossom), flagged and listed. */
  private readonly pendingBest: Uint8Array;
  private readonly pendingBlossoms: number[] = [];
  private readonly staleBound3: Float64Array;
  private readonly staleBlossoms: number[] = [];
  /** Trees still alive (exposed roots). */
  private rootCount = 0;
  /** Per-call marks for dissolveTrees. */
  private epoch = 0;
  private readonly rootStamp: Int32Array;
  private readonly rootOf: Int32Array;
  private readonly freedStamp: Int32Array;
  private readonly freedVertices: Int32Array;
  private readonly bestEdgeTo: Int32Array;
  private readonly leafBuffer: Int32Array;
  private readonly leafStack: Int32Array;
  private readonly delta: Float64Array;
  private readonly scratch: Float64Array;
  /** The constant 1. */
  private readonly one: Float64Array;
  private readonly maxDualBits: number;
  private solved = false;
  private readonly graph: MatchingGraph;
  /** Per resolve call: vertices released from the old solution. */
  private readonly released: Uint8Array;

  /**
   * `activeEdges`: solve over these edges only (default: all), adding others later with `activate`. A caller
   * that knows which edges an optimum is likely to need solves a dense graph over a sparse subset, then adds
   * the edges that the duals show to be violated (`optimalityConditions().violated`) until there are none: the
   * optimum of the subset is then an optimum of the whole graph (its duals are feasible for every edge).
   */
  constructor(g: MatchingGraph, options: MatchingOptions = {}, activeEdges?: ArrayLike<number>) {
    const n = g.vertexCount;
    const m = g.edgeCount;
    const limbs = g.limbs;
    this.graph = g;
    this.n = n;
    this.limbs = limbs;
    this.maxCardinality = options.maxCardinality === true;
    this.uniformStart = this.maxCardinality || options.initialDuals === 'uniform';
    this.ends = g.endpoints;
    this.weights = g.weights;
    this.woff = g.weightOffsets;
    this.maxDualBits = LIMB_BITS * limbs - 2;

    this.active = new Uint8Array(m);
    if (activeEdges) {
      for (let i = 0; i < activeEdges.length; i++) this.active[activeEdges[i]] = 1;
      this.activeList = ascendingUnique(activeEdges) ?? this.listActive();
    } else {
      this.active.fill(1);
    }
    this.adjStart = new Int32Array(n + 1);
    this.adjEnd = this.adjFar = new Int32Array(0);
    this.adjTop = new Float64Array(0);
    this.adjWoff = new Int32Array(0);
    this.buildAdjacency();

    this.dual = new Float64Array(2 * n * limbs);
    this.mate = new Int32Array(n).fill(NONE);
    this.label = new Int32Array(2 * n);
    this.labelEnd = new Int32Array(2 * n).fill(NONE);
    this.inBlossom = new Int32Array(n);
    for (let v = 0; v < n; v++) this.inBlossom[v] = v;
    this.blossomParent = new Int32Array(2 * n).fill(NONE);
    this.blossomBase = new Int32Array(2 * n).fill(NONE);
    for (let v = 0; v < n; v++) this.blossomBase[v] = v;
    this.blossomChilds = new Array<Int32Array | null>(2 * n).fill(null);
    this.blossomEndps = new Array<Int32Array | null>(2 * n).fill(null);
    this.bestEdge = new Int32Array(2 * n).fill(NONE);
    this.blossomBestEdges = new Array<Int32Array | null>(2 * n).fill(null);
    this.unusedBlossoms = new Int32Array(n);
    // Popped from the end: blossom ids are handed out from n upwards.
    for (let i = 0; i < n; i++) this.unusedBlossoms[i] = 2 * n - 1 - i;
    this.unusedCount = n;
    this.rootStamp = new Int32Array(2 * n);
    this.rootOf = new Int32Array(2 * n);
    this.freedStamp = new Int32Array(n);
    this.freedVertices = new Int32Array(n);
    this.released = new Uint8Array(n);
    this.bestEdgeTo = new Int32Array(2 * n).fill(NONE);
    this.leafBuffer = new Int32Array(n);
    this.leafStack = new Int32Array(2 * n);
    this.delta = new Float64Array(limbs);
    this.deltaSum = new Float64Array(limbs);
    this.staleVertex = new Uint8Array(n);
    this.staleBound2 = new Float64Array(n * limbs);
    this.staleBlossom = new Uint8Array(2 * n);
    this.pendingBest = new Uint8Array(2 * n);
    this.staleBound3 = new Float64Array(2 * n * limbs);
    this.scratch = new Float64Array(limbs);
    this.one = new Float64Array(limbs);
    this.one[limbs - 1] = 1;
  }

  /** Adjacency lists (CSR) of the active edges, each vertex's in edge order. */
  private buildAdjacency(): void {
    this.weights = this.graph.weights;
    const n = this.n;
    const list = this.activeList;
    const count = list ? list.length : this.active.length;
    const degree = new Int32Array(n + 1);
    for (let t = 0; t < count; t++) {
      const k = list ? list[t] : t;
      degree[this.ends[2 * k]]++;
      degree[this.ends[2 * k + 1]]++;
    }
    this.activeCount = count;
    const adjStart = this.adjStart;
    adjStart[0] = 0;
    for (let v = 0; v < n; v++) adjStart[v + 1] = adjStart[v] + degree[v];
    if (this.adjEnd.length < 2 * count) {
      this.adjEnd = new Int32Array(2 * count);
      this.adjFar = new Int32Array(2 * count);
      this.adjTop = new Float64Array(2 * count);
      this.adjWoff = new Int32Array(2 * count);
    }
    const fill = adjStart.slice(0, n);
    for (let t = 0; t < count; t++) {
      const k = list ? list[t] : t;
      const u = this.ends[2 * k];
      const v = this.ends[2 * k + 1];
      const ko = this.woff[k];
      const top = this.weights[ko];
      let a = fill[u]++;
      this.adjEnd[a] = 2 * k + 1;
      this.adjFar[a] = v;
      this.adjTop[a] = top;
      this.adjWoff[a] = ko;
      a = fill[v]++;
      this.adjEnd[a] = 2 * k;
      this.adjFar[a] = u;
      this.adjTop[a] = top;
      this.adjWoff[a] = ko;
    }
  }

  /** How many edges the solver sees. */
  get activeEdgeCount(): number {
    return this.activeCount;
  }

  /**
   * Adds edges to the ones the solver sees (between runs). Pass them to `resolve` next: that releases the
   * endpoints of those that violate the current duals and re-optimises.
   */
  activate(edges: ArrayLike<number>): void {
    let added = false;
    for (let i = 0; i < edges.length; i++) {
      const k = edges[i];
      if (!Number.isInteger(k) || k < 0 || k >= this.active.length) throw new RangeError(`activate: no edge ${k}`);
      if (!this.active[k]) { this.active[k] = 1; added = true; }
    }
    if (!added) return;
    if (this.activeList) this.activeList = this.listActive();
    this.buildAdjacency();
  }

  private listActive(): Int32Array {
    const out: number[] = [];
    for (let k = 0; k < this.active.length; k++) if (this.active[k]) out.push(k);
    return Int32Array.from(out);
  }

  /** Runs the algorithm (once) and returns mate[v] = partner vertex or −1. */
  solve(): Int32Array {
    if (!this.solved) {
      if (this.uniformStart) this.initUniformDuals();
      else this.initGreedyDuals();
      this.run();
      this.solved = true;
    }
    const result = new Int32Array(this.n);
    for (let v = 0; v < this.n; v++) result[v] = this.mate[v] >= 0 ? this.ends[this.mate[v]] : NONE;
    return result;
  }

  /**
   * Re-optimises after the weights of `changedEdges` were changed in the graph (setEdgeWeight…); the edge set
   * itself must not change. Starts from the previous optimum: only the endpoints of changed edges that now
   * violate an optimality condition are released (see `release`), so a few changes cost a few augmentations
   * instead of a full solve. With maxCardinality (or the uniform start) it solves from scratch.
   */
  resolve(changedEdges: ArrayLike<number>): Int32Array {
    const m = this.ends.length >> 1;
    if (this.graph.edgeCount !== m) throw new Error('resolve: edges were added to the graph; build a new solver');
    this.weights = this.graph.weights; // a slotted graph's table may have grown
    for (let i = 0; i < changedEdges.length; i++) {
      const k = changedEdges[i];
      if (!Number.isInteger(k) || k < 0 || k >= m) throw new RangeError(`resolve: no edge ${k}`);
      this.refreshAdjacencyTop(k);
    }
    if (!this.solved || this.uniformStart) {
      this.resetMatching();
      this.solved = false;
      return this.solve();
    }
    this.clearSearchState();
    const releasedList: number[] = [];
    for (let i = 0; i < changedEdges.length; i++) {
      const k = changedEdges[i];
      if (this.violatesOptimality(k)) {
        this.release(this.ends[2 * k], releasedList);
        this.release(this.ends[2 * k + 1], releasedList);
      }
    }
    // Least feasible dual for each released (now trivial and exposed) vertex, in release order so that each
    // one sees the final duals of the earlier ones; rounded up to even so that all roots share a parity.
    for (const v of releasedList) {
      this.released[v] = 0;
      this.setLeastEvenFeasibleDual(v);
    }
    this.run();
    return this.solve();
  }

  /** Does edge k break optimality under its new weight (negative slack, matched but slack, or in a blossom)? */
  private violatesOptimality(k: number): boolean {
    const i = this.ends[2 * k];
    const j = this.ends[2 * k + 1];
    // Inside a blossom the edge may carry the blossom's structure; release rather than analyse.
    if (this.inBlossom[i] === this.inBlossom[j]) return true;
    this.slackInto(k, this.scratch);
    const sign = wideSign(this.scratch, 0, this.limbs);
    const matched = this.mate[i] >= 0 && this.mate[i] >> 1 === k;
    return sign < 0 || (matched && sign !== 0);
  }

  /**
   * Makes vertex v trivial and exposed: expands the blossoms around it (adding each blossom's dual to its
   * vertices' duals, which leaves every slack inside it unchanged) and unmatches it, releasing its mate too.
   */
  private release(v: number, list: number[]): void {
    if (this.released[v]) return;
    this.released[v] = 1;
    list.push(v);
    while (this.inBlossom[v] !== v) this.expandReleasing(this.inBlossom[v], list);
    const end = this.mate[v];
    if (end !== NONE) {
      const m = this.ends[end];
      this.mate[v] = NONE;
      this.mate[m] = NONE;
      this.release(m, list);
    }
  }

  private expandReleasing(b: number, list: number[]): void {
    const n = this.n;
    const limbs = this.limbs;
    const dual = this.dual;
    if (this.pendingBest[b]) this.dropPendingBest(b);
    const count = this.collectLeaves(b);
    const leaves = Array.from(this.leafBuffer.subarray(0, count));
    const positive = !wideIsZero(dual, b * limbs, limbs);
    for (const x of leaves) wideAdd(dual, x * limbs, dual, x * limbs, dual, b * limbs, limbs);
    const base = this.blossomBase[b];
    for (const child of this.blossomChilds[b] as Int32Array) {
      this.blossomParent[child] = NONE;
      if (child < n) {
        this.inBlossom[child] = child;
      } else {
        const inner = this.collectLeaves(child);
        for (let i = 0; i < inner; i++) this.inBlossom[this.leafBuffer[i]] = child;
      }
    }
    this.retireBlossom(b);
    // With a positive dual, the base's edge to its mate outside is no longer tight, and an exposed base would
    // become a root of arbitrary parity: release it (which releases its mate as well).
    if (positive) this.release(base, list);
  }

  /** u[v] := the least even value ≥ 0 keeping every edge at the trivial, exposed vertex v feasible. */
  private setLeastEvenFeasibleDual(v: number): void {
    const limbs = this.limbs;
    const dual = this.dual;
    const scratch = this.scratch;
    wideZero(dual, v * limbs, limbs);
    let best = NONE;
    for (let a = this.adjStart[v]; a < this.adjStart[v + 1]; a++) {
      const k = this.adjEnd[a] >> 1;
      if (best === NONE || this.slackLessAt(v, this.adjFar[a], a, best)) best = k;
    }
    if (best !== NONE) {
      this.slackInto(best, scratch);
      if (wideSign(scratch, 0, limbs) < 0) wideNegate(dual, v * limbs, scratch, 0, limbs);
    }
    if (dual[v * limbs + limbs - 1] % 2 !== 0) wideAdd(dual, v * limbs, dual, v * limbs, this.one, 0, limbs);
  }

  /** Copies the (changed) weight offset and top limb of edge k into its two adjacency slots. */
  private refreshAdjacencyTop(k: number): void {
    const ko = this.woff[k];
    const top = this.weights[ko];
    for (let side = 0; side < 2; side++) {
      const v = this.ends[2 * k + side];
      for (let a = this.adjStart[v]; a < this.adjStart[v + 1]; a++) {
        if (this.adjEnd[a] >> 1 === k) {
          this.adjTop[a] = top;
          this.adjWoff[a] = ko;
        }
      }
    }
  }

  /** Back to the empty matching with trivial blossoms and zero duals. */
  private resetMatching(): void {
    const n = this.n;
    this.mate.fill(NONE);
    for (let v = 0; v < n; v++) this.inBlossom[v] = v;
    this.blossomParent.fill(NONE);
    this.blossomBase.fill(NONE);
    for (let v = 0; v < n; v++) this.blossomBase[v] = v;
    this.blossomChilds.fill(null);
    this.blossomEndps.fill(null);
    for (let i = 0; i < n; i++) this.unusedBlossoms[i] = 2 * n - 1 - i;
    this.unusedCount = n;
    this.dual.fill(0);
    this.clearSearchState();
  }

  /** Forgets all trees, labels and cached least-slack edges (between runs). */
  private clearSearchState(): void {
    this.label.fill(FREE);
    this.labelEnd.fill(NONE);
    this.bestEdge.fill(NONE);
    this.blossomBestEdges.fill(null);
    this.pendingBest.fill(0);
    this.pendingBlossoms.length = 0;
    this.staleVertex.fill(0);
    this.staleBlossom.fill(0);
    this.staleVertices.length = 0;
    this.staleBlossoms.length = 0;
    this.deltaSum.fill(0);
    this.events.length = 0;
    this.eventHead = 0;
    this.queue.length = 0;
    this.rootCount = 0;
  }

  /** The final duals and blossoms (solver units, hex), so that callers and tests can check optimality. */
  dualCertificate(): DualCertificate {
    if (!this.solved) this.solve();
    const limbs = this.limbs;
    const vertexDuals: string[] = [];
    for (let v = 0; v < this.n; v++) vertexDuals.push(wideToHex(this.dual, v * limbs, limbs));
    const blossoms: CertificateBlossom[] = [];
    for (let b = this.n; b < 2 * this.n; b++) {
      if (this.blossomBase[b] < 0) continue;
      const count = this.collectLeaves(b);
      blossoms.push({ vertices: Array.from(this.leafBuffer.subarray(0, count)), dual: wideToHex(this.dual, b * limbs, limbs) });
    }
    return { vertexDuals, blossoms };
  }

  /**
   * Complementary slackness of the current optimum, in a form a caller can test a matching against without
   * re-solving: a matching is optimal (for the weights of the last solve) exactly when it uses only `tight`
   * edges, covers every vertex with a `positiveDual`, and holds (|B|−1)/2 edges inside every blossom of
   * `fullBlossoms` (the blossoms with a positive dual). This holds for every optimal matching, not only the one
   * the solver returned, which is what lets the Dutch procedure fix decisions without a new solve.
   */
  optimalityConditions(): OptimalityConditions {
    if (!this.solved) this.solve();
    this.weights = this.graph.weights;
    const n = this.n;
    const limbs = this.limbs;
    const m = this.ends.length >> 1;
    const tight = new Uint8Array(m);
    const violated: number[] = [];
    const blossoms = this.positiveBlossomChains();
    // On a slotted graph an edge's slack depends only on its weight slot and its ends' classes (dual and
    // positive-dual blossoms), and tie-heavy brackets have few of each: the sign is computed once per (class,
    // class, slot), which matters because a fifth of a dense bracket's edges are tight and a tight edge reads
    // every limb. (The table of signs must stay small; past that, edge by edge.)
    const dualClass = this.graph.slotted ? this.dualClasses(blossoms) : null;
    let classes = 0;
    if (dualClass) for (let v = 0; v < n; v++) classes = Math.max(classes, dualClass[v] + 1);
    if (dualClass && classes * classes * this.weights.length <= 1 << 23) {
      this.slottedSigns(tight, violated, blossoms, dualClass, classes);
    } else {
      for (let k = 0; k < m; k++) {
        const sign = this.chainSlackSign(k, blossoms);
        if (sign < 0) violated.push(k);
        else if (sign === 0) tight[k] = 1;
      }
    }
    const positiveDual = new Uint8Array(n);
    for (let v = 0; v < n; v++) positiveDual[v] = wideSign(this.dual, v * limbs, limbs) > 0 ? 1 : 0;
    const fullBlossoms: Int32Array[] = [];
    for (let b = n; b < 2 * n; b++) {
      if (this.blossomBase[b] < 0 || wideSign(this.dual, b * limbs, limbs) <= 0) continue;
      const count = this.collectLeaves(b);
      fullBlossoms.push(this.leafBuffer.slice(0, count));
    }
    return { tight, positiveDual, fullBlossoms, feasible: violated.length === 0, violated };
  }

  /**
   * optimalityConditions' pass over a slotted graph (complete, edges numbered row by row): the sign of a slack
   * is computed once per (class pair, weight slot) and shared, a class being the vertices with the same dual
   * inside the same positive-dual blossoms (which decide what blossom duals the slack adds).
   */
  private slottedSigns(
    tight: Uint8Array, violated: number[], blossoms: BlossomChains, dualClass: Int32Array, classes: number,
  ): void {
    const stride = this.weights.length; // slots · limbs: the weight offsets of one class pair
    const table = new Int8Array(classes * classes * stride).fill(2); // signs found so far; 2 = not yet
    // one call per row (see BracketMatcher.buildFresh: V8 compiles the row once, as a function)
    for (let j = 1; j < this.n; j++) this.slottedSignsRow(j, table, tight, violated, blossoms, dualClass, classes);
  }

  private slottedSignsRow(
    j: number, table: Int8Array, tight: Uint8Array, violated: number[], blossoms: BlossomChains, dualClass: Int32Array,
    classes: number,
  ): void {
    const woff = this.woff;
    const stride = this.weights.length;
    const b = dualClass[j];
    for (let i = 0, k = (j * (j - 1)) / 2; i < j; i++, k++) {
      const a = dualClass[i];
      const key = (a < b ? a * classes + b : b * classes + a) * stride + woff[k];
      let sign = table[key];
      if (sign === 2) {
        sign = this.chainSlackSign(k, blossoms);
        table[key] = sign;
      }
      if (sign === 0) tight[k] = 1;
      else if (sign < 0) violated.push(k);
    }
  }

  /**
   * Per vertex, its class: vertices with the same dual inside the same positive-dual blossoms share one (the
   * slack of an edge depends only on its weight and its ends' classes).
   */
  private dualClasses(blossoms: BlossomChains): Int32Array {
    const limbs = this.limbs;
    const ids = new Map<string, number>();
    const out = new Int32Array(this.n);
    for (let v = 0; v < this.n; v++) {
      // a chain is determined by its innermost blossom
      const chain = blossoms.chains[v];
      let key = chain ? `${chain[chain.length - 1]}|` : '|';
      for (let l = 0; l < limbs; l++) key += `${this.dual[v * limbs + l]},`;
      let id = ids.get(key);
      if (id === undefined) ids.set(key, (id = ids.size));
      out[v] = id;
    }
    return out;
  }

  /**
   * Per vertex, its blossoms with a positive dual from the top level down (the others add nothing; nested
   * blossoms of zero dual can be hundreds deep on tie-heavy graphs); per blossom, 2·Σz of itself and the
   * blossoms above it, so that an edge inside a blossom adds the prefix sum at the deepest one both ends share.
   */
  private positiveBlossomChains(): BlossomChains {
    const n = this.n;
    const limbs = this.limbs;
    const chains: (Int32Array | null)[] = new Array<Int32Array | null>(n).fill(null);
    const above = new Float64Array(2 * n * limbs);
    // Per blossom, the chain of itself and the blossoms above it, made once: a vertex's chain is its parent
    // blossom's (shared, never written). Walking up from every vertex instead cost n × depth, and on tie-heavy
    // graphs blossoms nest hundreds deep.
    const chainOf = new Array<Int32Array | null | undefined>(2 * n).fill(undefined);
    const path: number[] = [];
    for (let v = 0; v < n; v++) {
      if (this.inBlossom[v] === v) continue;
      path.length = 0;
      let top = this.blossomParent[v];
      while (top !== NONE && chainOf[top] === undefined) {
        path.push(top);
        top = this.blossomParent[top];
      }
      let chain = top === NONE ? null : (chainOf[top] as Int32Array | null);
      for (let t = path.length - 1; t >= 0; t--) {
        const b = path[t];
        if (wideSign(this.dual, b * limbs, limbs) > 0) chain = this.extendChain(chain, b, above);
        chainOf[b] = chain;
      }
      chains[v] = chainOf[this.blossomParent[v]] as Int32Array | null;
    }
    return { chains, above };
  }

  /** `chain` (top down) with positive-dual blossom b below it; above[b] := 2·Σz of the chain and b. */
  private extendChain(chain: Int32Array | null, b: number, above: Float64Array): Int32Array {
    const limbs = this.limbs;
    const length = chain ? chain.length : 0;
    const out = new Int32Array(length + 1);
    if (chain) {
      out.set(chain);
      wideCopy(above, b * limbs, above, chain[length - 1] * limbs, limbs);
    }
    out[length] = b;
    wideAdd(above, b * limbs, above, b * limbs, this.dual, b * limbs, limbs);
    wideAdd(above, b * limbs, above, b * limbs, this.dual, b * limbs, limbs);
    return out;
  }

  /** Sign of the full slack of edge k, blossom duals included. */
  private chainSlackSign(k: number, { chains, above }: BlossomChains): number {
    const ci = chains[this.ends[2 * k]];
    const cj = chains[this.ends[2 * k + 1]];
    if (!ci || !cj || ci[0] !== cj[0]) return this.slackSign(k, null, 0);
    let t = 0;
    while (t + 1 < ci.length && t + 1 < cj.length && ci[t + 1] === cj[t + 1]) t++;
    return this.slackSign(k, above, ci[t] * this.limbs);
  }

  // ---------------------------------------------------------------------------------------------------------
  // Exact slack arithmetic on the limbs (header, point 3). Per limb, u[i] + u[j] − 4·w lies in (−4R, 2R) with
  // R = 2^48; once the running value exceeds the largest possible contribution of the lower limbs, the sign is
  // known. The running value times R plus the next limb term stays below 2^52, so float64 keeps it exact.
  // ---------------------------------------------------------------------------------------------------------

  /** slack(k) ≤ 0, i.e. the edge is tight (slack is never negative while the invariants hold). */
  private isTight(k: number): boolean {
    return this.slackSign(k, null, 0) <= 0;
  }

  /**
   * Sign of slack(k) plus the wide value at extra[eo] (blossom duals), limb by limb from the top with an early
   * exit: each limb term lies in (−4R, 3R), so once the running value leaves [−5, 5] the lower limbs cannot
   * change its sign (the running value times R plus a term stays below 2^52: exact).
   */
  private slackSign(k: number, extra: Float64Array | null, eo: number): number {
    const limbs = this.limbs;
    const dual = this.dual;
    const weights = this.weights;
    const io = this.ends[2 * k] * limbs;
    const jo = this.ends[2 * k + 1] * limbs;
    const ko = this.woff[k];
    let acc = 0;
    for (let l = 0; l < limbs; l++) {
      acc = acc * LIMB_RADIX + (dual[io + l] + dual[jo + l] - 4 * weights[ko + l] + (extra ? extra[eo + l] : 0));
      if (acc > 5) return 1;
      if (acc < -5) return -1;
    }
    return acc > 0 ? 1 : acc < 0 ? -1 : 0;
  }

  /** slack(a) < slack(b). */
  private slackLess(a: number, b: number): boolean {
    const limbs = this.limbs;
    const dual = this.dual;
    const weights = this.weights;
    const ends = this.ends;
    const ai = ends[2 * a] * limbs;
    const aj = ends[2 * a + 1] * limbs;
    const ak = this.woff[a];
    const bi = ends[2 * b] * limbs;
    const bj = ends[2 * b + 1] * limbs;
    const bk = this.woff[b];
    let acc = 0;
    for (let l = 0; l < limbs; l++) {
      acc = acc * LIMB_RADIX
        + (dual[ai + l] + dual[aj + l] - dual[bi + l] - dual[bj + l] + 4 * (weights[bk + l] - weights[ak + l]));
      if (acc > 6) return false;
      if (acc < -6) return true;
    }
    return acc < 0;
  }

  /**
   * isTight for the edge in adjacency slot a of vertex v (far vertex w): its top limb and weight offset come from
   * the adjacency's copies, read in the scan's order rather than at random over all edges.
   */
  private isTightAt(v: number, w: number, a: number): boolean {
    const limbs = this.limbs;
    const dual = this.dual;
    const vo = v * limbs;
    const wo = w * limbs;
    let acc = dual[vo] + dual[wo] - 4 * this.adjTop[a];
    if (acc > 4) return false;
    if (acc < -4) return true;
    const weights = this.weights;
    const ko = this.adjWoff[a];
    for (let l = 1; l < limbs; l++) {
      acc = acc * LIMB_RADIX + (dual[vo + l] + dual[wo + l] - 4 * weights[ko + l]);
      if (acc > 4) return false;
      if (acc < -4) return true;
    }
    return acc <= 0;
  }

  /** slackLess(k, b) for the edge k in adjacency slot a of vertex v (far vertex w). */
  private slackLessAt(v: number, w: number, a: number, b: number): boolean {
    const limbs = this.limbs;
    const dual = this.dual;
    const weights = this.weights;
    const ends = this.ends;
    const vo = v * limbs;
    const wo = w * limbs;
    const bi = ends[2 * b] * limbs;
    const bj = ends[2 * b + 1] * limbs;
    const bk = this.woff[b];
    let acc = dual[vo] + dual[wo] - dual[bi] - dual[bj] + 4 * (weights[bk] - this.adjTop[a]);
    if (acc > 6) return false;
    if (acc < -6) return true;
    const ko = this.adjWoff[a];
    for (let l = 1; l < limbs; l++) {
      acc = acc * LIMB_RADIX
        + (dual[vo + l] + dual[wo + l] - dual[bi + l] - dual[bj + l] + 4 * (weights[bk + l] - weights[ko + l]));
      if (acc > 6) return false;
      if (acc < -6) return true;
    }
    return acc < 0;
  }

  /** dst := slack(k), normalised. */
  private slackInto(k: number, dst: Float64Array): void {
    const limbs = this.limbs;
    const dual = this.dual;
    const weights = this.weights;
    const io = this.ends[2 * k] * limbs;
    const jo = this.ends[2 * k + 1] * limbs;
    const ko = this.woff[k];
    let carry = 0;
    for (let l = limbs - 1; l > 0; l--) {
      const s = dual[io + l] + dual[jo + l] - 4 * weights[ko + l] + carry;
      carry = Math.floor(s / LIMB_RADIX);
      dst[l] = s - carry * LIMB_RADIX;
    }
    dst[0] = dual[io] + dual[jo] - 4 * weights[ko] + carry;
  }

  // ---------------------------------------------------------------------------------------------------------
  // Starting duals
  // ---------------------------------------------------------------------------------------------------------

  /** The textbook start: every vertex dual 2·max weight, empty matching. */
  private initUniformDuals(): void {
    const limbs = this.limbs;
    const m = this.ends.length >> 1;
    const maxWeight = this.scratch;
    wideZero(maxWeight, 0, limbs);
    for (let k = 0; k < m; k++) {
      const ko = this.woff[k];
      if (wideCompare(this.weights, ko, maxWeight, 0, limbs) > 0) wideCopy(maxWeight, 0, this.weights, ko, limbs);
    }
    wideAdd(maxWeight, 0, maxWeight, 0, maxWeight, 0, limbs);
    for (let v = 0; v < this.n; v++) wideCopy(this.dual, v * limbs, maxWeight, 0, limbs);
  }

  /**
   * Greedy start (header, point 1): duals from one of two greedy rules (greedyDualsAsked, greedyDualsRaising);
   * match tight edges greedily; then lower the dual of each still-exposed vertex to the least feasible value and
   * match again where that creates a tight edge to an exposed vertex.
   *
   * Integrality: every dual here is even (2·w, or 4·w − u[x] with u[x] even). A tight edge has
   * u[i] + u[j] = 4·w − 2·Σz, so all vertices of an alternating tree share the parity of its root, and since
   * every root stays an S-vertex from the start until it is matched (no new roots appear), all roots move by the
   * same amounts and keep a common parity. Hence the slack of any S–S edge is even and δ3 = slack / 2 is an
   * integer. (`resolve` keeps this by giving every new root an even dual.)
   */
  private initGreedyDuals(): void {
    // One method per pass: V8 compiles a function's loops together, once per loop it enters hot (on-stack
    // replacement), so as one function this was compiled twice per fresh run, at twice the size.
    const order = this.heaviestFirst();
    // Two greedy starts: each does better on some brackets (see greedyDualsRaising). The second is tried only
    // when the first pairs fewer than 60 % of the vertices (where it did better, the first had paired 0–56 %),
    // and the one whose tight edges pair more vertices greedily is kept (the first on a tie).
    this.greedyDualsAsked(order);
    const asked = this.matchTightExposedAll();
    if (asked < 0.6 * this.n) {
      const askedDuals = this.dual.slice();
      const askedMate = this.mate.slice();
      this.mate.fill(NONE);
      this.greedyDualsRaising(order);
      if (this.matchTightExposedAll() <= asked) {
        this.dual.set(askedDuals);
        this.mate.set(askedMate);
      }
    }
    this.lowerExposedDuals();
  }

  /**
   * The vertices with an edge, heaviest edge first (the order both greedy starts set their duals in).
   */
  private heaviestFirst(): number[] {
    const n = this.n;
    const limbs = this.limbs;
    const weights = this.weights;
    const adjStart = this.adjStart;
    const adjEnd = this.adjEnd;
    const heaviest = new Int32Array(n).fill(NONE);
    const adjTop = this.adjTop;
    const woff = this.woff;
    for (let v = 0; v < n; v++) {
      let top = -1;
      for (let a = adjStart[v]; a < adjStart[v + 1]; a++) {
        const k = adjEnd[a] >> 1;
        // the top limbs decide unless they are equal
        if (adjTop[a] < top) continue;
        if (heaviest[v] === NONE || adjTop[a] > top || wideCompare(weights, woff[k], weights, woff[heaviest[v]], limbs) > 0) {
          heaviest[v] = k;
          top = adjTop[a];
        }
      }
    }
    return this.byHeaviestEdge(heaviest);
  }

  /**
   * The vertices with an edge, heaviest edge first, then by number. The distinct weights are ranked first (a
   * graph has few: its edges share weight slots), so that the vertices sort on a number by the typed array's
   * own sort, not by a comparator called n log n times (slow in a fresh process, where it is not compiled yet).
   */
  private byHeaviestEdge(heaviest: Int32Array): number[] {
    const n = this.n;
    const limbs = this.limbs;
    const weights = this.weights;
    const woff = this.woff;
    const offsets: number[] = [];
    const seen = new Map<number, number>();
    for (let v = 0; v < n; v++) {
      if (heaviest[v] === NONE) continue;
      const o = woff[heaviest[v]];
      if (!seen.has(o)) { seen.set(o, 0); offsets.push(o); }
    }
    // rank 0 = heaviest; equal weights at different offsets share a rank
    offsets.sort((x, y) => wideCompare(weights, y, weights, x, limbs));
    for (let r = 0, rank = 0; r < offsets.length; r++) {
      if (r > 0 && wideCompare(weights, offsets[r], weights, offsets[r - 1], limbs) !== 0) rank = r;
      seen.set(offsets[r], rank);
    }
    const keys = new Float64Array(n);
    let count = 0;
    for (let v = 0; v < n; v++) if (heaviest[v] !== NONE) keys[count++] = (seen.get(woff[heaviest[v]]) as number) * n + v;
    const sorted = keys.subarray(0, count).sort();
    const order = new Array<number>(count);
    for (let i = 0; i < count; i++) order[i] = sorted[i] % n;
    return order;
  }

  /**
   * The duals of `heaviestFirst`, set in its order: u[v] = the most its edges ask of it — 4w − u[w] towards a
   * vertex already set, 2w (half the edge) towards one still to come. Feasible by construction, even, and never
   * above the textbook 2·(heaviest edge at v). Where a few heavy vertices face many that mostly meet one another
   * at a lower weight (a bracket's players against the whole next score group), those get 2·(that weight): their
   * own edges are tight and the greedy pass pairs them, instead of leaving hundreds of roots.
   */
  private greedyDualsAsked(order: readonly number[]): void {
    const n = this.n;
    const limbs = this.limbs;
    const set = new Uint8Array(n);
    for (let v = 0; v < n; v++) wideZero(this.dual, v * limbs, limbs);
    for (const v of order) {
      this.askedDual(v, set);
      set[v] = 1;
    }
  }

  /**
   * u[v] := the most v's edges ask of it: 4w − u[w] towards a vertex already set, 2w towards one still to come.
   * With `unsetOnly`, only its edges to vertices still to come count: u[v] := 2·(the heaviest of them). Returns
   * whether any edge counted.
   */
  private askedDual(v: number, set: Uint8Array, unsetOnly = false): boolean {
    const limbs = this.limbs;
    const dual = this.dual;
    const weights = this.weights;
    const adjEnd = this.adjEnd;
    const adjTop = this.adjTop;
    const woff = this.woff;
    const need = this.scratch;
    const candidate = this.delta;
    let any = false;
    wideZero(need, 0, limbs);
    for (let a = this.adjStart[v]; a < this.adjStart[v + 1]; a++) {
      const w = this.adjFar[a];
      if (unsetOnly && set[w]) continue;
      any = true;
      // Skip the exact sum when its top limb cannot reach need's: the top limb of 2w or 4w − u[w] is within
      // 3 of this estimate (carries and borrows from the normalised lower limbs).
      const estimate = set[w] ? 4 * adjTop[a] - dual[w * limbs] : 2 * adjTop[a];
      if (estimate + 8 < need[0]) continue;
      const k = adjEnd[a] >> 1;
      wideAdd(candidate, 0, weights, woff[k], weights, woff[k], limbs);
      if (set[w]) {
        wideAdd(candidate, 0, candidate, 0, candidate, 0, limbs);
        wideSub(candidate, 0, candidate, 0, dual, w * limbs, limbs);
      }
      if (wideCompare(candidate, 0, need, 0, limbs) > 0) wideCopy(need, 0, candidate, 0, limbs);
    }
    wideCopy(dual, v * limbs, need, 0, limbs);
    return any;
  }

  /**
   * The other greedy start, set in the same order: u[v] = 2w for its heaviest edge to a vertex still to come, and
   * a vertex already set whose edge to v that leaves infeasible is raised to 4w − u[v] instead (v's last: the
   * most its edges ask, as in the first rule). A heavy vertex facing many that mostly meet one another at a lower weight (an MDP
   * above a score group) then takes the difference, and their own edges are tight; with the first rule they
   * all took 2·(the heavy edge) and only the heavy vertex's edges were tight (a 490-player bracket started
   * with one pair).
   */
  private greedyDualsRaising(order: readonly number[]): void {
    const n = this.n;
    const limbs = this.limbs;
    const dual = this.dual;
    const set = new Uint8Array(n);
    for (let v = 0; v < n; v++) wideZero(dual, v * limbs, limbs);
    for (const v of order) {
      // u[v] = 2·(its heaviest edge to a vertex still to come), its edges to vertices already set made feasible
      // by raising those; a vertex whose neighbours are all set is done as by the first rule
      if (this.askedDual(v, set, true)) this.raiseSetNeighbours(v, set);
      else this.askedDual(v, set);
      set[v] = 1;
    }
  }

  /** Each edge v–w to a vertex already set that u[v] leaves infeasible: u[w] := 4w − u[v] (it tightens). */
  private raiseSetNeighbours(v: number, set: Uint8Array): void {
    const limbs = this.limbs;
    const dual = this.dual;
    const adjEnd = this.adjEnd;
    const adjTop = this.adjTop;
    const weights = this.weights;
    const woff = this.woff;
    const candidate = this.delta;
    const vo = v * limbs;
    for (let a = this.adjStart[v]; a < this.adjStart[v + 1]; a++) {
      const w = this.adjFar[a];
      if (!set[w]) continue;
      // slack u[v] + u[w] − 4w: the top limbs decide unless close (within the lower limbs' carries)
      if (dual[vo] + dual[w * limbs] - 4 * adjTop[a] > 8) continue;
      const k = adjEnd[a] >> 1;
      wideAdd(candidate, 0, weights, woff[k], weights, woff[k], limbs);
      wideAdd(candidate, 0, candidate, 0, candidate, 0, limbs);
      wideSub(candidate, 0, candidate, 0, dual, vo, limbs); // 4w − u[v]
      if (wideCompare(candidate, 0, dual, w * limbs, limbs) > 0) wideCopy(dual, w * limbs, candidate, 0, limbs);
    }
  }

  /**
   * The greedy matching: each exposed vertex with a positive dual, in turn, along a tight edge if it has one.
   * Returns how many vertices are matched.
   */
  private matchTightExposedAll(): number {
    const limbs = this.limbs;
    for (let v = 0; v < this.n; v++) {
      if (this.mate[v] === NONE && !wideIsZero(this.dual, v * limbs, limbs)) this.matchTightExposed(v);
    }
    let matched = 0;
    for (let v = 0; v < this.n; v++) if (this.mate[v] !== NONE) matched++;
    return matched;
  }

  /** Each still exposed vertex: its dual lowered to the least feasible value, then matched if that made a tight edge. */
  private lowerExposedDuals(): void {
    const n = this.n;
    const limbs = this.limbs;
    const dual = this.dual;
    const adjStart = this.adjStart;
    const adjEnd = this.adjEnd;
    const slack = this.scratch;
    for (let v = 0; v < n; v++) {
      if (this.mate[v] !== NONE || wideIsZero(dual, v * limbs, limbs)) continue;
      let best = NONE;
      for (let a = adjStart[v]; a < adjStart[v + 1]; a++) {
        const k = adjEnd[a] >> 1;
        if (best === NONE || this.slackLessAt(v, this.adjFar[a], a, best)) best = k;
      }
      this.slackInto(best, slack);
      // The least feasible dual is u[v] − min slack, floored at 0.
      if (wideCompare(slack, 0, dual, v * limbs, limbs) >= 0) wideZero(dual, v * limbs, limbs);
      else wideSub(dual, v * limbs, dual, v * limbs, slack, 0, limbs);
      if (!wideIsZero(dual, v * limbs, limbs)) this.matchTightExposed(v);
    }
  }

  /** Matches exposed vertex v along its first tight edge to another exposed vertex, if any. */
  private matchTightExposed(v: number): void {
    for (let a = this.adjStart[v]; a < this.adjStart[v + 1]; a++) {
      const p = this.adjEnd[a];
      const w = this.adjFar[a];
      if (this.mate[w] === NONE && this.isTightAt(v, w, a)) {
        this.mate[v] = p;
        this.mate[w] = p ^ 1;
        return;
      }
    }
  }

  // ---------------------------------------------------------------------------------------------------------
  // Blossom structure
  // ---------------------------------------------------------------------------------------------------------

  /** Writes the vertices of blossom b into leafBuffer; returns how many. */
  private collectLeaves(b: number): number {
    const n = this.n;
    if (b < n) {
      this.leafBuffer[0] = b;
      return 1;
    }
    const stack = this.leafStack;
    let top = 0;
    let count = 0;
    stack[top++] = b;
    while (top > 0) {
      const x = stack[--top];
      if (x < n) {
        this.leafBuffer[count++] = x;
      } else {
        // Children pushed in reverse so that leaves come out in child order, like a recursive walk.
        const childs = this.blossomChilds[x] as Int32Array;
        for (let i = childs.length - 1; i >= 0; i--) stack[top++] = childs[i];
      }
    }
    return count;
  }

  /** Labels the top-level blossom of w with t (S or T) through endpoint p; a T-blossom labels its mate S. */
  private assignLabel(w: number, t: number, p: number): void {
    for (;;) {
      const b = this.inBlossom[w];
      this.label[w] = this.label[b] = t;
      this.labelEnd[w] = this.labelEnd[b] = p;
      this.bestEdge[w] = this.bestEdge[b] = NONE;
      if (t === S) {
        const count = this.collectLeaves(b);
        for (let i = 0; i < count; i++) this.queue.push(this.leafBuffer[i]);
        return;
      }
      const mateEnd = this.mate[this.blossomBase[b]];
      w = this.ends[mateEnd];
      t = S;
      p = mateEnd ^ 1;
    }
  }

  /**
   * Traces back from the S-vertices v and w to find either a new blossom (returns its base) or an augmenting
   * path (returns −1).
   */
  private scanBlossom(v: number, w: number): number {
    const label = this.label;
    const path: number[] = [];
    let base = NONE;
    while (v !== NONE || w !== NONE) {
      let b = this.inBlossom[v];
      if (label[b] & BREADCRUMB) {
        base = this.blossomBase[b];
        break;
      }
      path.push(b);
      label[b] = S | BREADCRUMB;
      if (this.labelEnd[b] === NONE) {
        v = NONE; // reached the root
      } else {
        v = this.ends[this.labelEnd[b]];
        b = this.inBlossom[v];
        v = this.ends[this.labelEnd[b]];
      }
      if (w !== NONE) {
        const x = v;
        v = w;
        w = x;
      }
    }
    for (const b of path) label[b] = S;
    return base;
  }

  /** Forms a new S-blossom from the cycle closed by edge k through the S-blossoms back to `base`. */
  private addBlossom(base: number, k: number): void {
    const ends = this.ends;
    const inBlossom = this.inBlossom;
    const labelEnd = this.labelEnd;
    let v = ends[2 * k];
    let w = ends[2 * k + 1];
    const bb = inBlossom[base];
    let bv = inBlossom[v];
    let bw = inBlossom[w];
    const b = this.unusedBlossoms[--this.unusedCount];
    this.blossomBase[b] = base;
    this.blossomParent[b] = NONE;
    this.blossomParent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      this.blossomParent[bv] = b;
      path.push(bv);
      endps.push(labelEnd[bv]);
      v = ends[labelEnd[bv]];
      bv = inBlossom[v];
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      this.blossomParent[bw] = b;
      path.push(bw);
      endps.push(labelEnd[bw] ^ 1);
      w = ends[labelEnd[bw]];
      bw = inBlossom[w];
    }
    this.blossomChilds[b] = Int32Array.from(path);
    this.blossomEndps[b] = Int32Array.from(endps);
    this.label[b] = S;
    labelEnd[b] = labelEnd[bb];
    wideZero(this.dual, b * this.limbs, this.limbs);

    const count = this.collectLeaves(b);
    for (let i = 0; i < count; i++) {
      const x = this.leafBuffer[i];
      // Former T-vertices become S-vertices and must be scanned.
      if (this.label[inBlossom[x]] === T) this.queue.push(x);
      inBlossom[x] = b;
    }

    // Least-slack edges from the new blossom to every other S-blossom (for δ3): worked out when δ is next
    // chosen (settlePendingBestEdges), from the sub-blossoms' lists kept till then. Most blossoms of a dense
    // bracket are dissolved by an augmentation before that (at 1,000 players, ~290 made for ~3 dual changes),
    // and each one's lists cost a pass over its members' edges.
    for (const sub of path) {
      if (this.pendingBest[sub]) this.dropPendingBest(sub); // its own sub-blossoms' lists are stale now
      this.bestEdge[sub] = NONE;
    }
    this.blossomBestEdges[b] = null;
    this.bestEdge[b] = NONE; // scans of its new S-vertices lower it meanwhile
    this.staleBlossom[b] = 0;
    this.pendingBest[b] = 1;
    this.pendingBlossoms.push(b);
  }

  /** blossomBestEdgesOf for a sub-blossom without a list: every edge of its members. */
  private bestEdgesFromLeaves(b: number, sub: number, touched: number[]): void {
    const leaves = this.collectLeaves(sub);
    for (let i = 0; i < leaves; i++) {
      const x = this.leafBuffer[i];
      for (let a = this.adjStart[x]; a < this.adjStart[x + 1]; a++) this.considerBestEdgeAt(b, x, a, touched);
    }
  }

  /** blossomBestEdgesOf for a sub-blossom with a list: its least-slack edges to each other S-blossom. */
  private bestEdgesFromList(b: number, list: Int32Array, touched: number[]): void {
    const ends = this.ends;
    const inBlossom = this.inBlossom;
    for (let i = 0; i < list.length; i++) {
      const e = list[i];
      const far = inBlossom[ends[2 * e + 1]] === b ? ends[2 * e] : ends[2 * e + 1];
      this.considerBestEdgeTo(b, e, far, touched);
    }
  }

  /** A pending blossom that will never have its lists worked out (absorbed, expanded): its subs' lists go. */
  private dropPendingBest(b: number): void {
    this.pendingBest[b] = 0;
    const childs = this.blossomChilds[b];
    if (childs) for (let i = 0; i < childs.length; i++) this.blossomBestEdges[childs[i]] = null;
  }

  /** The least-slack edge lists of the blossoms made since δ was last chosen that are still top-level S-blossoms. */
  private settlePendingBestEdges(): void {
    const list = this.pendingBlossoms;
    for (let i = 0; i < list.length; i++) {
      const b = list[i];
      if (!this.pendingBest[b]) continue;
      if (this.label[b] === S && this.blossomParent[b] === NONE) this.blossomBestEdgesOf(b);
      else this.dropPendingBest(b);
      this.pendingBest[b] = 0;
    }
    list.length = 0;
  }

  /**
   * Blossom b's least-slack edge to every other S-blossom, from its sub-blossoms' lists (or their members' edges
   * where a sub has none), and its least-slack edge overall; the subs' lists are consumed.
   */
  private blossomBestEdgesOf(b: number): void {
    const ends = this.ends;
    const inBlossom = this.inBlossom;
    const bestEdgeTo = this.bestEdgeTo;
    const touched: number[] = [];
    const path = this.blossomChilds[b] as Int32Array;
    // one method per kind of sub-blossom (each is compiled on its own, and small)
    for (let p = 0; p < path.length; p++) {
      const sub = path[p];
      const list = this.blossomBestEdges[sub];
      if (list === null) this.bestEdgesFromLeaves(b, sub, touched);
      else this.bestEdgesFromList(b, list, touched);
      this.blossomBestEdges[sub] = null;
    }
    const best: number[] = [];
    for (const bj of touched) {
      if (bestEdgeTo[bj] !== NONE) best.push(bestEdgeTo[bj]);
      bestEdgeTo[bj] = NONE;
    }
    this.blossomBestEdges[b] = Int32Array.from(best);
    // the scans since it was made may have found a better one (kept if it still leads to another S-blossom)
    let be = this.bestEdge[b];
    if (be !== NONE) {
      const far = inBlossom[ends[2 * be]] === b ? ends[2 * be + 1] : ends[2 * be];
      const bf = inBlossom[far];
      if (bf === b || this.label[bf] !== S) be = NONE;
    }
    for (const e of best) if (be === NONE || this.slackLess(e, be)) be = e;
    this.bestEdge[b] = be;
    this.staleBlossom[b] = 0;
  }

  /**
   * considerBestEdgeTo for the edge in adjacency slot a of vertex x (its weight read through the slot). (Both
   * read and write the table at one site each: a second write in the rarely taken branch had no type feedback
   * when V8 first optimised the caller, and its first use threw that code away.)
   */
  private considerBestEdgeAt(b: number, x: number, a: number, touched: number[]): void {
    const far = this.adjFar[a];
    const bj = this.inBlossom[far];
    if (bj === b || this.label[bj] !== S) return;
    const k = this.adjEnd[a] >> 1;
    const bestEdgeTo = this.bestEdgeTo;
    const current = bestEdgeTo[bj];
    if (current === NONE) touched.push(bj);
    else if (!this.slackLessAt(x, far, a, current)) return;
    bestEdgeTo[bj] = k;
  }

  private considerBestEdgeTo(b: number, k: number, far: number, touched: number[]): void {
    const bj = this.inBlossom[far];
    if (bj === b || this.label[bj] !== S) return;
    const bestEdgeTo = this.bestEdgeTo;
    const current = bestEdgeTo[bj];
    if (current === NONE) touched.push(bj);
    else if (!this.slackLess(k, current)) return;
    bestEdgeTo[bj] = k;
  }

  /** Expands blossom b: in the middle of a stage (T-blossom, δ4) or at its end (S-blossom with zero dual). */
  private expandBlossom(b: number, endStage: boolean): void {
    if (this.pendingBest[b]) this.dropPendingBest(b);
    const n = this.n;
    const limbs = this.limbs;
    const childs = this.blossomChilds[b] as Int32Array;
    const endps = this.blossomEndps[b] as Int32Array;
    const len = childs.length;
    for (let i = 0; i < len; i++) {
      const s = childs[i];
      this.blossomParent[s] = NONE;
      if (s < n) {
        this.inBlossom[s] = s;
      } else if (endStage && wideIsZero(this.dual, s * limbs, limbs)) {
        this.expandBlossom(s, endStage);
      } else {
        const count = this.collectLeaves(s);
        for (let j = 0; j < count; j++) this.inBlossom[this.leafBuffer[j]] = s;
      }
    }
    if (!endStage && this.label[b] === T) {
      // Relabel the sub-blossoms on the even path from the entry child to the base: T, S, T, …, T.
      const ends = this.ends;
      const label = this.label;
      const entryChild = this.inBlossom[ends[this.labelEnd[b] ^ 1]];
      let j = childs.indexOf(entryChild);
      let jStep: number;
      let endpTrick: number;
      if (j & 1) {
        j -= len;
        jStep = 1;
        endpTrick = 0;
      } else {
        jStep = -1;
        endpTrick = 1;
      }
      const at = (i: number): number => (i < 0 ? i + len : i);
      let p = this.labelEnd[b];
      while (j !== 0) {
        label[ends[p ^ 1]] = FREE;
        label[ends[endps[at(j - endpTrick)] ^ endpTrick ^ 1]] = FREE;
        this.assignLabel(ends[p ^ 1], T, p);
        j += jStep;
        p = endps[at(j - endpTrick)] ^ endpTrick;
        j += jStep;
      }
      let bv = childs[at(j)];
      label[ends[p ^ 1]] = label[bv] = T;
      this.labelEnd[ends[p ^ 1]] = this.labelEnd[bv] = p;
      this.bestEdge[bv] = NONE;
      j += jStep;
      // The other sub-blossoms become free, unless one of their vertices was reached from an S-vertex.
      while (childs[at(j)] !== entryChild) {
        bv = childs[at(j)];
        if (label[bv] === S) {
          j += jStep;
          continue;
        }
        const count = this.collectLeaves(bv);
        let reached = NONE;
        for (let i = 0; i < count; i++) {
          if (label[this.leafBuffer[i]] !== FREE) {
            reached = this.leafBuffer[i];
            break;
          }
        }
        if (reached !== NONE) {
          label[reached] = FREE;
          label[ends[this.mate[this.blossomBase[bv]]]] = FREE;
          this.assignLabel(reached, T, this.labelEnd[reached]);
        }
        j += jStep;
      }
    }
    this.retireBlossom(b);
  }

  /** Returns blossom id b to the pool. */
  private retireBlossom(b: number): void {
    this.label[b] = NONE;
    this.labelEnd[b] = NONE;
    this.blossomChilds[b] = null;
    this.blossomEndps[b] = null;
    this.blossomBase[b] = NONE;
    this.blossomBestEdges[b] = null;
    this.bestEdge[b] = NONE;
    wideZero(this.dual, b * this.limbs, this.limbs);
    this.unusedBlossoms[this.unusedCount++] = b;
  }

  /** Swaps matched and unmatched edges inside blossom b so that vertex v becomes its base. */
  private augmentBlossom(b: number, v: number): void {
    const n = this.n;
    const ends = this.ends;
    let t = v;
    while (this.blossomParent[t] !== b) t = this.blossomParent[t];
    if (t >= n) this.augmentBlossom(t, v);
    const childs = this.blossomChilds[b] as Int32Array;
    const endps = this.blossomEndps[b] as Int32Array;
    const len = childs.length;
    const at = (i: number): number => (i < 0 ? i + len : i);
    const i = childs.indexOf(t);
    let j = i;
    let jStep: number;
    let endpTrick: number;
    if (i & 1) {
      j -= len;
      jStep = 1;
      endpTrick = 0;
    } else {
      jStep = -1;
      endpTrick = 1;
    }
    while (j !== 0) {
      j += jStep;
      t = childs[at(j)];
      const p = endps[at(j - endpTrick)] ^ endpTrick;
      if (t >= n) this.augmentBlossom(t, ends[p]);
      j += jStep;
      t = childs[at(j)];
      if (t >= n) this.augmentBlossom(t, ends[p ^ 1]);
      this.mate[ends[p]] = p ^ 1;
      this.mate[ends[p ^ 1]] = p;
    }
    // Rotate so that the new base's sub-blossom comes first.
    const rotatedChilds = new Int32Array(len);
    const rotatedEndps = new Int32Array(len);
    for (let x = 0; x < len; x++) {
      rotatedChilds[x] = childs[(i + x) % len];
      rotatedEndps[x] = endps[(i + x) % len];
    }
    this.blossomChilds[b] = rotatedChilds;
    this.blossomEndps[b] = rotatedEndps;
    this.blossomBase[b] = this.blossomBase[rotatedChilds[0]];
  }

  /**
   * Flips the alternating path from S-vertex s back to its tree root; s gets far endpoint `p` as its new mate
   * (−1: s becomes exposed, the "unmatch" step of header point 1).
   */
  private flipToRoot(s: number, p: number): void {
    const n = this.n;
    const ends = this.ends;
    for (;;) {
      const bs = this.inBlossom[s];
      if (bs >= n) this.augmentBlossom(bs, s);
      this.mate[s] = p;
      if (this.labelEnd[bs] === NONE) return; // reached the root
      const t = ends[this.labelEnd[bs]];
      const bt = this.inBlossom[t];
      s = ends[this.labelEnd[bt]];
      const j = ends[this.labelEnd[bt] ^ 1];
      if (bt >= n) this.augmentBlossom(bt, j);
      this.mate[j] = this.labelEnd[bt];
      p = this.labelEnd[bt] ^ 1;
    }
  }

  private augmentMatching(k: number): void {
    this.flipToRoot(this.ends[2 * k], 2 * k + 1);
    this.flipToRoot(this.ends[2 * k + 1], 2 * k);
  }

  // ---------------------------------------------------------------------------------------------------------
  // Main loop
  // ---------------------------------------------------------------------------------------------------------

  /**
   * Grows all alternating trees at once and, unlike the textbook stages, keeps them across augmentations: only
   * the trees an augmentation (or an unmatch) touches are dissolved (see `dissolveTrees`). Restarting every
   * tree after each augmentation rescans every root's edges each time, which dominates on dense graphs.
   */
  private run(): void {
    const n = this.n;
    const limbs = this.limbs;
    const dual = this.dual;
    const mate = this.mate;
    // Every exposed vertex with a positive dual (any exposed vertex with maxCardinality) roots a tree.
    for (let v = 0; v < n; v++) {
      if (mate[v] === NONE && (this.maxCardinality || !wideIsZero(dual, v * limbs, limbs))) {
        this.assignLabel(v, S, NONE);
        this.rootCount++;
      }
    }
    // One step per call (V8 then compiles the step as a function, once, instead of this loop on-stack and again
    // on the next call)
    while (this.rootCount > 0 && this.step()) { /* next step */ }
  }

  /**
   * One step of the search: an event (a tight edge found while repairing after a dissolution), the scan of one
   * S-vertex, or a change of the duals. False when there is no δ (maxCardinality: no augmenting path is left).
   */
  private step(): boolean {
    const label = this.label;
    const inBlossom = this.inBlossom;
    const ends = this.ends;
    const events = this.events;
    const queue = this.queue;
    if (this.eventHead < events.length) {
      // A tight edge found while repairing after a dissolution: S-vertex, far endpoint.
      const v = events[this.eventHead++];
      const p = events[this.eventHead++];
      if (this.eventHead === events.length) {
        events.length = 0;
        this.eventHead = 0;
      }
      if (label[inBlossom[v]] === S) this.processTightEdge(v, p);
      return true;
    }
    if (queue.length > 0) {
      // Scan an S-vertex: follow tight edges, remember least-slack edges for δ2 and δ3.
      const v = queue.pop() as number;
      if (label[inBlossom[v]] === S) this.scan(v); // else its tree was dissolved meanwhile
      return true;
    }

    // No tight edge left to follow: change the duals by δ (Galil's δ1..δ4).
    const deltaType = this.chooseDelta();
    if (deltaType === RETRY) return true; // lazy repairs found work first
    if (deltaType === NONE) return false; // maxCardinality: no augmenting path is left
    const deltaEdge = this.deltaEdge;

    this.applyDelta();

    if (deltaType === 1) {
      // An S-vertex reached dual 0: leave it exposed and match its root instead (header point 1).
      const root = this.treeRoot(inBlossom[this.deltaVertex]);
      this.flipToRoot(this.deltaVertex, NONE);
      this.dissolveTrees(root, NONE);
    } else if (deltaType === 2) {
      const i = ends[2 * deltaEdge];
      if (label[inBlossom[i]] === S) this.processTightEdge(i, 2 * deltaEdge + 1);
      else this.processTightEdge(ends[2 * deltaEdge + 1], 2 * deltaEdge);
    } else if (deltaType === 3) {
      this.processTightEdge(ends[2 * deltaEdge], 2 * deltaEdge + 1);
    } else {
      this.expandBlossom(this.deltaBlossom, false);
    }
    return true;
  }

  /** Scans S-vertex v: follows its tight edges, and remembers least-slack edges for δ2 and δ3. */
  private scan(v: number): void {
    const label = this.label;
    const inBlossom = this.inBlossom;
    const adjStart = this.adjStart;
    const adjEnd = this.adjEnd;
    const adjFar = this.adjFar;
    const bestEdge = this.bestEdge;
    for (let a = adjStart[v], end = adjStart[v + 1]; a < end; a++) {
      const w = adjFar[a];
      const bv = inBlossom[v];
      const bw = inBlossom[w];
      if (bv === bw) continue;
      const lw = label[bw];
      // An edge to an already reached T-vertex can neither grow a tree nor bound δ.
      if (lw === T && label[w] !== FREE) continue;
      const p = adjEnd[a];
      const k = p >> 1;
      if (this.isTightAt(v, w, a)) {
        if (this.processTightEdge(v, p)) return; // v's tree is gone
      } else if (lw === S) {
        // Least-slack edge between two S-blossoms (δ3).
        const best = bestEdge[bv];
        if (best === NONE || this.slackLessAt(v, w, a, best)) bestEdge[bv] = k;
      } else if (label[w] === FREE) {
        // Least-slack edge from an S-vertex to the unreached vertex w (δ2).
        const best = bestEdge[w];
        if (best === NONE || this.slackLessAt(v, w, a, best)) bestEdge[w] = k;
      }
    }
  }

  /**
   * Picks δ = min(δ1, δ2, δ3, δ4) into `delta` and returns its type (NONE: no candidate, RETRY: a lazy repair
   * happened first, see `markStaleVertex`). Ties keep the lower type, as in the reference structure.
   */
  private chooseDelta(): number {
    this.settlePendingBestEdges();
    const n = this.n;
    const limbs = this.limbs;
    const dual = this.dual;
    const label = this.label;
    const inBlossom = this.inBlossom;
    const bestEdge = this.bestEdge;
    const delta = this.delta;
    const scratch = this.scratch;
    let deltaType = NONE;
    this.deltaEdge = NONE;
    this.deltaBlossom = NONE;
    this.deltaVertex = NONE;
    if (!this.maxCardinality) {
      let best = NONE;
      for (let v = 0; v < n; v++) {
        if (label[inBlossom[v]] === S && (best === NONE || wideCompare(dual, v * limbs, dual, best * limbs, limbs) < 0)) best = v;
      }
      deltaType = 1;
      this.deltaVertex = best;
      wideCopy(delta, 0, dual, best * limbs, limbs);
    }
    let best2 = NONE;
    for (let v = 0; v < n; v++) {
      const e = bestEdge[v];
      if (e !== NONE && label[inBlossom[v]] === FREE && (best2 === NONE || this.slackLess(e, best2))) best2 = e;
    }
    if (best2 !== NONE) {
      this.slackInto(best2, scratch);
      if (deltaType === NONE || wideCompare(scratch, 0, delta, 0, limbs) < 0) {
        wideCopy(delta, 0, scratch, 0, limbs);
        deltaType = 2;
        this.deltaEdge = best2;
      }
    }
    let best3 = NONE;
    for (let b = 0; b < 2 * n; b++) {
      const e = bestEdge[b];
      if (e !== NONE && label[b] === S && this.blossomParent[b] === NONE && (best3 === NONE || this.slackLess(e, best3))) best3 = e;
    }
    if (best3 !== NONE) {
      this.slackInto(best3, scratch);
      if (wideHalve(scratch, 0, scratch, 0, limbs) !== 0) throw new Error('internal error: odd slack between S-blossoms');
      if (deltaType === NONE || wideCompare(scratch, 0, delta, 0, limbs) < 0) {
        wideCopy(delta, 0, scratch, 0, limbs);
        deltaType = 3;
        this.deltaEdge = best3;
      }
    }
    for (let b = n; b < 2 * n; b++) {
      if (this.blossomBase[b] >= 0 && this.blossomParent[b] === NONE && label[b] === T
        && (deltaType === NONE || wideCompare(dual, b * limbs, delta, 0, limbs) < 0)) {
        wideCopy(delta, 0, dual, b * limbs, limbs);
        deltaType = 4;
        this.deltaBlossom = b;
      }
    }
    return this.refreshStaleBounds(deltaType === NONE) ? RETRY : deltaType;
  }

  /**
   * Rescans every stale vertex (δ2) or S-blossom (δ3) whose lower bound falls below the chosen δ (all of them
   * when there is no δ), since its true least slack might then be smaller. Returns true if any was rescanned.
   */
  private refreshStaleBounds(noDelta: boolean): boolean {
    const limbs = this.limbs;
    const label = this.label;
    const inBlossom = this.inBlossom;
    let refreshed = false;
    const list2 = this.staleVertices;
    let kept = 0;
    for (let i = 0; i < list2.length; i++) {
      const v = list2[i];
      if (!this.staleVertex[v]) continue;
      const top = label[inBlossom[v]];
      if (top === S) {
        this.staleVertex[v] = 0; // no δ2 role while in a tree as S; rescanned if freed
        continue;
      }
      if (top === FREE && (noDelta || this.boundBelowDelta(this.staleBound2, v * limbs, 1))) {
        this.recomputeVertexBestEdge(v);
        refreshed = true;
        continue;
      }
      list2[kept++] = v;
    }
    list2.length = kept;
    const list3 = this.staleBlossoms;
    kept = 0;
    for (let i = 0; i < list3.length; i++) {
      const b = list3[i];
      if (!this.staleBlossom[b]) continue;
      if (label[b] !== S || this.blossomParent[b] !== NONE) {
        this.staleBlossom[b] = 0;
        continue;
      }
      if (noDelta || this.boundBelowDelta(this.staleBound3, b * limbs, 2)) {
        this.recomputeBlossomBestEdge(b);
        refreshed = true;
        continue;
      }
      list3[kept++] = b;
    }
    list3.length = kept;
    return refreshed;
  }

  /**
   * bound[o..] − rate·Σδ < rate·δ, i.e. the current lower bound (slack units; rate 2 for S–S edges, whose δ3 is
   * half the slack) undercuts the chosen δ. Evaluated limb by limb like slackLess; each term lies in (−4R, R).
   */
  private boundBelowDelta(bound: Float64Array, o: number, rate: number): boolean {
    const limbs = this.limbs;
    const sum = this.deltaSum;
    const delta = this.delta;
    let acc = 0;
    for (let l = 0; l < limbs; l++) {
      acc = acc * LIMB_RADIX + (bound[o + l] - rate * (sum[l] + delta[l]));
      if (acc > 4) return false;
      if (acc < -4) return true;
    }
    return acc < 0;
  }

  /**
   * Vertex v's least-slack edge e to an S-vertex lost its S end. Instead of rescanning v now, remember a lower
   * bound on its least slack: slack(e) now (e was the least), and from here every remaining S-neighbour's slack
   * falls by at most δ per dual change, so bound = slack(e) + Σδ, read as bound − Σδ. Stored absolute so it
   * needs no update when δ is applied.
   */
  private markStaleVertex(v: number, e: number): void {
    this.markStale(v, e, 1, this.staleVertex, this.staleBound2, this.staleVertices);
    this.bestEdge[v] = NONE;
  }

  /** Same for S-blossom b's least-slack edge to another S-blossom; those slacks fall by 2δ per change. */
  private markStaleBlossom(b: number, e: number): void {
    this.markStale(b, e, 2, this.staleBlossom, this.staleBound3, this.staleBlossoms);
    this.bestEdge[b] = NONE;
  }

  private markStale(x: number, e: number, rate: number, flags: Uint8Array, bounds: Float64Array, list: number[]): void {
    const limbs = this.limbs;
    const candidate = this.scratch;
    this.slackInto(e, candidate);
    for (let r = 0; r < rate; r++) wideAdd(candidate, 0, candidate, 0, this.deltaSum, 0, limbs);
    if (!flags[x]) {
      flags[x] = 1;
      list.push(x);
      wideCopy(bounds, x * limbs, candidate, 0, limbs);
    } else if (wideCompare(candidate, 0, bounds, x * limbs, limbs) < 0) {
      wideCopy(bounds, x * limbs, candidate, 0, limbs);
    }
  }

  /**
   * Acts on the tight edge from S-vertex v to far endpoint p: grow a tree, form a blossom or augment.
   * Returns true when v's tree was dissolved (after an augmentation).
   */
  private processTightEdge(v: number, p: number): boolean {
    const label = this.label;
    const k = p >> 1;
    const w = this.ends[p];
    const bv = this.inBlossom[v];
    const bw = this.inBlossom[w];
    if (bv === bw) return false;
    const lw = label[bw];
    if (lw === FREE) {
      if (this.mate[this.blossomBase[bw]] === NONE) {
        // An exposed blossom whose base has dual 0: the augmenting path ends there.
        const root = this.treeRoot(bv);
        label[bw] = S; // so that augmentMatching stops at it, as at a root
        this.labelEnd[bw] = NONE;
        this.augmentMatching(k);
        label[bw] = FREE;
        this.dissolveTrees(root, NONE);
        return true;
      }
      this.assignLabel(w, T, p ^ 1);
    } else if (lw === S) {
      const base = this.scanBlossom(v, w);
      if (base >= 0) {
        this.addBlossom(base, k);
      } else {
        const rootV = this.treeRoot(bv);
        const rootW = this.treeRoot(bw);
        this.augmentMatching(k);
        this.dissolveTrees(rootV, rootW);
        return true;
      }
    } else if (label[w] === FREE) {
      // w lies in a T-blossom and is reached for the first time (needed if that blossom expands).
      label[w] = T;
      this.labelEnd[w] = p ^ 1;
    }
    return false;
  }

  /** The root blossom of the tree holding the labelled top-level blossom b. */
  private treeRoot(b: number): number {
    const ends = this.ends;
    for (;;) {
      const end = this.labelEnd[b];
      if (end === NONE) return b; // only roots have no label end
      // S-blossom: end is its T parent's vertex; T-blossom: end is its S parent's vertex.
      b = this.inBlossom[ends[end]];
    }
  }

  /**
   * Unlabels every blossom of the trees rooted at rootA and rootB (one of them may be −1) after their roots got
   * matched, then repairs what the remaining trees had cached about them:
   *  - vertices of the dissolved trees are rescanned against the remaining S-vertices (tight edges become
   *    events; the others give their δ2 edge);
   *  - δ2 edges of other unreached vertices and δ3 edges of remaining S-blossoms that pointed into the dissolved
   *    trees become lower bounds, rescanned only when δ gets near them (markStaleVertex).
   * Zero-dual S-blossoms of the dissolved trees are expanded, as the textbook does at the end of a stage.
   */
  private dissolveTrees(rootA: number, rootB: number): void {
    const stamp = ++this.epoch;
    this.rootCount -= rootB === NONE ? 1 : 2;
    // One method per step: each is a loop of its own, so V8 optimises (and on-stack replaces) them apart. As one
    // function, the code compiled for step 1's loop on the first call lacked feedback for the later steps and
    // was re-entered and abandoned there on every call (hundreds of deoptimisations per fresh run).
    const doomed = this.doomedBlossoms(rootA, rootB, stamp);
    const freedCount = this.freeTrees(doomed, stamp);
    // 3. Rescan the freed vertices against the remaining S-vertices.
    const freed = this.freedVertices;
    for (let i = 0; i < freedCount; i++) this.recomputeVertexBestEdge(freed[i]);
    this.repairVertexBounds(stamp);
    this.repairBlossomBounds();
  }

  /** 1. The top-level blossoms of the trees rooted at rootA and rootB (roots memoised per call). */
  private doomedBlossoms(rootA: number, rootB: number, stamp: number): number[] {
    const n = this.n;
    const label = this.label;
    const labelEnd = this.labelEnd;
    const inBlossom = this.inBlossom;
    const ends = this.ends;
    const rootOf = this.rootOf;
    const rootStamp = this.rootStamp;
    const doomed: number[] = [];
    const walk: number[] = [];
    for (let v = 0; v < n; v++) {
      let b = inBlossom[v];
      if (label[b] === FREE || rootStamp[b] === stamp) continue;
      walk.length = 0;
      let root = NONE;
      for (;;) {
        if (rootStamp[b] === stamp) {
          root = rootOf[b];
          break;
        }
        walk.push(b);
        const end = labelEnd[b];
        if (end === NONE) {
          root = b;
          break;
        }
        b = inBlossom[ends[end]];
      }
      for (const x of walk) {
        rootStamp[x] = stamp;
        rootOf[x] = root;
        if (root === rootA || root === rootB) doomed.push(x);
      }
    }
    return doomed;
  }

  /**
   * 2. Collect the doomed blossoms' vertices into freedVertices (returns their count), expand zero-dual
   * S-blossoms, and clear every label on the way up from each vertex (nested blossoms keep stale labels
   * otherwise, which expandBlossom would misread later).
   */
  private freeTrees(doomed: readonly number[], stamp: number): number {
    const n = this.n;
    const limbs = this.limbs;
    const label = this.label;
    const freed = this.freedVertices;
    let freedCount = 0;
    for (const b of doomed) {
      const count = this.collectLeaves(b);
      for (let i = 0; i < count; i++) freed[freedCount++] = this.leafBuffer[i];
    }
    for (const b of doomed) {
      if (b >= n && label[b] === S && wideIsZero(this.dual, b * limbs, limbs)) this.expandBlossom(b, true);
    }
    const labelEnd = this.labelEnd;
    const bestEdge = this.bestEdge;
    for (let i = 0; i < freedCount; i++) {
      let x = freed[i];
      this.freedStamp[x] = stamp;
      this.staleVertex[x] = 0;
      while (x !== NONE) {
        label[x] = FREE;
        labelEnd[x] = NONE;
        bestEdge[x] = NONE;
        this.staleBlossom[x] = 0;
        if (x >= n) {
          this.blossomBestEdges[x] = null;
          this.pendingBest[x] = 0;
        }
        x = this.blossomParent[x];
      }
    }
    return freedCount;
  }

  /**
   * 4. Vertices elsewhere that referred to a dissolved S-vertex: a vertex inside a surviving T-blossom marked
   * as reached from it (the mark would graft the dissolved vertex back when the blossom expands), or an
   * unreached vertex whose least-slack S-neighbour it was.
   */
  private repairVertexBounds(stamp: number): void {
    const n = this.n;
    const label = this.label;
    const labelEnd = this.labelEnd;
    const inBlossom = this.inBlossom;
    const bestEdge = this.bestEdge;
    const ends = this.ends;
    const freedStamp = this.freedStamp;
    for (let v = 0; v < n; v++) {
      if (freedStamp[v] === stamp) continue;
      const top = label[inBlossom[v]];
      if (top === S) continue;
      if (top === T && label[v] === T) {
        const end = labelEnd[v];
        if (end !== NONE && label[inBlossom[ends[end]]] !== S) {
          label[v] = FREE;
          labelEnd[v] = NONE;
          this.recomputeVertexBestEdge(v);
        }
        continue;
      }
      const e = bestEdge[v];
      if (e === NONE) continue;
      const far = ends[2 * e] === v ? ends[2 * e + 1] : ends[2 * e];
      if (label[inBlossom[far]] !== S) this.markStaleVertex(v, e);
    }
  }

  /** 5. Remaining S-blossoms whose least-slack edge to another S-blossom now leads nowhere. */
  private repairBlossomBounds(): void {
    const n = this.n;
    const label = this.label;
    const inBlossom = this.inBlossom;
    const bestEdge = this.bestEdge;
    const ends = this.ends;
    const blossomParent = this.blossomParent;
    for (let b = 0; b < 2 * n; b++) {
      const e = bestEdge[b];
      if (e === NONE || label[b] !== S || blossomParent[b] !== NONE) continue;
      const far = inBlossom[ends[2 * e]] === b ? ends[2 * e + 1] : ends[2 * e];
      const bf = inBlossom[far];
      if (label[bf] !== S || bf === b) this.markStaleBlossom(b, e);
    }
  }

  /**
   * δ2 edge of non-S vertex v from scratch. A tight edge to an S-vertex becomes an event, and the scan stops
   * there: the event labels v (or its blossom), after which its other tight edges would be events that find it
   * labelled already (at 1,000 players, 44,000 of them in one bracket's solve). If the event finds its S-end
   * gone, that end's tree was dissolved meanwhile, and the dissolution marked v's best edge (this tight one)
   * stale: v is rescanned before δ can pass it.
   */
  private recomputeVertexBestEdge(v: number): void {
    const label = this.label;
    const inBlossom = this.inBlossom;
    const bv = inBlossom[v];
    let best = NONE;
    const adjFar = this.adjFar;
    for (let a = this.adjStart[v], end = this.adjStart[v + 1]; a < end; a++) {
      const y = adjFar[a];
      const by = inBlossom[y];
      if (by === bv || label[by] !== S) continue;
      const p = this.adjEnd[a];
      const k = p >> 1;
      if (this.isTightAt(v, y, a)) {
        this.events.push(y, p ^ 1);
        best = k;
        break;
      } else if (best === NONE || this.slackLessAt(v, y, a, best)) {
        best = k;
      }
    }
    this.bestEdge[v] = best;
    this.staleVertex[v] = 0;
  }

  /** δ3 edge of top-level S-blossom b from its best-edge list, or by rescanning its vertices. */
  private recomputeBlossomBestEdge(b: number): void {
    const label = this.label;
    const inBlossom = this.inBlossom;
    const ends = this.ends;
    let best = NONE;
    const list = this.blossomBestEdges[b];
    if (list !== null) {
      for (let i = 0; i < list.length; i++) {
        const e = list[i];
        const far = inBlossom[ends[2 * e]] === b ? ends[2 * e + 1] : ends[2 * e];
        const bf = inBlossom[far];
        if (bf !== b && label[bf] === S && (best === NONE || this.slackLess(e, best))) best = e;
      }
    } else {
      const count = this.collectLeaves(b);
      for (let i = 0; i < count; i++) {
        const x = this.leafBuffer[i];
        for (let a = this.adjStart[x]; a < this.adjStart[x + 1]; a++) {
          const p = this.adjEnd[a];
          const by = inBlossom[ends[p]];
          if (by === b || label[by] !== S) continue;
          const k = p >> 1;
          if (this.isTight(k)) this.events.push(x, p);
          else if (best === NONE || this.slackLess(k, best)) best = k;
        }
      }
    }
    this.bestEdge[b] = best;
    this.staleBlossom[b] = 0;
  }

  /** S-vertices −δ, T-vertices +δ, S-blossoms +δ, T-blossoms −δ. */
  private applyDelta(): void {
    const n = this.n;
    const limbs = this.limbs;
    wideAdd(this.deltaSum, 0, this.deltaSum, 0, this.delta, 0, limbs);
    const dual = this.dual;
    const label = this.label;
    const inBlossom = this.inBlossom;
    const delta = this.delta;
    for (let v = 0; v < n; v++) {
      const l = label[inBlossom[v]];
      if (l === S) wideSub(dual, v * limbs, dual, v * limbs, delta, 0, limbs);
      else if (l === T) wideAdd(dual, v * limbs, dual, v * limbs, delta, 0, limbs);
      else continue;
      if (!wideFits(dual, v * limbs, limbs, this.maxDualBits)) throw new Error('internal error: dual out of range');
    }
    for (let b = n; b < 2 * n; b++) {
      if (this.blossomBase[b] >= 0 && this.blossomParent[b] === NONE) {
        if (label[b] === S) wideAdd(dual, b * limbs, dual, b * limbs, delta, 0, limbs);
        else if (label[b] === T) wideSub(dual, b * limbs, dual, b * limbs, delta, 0, limbs);
      }
    }
  }
}

/** The list as an Int32Array when it is strictly ascending (no repeats), else null. */
function ascendingUnique(list: ArrayLike<number>): Int32Array | null {
  for (let i = 1; i < list.length; i++) if (list[i] <= list[i - 1]) return null;
  return Int32Array.from(list);
}
