/**
 * Maximum-weight matching that is re-solved after small weight changes (dutch.md §7.2: the Dutch procedure fixes
 * its decisions one at a time, changing the edges of one player and re-solving each time).
 *
 * API
 * ---
 *   const m = new IncrementalMatching(n, weightBits);   // no edges yet
 *   m.setWeight(u, v, limbs, off);                       // big-endian 48-bit limbs, limbsForBits(weightBits) of them
 *   m.setWeight(u, v, null);                             // the edge is gone
 *   m.removeVertex(v);                                   // v leaves the problem for good
 *   const mate = m.solve();                              // mate[v] = partner or −1
 *
 * Weights are integers in [0, 2^weightBits). A zero-weight edge never changes the total, so it may or may not be
 * used. Everything is exact (48-bit limbs in float64, see wide-int.ts), deterministic, and BigInt-free.
 *
 * Method
 * ------
 * The primal-dual blossom algorithm (Edmonds; Galil 1986), in the structure of J. van Rantwijk's mwmatching.py
 * as in blossom.ts, with the optimal primal-dual state kept between solves. Units: the slack of edge {i, j} is
 *
 *   slack(i, j) = u[i] + u[j] − 2·w(i, j) + 2·Σ z[B]   (B over the blossoms holding both i and j)
 *
 * and the state after every solve satisfies the optimality conditions of the maximum-weight matching LP:
 * every present edge has slack ≥ 0, matched edges and the cycle edges of every blossom have slack 0, u ≥ 0, z ≥ 0,
 * every blossom's matching is near-perfect, and every exposed vertex has u = 0.
 *
 * When weights change, only the changed edges that break those conditions matter ("needy" edges: a matched or
 * blossom-cycle edge, or an edge whose slack went negative). An edge that stays unmatched, outside every cycle
 * and with slack ≥ 0 costs nothing. For a vertex cover of the needy edges (normally the one vertex whose edges
 * the caller changed), each cover vertex v is
 *  1. lifted out of its blossoms: the top-level blossom holding v is rotated so that v is its base, its base's
 *     outside partner is unmatched, and the blossom is dissolved with its dual z moved onto its vertices
 *     (u += z: edges inside keep their slack, edges leaving gain z, no matched edge leaves it); repeated until v
 *     is a singleton;
 *  2. given a new dual: if v is still matched and the matched edge can stay tight while every other edge of v
 *     stays feasible, u[v] is set so and nothing else changes; otherwise v is unmatched and u[v] becomes the
 *     least feasible value (at least 0). A large batch (the first solve) starts from blossom.ts's greedy duals
 *     instead (see assignCoverDuals).
 * Only exposed vertices with a positive dual then violate optimality. Each one roots an alternating tree, and the
 * trees grow together as in blossom.ts (kept across augmentations; only the trees an augmentation touches are
 * dissolved). A tree ends when it augments (to another tree or to an exposed vertex of dual 0) or when one of its
 * S-vertices reaches dual 0: the path to it is then flipped so that the root is matched and that vertex is left
 * exposed with dual 0. After a single-vertex change the roots are that vertex and its old partner, so the search
 * runs from both ends at once.
 *
 * Integrality: with the weights doubled, a tight edge has u[i] + u[j] ≡ 0 (mod 2), so every vertex of a tree has
 * the parity of its root, and all roots move by the same δ. Before the trees grow, every root's dual is made even
 * (makeEven), so the slack of an edge between two S-blossoms is even and δ3 = slack / 2 stays an integer. All
 * other dual changes (δ1 = an S dual, δ2 = a slack, δ4 = a blossom dual, the transfers above) are integers anyway.
 *
 * Bounds: at rest every dual of a matched vertex is at most 2·w of its matched edge (the edge is tight and every
 * other term is ≥ 0), an exposed vertex has dual 0 or, before the trees grow, at most 2·max weight + 1; blossom
 * duals are at most max weight. Three bits of headroom above the weights (plus a sign bit) therefore cover every
 * dual and every slack.
 *
 * Cost: a solve after changing the edges of k vertices costs O(k·n·limbs) for the update plus O(n) per scanned
 * S-vertex and per dual change, O(k·n²) in the worst case (as the reference program states), usually far less.
 * The first solve is the same process from the all-zero state (every vertex is a cover vertex), as fast as
 * blossom.ts from scratch. Memory: n² weight slots of limbsForBits(weightBits + 3) float64 each (both
 * orientations, so that the edges of a vertex are one contiguous row).
 */

import { LIMB_BITS, LIMB_RADIX, limbsForBits, wideAdd, wideCompare, wideCopy, wideHalve, wideIsZero, wideSign, wideSub, wideToHex, wideZero } from './wide-int';

const NONE = -1;
const FREE = 0;
const S = 1;
const T = 2;
const BREADCRUMB = 4;

/** Largest vertex count: directed edges are coded as tail·n + head in an int32. */
const MAX_VERTICES = 46340;

/** A blossom of the current dual solution (see `IncrementalMatching.certificate`). */
export interface IncrementalBlossom {
  readonly vertices: readonly number[];
  /** z in the module's units, as hex. */
  readonly dual: string;
}

/**
 * The current primal-dual state, in the module's units: slack(i, j) = u[i] + u[j] − 2·w + 2·Σ z[B ∋ i, j].
 * Lets tests prove optimality independently (feasibility plus complementary slackness).
 */
export interface IncrementalCertificate {
  readonly vertexDuals: readonly string[];
  readonly blossoms: readonly IncrementalBlossom[];
}

/** Work counters, for benchmarks and for the integrator's curiosity. */
export interface IncrementalStats {
  solves: number;
  /** Vertices given a new dual (cover vertices of needy edges, removed vertices). */
  coverVertices: number;
  /** Alternating trees grown. */
  searches: number;
  /** S-vertices scanned (each costs one pass over its row). */
  scans: number;
  /** Dual changes. */
  deltaSteps: number;
}

export class IncrementalMatching {
  readonly vertexCount: number;
  readonly weightBits: number;
  /** Limbs of a caller's weight: limbsForBits(weightBits). */
  readonly inputLimbs: number;
  /** 2^(weightBits − 48·(inputLimbs − 1)): bound on the top limb of a caller's weight. */
  private readonly topBound: number;
  readonly stats: IncrementalStats = { solves: 0, coverVertices: 0, searches: 0, scans: 0, deltaSteps: 0 };

  private readonly n: number;
  /** Limbs of every internal wide integer (weights, duals, slacks). */
  private readonly limbs: number;
  /** 2·w(i, j) at (i·n + j)·limbs, stored for both orientations so that a vertex's edges are one row. */
  private readonly w2: Float64Array;
  private readonly present: Uint8Array;
  private readonly removed: Uint8Array;

  // Pending changes, consumed by the next solve.
  private readonly dirtyFlag: Uint8Array;
  private readonly dirtyList: number[] = [];
  /** setWeight calls per vertex since the last solve (prefers the caller's vertex when choosing a cover). */
  private readonly touches: Int32Array;
  private readonly pendingRemovals: number[] = [];

  // The primal-dual state (kept between solves). Blossom ids are n..2n−1; arrays of size 2n hold both.
  /** u[v] at v·limbs, z[b] at b·limbs. */
  private readonly dual: Float64Array;
  /** Partner vertex, or NONE. */
  private readonly mate: Int32Array;
  private readonly inBlossom: Int32Array;
  private readonly blossomParent: Int32Array;
  private readonly blossomBase: Int32Array;
  private readonly blossomChilds: (Int32Array | null)[];
  /**
   * Cycle edges: endps[i] joins childs[i] and childs[i+1 mod len], coded tail·n + head with the head in childs[i]
   * and the tail in childs[i+1] (mwmatching's "endpoint" p is the head; p ^ 1 there is `reverse` here).
   */
  private readonly blossomEndps: (Int32Array | null)[];
  private readonly unusedBlossoms: Int32Array;
  private unusedCount: number;

  // Per-solve state of the growing trees (reset when no tree is left).
  private readonly label: Int32Array;
  /** The edge a labelled blossom (or reached vertex) was labelled through: tail inside it, head its tree parent. */
  private readonly labelEnd: Int32Array;
  /** Free vertex: least-slack edge from an S-vertex (tail) to it. Top-level S-blossom: least-slack edge to another. */
  private readonly bestEdge: Int32Array;
  private readonly blossomBestEdges: (Int32Array | null)[];
  private readonly bestEdgeTo: Int32Array;
  private readonly queue: number[] = [];
  /** Tight edges found while repairing after a dissolution, as (S-vertex, far vertex) pairs from eventHead. */
  private readonly events: number[] = [];
  private eventHead = 0;
  /** Trees still growing. */
  private rootCount = 0;
  private readonly rootStamp: Int32Array;
  private readonly rootOf: Int32Array;
  private readonly freedStamp: Int32Array;
  private readonly freedVertices: Int32Array;

  // Scratch.
  private readonly leafBuffer: Int32Array;
  private readonly leafStack: Int32Array;
  private readonly stamp: Int32Array;
  private epoch = 0;
  private readonly coverFlag: Uint8Array;
  private readonly openFlag: Uint8Array;
  private readonly needyDegree: Int32Array;
  private readonly delta: Float64Array;
  private readonly scratch: Float64Array;
  private readonly best: Float64Array;
  private readonly candidate: Float64Array;

  constructor(vertexCount: number, weightBits: number) {
    if (!Number.isInteger(vertexCount) || vertexCount < 0 || vertexCount > MAX_VERTICES) {
      throw new RangeError(`vertex count must be an integer in 0..${MAX_VERTICES}, got ${vertexCount}`);
    }
    if (!Number.isInteger(weightBits) || weightBits < 0) throw new RangeError(`bad weight width ${weightBits}`);
    const n = vertexCount;
    this.vertexCount = n;
    this.weightBits = weightBits;
    this.n = n;
    this.inputLimbs = limbsForBits(weightBits);
    this.topBound = Math.pow(2, weightBits - LIMB_BITS * (this.inputLimbs - 1));
    const limbs = limbsForBits(weightBits + 3);
    this.limbs = limbs;
    this.w2 = new Float64Array(n * n * limbs);
    this.present = new Uint8Array(n * n);
    this.removed = new Uint8Array(n);
    this.dirtyFlag = new Uint8Array(n * n);
    this.touches = new Int32Array(n);

    this.dual = new Float64Array(2 * n * limbs);
    this.mate = new Int32Array(n).fill(NONE);
    this.inBlossom = new Int32Array(n);
    for (let v = 0; v < n; v++) this.inBlossom[v] = v;
    this.blossomParent = new Int32Array(2 * n).fill(NONE);
    this.blossomBase = new Int32Array(2 * n).fill(NONE);
    for (let v = 0; v < n; v++) this.blossomBase[v] = v;
    this.blossomChilds = new Array<Int32Array | null>(2 * n).fill(null);
    this.blossomEndps = new Array<Int32Array | null>(2 * n).fill(null);
    this.unusedBlossoms = new Int32Array(n);
    for (let i = 0; i < n; i++) this.unusedBlossoms[i] = 2 * n - 1 - i;
    this.unusedCount = n;

    this.label = new Int32Array(2 * n);
    this.labelEnd = new Int32Array(2 * n).fill(NONE);
    this.bestEdge = new Int32Array(2 * n).fill(NONE);
    this.blossomBestEdges = new Array<Int32Array | null>(2 * n).fill(null);
    this.bestEdgeTo = new Int32Array(2 * n).fill(NONE);

    this.leafBuffer = new Int32Array(n);
    this.leafStack = new Int32Array(2 * n);
    this.stamp = new Int32Array(2 * n);
    this.rootStamp = new Int32Array(2 * n);
    this.rootOf = new Int32Array(2 * n);
    this.freedStamp = new Int32Array(n);
    this.freedVertices = new Int32Array(n);
    this.coverFlag = new Uint8Array(n);
    this.openFlag = new Uint8Array(n);
    this.needyDegree = new Int32Array(n);
    this.delta = new Float64Array(limbs);
    this.scratch = new Float64Array(limbs);
    this.best = new Float64Array(limbs);
    this.candidate = new Float64Array(limbs);
  }

  // ---------------------------------------------------------------------------------------------------------
  // Public API
  // ---------------------------------------------------------------------------------------------------------

  /**
   * Sets the weight of edge {u, v} to the wide integer src[off .. off + inputLimbs) (big-endian 48-bit limbs, in
   * [0, 2^weightBits)), or removes the edge (src = null). Setting an edge to its current state does nothing.
   */
  setWeight(u: number, v: number, src: Float64Array | null, off = 0): void {
    this.checkPair(u, v);
    if (this.removed[u] || this.removed[v]) {
      if (src === null) return;
      throw new RangeError(`edge {${u}, ${v}}: vertex ${this.removed[u] ? u : v} was removed`);
    }
    const n = this.n;
    const uv = u * n + v;
    const vu = v * n + u;
    if (src === null) {
      if (!this.present[uv]) return;
      this.present[uv] = this.present[vu] = 0;
    } else {
      const limbs = this.limbs;
      const inputLimbs = this.inputLimbs;
      if (!Number.isInteger(off) || off < 0 || off + inputLimbs > src.length) {
        throw new RangeError(`edge {${u}, ${v}}: no ${inputLimbs}-limb weight at offset ${off}`);
      }
      if (!this.fitsWeight(src, off)) {
        throw new RangeError(`edge {${u}, ${v}}: weight ${wideToHex(src, off, inputLimbs)} is not in [0, 2^${this.weightBits})`);
      }
      // 2·w, written straight into the table unless it equals the present weight.
      const w2 = this.w2;
      const pad = limbs - inputLimbs;
      const uo = uv * limbs;
      let same = this.present[uv] === 1;
      let carry = 0;
      for (let i = limbs - 1; i >= 0; i--) {
        const x = i >= pad ? 2 * src[off + i - pad] + carry : carry;
        carry = x >= LIMB_RADIX ? 1 : 0;
        const limb = x - carry * LIMB_RADIX;
        if (same && w2[uo + i] !== limb) same = false;
        w2[uo + i] = limb;
      }
      if (same) return;
      w2.copyWithin(vu * limbs, uo, uo + limbs);
      this.present[uv] = this.present[vu] = 1;
    }
    const key = u < v ? uv : vu;
    if (!this.dirtyFlag[key]) {
      this.dirtyFlag[key] = 1;
      this.dirtyList.push(key);
    }
    this.touches[u]++;
    this.touches[v]++;
  }

  /** Removes v for good: its edges disappear now, its partner (if any) is freed at the next solve. O(n). */
  removeVertex(v: number): void {
    if (!Number.isInteger(v) || v < 0 || v >= this.n) throw new RangeError(`no vertex ${v}`);
    if (this.removed[v]) return;
    this.removed[v] = 1;
    const n = this.n;
    for (let x = 0; x < n; x++) {
      this.present[v * n + x] = 0;
      this.present[x * n + v] = 0;
    }
    this.pendingRemovals.push(v);
  }

  /** A maximum-weight matching over the present edges: mate[v] = partner, or −1. */
  solve(): Int32Array {
    this.stats.solves++;
    this.applyUpdates();
    this.run();
    return this.mate.slice();
  }

  /** The current duals and blossoms (valid after solve(); see IncrementalCertificate for the units). */
  certificate(): IncrementalCertificate {
    const n = this.n;
    const limbs = this.limbs;
    const vertexDuals: string[] = [];
    for (let v = 0; v < n; v++) vertexDuals.push(wideToHex(this.dual, v * limbs, limbs));
    const blossoms: IncrementalBlossom[] = [];
    for (let b = n; b < 2 * n; b++) {
      if (this.blossomBase[b] < 0) continue;
      const count = this.collectLeaves(b);
      blossoms.push({ vertices: Array.from(this.leafBuffer.subarray(0, count)), dual: wideToHex(this.dual, b * limbs, limbs) });
    }
    return { vertexDuals, blossoms };
  }

  /** src[off ..] is a normalised wide integer in [0, 2^weightBits): integral limbs, in range, top limb bounded. */
  private fitsWeight(src: Float64Array, off: number): boolean {
    const top = src[off];
    if (!(top >= 0 && top < this.topBound && Math.floor(top) === top)) return false;
    for (let i = 1; i < this.inputLimbs; i++) {
      const x = src[off + i];
      if (!(x >= 0 && x < LIMB_RADIX && Math.floor(x) === x)) return false;
    }
    return true;
  }

  private checkPair(u: number, v: number): void {
    const n = this.n;
    if (!Number.isInteger(u) || !Number.isInteger(v) || u < 0 || v < 0 || u >= n || v >= n) {
      throw new RangeError(`edge {${u}, ${v}}: vertices must be in 0..${n - 1}`);
    }
    if (u === v) throw new RangeError(`edge {${u}, ${v}} is a self-loop`);
  }

  // ---------------------------------------------------------------------------------------------------------
  // Exact slack arithmetic on the limbs, as in blossom.ts: per limb, u[i] + u[j] − 2w lies in (−R, 2R) with
  // R = 2^48, so once the running value leaves [−4, 4] the lower limbs cannot change its sign; the running value
  // times R plus the next limb term stays below 2^52 and float64 keeps it exact.
  // ---------------------------------------------------------------------------------------------------------

  /** slack(a, b) < slack(c, d); neither edge lies inside a blossom. */
  private slackLess(a: number, b: number, c: number, d: number): boolean {
    const limbs = this.limbs;
    const dual = this.dual;
    const w2 = this.w2;
    const n = this.n;
    const ao = a * limbs;
    const bo = b * limbs;
    const co = c * limbs;
    const d0 = d * limbs;
    const abo = (a * n + b) * limbs;
    const cdo = (c * n + d) * limbs;
    let acc = 0;
    for (let l = 0; l < limbs; l++) {
      acc = acc * LIMB_RADIX + (dual[ao + l] + dual[bo + l] - dual[co + l] - dual[d0 + l] + w2[cdo + l] - w2[abo + l]);
      if (acc > 6) return false;
      if (acc < -6) return true;
    }
    return acc < 0;
  }

  private slackLessCode(e: number, f: number): boolean {
    const n = this.n;
    const eh = e % n;
    const fh = f % n;
    return this.slackLess((e - eh) / n, eh, (f - fh) / n, fh);
  }

  /** dst := u[a] + u[b] − 2·w(a, b), normalised. */
  private slackInto(a: number, b: number, dst: Float64Array): void {
    const limbs = this.limbs;
    const dual = this.dual;
    const w2 = this.w2;
    const ao = a * limbs;
    const bo = b * limbs;
    const wo = (a * this.n + b) * limbs;
    let carry = 0;
    for (let l = limbs - 1; l > 0; l--) {
      const s = dual[ao + l] + dual[bo + l] - w2[wo + l] + carry;
      carry = Math.floor(s / LIMB_RADIX);
      dst[l] = s - carry * LIMB_RADIX;
    }
    dst[0] = dual[ao] + dual[bo] - w2[wo] + carry;
  }

  private head(e: number): number {
    return e % this.n;
  }

  private tail(e: number): number {
    return (e - (e % this.n)) / this.n;
  }

  private reverse(e: number): number {
    const n = this.n;
    const h = e % n;
    return h * n + (e - h) / n;
  }

  // ---------------------------------------------------------------------------------------------------------
  // Updates: from the changed edges to a state where only exposed positive-dual vertices are wrong
  // ---------------------------------------------------------------------------------------------------------

  private applyUpdates(): void {
    const n = this.n;
    const cover = this.coverFlag;
    const order: number[] = [];
    for (const v of this.pendingRemovals) {
      if (!cover[v]) {
        cover[v] = 1;
        order.push(v);
      }
    }
    this.pendingRemovals.length = 0;

    // A bulk change (the first solve): every vertex with a changed edge is simply re-priced.
    if (8 * this.dirtyList.length > n * n) {
      for (const key of this.dirtyList) {
        this.dirtyFlag[key] = 0;
        const b = key % n;
        const a = (key - b) / n;
        for (const v of [a, b]) {
          if (!cover[v] && !this.removed[v]) {
            cover[v] = 1;
            order.push(v);
          }
        }
      }
      this.dirtyList.length = 0;
    }

    // Needy edges: the ones the kept state no longer satisfies.
    const needy: number[] = [];
    for (const key of this.dirtyList) {
      this.dirtyFlag[key] = 0;
      const b = key % n;
      const a = (key - b) / n;
      if (this.removed[a] || this.removed[b]) continue;
      if (this.isNeedy(a, b)) needy.push(key);
    }
    this.dirtyList.length = 0;

    // Cover them, preferring vertices with many needy edges, then the vertex the caller was changing.
    const degree = this.needyDegree;
    for (const key of needy) {
      const b = key % n;
      degree[b]++;
      degree[(key - b) / n]++;
    }
    for (const key of needy) {
      const b = key % n;
      const a = (key - b) / n;
      if (cover[a] || cover[b]) continue;
      const pickA = degree[a] !== degree[b] ? degree[a] > degree[b] : this.touches[a] >= this.touches[b];
      const v = pickA ? a : b;
      cover[v] = 1;
      order.push(v);
    }
    for (const key of needy) {
      const b = key % n;
      degree[b] = 0;
      degree[(key - b) / n] = 0;
    }
    this.touches.fill(0);
    if (order.length === 0) return;
    order.sort((x, y) => x - y);
    this.stats.coverVertices += order.length;
    for (const v of order) this.liftOut(v);
    this.assignCoverDuals(order);
    for (const v of order) cover[v] = 0;
  }

  /** Does the changed edge {a, b} break the kept state (matched, on a blossom cycle, or negative slack)? */
  private isNeedy(a: number, b: number): boolean {
    if (this.mate[a] === b) return true;
    const common = this.lowestCommonBlossom(a, b);
    if (common !== NONE) {
      const endps = this.blossomEndps[common] as Int32Array;
      const ab = a * this.n + b;
      const ba = b * this.n + a;
      for (let i = 0; i < endps.length; i++) if (endps[i] === ab || endps[i] === ba) return true;
    }
    if (!this.present[a * this.n + b]) return false;
    const limbs = this.limbs;
    const s = this.scratch;
    this.slackInto(a, b, s);
    for (let x = common; x !== NONE; x = this.blossomParent[x]) {
      wideAdd(s, 0, s, 0, this.dual, x * limbs, limbs);
      wideAdd(s, 0, s, 0, this.dual, x * limbs, limbs);
    }
    return wideSign(s, 0, limbs) < 0;
  }

  private lowestCommonBlossom(a: number, b: number): number {
    const stamp = ++this.epoch;
    for (let x = this.blossomParent[a]; x !== NONE; x = this.blossomParent[x]) this.stamp[x] = stamp;
    let x = this.blossomParent[b];
    while (x !== NONE && this.stamp[x] !== stamp) x = this.blossomParent[x];
    return x;
  }

  /**
   * Makes v a top-level singleton (step 1 of the header). Each blossom around v is rotated so that v is its base,
   * its outside partner is unmatched, and it is dissolved with its dual moved onto its vertices.
   */
  private liftOut(v: number): void {
    const limbs = this.limbs;
    const dual = this.dual;
    const mate = this.mate;
    while (this.inBlossom[v] !== v) {
      const b = this.inBlossom[v];
      const base = this.blossomBase[b];
      const outside = mate[base];
      if (outside !== NONE) {
        mate[base] = NONE;
        mate[outside] = NONE;
      }
      if (base !== v) {
        this.augmentBlossom(b, v);
        mate[v] = NONE; // its old partner was re-matched by the rotation
      }
      const count = this.collectLeaves(b);
      for (let i = 0; i < count; i++) {
        const x = this.leafBuffer[i];
        wideAdd(dual, x * limbs, dual, x * limbs, dual, b * limbs, limbs);
      }
      wideZero(dual, b * limbs, limbs);
      this.dissolve(b);
    }
  }

  /** Makes the children of top-level blossom b top-level and frees its id (no labels involved). */
  private dissolve(b: number): void {
    const n = this.n;
    const childs = this.blossomChilds[b] as Int32Array;
    for (let i = 0; i < childs.length; i++) {
      const s = childs[i];
      this.blossomParent[s] = NONE;
      if (s < n) {
        this.inBlossom[s] = s;
      } else {
        const count = this.collectLeaves(s);
        for (let j = 0; j < count; j++) this.inBlossom[this.leafBuffer[j]] = s;
      }
    }
    this.freeBlossomId(b);
  }

  private freeBlossomId(b: number): void {
    this.label[b] = FREE;
    this.labelEnd[b] = NONE;
    this.blossomChilds[b] = null;
    this.blossomEndps[b] = null;
    this.blossomBase[b] = NONE;
    this.blossomParent[b] = NONE;
    this.blossomBestEdges[b] = null;
    this.bestEdge[b] = NONE;
    this.unusedBlossoms[this.unusedCount++] = b;
  }

  /**
   * Step 2 of the header for the (singleton) cover vertices, in increasing order. Each assignment keeps every edge
   * feasible given the duals at that moment, and later ones only consider the current values, so the result is
   * feasible throughout.
   *  a. removed vertices: unmatched, dual 0;
   *  b. a still-matched vertex keeps its partner if the matched edge can be tight with all its edges feasible;
   *  c. the others ("open") are unmatched and raised to a feasible dual: 2w − u[x] against fixed neighbours, w
   *     against open ones (so that a batch such as the first solve starts from symmetric greedy duals, as
   *     blossom.ts does), then matched greedily along tight edges to exposed vertices;
   *  d. each open vertex still exposed is lowered to its least feasible dual (the edges that become tight stay
   *     tight) and matched greedily again.
   * A single open vertex (the usual case) gets its least feasible dual at once.
   */
  private assignCoverDuals(order: readonly number[]): void {
    const limbs = this.limbs;
    const dual = this.dual;
    const mate = this.mate;
    const open: number[] = [];
    for (const v of order) {
      const x = mate[v];
      if (this.removed[v]) {
        if (x !== NONE) mate[x] = NONE;
        mate[v] = NONE;
        wideZero(dual, v * limbs, limbs);
        continue;
      }
      if (x !== NONE) {
        if (this.keepMatched(v, x)) continue;
        mate[v] = NONE;
        mate[x] = NONE;
      }
      open.push(v);
    }
    if (open.length === 0) return;
    if (open.length > 1 && 4 * open.length >= this.n) {
      // A large batch (the first solve): exposed singletons outside the cover are as free as the open vertices;
      // left at dual 0 they would force every neighbour up to 2w instead of w and spoil the greedy start.
      for (const v of open) this.openFlag[v] = 1;
      for (let v = 0; v < this.n; v++) {
        if (!this.openFlag[v] && mate[v] === NONE && !this.removed[v] && this.inBlossom[v] === v) open.push(v);
      }
      for (const v of open) this.openFlag[v] = 0;
      open.sort((a, b) => a - b);
    }
    if (open.length === 1) {
      this.leastFeasibleDual(open[0], NONE, false, this.best);
      wideCopy(dual, open[0] * limbs, this.best, 0, limbs);
      this.matchTightExposed(open[0]);
      return;
    }
    // c: computed for every open vertex before any is written, so that open–open edges see w on both sides;
    //    then greedy matching on the tight edges.
    for (const v of open) this.openFlag[v] = 1;
    const raised = new Float64Array(open.length * limbs);
    for (let i = 0; i < open.length; i++) {
      this.leastFeasibleDual(open[i], NONE, true, this.best);
      wideCopy(raised, i * limbs, this.best, 0, limbs);
    }
    for (const v of open) this.openFlag[v] = 0;
    for (let i = 0; i < open.length; i++) wideCopy(dual, open[i] * limbs, raised, i * limbs, limbs);
    for (const v of open) if (mate[v] === NONE) this.matchTightExposed(v);
    // d: the ones still exposed are lowered, and matched again where that makes an edge to an exposed vertex tight.
    for (const v of open) {
      if (mate[v] !== NONE) continue;
      this.leastFeasibleDual(v, NONE, false, this.best);
      wideCopy(dual, v * limbs, this.best, 0, limbs);
      if (!wideIsZero(dual, v * limbs, limbs)) this.matchTightExposed(v);
    }
  }

  /** Matches exposed singleton v along its first tight edge to another exposed vertex, if any. */
  private matchTightExposed(v: number): void {
    const n = this.n;
    const mate = this.mate;
    const row = v * n;
    for (let y = 0; y < n; y++) {
      if (this.present[row + y] && mate[y] === NONE && this.isTight(v, y)) {
        mate[v] = y;
        mate[y] = v;
        return;
      }
    }
  }

  /** Case b: keep v matched to x if 2w(v, x) − u[x] is at least every other requirement on u[v]. */
  private keepMatched(v: number, x: number): boolean {
    const limbs = this.limbs;
    if (!this.present[v * this.n + x]) return false;
    const need = this.best;
    this.leastFeasibleDual(v, x, false, need);
    const t = this.candidate;
    wideSub(t, 0, this.w2, (v * this.n + x) * limbs, this.dual, x * limbs, limbs);
    if (wideCompare(t, 0, need, 0, limbs) < 0) return false;
    wideCopy(this.dual, v * limbs, t, 0, limbs);
    return true;
  }

  /**
   * dst := max(0, max over present edges {v, y}, y ≠ skip, of 2w(v, y) − u[y]), where an open y counts w(v, y)
   * instead when `openAsHalf` (both ends of an open–open edge are raised to w).
   */
  private leastFeasibleDual(v: number, skip: number, openAsHalf: boolean, dst: Float64Array): void {
    const n = this.n;
    const limbs = this.limbs;
    const dual = this.dual;
    const w2 = this.w2;
    const present = this.present;
    const c = this.candidate;
    wideZero(dst, 0, limbs);
    const row = v * n;
    for (let y = 0; y < n; y++) {
      if (!present[row + y] || y === skip) continue;
      const wo = (row + y) * limbs;
      if (openAsHalf && this.openFlag[y]) {
        if (wideCompare(w2, wo, dst, 0, limbs) <= 0) continue; // w ≤ 2w ≤ dst: cannot win
        wideHalve(c, 0, w2, wo, limbs);
      } else {
        // Quick reject on the top limbs: 2w − u[y] ≤ dst when the top-limb difference says so.
        if (w2[wo] - dual[y * limbs] - dst[0] < -1) continue;
        wideSub(c, 0, w2, wo, dual, y * limbs, limbs);
      }
      if (wideCompare(c, 0, dst, 0, limbs) > 0) wideCopy(dst, 0, c, 0, limbs);
    }
  }

  // ---------------------------------------------------------------------------------------------------------
  // Growing the alternating trees (after blossom.ts: all trees at once, kept across augmentations)
  // ---------------------------------------------------------------------------------------------------------

  /**
   * Makes the dual of exposed root r even (header, integrality): a singleton is raised by 1 (it is exposed, so
   * only slack grows); a blossom moves 1 from its dual onto its vertices (edges inside keep their slack, edges
   * leaving gain 1), and a zero-dual blossom is first dissolved (no dual moves) until one of those applies.
   */
  private makeEven(r: number): void {
    const limbs = this.limbs;
    const dual = this.dual;
    const one = this.candidate;
    wideZero(one, 0, limbs);
    one[limbs - 1] = 1;
    while ((dual[r * limbs + limbs - 1] & 1) !== 0) {
      const b = this.inBlossom[r];
      if (b === r) {
        wideAdd(dual, r * limbs, dual, r * limbs, one, 0, limbs);
      } else if (wideIsZero(dual, b * limbs, limbs)) {
        this.dissolve(b);
      } else {
        wideSub(dual, b * limbs, dual, b * limbs, one, 0, limbs);
        const count = this.collectLeaves(b);
        for (let i = 0; i < count; i++) {
          const x = this.leafBuffer[i];
          wideAdd(dual, x * limbs, dual, x * limbs, one, 0, limbs);
        }
      }
    }
  }

  /** Grows a tree from every exposed vertex with a positive dual until none is left. */
  private run(): void {
    const n = this.n;
    const limbs = this.limbs;
    const dual = this.dual;
    const mate = this.mate;
    const label = this.label;
    const inBlossom = this.inBlossom;
    const queue = this.queue;
    const events = this.events;

    for (let r = 0; r < n; r++) {
      if (mate[r] === NONE && !this.removed[r] && !wideIsZero(dual, r * limbs, limbs)) {
        this.makeEven(r);
        this.assignLabel(r, S, NONE);
        this.rootCount++;
        this.stats.searches++;
      }
    }
    if (this.rootCount === 0) return;

    while (this.rootCount > 0) {
      if (this.eventHead < events.length) {
        // A tight edge found while repairing after a dissolution: S-vertex, far vertex.
        const v = events[this.eventHead++];
        const x = events[this.eventHead++];
        if (this.eventHead === events.length) {
          events.length = 0;
          this.eventHead = 0;
        }
        if (label[inBlossom[v]] === S) this.processTightEdge(v, x);
        continue;
      }
      if (queue.length > 0) {
        const v = queue.pop() as number;
        if (label[inBlossom[v]] === S) this.scan(v); // else its tree was dissolved meanwhile
        continue;
      }
      this.changeDuals();
    }
    this.resetLabels();
  }

  private isTight(a: number, b: number): boolean {
    const limbs = this.limbs;
    const dual = this.dual;
    const w2 = this.w2;
    const ao = a * limbs;
    const bo = b * limbs;
    const wo = (a * this.n + b) * limbs;
    let acc = 0;
    for (let l = 0; l < limbs; l++) {
      acc = acc * LIMB_RADIX + (dual[ao + l] + dual[bo + l] - w2[wo + l]);
      if (acc > 4) return false;
      if (acc < -4) return true;
    }
    return acc <= 0;
  }

  /** Scans S-vertex v: follows tight edges, records least-slack edges for δ2 and δ3. */
  private scan(v: number): void {
    this.stats.scans++;
    const n = this.n;
    const limbs = this.limbs;
    const present = this.present;
    const inBlossom = this.inBlossom;
    const label = this.label;
    const bestEdge = this.bestEdge;
    const dual = this.dual;
    const w2 = this.w2;
    const row = v * n;
    const vo = v * limbs;
    for (let x = 0; x < n; x++) {
      if (!present[row + x]) continue;
      const bv = inBlossom[v];
      const bx = inBlossom[x];
      if (bv === bx) continue;
      const lx = label[bx];
      // An edge to an already reached T-vertex can neither grow a tree nor bound δ.
      if (lx === T && label[x] !== FREE) continue;
      // isTight, inlined: this loop is the hot spot.
      const xo = x * limbs;
      const wo = (row + x) * limbs;
      let acc = 0;
      let tight = false;
      for (let l = 0; l < limbs; l++) {
        acc = acc * LIMB_RADIX + (dual[vo + l] + dual[xo + l] - w2[wo + l]);
        if (acc > 4) break;
        if (acc < -4 || (l === limbs - 1 && acc <= 0)) {
          tight = true;
          break;
        }
      }
      if (tight) {
        if (this.processTightEdge(v, x)) return; // v's tree is gone
      } else if (lx === S) {
        const best = bestEdge[bv];
        if (best === NONE || this.slackLessCode(row + x, best)) bestEdge[bv] = row + x;
      } else if (label[x] === FREE) {
        const best = bestEdge[x];
        if (best === NONE || this.slackLessCode(row + x, best)) bestEdge[x] = row + x;
      }
    }
  }

  /**
   * Acts on the tight edge from S-vertex v to x: grow a tree, form a blossom or augment. Returns true when v's
   * tree was dissolved (after an augmentation).
   */
  private processTightEdge(v: number, x: number): boolean {
    const label = this.label;
    const bv = this.inBlossom[v];
    const bx = this.inBlossom[x];
    if (bv === bx) return false;
    const lx = label[bx];
    if (lx === FREE) {
      if (this.mate[this.blossomBase[bx]] === NONE) {
        // An exposed blossom (or vertex) with dual 0: the augmenting path ends at its base.
        const root = this.treeRoot(bv);
        label[bx] = S; // so that the flip stops there, as at a root
        this.labelEnd[bx] = NONE;
        this.flipToRoot(v, x);
        this.flipToRoot(x, v);
        label[bx] = FREE;
        this.dissolveTrees(root, NONE);
        return true;
      }
      this.assignLabel(x, T, x * this.n + v);
    } else if (lx === S) {
      const base = this.scanBlossom(v, x);
      if (base !== NONE) {
        this.addBlossom(base, v, x);
      } else {
        // Two trees meet: augment between their roots.
        const rootV = this.treeRoot(bv);
        const rootX = this.treeRoot(bx);
        this.flipToRoot(v, x);
        this.flipToRoot(x, v);
        this.dissolveTrees(rootV, rootX);
        return true;
      }
    } else if (label[x] === FREE) {
      // x lies in a T-blossom and is reached for the first time (needed if that blossom expands).
      label[x] = T;
      this.labelEnd[x] = x * this.n + v;
    }
    return false;
  }

  /** The root blossom of the tree holding the labelled top-level blossom b. */
  private treeRoot(b: number): number {
    for (;;) {
      const end = this.labelEnd[b];
      if (end === NONE) return b; // only roots have no label edge
      b = this.inBlossom[this.head(end)];
    }
  }

  /** δ1..δ4 (Galil) over all trees, applied; then the event that limited δ. */
  private changeDuals(): void {
    this.stats.deltaSteps++;
    const n = this.n;
    const limbs = this.limbs;
    const dual = this.dual;
    const label = this.label;
    const inBlossom = this.inBlossom;
    const bestEdge = this.bestEdge;
    const delta = this.delta;
    const scratch = this.scratch;

    // δ1: an S-vertex's dual reaches 0.
    let deltaVertex = NONE;
    for (let v = 0; v < n; v++) {
      if (label[inBlossom[v]] === S && (deltaVertex === NONE || wideCompare(dual, v * limbs, dual, deltaVertex * limbs, limbs) < 0)) deltaVertex = v;
    }
    let deltaType = 1;
    wideCopy(delta, 0, dual, deltaVertex * limbs, limbs);
    let deltaEdge = NONE;
    let deltaBlossom = NONE;

    // δ2: an edge from an S-vertex to a free vertex becomes tight.
    let best2 = NONE;
    for (let v = 0; v < n; v++) {
      const e = bestEdge[v];
      if (e !== NONE && label[inBlossom[v]] === FREE && (best2 === NONE || this.slackLessCode(e, best2))) best2 = e;
    }
    if (best2 !== NONE) {
      this.slackInto(this.tail(best2), this.head(best2), scratch);
      if (wideCompare(scratch, 0, delta, 0, limbs) < 0) {
        wideCopy(delta, 0, scratch, 0, limbs);
        deltaType = 2;
        deltaEdge = best2;
      }
    }
    // δ3: an edge between two S-blossoms becomes tight (both ends move, hence half the slack; even by parity).
    let best3 = NONE;
    for (let b = 0; b < 2 * n; b++) {
      const e = bestEdge[b];
      if (e !== NONE && label[b] === S && this.blossomParent[b] === NONE && (best3 === NONE || this.slackLessCode(e, best3))) best3 = e;
    }
    if (best3 !== NONE) {
      this.slackInto(this.tail(best3), this.head(best3), scratch);
      if (wideHalve(scratch, 0, scratch, 0, limbs) !== 0) throw new Error('internal error: odd slack between S-blossoms');
      if (wideCompare(scratch, 0, delta, 0, limbs) < 0) {
        wideCopy(delta, 0, scratch, 0, limbs);
        deltaType = 3;
        deltaEdge = best3;
      }
    }
    // δ4: a T-blossom's dual reaches 0.
    for (let b = n; b < 2 * n; b++) {
      if (this.blossomBase[b] >= 0 && this.blossomParent[b] === NONE && label[b] === T
        && wideCompare(dual, b * limbs, delta, 0, limbs) < 0) {
        wideCopy(delta, 0, dual, b * limbs, limbs);
        deltaType = 4;
        deltaBlossom = b;
      }
    }

    // S-vertices −δ, T-vertices +δ, S-blossoms +δ, T-blossoms −δ.
    for (let v = 0; v < n; v++) {
      const l = label[inBlossom[v]];
      if (l === S) wideSub(dual, v * limbs, dual, v * limbs, delta, 0, limbs);
      else if (l === T) wideAdd(dual, v * limbs, dual, v * limbs, delta, 0, limbs);
    }
    for (let b = n; b < 2 * n; b++) {
      if (this.blossomBase[b] >= 0 && this.blossomParent[b] === NONE) {
        if (label[b] === S) wideAdd(dual, b * limbs, dual, b * limbs, delta, 0, limbs);
        else if (label[b] === T) wideSub(dual, b * limbs, dual, b * limbs, delta, 0, limbs);
      }
    }

    if (deltaType === 1) {
      // The S-vertex with dual 0 is left exposed (allowed at the optimum) and its root is matched instead.
      const root = this.treeRoot(inBlossom[deltaVertex]);
      this.flipToRoot(deltaVertex, NONE);
      this.dissolveTrees(root, NONE);
    } else if (deltaType === 2 || deltaType === 3) {
      const a = this.tail(deltaEdge);
      const b = this.head(deltaEdge);
      if (label[inBlossom[a]] === S) this.processTightEdge(a, b);
      else this.processTightEdge(b, a);
    } else {
      this.expandBlossom(deltaBlossom, false);
    }
  }

  /**
   * Unlabels every blossom of the trees rooted at rootA and rootB (rootB may be NONE) after their roots got
   * matched, then repairs what the remaining trees had cached about them (as blossom.ts does):
   *  - vertices of the dissolved trees are rescanned against the remaining S-vertices (tight edges become
   *    events; the others give their δ2 edge);
   *  - δ2 edges of other non-S vertices and δ3 edges of remaining S-blossoms that pointed into the dissolved
   *    trees are recomputed.
   * Zero-dual S-blossoms of the dissolved trees are expanded, as the textbook does at the end of a stage.
   */
  private dissolveTrees(rootA: number, rootB: number): void {
    const n = this.n;
    const limbs = this.limbs;
    const label = this.label;
    const labelEnd = this.labelEnd;
    const inBlossom = this.inBlossom;
    const bestEdge = this.bestEdge;
    const rootOf = this.rootOf;
    const rootStamp = this.rootStamp;
    const stamp = ++this.epoch;
    this.rootCount -= rootB === NONE ? 1 : 2;

    // 1. The top-level blossoms of the two trees (roots memoised per call).
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
        b = inBlossom[this.head(end)];
      }
      for (const x of walk) {
        rootStamp[x] = stamp;
        rootOf[x] = root;
        if (root === rootA || root === rootB) doomed.push(x);
      }
    }

    // 2. Their vertices; zero-dual S-blossoms expanded; every label cleared on the way up from each vertex
    //    (nested blossoms keep stale labels otherwise, which expandBlossom would misread later).
    const freed = this.freedVertices;
    let freedCount = 0;
    for (const b of doomed) {
      const count = this.collectLeaves(b);
      for (let i = 0; i < count; i++) freed[freedCount++] = this.leafBuffer[i];
    }
    for (const b of doomed) {
      if (b >= n && label[b] === S && wideIsZero(this.dual, b * limbs, limbs)) this.expandBlossom(b, true);
    }
    for (let i = 0; i < freedCount; i++) {
      let x = freed[i];
      this.freedStamp[x] = stamp;
      while (x !== NONE) {
        label[x] = FREE;
        labelEnd[x] = NONE;
        bestEdge[x] = NONE;
        if (x >= n) this.blossomBestEdges[x] = null;
        x = this.blossomParent[x];
      }
    }
    if (this.rootCount === 0) return; // nothing left to repair: run() resets everything

    // 3. The freed vertices against the remaining S-vertices.
    for (let i = 0; i < freedCount; i++) this.recomputeVertexBestEdge(freed[i]);

    // 4. Vertices elsewhere that referred to a dissolved S-vertex: a vertex inside a surviving T-blossom marked
    //    as reached from it, or an unreached vertex whose least-slack S-neighbour it was.
    for (let v = 0; v < n; v++) {
      if (this.freedStamp[v] === stamp) continue;
      const top = label[inBlossom[v]];
      if (top === S) continue;
      if (top === T && label[v] === T) {
        const end = labelEnd[v];
        if (end !== NONE && label[inBlossom[this.head(end)]] !== S) {
          label[v] = FREE;
          labelEnd[v] = NONE;
          this.recomputeVertexBestEdge(v);
        }
        continue;
      }
      const e = bestEdge[v];
      if (e === NONE) continue;
      const h = this.head(e);
      const far = h === v ? this.tail(e) : h;
      if (label[inBlossom[far]] !== S) this.recomputeVertexBestEdge(v);
    }

    // 5. Remaining S-blossoms whose least-slack edge to another S-blossom now leads nowhere.
    for (let b = 0; b < 2 * n; b++) {
      const e = bestEdge[b];
      if (e === NONE || label[b] !== S || this.blossomParent[b] !== NONE) continue;
      const h = this.head(e);
      const far = inBlossom[h] === b ? this.tail(e) : h;
      const bf = inBlossom[far];
      if (label[bf] !== S || bf === b) this.recomputeBlossomBestEdge(b);
    }
  }

  /** δ2 edge of non-S vertex v from scratch; tight edges to S-vertices become events. */
  private recomputeVertexBestEdge(v: number): void {
    const n = this.n;
    const label = this.label;
    const inBlossom = this.inBlossom;
    const present = this.present;
    const bv = inBlossom[v];
    let best = NONE;
    const row = v * n;
    for (let y = 0; y < n; y++) {
      if (!present[row + y]) continue;
      const by = inBlossom[y];
      if (by === bv || label[by] !== S) continue;
      if (this.isTight(y, v)) {
        this.events.push(y, v);
      } else if (best === NONE || this.slackLessCode(y * n + v, best)) {
        best = y * n + v;
      }
    }
    this.bestEdge[v] = best;
  }

  /** δ3 edge of top-level S-blossom b from its best-edge list, or by rescanning its vertices. */
  private recomputeBlossomBestEdge(b: number): void {
    const n = this.n;
    const label = this.label;
    const inBlossom = this.inBlossom;
    let best = NONE;
    const list = this.blossomBestEdges[b];
    if (list !== null) {
      for (let i = 0; i < list.length; i++) {
        const e = list[i];
        const h = this.head(e);
        const far = inBlossom[h] === b ? this.tail(e) : h;
        const bf = inBlossom[far];
        if (bf !== b && label[bf] === S && (best === NONE || this.slackLessCode(e, best))) best = e;
      }
    } else {
      const count = this.collectLeaves(b);
      for (let i = 0; i < count; i++) {
        const x = this.leafBuffer[i];
        const row = x * n;
        for (let y = 0; y < n; y++) {
          if (!this.present[row + y]) continue;
          const by = inBlossom[y];
          if (by === b || label[by] !== S) continue;
          if (this.isTight(x, y)) this.events.push(x, y);
          else if (best === NONE || this.slackLessCode(row + y, best)) best = row + y;
        }
      }
    }
    this.bestEdge[b] = best;
  }

  /** All per-run state back to "no tree". */
  private resetLabels(): void {
    this.label.fill(FREE);
    this.labelEnd.fill(NONE);
    this.bestEdge.fill(NONE);
    this.blossomBestEdges.fill(null);
    this.queue.length = 0;
    this.events.length = 0;
    this.eventHead = 0;
    this.rootCount = 0;
  }

  // ---------------------------------------------------------------------------------------------------------
  // Blossom structure (after mwmatching.py / blossom.ts, on vertex pairs)
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
        const childs = this.blossomChilds[x] as Int32Array;
        for (let i = childs.length - 1; i >= 0; i--) stack[top++] = childs[i];
      }
    }
    return count;
  }

  /** Labels the top-level blossom of w with t through edge p (tail in it); a T-blossom labels its partner S. */
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
      const base = this.blossomBase[b];
      w = this.mate[base];
      t = S;
      p = w * this.n + base;
    }
  }

  /** Traces back from S-vertices v and w to their first common blossom; returns its base (or NONE). */
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
        v = this.head(this.labelEnd[b]);
        b = this.inBlossom[v];
        v = this.head(this.labelEnd[b]);
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

  /** Forms a new S-blossom from the cycle closed by the tight edge {v, w} through the tree back to `base`. */
  private addBlossom(base: number, v0: number, w0: number): void {
    const n = this.n;
    const inBlossom = this.inBlossom;
    const labelEnd = this.labelEnd;
    const bb = inBlossom[base];
    let bv = inBlossom[v0];
    let bw = inBlossom[w0];
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
      bv = inBlossom[this.head(labelEnd[bv])];
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(w0 * n + v0);
    while (bw !== bb) {
      this.blossomParent[bw] = b;
      path.push(bw);
      endps.push(this.reverse(labelEnd[bw]));
      bw = inBlossom[this.head(labelEnd[bw])];
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

    // Least-slack edges from the new blossom to every other S-blossom (δ3).
    const bestEdgeTo = this.bestEdgeTo;
    const touched: number[] = [];
    const present = this.present;
    for (const sub of path) {
      const list = this.blossomBestEdges[sub];
      if (list === null) {
        const leaves = this.collectLeaves(sub);
        for (let i = 0; i < leaves; i++) {
          const x = this.leafBuffer[i];
          const row = x * n;
          for (let y = 0; y < n; y++) if (present[row + y]) this.considerBestEdgeTo(b, row + y, y, touched);
        }
      } else {
        for (let i = 0; i < list.length; i++) {
          const e = list[i];
          const h = this.head(e);
          this.considerBestEdgeTo(b, e, inBlossom[h] === b ? this.tail(e) : h, touched);
        }
      }
      this.blossomBestEdges[sub] = null;
      this.bestEdge[sub] = NONE;
    }
    const best: number[] = [];
    for (const bj of touched) {
      if (bestEdgeTo[bj] !== NONE) best.push(bestEdgeTo[bj]);
      bestEdgeTo[bj] = NONE;
    }
    this.blossomBestEdges[b] = Int32Array.from(best);
    let be = NONE;
    for (const e of best) if (be === NONE || this.slackLessCode(e, be)) be = e;
    this.bestEdge[b] = be;
  }

  private considerBestEdgeTo(b: number, e: number, far: number, touched: number[]): void {
    const bj = this.inBlossom[far];
    if (bj === b || this.label[bj] !== S) return;
    const current = this.bestEdgeTo[bj];
    if (current === NONE) {
      touched.push(bj);
      this.bestEdgeTo[bj] = e;
    } else if (this.slackLessCode(e, current)) {
      this.bestEdgeTo[bj] = e;
    }
  }

  /** Expands blossom b: in the middle of a tree (T-blossom, δ4) or at its end (S-blossom with zero dual). */
  private expandBlossom(b: number, endStage: boolean): void {
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
      const label = this.label;
      const entryChild = this.inBlossom[this.tail(this.labelEnd[b])];
      let j = childs.indexOf(entryChild);
      let jStep: number;
      let endpTrick: boolean;
      if (j & 1) {
        j -= len;
        jStep = 1;
        endpTrick = false;
      } else {
        jStep = -1;
        endpTrick = true;
      }
      const at = (i: number): number => (i < 0 ? i + len : i);
      const oriented = (e: number): number => (endpTrick ? this.reverse(e) : e);
      let p = this.labelEnd[b];
      while (j !== 0) {
        label[this.tail(p)] = FREE;
        label[this.tail(oriented(endps[at(j - (endpTrick ? 1 : 0))]))] = FREE;
        this.assignLabel(this.tail(p), T, p);
        j += jStep;
        p = oriented(endps[at(j - (endpTrick ? 1 : 0))]);
        j += jStep;
      }
      let bv = childs[at(j)];
      const entry = this.tail(p);
      label[entry] = label[bv] = T;
      this.labelEnd[entry] = this.labelEnd[bv] = p;
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
          label[this.mate[this.blossomBase[bv]]] = FREE;
          this.assignLabel(reached, T, this.labelEnd[reached]);
        }
        j += jStep;
      }
    }
    this.freeBlossomId(b);
  }

  /** Swaps matched and unmatched edges inside blossom b so that vertex v becomes its base (v's own mate is stale). */
  private augmentBlossom(b: number, v: number): void {
    const n = this.n;
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
    let endpTrick: boolean;
    if (i & 1) {
      j -= len;
      jStep = 1;
      endpTrick = false;
    } else {
      jStep = -1;
      endpTrick = true;
    }
    while (j !== 0) {
      j += jStep;
      t = childs[at(j)];
      const e = endps[at(j - (endpTrick ? 1 : 0))];
      const p = endpTrick ? this.reverse(e) : e;
      const ph = this.head(p);
      const pt = this.tail(p);
      if (t >= n) this.augmentBlossom(t, ph);
      j += jStep;
      t = childs[at(j)];
      if (t >= n) this.augmentBlossom(t, pt);
      this.mate[ph] = pt;
      this.mate[pt] = ph;
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
   * Flips the alternating path from S-vertex s back to its tree root; s gets `partner` as its new mate
   * (NONE: s becomes exposed, the unmatch step of δ1).
   */
  private flipToRoot(s: number, partner: number): void {
    const n = this.n;
    for (;;) {
      const bs = this.inBlossom[s];
      if (bs >= n) this.augmentBlossom(bs, s);
      this.mate[s] = partner;
      if (this.labelEnd[bs] === NONE) return; // reached the root
      const t = this.head(this.labelEnd[bs]);
      const bt = this.inBlossom[t];
      const p = this.labelEnd[bt];
      s = this.head(p);
      const j = this.tail(p);
      if (bt >= n) this.augmentBlossom(bt, j);
      this.mate[j] = s;
      partner = j;
    }
  }
}
