/**
 * The bracket's graph: U's edge weights (pool weight and ordering addend per pair), the slotted MatchingGraph
 * built from them at the bracket's first solve (weight-compression.ts squeezes its layout), and the solver over
 * it. The state of every layer of BracketMatcher lives here (one object, one shape); the matcher's phase is
 * BracketMatcher's (bracket-matcher.ts), the layers in between add behaviour only.
 */

import {
  type BlossomSolver,
  MatchingGraph,
  type OptimalityConditions,
  completeEdgeIndex,
  spareLowBits,
} from '../../matching/blossom';
import { limbsForBits, wideShiftLeft } from '../../matching/wide-int';
import type { Graph } from '../../matching/cardinality';
import { composeWeight } from './weight-compose';
import { type CompressedLayout, compressLayout, compressTerms } from './weight-compression';
import type { WeightPool } from './weight-pool';
import type { LaminarBlossoms } from './laminar-blossoms';
import { SparsePick, kindKey, sparsePerKind } from './sparse-pick';

export interface BracketMatcherHooks {
  /** C1/C3: who may meet whom, over all players (vertices). */
  readonly field: Graph;
  /** The player may be left over for the PAB (eligible, score not above the fixed PAB score). */
  byeCandidate(v: number): boolean;
  /** The pool weight (id, or −1: they may not meet) every edge outside U carries (the top field only). */
  outsideWeight(u: number, v: number): number;
  /** The ordering addends of the staged decisions sum to less than 2^addendBits over a matching (the room field). */
  readonly addendBits: number;
  /** Optional: per player, a partner whose edge joins each bracket's sparse start (PairOptions.startFrom), or −1. */
  readonly startPartner?: Int32Array;
}

/**
 * Edge weights of the current U, indexed by local edge number (edges (i, j), i < j, numbered j(j−1)/2 + i):
 * a weight of the pool (−1: no edge) plus an ordering addend.
 */
export interface BracketEdges {
  /** The undecided players of U when the bracket began, in the order given to beginBracket. */
  readonly vertices: number[];
  /** Per player (vertex of the field), its local index in U, or −1. */
  readonly local: Int32Array;
  readonly terms: Int32Array;
  readonly delta: Float64Array;
}

/**
 * The matcher's phase (docs/dutch-engine.md, "The matcher's states"), checked by each public call (a call
 * before beginBracket throws; setBracketWeights only while weighing; the certified reads answer "not known"
 * outside certified):
 *  - idle: constructed, no bracket begun;
 *  - weighing: beginBracket was called, the bracket's weights are being set, nothing is solved yet;
 *  - solved: the last solve's optimum is of U alone (`scoped`, with the optimality conditions it was priced
 *    with over every edge of U) or of the whole field;
 *  - certified: the conditions of a scoped optimum are taken (certify) and decisions are read off them
 *    (pairEarliest, pairAcross, mayBeOptimal); `atSolve` numbers the solve they were taken at.
 */
export type MatcherPhase =
  | { readonly name: 'idle' }
  | { readonly name: 'weighing' }
  | { readonly name: 'solved'; readonly scoped: false }
  | { readonly name: 'solved'; readonly scoped: true; readonly priced: OptimalityConditions }
  | {
      readonly name: 'certified';
      readonly conditions: OptimalityConditions;
      readonly atSolve: number;
      readonly priced: OptimalityConditions;
    };

/** The state of BracketMatcher, and its bracket graph. */
export abstract class BracketGraph {
  /** See MatcherPhase. */
  protected phase: MatcherPhase = { name: 'idle' };
  /** Whether the last solve looked at U only (leftovers of U are then reported unmatched). */
  protected lastScoped = true;
  protected readonly fullGraphBits: number;
  /** Per player, 1 once decided (finalize), with its partner in mateOf. */
  protected readonly finalized: Uint8Array;
  protected readonly mateOf: Int32Array;
  protected readonly fullBuffer: Float64Array;
  protected edges: BracketEdges;
  /** The bracket's graph and its solver, or null until the next solve builds them from the terms (buildFresh). */
  protected graph: MatchingGraph | null = null;
  protected solver: BlossomSolver | null = null;
  /** Edges whose weight changed since the last solve (the next one re-solves warm from them). */
  protected changed: number[] = [];
  /** First vertex of L (L is every player from there on), and a maximum matching of L (built when needed). */
  protected lStart = 0;
  protected lMatching: Int32Array | null = null;
  /** The last maximum matching of L built, kept to start the next one from (L only shrinks). */
  protected lastLMatching: Int32Array | null = null;
  /** canComplete's answers in this bracket, per list of leftovers. */
  protected readonly completable = new Map<string, boolean>();
  /**
   * The current optimal matching of U in local indices (−1 = left over; decided pairs keep their partner), as
   * read by the certified repairs.
   */
  protected localMate = new Int32Array(0);
  /** Per local vertex of U, 1 while undecided (made at the first repair of a bracket, kept by `finalize`). */
  protected undecided = new Uint8Array(0);
  /** distinctOf's marks. */
  protected listMark = new Int32Array(0);
  protected listStamp = 0;
  /** The laminar family of the certified conditions' positive-dual blossoms (built at their first repair). */
  protected laminar: LaminarBlossoms | null = null;
  /** See repairStillFails: the last failed repair of candidate i's partner a, within one pairEarliest call. */
  protected failedRepair: {
    readonly i: number;
    readonly a: number;
    readonly inTree: Uint8Array;
    readonly even: Int32Array;
  } | null = null;
  /** The tight edges that carry a weight, over U's local indices (built by `certify`). */
  protected tightEdges: Graph = { size: 0, neighbours: () => [] };
  /** The current graph's weight slots: per pool id (without addend; −1 = none yet), and per (id, addend). */
  protected slotOfId = new Int32Array(0);
  protected readonly slotOfKind = new Map<number, number>();
  /** The bracket graph's weights are the pool's times 2^weightShift (see buildGraph). */
  protected weightShift = 0;
  protected slotBuffer = new Float64Array(0);
  protected layoutBuffer = new Float64Array(0);
  /** Players given to the last beginBracket (decided ones included). */
  protected bracketSize = 0;
  /** A weight changed since the last solve (decided pairs leaving do not count). */
  protected reweighted = false;
  /** Solves so far (a certificate notes the one it was taken at). */
  protected solves = 0;
  /** Local indices of players decided since the last solve (their edges are set to weight 0 at the next). */
  protected decided: number[] = [];
  /**
   * The bracket graph's layout (weight-compression.ts), made at the bracket's first solve from the weights it
   * has then; the pool weights it covers, and their compressed terms as needed.
   */
  protected layout: CompressedLayout | null = null;
  protected inLayout = new Uint8Array(0);
  protected readonly compressedTerms = new Map<number, number[]>();
  /** The bound on the addends' sum the layout assumed. */
  protected layoutAddends = 0;
  /**
   * Per local vertex, the largest |addend| any of its edges to later players has had in this bracket; their sum
   * bounds |Σ addends| over any matching (each matching edge counted at its first end, a different one each).
   */
  protected rowAddend = new Float64Array(0);
  /**
   * Per local vertex, 1 once rowAddend is positive: an edge to a later player may have an addend (rowAddend only
   * grows in a bracket). The per-edge passes read an edge's addend only where one may be (docs/performance.md,
   * "Heap numbers in per-edge passes").
   */
  protected rowHasAddend = new Uint8Array(0);
  protected addendSum = 0;

  constructor(
    readonly size: number,
    protected readonly pool: WeightPool,
    protected readonly hooks: BracketMatcherHooks,
  ) {
    this.fullGraphBits = fullGraphBits(pool.belowTop);
    this.finalized = new Uint8Array(size);
    this.mateOf = new Int32Array(size).fill(-1);
    this.fullBuffer = new Float64Array(pool.limbs);
    this.edges = {
      vertices: [],
      local: new Int32Array(size).fill(-1),
      terms: new Int32Array(0),
      delta: new Float64Array(0),
    };
  }

  /** The certified conditions, or null when no decision may rely on any (phase other than certified). */
  protected certified(): OptimalityConditions | null {
    return this.phase.name === 'certified' ? this.phase.conditions : null;
  }

  /**
   * Throws unless a bracket has begun (every call but beginBracket needs one): a caller bug, the protocol's call
   * order was broken. (One comparison: setEdge calls it per edge.)
   */
  protected expectBracket(call: string): void {
    if (this.phase.name === 'idle')
      throw new Error(`BracketMatcher.${call}: not allowed in phase 'idle' (begin a bracket first)`);
  }

  /** Local index of a player of U (throws for anyone else: a caller bug). */
  protected localOf(v: number): number {
    const i = this.edges.local[v];
    if (i === undefined || i < 0) throw new Error(`player vertex ${v} is not in the bracket`);
    return i;
  }

  /**
   * The bracket's graph, from the weights its edges have now (decided players' edges leave it first), and the
   * edges its first solve starts from (`SparsePick`), in two passes over U's edges instead of four. The first
   * pass walks each player's edges after it and notes the pool weights in use; the layout is squeezed to the bit
   * positions those weights use (weight-compression.ts); the second pass writes the edges' weight slots (one per
   * kind: pool weight and addend) and walks each player's edges before it. Returns the start's edges.
   */
  protected buildFresh(): Int32Array {
    const { vertices, terms, delta } = this.edges;
    const k = vertices.length;
    const inLayout = new Uint8Array(this.pool.size);
    // the layout covers the weights decided pairs had, as when it was made before they left (same layout, same
    // squeezed weights as the graph had)
    this.flushDecided(inLayout);
    const pick = new SparsePick(k, this.pool.size, sparsePerKind(k), terms, delta, this.rowHasAddend, inLayout);
    // Player i looks at the players after it first, then at those before it (wrapping round), so that the edges
    // of a class spread over its players. Both walks go along the rows of the edge numbering (row j: the edges
    // (0, j) … (j − 1, j)), which are contiguous: row j continues each earlier player's walk after it, and is
    // player j's walk before it, which starts from the counts its walk after it left. Per-edge loops are one call
    // per row (docs/performance.md, "One call per loop").
    for (let j = 1; j < k; j++) pick.after(j);
    this.buildGraph(inLayout);
    const hasAddend = this.rowHasAddend;
    for (let j = 1; j < k; j++) {
      this.writeRowWeights((j * (j - 1)) / 2, j, hasAddend);
      pick.before(j);
    }
    const partner = this.hooks.startPartner;
    if (partner) {
      for (let i = 0; i < k; i++) {
        const p = partner[vertices[i]];
        const j = p >= 0 ? this.edges.local[p] : -1;
        if (j > i) pick.include((j * (j - 1)) / 2 + i);
      }
    }
    return pick.chosenEdges();
  }

  /** The graph for the pool weights marked in `inLayout` (edges start at weight 0; see buildFresh). */
  protected buildGraph(inLayout: Uint8Array<ArrayBuffer>): void {
    const k = this.edges.vertices.length;
    this.inLayout = inLayout;
    const lists: (readonly number[])[] = [];
    for (let id = 0; id < inLayout.length; id++) if (inLayout[id]) lists.push(this.pool.belowOf(id));
    this.layoutAddends = Math.max(2 ** this.hooks.addendBits, this.addendSum);
    this.layout = compressLayout(lists, Math.floor(k / 2), this.layoutAddends);
    this.compressedTerms.clear();
    // weights scaled up by the low bits the graph's limbs leave spare (no optimum changes): the top limb then
    // holds the leading bits, and the solver's top-limb fast paths decide most comparisons
    this.weightShift = spareLowBits(k, this.layout.bits);
    this.graph = MatchingGraph.completeSlotted(k, this.layout.bits + this.weightShift);
    this.slotBuffer = new Float64Array(this.graph.limbs);
    this.layoutBuffer = new Float64Array(limbsForBits(this.layout.bits));
    this.slotOfId = new Int32Array(this.pool.size + 64).fill(-1);
    this.slotOfKind.clear();
  }

  /** Addend `delta` on an edge from local vertex `row` to a later one: raises the bound on their sum if need be. */
  protected noteAddend(row: number, delta: number): void {
    const d = Math.abs(delta);
    if (d > this.rowAddend[row]) {
      this.addendSum += d - this.rowAddend[row];
      this.rowAddend[row] = d;
      this.rowHasAddend[row] = 1;
    }
  }

  /**
   * The graph's layout cannot take a weight it was not made for (or addends beyond its bound): the graph is
   * rebuilt at the next solve, from every edge's weight, as for the bracket's first solve.
   */
  protected rebuildGraph(): void {
    this.graph = null;
    this.solver = null;
  }

  /** The bracket-matching weight of pool weight `id` plus `delta` into the graph as edge e. */
  protected writeWeight(e: number, id: number, delta: number): void {
    this.graph!.setEdgeSlot(e, this.slotOf(id, delta));
  }

  /** The graph's weight slot for pool weight `id` plus `delta`, added the first time the bracket needs it. */
  protected slotOf(id: number, delta: number): number {
    if (delta === 0 && id < this.slotOfId.length && this.slotOfId[id] >= 0) return this.slotOfId[id];
    const key = kindKey(id, delta);
    let slot = this.slotOfKind.get(key);
    if (slot === undefined) {
      if (!Number.isSafeInteger(delta)) throw new RangeError(`weight addend ${delta} is not an integer`);
      // (a Map, not an array written at scattered ids: docs/performance.md, "Type feedback and shapes")
      let terms = this.compressedTerms.get(id);
      if (terms === undefined) {
        terms = compressTerms(this.pool.belowOf(id), this.layout!);
        this.compressedTerms.set(id, terms);
      }
      const buffer = this.layoutBuffer;
      composeWeight(terms, delta, buffer, 0, buffer.length);
      const limbs = this.graph!.limbs;
      wideShiftLeft(this.slotBuffer, 0, limbs, buffer, 0, buffer.length, this.weightShift);
      slot = this.graph!.addWeightSlot(this.slotBuffer, 0, limbs);
      this.slotOfKind.set(key, slot);
      if (delta === 0) {
        if (id >= this.slotOfId.length) {
          const grown = new Int32Array(2 * id + 64).fill(-1);
          grown.set(this.slotOfId);
          this.slotOfId = grown;
        }
        this.slotOfId[id] = slot;
      }
    }
    return slot;
  }

  /** The weight of U's edge between local vertices i and j: pool weight `id` (−1: no edge) plus `delta`. */
  protected setLocalEdge(i: number, j: number, id: number, delta: number): void {
    const e = completeEdgeIndex(i, j);
    const row = i < j ? i : j; // the edge's row in rowAddend: its lower end
    const { terms } = this.edges;
    // (the stored addend is read only where one may be: see rowHasAddend)
    if (terms[e] === id && (this.rowHasAddend[row] ? this.edges.delta[e] : 0) === delta) return;
    terms[e] = id;
    this.edges.delta[e] = delta;
    this.reweighted = true;
    if (delta !== 0) this.noteAddend(row, delta);
    if (
      this.solver &&
      ((id >= 0 && (id >= this.inLayout.length || !this.inLayout[id])) || this.addendSum > this.layoutAddends)
    ) {
      this.rebuildGraph();
    }
    // before the bracket's first solve (or a rebuild) the graph is written from the terms (buildFresh)
    if (!this.solver) return;
    if (id >= 0) this.writeWeight(e, id, delta);
    else this.graph!.setEdgeSlot(e, ZERO_SLOT);
    this.changed.push(e);
  }

  /** Row `count` of a graph just built (its edges start at the zero slot): every weighted edge's slot. */
  protected writeRowWeights(from: number, count: number, hasAddend: Uint8Array): void {
    const { terms, delta } = this.edges;
    const graph = this.graph!;
    const slotOfId = this.slotOfId;
    for (let i = 0, e = from; i < count; i++, e++) {
      const id = terms[e];
      if (id < 0) continue;
      const d = hasAddend[i] ? delta[e] : 0;
      // (slotOf's own fast path, without the call per edge)
      const slot = d === 0 && id < slotOfId.length ? slotOfId[id] : -1;
      graph.setEdgeSlot(e, slot >= 0 ? slot : this.slotOf(id, d));
    }
  }

  /**
   * Write the weight-0 edges of decided pairs into the solver's graph (`noted`, if given, gets the pool weights
   * they had).
   */
  protected flushDecided(noted?: Uint8Array): void {
    const k = this.edges.vertices.length;
    const { terms } = this.edges;
    const graph = this.graph;
    const unweight = (e: number) => {
      if (terms[e] < 0) return;
      if (noted) noted[terms[e]] = 1;
      terms[e] = -1;
      // (before a fresh graph is built there is nothing to unweight in it: buildFresh writes it from the terms)
      if (!graph) return;
      graph.setEdgeSlot(e, ZERO_SLOT);
      this.changed.push(e);
    };
    for (const i of this.decided) {
      edgesBefore(i, unweight);
      edgesAfter(i, k, unweight);
    }
    this.decided = [];
  }
}

/** The numbers of local vertex i's edges to the players before it in U, in their order. */
function edgesBefore(i: number, visit: (e: number) => void): void {
  for (let e = completeEdgeIndex(0, i), end = e + i; e < end; e++) visit(e);
}

/** The numbers of local vertex i's edges to the players after it in U (k players), in their order. */
function edgesAfter(i: number, k: number, visit: (e: number) => void): void {
  for (let j = i + 1, e = completeEdgeIndex(i, j); j < k; e += j, j++) visit(e);
}

/** A slotted graph's slot of weight 0: an edge that is no edge (a matching gains nothing by it). */
export const ZERO_SLOT = 0;

/** Width of the whole-field solve's weights: the whole layout (top field included) and one bit to spare. */
function fullGraphBits(belowTop: number): number {
  return belowTop + 3;
}
