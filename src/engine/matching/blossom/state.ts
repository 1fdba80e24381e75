/**
 * The solver's state (struct-of-arrays, one field per array) and the adjacency of the edges it sees.
 */

import type { MatchingGraph } from './graph';
import { LIMB_BITS } from '../wide-int';
import { NONE } from './constants';
import type { MatchingOptions } from './types';

/**
 * The state of one run of the blossom algorithm: every field of BlossomSolver, set up by the constructor. Blossom
 * ids are n..2n−1; vertex and blossom arrays of size 2n are indexed by both. Endpoint p of edge k = p >> 1 is
 * vertex ends[p]; p ^ 1 is the other end. The layers above add behaviour only (no field of their own), so the
 * object keeps one shape.
 */
export abstract class SolverState {
  protected readonly n: number;
  protected readonly limbs: number;
  protected readonly maxCardinality: boolean;
  protected readonly uniformStart: boolean;
  protected readonly ends: Int32Array;
  /** The graph's weights; edge k's limbs start at woff[k] (re-read at each resolve: a slotted table grows). */
  protected weights: Float64Array;
  protected readonly woff: Int32Array;
  protected adjStart: Int32Array;
  /** For each vertex, the far endpoints of its active edges, in edge order. */
  protected adjEnd: Int32Array;
  /** Per adjacency slot: the far vertex, and the top limb of the edge weight (sequential reads in scans). */
  protected adjFar: Int32Array;
  protected adjTop: Float64Array;
  /** Per adjacency slot, its edge's weight offset (woff[k]): read in the scans' order, not at random over all edges. */
  protected adjWoff: Int32Array;
  /** Edges the solver sees (see `activate`); the others are checked by `optimalityConditions`. */
  protected readonly active: Uint8Array;
  /**
   * The active edges in ascending order, or null for all of them: a sparse start over a dense bracket sees a
   * tenth of its edges, and the adjacency is built from the list instead of a pass over every edge.
   */
  protected activeList: Int32Array | null = null;
  protected activeCount = 0;
  /** Vertex duals at v·limbs, blossom duals at b·limbs. */
  protected readonly dual: Float64Array;
  /** Far endpoint of v's matched edge, or −1. */
  protected readonly mate: Int32Array;
  protected readonly label: Int32Array;
  protected readonly labelEnd: Int32Array;
  protected readonly inBlossom: Int32Array;
  protected readonly blossomParent: Int32Array;
  protected readonly blossomBase: Int32Array;
  protected readonly blossomChilds: (Int32Array | null)[];
  protected readonly blossomEndps: (Int32Array | null)[];
  protected readonly bestEdge: Int32Array;
  protected readonly blossomBestEdges: (Int32Array | null)[];
  protected readonly unusedBlossoms: Int32Array;
  protected unusedCount: number;
  /** S-vertices waiting to be scanned (a stack). */
  protected readonly queue: number[] = [];
  /** Tight edges found during repairs, as (S-vertex, far endpoint) pairs, consumed from eventHead. */
  protected readonly events: number[] = [];
  protected eventHead = 0;
  /** The δ chosen by chooseDelta and its witness (edge for δ2/δ3, blossom for δ4, vertex for δ1). */
  protected deltaEdge = NONE;
  protected deltaBlossom = NONE;
  protected deltaVertex = NONE;
  /** Σδ so far, and the lazily repaired least-slack edges (see markStaleVertex). */
  protected readonly deltaSum: Float64Array;
  protected readonly staleVertex: Uint8Array;
  protected readonly staleBound2: Float64Array;
  protected readonly staleVertices: number[] = [];
  protected readonly staleBlossom: Uint8Array;
  /** Blossoms whose least-slack edge lists wait for the next choice of δ (see addBlossom), flagged and listed. */
  protected readonly pendingBest: Uint8Array;
  protected readonly pendingBlossoms: number[] = [];
  protected readonly staleBound3: Float64Array;
  protected readonly staleBlossoms: number[] = [];
  /** Trees still alive (exposed roots). */
  protected rootCount = 0;
  /** Per-call marks for dissolveTrees. */
  protected epoch = 0;
  protected readonly rootStamp: Int32Array;
  protected readonly rootOf: Int32Array;
  protected readonly freedStamp: Int32Array;
  protected readonly freedVertices: Int32Array;
  protected readonly bestEdgeTo: Int32Array;
  protected readonly leafBuffer: Int32Array;
  protected readonly leafStack: Int32Array;
  protected readonly delta: Float64Array;
  protected readonly scratch: Float64Array;
  /** The constant 1. */
  protected readonly one: Float64Array;
  protected readonly maxDualBits: number;
  protected solved = false;
  protected readonly graph: MatchingGraph;
  /** Per resolve call: vertices released from the old solution. */
  protected readonly released: Uint8Array;

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

  /** Adjacency lists (CSR) of the active edges, each vertex's in ascending edge order (refreshAdjacencyTop bisects them). */
  protected buildAdjacency(): void {
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
      if (!this.active[k]) {
        this.active[k] = 1;
        added = true;
      }
    }
    if (!added) return;
    if (this.activeList) this.activeList = this.listActive();
    this.buildAdjacency();
  }

  protected listActive(): Int32Array {
    const out: number[] = [];
    for (let k = 0; k < this.active.length; k++) if (this.active[k]) out.push(k);
    return Int32Array.from(out);
  }
}

/** The list as an Int32Array when it is strictly ascending (no repeats), else null. */
function ascendingUnique(list: ArrayLike<number>): Int32Array | null {
  for (let i = 1; i < list.length; i++) if (list[i] <= list[i - 1]) return null;
  return Int32Array.from(list);
}
