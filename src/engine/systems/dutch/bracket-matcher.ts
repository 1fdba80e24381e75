import {
  BlossomSolver, MatchingGraph, type OptimalityConditions, completeEdgeIndex, maxWeightMatching, spareLowBits,
} from '../../matching/blossom';
import { limbsForBits, wideShiftLeft } from '../../matching/wide-int';
import {
  BitMatrix, type Graph, coverVertex, denseGraph, findReplaceableExposed, maximumMatching,
} from '../../matching/cardinality';
import { composeWeight } from './weight-compose';
import { type CompressedLayout, compressLayout, compressTerms } from './weight-compression';
import type { WeightPool } from './weight-pool';

/**
 * The maximum-weight matching the Dutch procedure re-solves while it fixes decisions (dutch.md §7.2), made
 * cheap by looking only at the bracket.
 *
 * The reference method matches all players at once; every edge outside "bracket + next score group" (U)
 * carries only the top field (completion and PAB eligibility), which is the same for every complete pairing.
 * So the optimum is: the best matching of U under the lower fields whose leftovers can still be completed
 * with the players below (L). We solve U alone (warm, from the previous optimum) and check that its
 * leftovers complete with L (C4, with a PAB candidate left over when the number is odd); only when they do
 * not do we solve the whole field.
 *
 * Most decisions need no solve at all. The reference method fixes each decision (which MDPs, their opponents,
 * S1, each S1 player's partner) by re-solving with the candidates ranked in the lowest bits. Here one solve's
 * dual solution is kept (`certify`): by complementary slackness every optimal matching uses only tight edges,
 * covers every vertex with a positive dual and fills every blossom with a positive dual, whichever optimal
 * matching the solver returned. So a candidate whose edge is not tight is out at once, and a tight one is
 * tested by repairing the current matching with alternating paths over tight edges (an exact Edmonds search:
 * when it fails, no optimal matching holds the pair). A re-solve is left for what the search cannot see
 * (a positive-dual blossom emptied, C4 failing for other leftovers) and for brackets that need exchanges (4.3).
 *
 * U is dense (a 1,000-player round has brackets of 100k edges, a 10,000-player one of millions) but has few
 * kinds of edge: a weight depends on the players only through their weight classes (weight-pool.ts). So the
 * graph stores a slot per kind, not a weight per edge (MatchingGraph.completeSlotted), and a bracket's first
 * solve starts from a few edges of each kind per player (`buildFresh`); the duals of that optimum are then
 * checked against every edge, and the violated ones are added and re-solved until none is left (`priceIn`).
 * The result is the dense graph's optimum, with dense-graph optimality conditions for `certify`. The slots hold
 * the weights in the bracket's own, squeezed layout (weight-compression.ts): a third to a half of the round's
 * width, with the same optimal matchings.
 */
export interface BracketMatcherHooks {
  /** C1/C3: who may meet whom, over all players (vertices). */
  readonly field: Graph;
  /** The player may be left over for the PAB (eligible, score not above the fixed PAB score). */
  byeCandidate(v: number): boolean;
  /** The pool weight (id, or −1: they may not meet) every edge outside U carries (the top field only). */
  outsideWeight(u: number, v: number): number;
  /** The ordering addends of the staged decisions sum to less than 2^addendBits over a matching (the room field). */
  readonly addendBits: number;
}

/**
 * Edge weights of the current U, indexed by local edge number (edges (i, j), i < j, numbered j(j−1)/2 + i):
 * a weight of the pool (−1: no edge) plus an ordering addend.
 */
interface BracketEdges {
  readonly vertices: number[];
  /** Per player (vertex of the field), its local index in U, or −1. */
  readonly local: Int32Array;
  readonly terms: Int32Array;
  readonly delta: Float64Array;
}

export class BracketMatcher {
  private readonly fullGraphBits: number;
  private readonly finalized: Uint8Array;
  private readonly mateOf: Int32Array;
  private readonly fullBuffer: Float64Array;
  /** Active players of U (not yet decided), once decided players are dropped (`uStale`). */
  private u: number[] = [];
  private uStale = false;
  private edges: BracketEdges;
  private graph: MatchingGraph | null = null;
  private solver: BlossomSolver | null = null;
  private changed: number[] = [];
  private fresh = true;
  /** First vertex of L (L is every player from there on), and a maximum matching of L (built when needed). */
  private lStart = 0;
  private lMatching: Int32Array | null = null;
  /** The last maximum matching of L built, kept to start the next one from (L only shrinks). */
  private lastLMatching: Int32Array | null = null;
  private readonly completable = new Map<string, boolean>();
  /** True when the last solve looked at U only (leftovers of U are then reported unmatched). */
  lastSolveScoped = true;
  /**
   * Optimality conditions of U taken by `certify`, and the current optimal matching of U in local indices
   * (−1 = left over; decided pairs keep their partner). Null when no decision may rely on them.
   */
  private conditions: OptimalityConditions | null = null;
  private localMate = new Int32Array(0);
  /** Per local vertex of U, 1 while undecided (made at the first repair of a bracket, kept by `finalize`). */
  private undecided = new Uint8Array(0);
  /** distinctOf's marks. */
  private listMark = new Int32Array(0);
  private listStamp = 0;
  /** The laminar family of the certified conditions' positive-dual blossoms (built at their first repair). */
  private laminar: LaminarBlossoms | null = null;
  /** See repairStillFails: the last failed repair of candidate i's partner a, within one pairEarliest call. */
  private failedRepair: { readonly i: number; readonly a: number; readonly inTree: Uint8Array; readonly even: Int32Array } | null = null;
  /** The tight edges that carry a weight, over U's local indices (built by `certify`). */
  private tightEdges: Graph = { size: 0, neighbours: () => [] };
  /** The current graph's weight slots: per pool id (without addend; −1 = none yet), and per (id, addend). */
  private slotOfId = new Int32Array(0);
  private readonly slotOfKind = new Map<number, number>();
  /** The bracket graph's weights are the pool's times 2^weightShift (see beginBracket). */
  private weightShift = 0;
  private slotBuffer = new Float64Array(0);
  private layoutBuffer = new Float64Array(0);
  /** Players given to the last beginBracket (decided ones included). */
  private bracketSize = 0;
  /** The optimality conditions of the last solve of U (over every edge), for `certify`. */
  private solvedConditions: OptimalityConditions | null = null;
  /** A weight changed since the last solve (decided pairs leaving do not count). */
  private reweighted = false;
  /** Solves so far, and how many there had been when the conditions were taken. */
  private solves = 0;
  private certifiedSolves = -1;
  /** Local indices of players decided since the last solve (their edges are set to weight 0 at the next). */
  private decided: number[] = [];
  /**
   * The bracket graph's layout (weight-compression.ts), made at the bracket's first solve from the weights it
   * has then; the pool weights it covers, and their compressed terms as needed.
   */
  private layout: CompressedLayout | null = null;
  private inLayout = new Uint8Array(0);
  private readonly compressedTerms = new Map<number, number[]>();
  /** The bound on the addends' sum the layout assumed. */
  private layoutAddends = 0;
  /**
   * Per local vertex, the largest |addend| any of its edges to later players has had in this bracket; their sum
   * bounds |Σ addends| over any matching (each matching edge counted at its first end, a different one each).
   */
  private rowAddend = new Float64Array(0);
  /**
   * Per local vertex, 1 once rowAddend is positive: an edge to a later player may have an addend (rowAddend only
   * grows in a bracket). The per-edge passes read an edge's addend only there: most brackets have none, and
   * reading a float64 array element in code not yet compiled makes a heap number each time (hundreds of
   * thousands per pass, and the collections they cost).
   */
  private rowHasAddend = new Uint8Array(0);
  private addendSum = 0;

  constructor(readonly size: number, private readonly pool: WeightPool, private readonly hooks: BracketMatcherHooks) {
    this.fullGraphBits = fullGraphBits(pool.belowTop);
    this.finalized = new Uint8Array(size);
    this.mateOf = new Int32Array(size).fill(-1);
    this.fullBuffer = new Float64Array(pool.limbs);
    this.edges = { vertices: [], local: new Int32Array(size).fill(-1), terms: new Int32Array(0), delta: new Float64Array(0) };
  }

  /**
   * Start a bracket: `u` = its MDPs, residents and the next score group; L = everyone below, the players from
   * vertex `lStart` to the last. Weights of pairs among the first `carried` players (the MDPs) that were already
   * in the previous bracket's U carry over (the reference method leaves the edges between moved-down players as
   * they were); the caller sets every other pair's weight (setBracketWeights).
   */
  beginBracket(u: readonly number[], lStart: number, carried = u.length): void {
    const prev = this.edges;
    this.u = u.filter((v) => !this.finalized[v]);
    // only pairs among the first `carried` players can keep their weight (the caller sets the others anew)
    let carriedLocal = 0;
    for (let x = 0; x < carried; x++) if (!this.finalized[u[x]]) carriedLocal++;
    this.uStale = false;
    this.bracketSize = u.length;
    this.lStart = lStart;
    this.lMatching = null;
    this.completable.clear();
    const k = this.u.length;
    const count = (k * (k - 1)) / 2;
    const local = new Int32Array(this.size).fill(-1);
    this.u.forEach((v, i) => { local[v] = i; });
    const terms = new Int32Array(count).fill(-1);
    const delta = new Float64Array(count);
    this.edges = { vertices: this.u.slice(), local, terms, delta };
    this.undecided = new Uint8Array(0);
    // Weights are written into the graph when it is built, at the first solve (buildFresh): the bracket
    // overwrites most carried ones first (all but the MDP–MDP edges).
    this.rowAddend = new Float64Array(k);
    this.rowHasAddend = new Uint8Array(k);
    this.addendSum = 0;
    for (let j = 1; j < carriedLocal; j++) {
      const pj = prev.local[this.u[j]];
      if (pj < 0) continue;
      for (let i = 0; i < j; i++) {
        const pi = prev.local[this.u[i]];
        if (pi < 0) continue;
        const pk = completeEdgeIndex(pi, pj);
        const e = completeEdgeIndex(i, j);
        terms[e] = prev.terms[pk];
        delta[e] = prev.delta[pk];
        this.noteAddend(i, delta[e]);
      }
    }
    // the graph and the solver are built at the first solve, after the bracket has set its weights
    this.graph = null;
    this.solver = null;
    this.changed = [];
    this.decided = [];
    this.fresh = true;
    this.conditions = null;
    this.solvedConditions = null;
  }

  /**
   * The bracket's graph, from the weights its edges have now (decided players' edges leave it first), and the
   * edges its first solve starts from (`SparsePick`), in two passes over U's edges instead of four. The first
   * pass walks each player's edges after it and notes the pool weights in use; the layout is squeezed to the bit
   * positions those weights use (weight-compression.ts); the second pass writes the edges' weight slots (one per
   * kind: pool weight and addend) and walks each player's edges before it. Returns the start's edges.
   */
  private buildFresh(): Int32Array {
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
    // per row: V8 compiles the row once as a function, rather than the whole loop on-stack in one bracket and
    // again as a function in the next (the rows' calls cost nothing beside them).
    for (let j = 1; j < k; j++) pick.after(j);
    this.buildGraph(inLayout);
    const hasAddend = this.rowHasAddend;
    for (let j = 1; j < k; j++) {
      this.writeRowWeights((j * (j - 1)) / 2, j, hasAddend);
      pick.before(j);
    }
    return pick.chosenEdges();
  }

  /** The graph for the pool weights marked in `inLayout` (edges start at weight 0; see buildFresh). */
  private buildGraph(inLayout: Uint8Array<ArrayBuffer>): void {
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
  private noteAddend(row: number, delta: number): void {
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
  private rebuildGraph(): void {
    this.fresh = true;
    this.graph = null;
    this.solver = null;
  }

  /** The bracket-matching weight of pool weight `id` plus `delta` into the graph as edge e. */
  private writeWeight(e: number, id: number, delta: number): void {
    this.graph!.setEdgeSlot(e, this.slotOf(id, delta));
  }

  /** The graph's weight slot for pool weight `id` plus `delta`, added the first time the bracket needs it. */
  private slotOf(id: number, delta: number): number {
    if (delta === 0 && id < this.slotOfId.length && this.slotOfId[id] >= 0) return this.slotOfId[id];
    const key = kindKey(id, delta);
    let slot = this.slotOfKind.get(key);
    if (slot === undefined) {
      if (!Number.isSafeInteger(delta)) throw new RangeError(`weight addend ${delta} is not an integer`);
      // (a Map: an array written at scattered ids went to dictionary mode and threw away the code reading it)
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

  /**
   * The bracket's own weights in one pass, before its first solve: edge e of U (numbered as `completeEdgeIndex` numbers
   * U in the order given to beginBracket) gets pool weight base[e] and no addend, for every e ≥ from; the
   * earlier edges, between players carried over from the bracket above, keep their weights.
   */
  setBracketWeights(base: Int32Array, from: number): void {
    const { terms, delta, vertices } = this.edges;
    if (!this.fresh || base.length !== terms.length || vertices.length !== this.bracketSize) {
      throw new Error('setBracketWeights: only right after beginBracket, with U as given');
    }
    terms.set(base.subarray(from), from);
    delta.fill(0, from);
    this.reweighted = true;
  }

  /** Local index of a player of U (throws for anyone else: a caller bug). */
  private localOf(v: number): number {
    const i = this.edges.local[v];
    if (i === undefined || i < 0) throw new Error(`player vertex ${v} is not in the bracket`);
    return i;
  }

  /** Sets the weight of the edge a–b: pool weight `id` (−1: no edge) plus the ordering addend `delta`. */
  setEdge(a: number, b: number, id: number, delta = 0): void {
    if (this.finalized[a] || this.finalized[b]) throw new Error('setEdge: a decided player\'s edges are no longer weighted');
    this.setLocalEdge(this.localOf(a), this.localOf(b), id, delta);
  }

  /**
   * setEdge(a, bs[x], ids[x]) for each x, with no addend: one call for a player's row (fixing S1 resets a
   * bracket's remainder edge by edge, a hundred thousand of them at 1,000 players).
   */
  setBaseEdgesFrom(a: number, bs: readonly number[], ids: readonly number[]): void {
    if (this.finalized[a]) throw new Error('setEdge: a decided player\'s edges are no longer weighted');
    const i = this.localOf(a);
    const { local } = this.edges;
    for (let x = 0; x < bs.length; x++) {
      const b = bs[x];
      const j = local[b];
      if (j < 0 || this.finalized[b]) throw new Error(`setEdge: player vertex ${b} is not an undecided player of the bracket`);
      this.setLocalEdge(i, j, ids[x], 0);
    }
  }

  /** The weight of U's edge between local vertices i and j: pool weight `id` (−1: no edge) plus `delta`. */
  private setLocalEdge(i: number, j: number, id: number, delta: number): void {
    const e = completeEdgeIndex(i, j);
    const row = i < j ? i : j; // the edge's row in rowAddend: its lower end
    const { terms } = this.edges;
    // (the stored addend is read only where one may be: see rowHasAddend)
    if (terms[e] === id && (this.rowHasAddend[row] ? this.edges.delta[e] : 0) === delta) return;
    terms[e] = id;
    this.edges.delta[e] = delta;
    this.reweighted = true;
    if (delta !== 0) this.noteAddend(row, delta);
    if (!this.fresh && ((id >= 0 && (id >= this.inLayout.length || !this.inLayout[id])) || this.addendSum > this.layoutAddends)) {
      this.rebuildGraph();
    }
    // before the bracket's first solve (or a rebuild) the graph is written from the terms (buildFresh)
    if (this.fresh) return;
    if (id >= 0) this.writeWeight(e, id, delta);
    else this.graph!.setEdgeSlot(e, ZERO_SLOT);
    this.changed.push(e);
  }

  /** A decided pair: both players leave the matching. */
  finalize(a: number, b: number): void {
    this.finalized[a] = this.finalized[b] = 1;
    this.mateOf[a] = b;
    this.mateOf[b] = a;
    // (U keeps them until its next use: dropping them one pair at a time was quadratic in a big bracket)
    this.uStale = true;
    // the pair leaves the bracket's graph: all its edges go to weight 0, when the bracket is solved again (most
    // decided pairs never are; until then every use of U's edges skips decided players)
    for (const x of [a, b]) {
      const i = this.edges.local[x];
      if (i < 0) continue;
      this.decided.push(i);
      if (this.undecided.length) this.undecided[i] = 0;
    }
  }

  /** Row `count` of a graph just built (its edges start at the zero slot): every weighted edge's slot. */
  private writeRowWeights(from: number, count: number, hasAddend: Uint8Array): void {
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
  private flushDecided(noted?: Uint8Array): void {
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

  /** mate[v] = partner, or v itself when unmatched (or, after a scoped solve, left for the players below). */
  solve(): Int32Array {
    const mate = this.solveScoped();
    if (mate) {
      this.lastSolveScoped = true;
      if (this.conditions) this.adopt(mate);
      return mate;
    }
    this.lastSolveScoped = false;
    this.conditions = null;
    return this.solveFull();
  }

  /**
   * Take the optimality conditions of the last solve (which must have been of U alone) for the decisions
   * that follow. They stay valid while every decision only picks, among the optimal matchings of these
   * weights, one that keeps the earlier decisions: each such matching is optimal for the certified weights, so
   * it satisfies their conditions (complementary slackness holds for every optimal matching against every
   * optimal dual solution). Weight changes other than decided pairs leaving must come with `uncertify`; a
   * weight changed since the last solve leaves nothing to certify, unless the caller knows weights were only
   * lowered (`onlyLowered`): the duals then stay feasible, and they prove the current matching optimal when it
   * still meets their conditions (checked). Returns whether the conditions were taken.
   */
  certify(mate: Int32Array, onlyLowered = false): boolean {
    if (this.conditions && this.certifiedSolves === this.solves && !this.reweighted) {
      // no solve and no weight change since they were taken: they still hold (decided pairs only left)
      this.adopt(mate);
      return true;
    }
    this.conditions = null;
    if (!this.lastSolveScoped || !this.solver || (this.reweighted && !onlyLowered)) return false;
    // the conditions the last solve was priced with, unless weights changed since; or changed only by removing
    // edges (fixing S1): the duals are as they were, and a removed edge's tightness is never read (every use
    // of the conditions reads the edge's terms first), so they still hold without a pass over every edge
    const onlyRemoved = onlyLowered && this.changed.every((e) => this.edges.terms[e] < 0);
    const cond = ((!this.reweighted || onlyRemoved) && this.solvedConditions) || this.solver.optimalityConditions();
    if (!cond.feasible) return false;
    const k = this.edges.vertices.length;
    // the tight edges that carry a weight, as a graph over a bit matrix
    const { terms } = this.edges;
    const { tight } = cond;
    const tightPairs = new BitMatrix(k);
    for (let j = 1; j < k; j++) setTightRow(tightPairs, j, tight, terms);
    this.tightEdges = denseGraph(tightPairs);
    this.localMate = new Int32Array(k).fill(-1);
    this.adopt(mate);
    // after lowered weights the duals are still feasible, but the matching must show they are still optimal
    if (onlyLowered && !this.satisfies(cond)) return false;
    this.conditions = cond;
    this.certifiedSolves = this.solves;
    return true;
  }

  /** Solve, and take the optimum's conditions for the decisions that follow. */
  solveAndCertify(): Int32Array {
    const mate = this.solve();
    this.certify(mate);
    return mate;
  }

  /** The current matching meets the conditions: tight pairs, positive duals covered, blossoms full. */
  private satisfies(cond: OptimalityConditions): boolean {
    const { vertices, terms } = this.edges;
    const lm = this.localMate;
    for (let x = 0; x < vertices.length; x++) {
      if (this.finalized[vertices[x]]) continue;
      if (lm[x] < 0) { if (cond.positiveDual[x]) return false; continue; }
      const e = completeEdgeIndex(x, lm[x]);
      if (terms[e] < 0 || !cond.tight[e]) return false;
    }
    return this.blossomsFull(cond);
  }

  uncertify(): void {
    this.conditions = null;
  }

  /** False when the certified conditions rule the pair out of every optimal matching (its edge is not tight). */
  mayBeOptimal(a: number, b: number): boolean {
    const cond = this.conditions;
    if (!cond) return true;
    const i = this.edges.local[a];
    const j = this.edges.local[b];
    return i < 0 || j < 0 || cond.tight[completeEdgeIndex(i, j)] === 1;
  }

  /** The local view of a global matching of U (a pair over an edge without terms is no pair). */
  private adopt(mate: Int32Array): void {
    const { vertices, local, terms } = this.edges;
    for (let i = 0; i < vertices.length; i++) {
      const p = local[mate[vertices[i]]];
      this.localMate[i] = p >= 0 && p !== i && (this.finalized[vertices[i]] || terms[completeEdgeIndex(i, p)] >= 0) ? p : -1;
    }
  }

  /**
   * 4.2 without a solve: the earliest of `candidates` (in order) that `v` can meet in an optimal matching that
   * keeps the decisions so far, read off the certified conditions. A candidate whose edge is not tight is in no
   * optimal matching; for a tight one the matching is repaired around the new pair by alternating paths over
   * tight edges, and a repair that cannot exist rules the candidate out. Returns −1 when a repair exists but
   * breaks a condition the search does not see (a blossom's fullness, C4 for other leftovers): the caller
   * then re-solves. `mate` is updated in place when a candidate is found.
   */
  pairEarliest(v: number, candidates: readonly number[], mate: Int32Array): number {
    const cond = this.conditions;
    if (!cond) return -1;
    const { local, terms } = this.edges;
    const i = local[v];
    this.failedRepair = null;
    for (const u of candidates) {
      const j = local[u];
      const e = completeEdgeIndex(i, j);
      if (terms[e] < 0 || !cond.tight[e]) continue;
      if (this.localMate[i] === j) return u;
      if (this.repairStillFails(i, j)) continue; // proven by an earlier candidate's failed repair
      const outcome = this.reroute(i, j, cond);
      if (outcome === 'infeasible') continue; // proven: no optimal matching pairs them
      if (outcome === 'unknown') return -1;
      this.writeBack(mate);
      return u;
    }
    return -1;
  }

  /**
   * Pairing i with candidate j leaves i's partner a to be covered again, and an earlier candidate's repair showed
   * that a cannot be (its search's alternating tree from a held no exposed vertex and no zero-dual one). The
   * same tree grows again, and fails again, when j and j's partner b lie outside it and none of its even
   * vertices is adjacent to the earlier candidate (present again) or to b (exposed now): every even vertex then
   * has the same neighbours as before, minus j (no edge to the tree: it would have been reached). No search.
   */
  private repairStillFails(i: number, j: number): boolean {
    const f = this.failedRepair;
    if (!f || f.i !== i || this.localMate[i] !== f.a || f.inTree[j]) return false;
    const b = this.localMate[j];
    if (b >= 0 && f.inTree[b]) return false;
    if (b < 0) return true;
    const rows = this.tightEdges.rows!;
    for (const x of f.even) if (rows.get(x, b)) return false;
    return true;
  }

  /** The failed search's tree after pairing i with `blocked`, if it can prove later candidates of i out. */
  private noteFailedRepair(i: number, a: number, blocked: number, reached: Int32Array, even: Uint8Array): void {
    this.failedRepair = null;
    const rows = this.tightEdges.rows;
    if (!rows) return;
    const inTree = new Uint8Array(this.localMate.length);
    const evens: number[] = [];
    for (const x of reached) {
      inTree[x] = 1;
      if (!even[x]) continue;
      if (rows.get(x, blocked)) return; // the blocked candidate would extend the tree once present
      evens.push(x);
    }
    this.failedRepair = { i, a, inTree, even: Int32Array.from(evens) };
  }

  private writeBack(mate: Int32Array): void {
    const vertices = this.edges.vertices;
    for (let x = 0; x < vertices.length; x++) {
      if (this.finalized[vertices[x]]) continue;
      mate[vertices[x]] = this.localMate[x] >= 0 ? vertices[this.localMate[x]] : vertices[x];
    }
  }

  /**
   * 4.3 without a solve: an optimal matching (for the certified weights) in which every player of `s1` meets a
   * player of `s2`, found by repairing the current one over tight edges. When it exists no exchange is needed,
   * and the exchange weights can do no better than it. Returns false when the repair does not find one (the
   * caller then solves with the exchange weights); `mate` is updated in place when it does.
   */
  pairAcross(s1: readonly number[], s2: readonly number[], mate: Int32Array): boolean {
    const cond = this.conditions;
    if (!cond) return false;
    const { vertices, local } = this.edges;
    const side = new Uint8Array(vertices.length);
    for (const v of s1) side[local[v]] = 1;
    for (const v of s2) side[local[v]] = 2;
    const lm = this.localMate;
    const saved = lm.slice();
    // Inside the remainder only S1R–S2R pairs may stay, and S1R players meet nobody outside it.
    const allowed = (p: number, q: number) => (side[p] === 1 || side[q] === 1 || (side[p] && side[q]) ? side[p] + side[q] === 3 : true);
    for (let x = 0; x < vertices.length; x++) {
      if (lm[x] >= 0 && !this.finalized[vertices[x]] && !allowed(x, lm[x])) { lm[lm[x]] = -1; lm[x] = -1; }
    }
    // S1R players must be paired; so must every vertex with a positive dual
    const required = new Uint8Array(vertices.length);
    for (let x = 0; x < vertices.length; x++) required[x] = side[x] === 1 || cond.positiveDual[x] ? 1 : 0;
    const graph = this.tightGraph([], allowed);
    let ok = true;
    for (const s1First of [true, false]) {
      for (let x = 0; x < vertices.length && ok; x++) {
        if (this.finalized[vertices[x]] || lm[x] >= 0) continue;
        if (s1First ? side[x] === 1 : required[x] === 1) ok = this.cover(graph, x, required);
      }
    }
    ok = ok && this.blossomsStillFull(cond, saved) && this.leftoversComplete(saved);
    if (!ok) { lm.set(saved); return false; }
    this.writeBack(mate);
    return true;
  }

  /**
   * Pair local i with j and restore the optimality conditions around them. 'infeasible': no matching over tight
   * edges pairs them and covers every vertex with a positive dual (coverVertex's failure is a proof), so no
   * optimal matching does; 'unknown': one does, but not with the other conditions met.
   */
  private reroute(i: number, j: number, cond: OptimalityConditions): 'ok' | 'infeasible' | 'unknown' {
    const lm = this.localMate;
    const saved = lm.slice();
    const a = lm[i];
    const b = lm[j];
    const pairThem = () => {
      lm.set(saved);
      if (a >= 0) lm[a] = -1;
      if (b >= 0) lm[b] = -1;
      lm[i] = j;
      lm[j] = i;
    };
    pairThem();
    // the vertices whose partner a repair changes: only their pairs are looked at afterwards (both attempts
    // start from `saved`, so the first one's vertices may stay listed: unchanged, they count for nothing)
    const changed = [i, j];
    if (a >= 0) changed.push(a);
    if (b >= 0) changed.push(b);
    const graph = this.tightGraph([i, j]);
    for (const x of [a, b]) {
      const onFail = x === a ? (reached: Int32Array, even: Uint8Array) => this.noteFailedRepair(i, a, j, reached, even) : undefined;
      if (x >= 0 && lm[x] < 0 && cond.positiveDual[x] && !this.cover(graph, x, cond.positiveDual, onFail, changed)) {
        lm.set(saved);
        return 'infeasible';
      }
    }
    if (this.repairKeepsConditions(cond, saved, changed)) return 'ok';
    // That repair emptied or overfilled a blossom with a positive dual. Try once more with paths that stay
    // on one side of every such blossom (both ends inside the same ones), covering a and b again even when
    // their dual is zero, so that each blossom keeps its count of pairs.
    pairThem();
    const laminar = this.laminarOf(cond);
    const sameSide = this.tightGraph([i, j], (p, q) => laminar.inner[p] === laminar.inner[q]);
    let ok = true;
    for (const x of [a, b]) {
      if (!ok || x < 0 || lm[x] >= 0) continue;
      if (cond.positiveDual[x]) ok = this.cover(sameSide, x, cond.positiveDual, undefined, changed);
      else coverVertex(sameSide, lm, x, () => false, false, undefined, changed); // may stay over: its dual is zero
    }
    if (ok && this.repairKeepsConditions(cond, saved, changed)) return 'ok';
    lm.set(saved);
    return 'unknown';
  }

  /** The laminar family of `cond`'s positive-dual blossoms (made once per set of conditions). */
  private laminarOf(cond: OptimalityConditions): LaminarBlossoms {
    if (this.laminar?.cond !== cond) this.laminar = new LaminarBlossoms(cond, this.localMate.length);
    return this.laminar;
  }

  /** The tight edges among the undecided vertices, without `blocked`, optionally restricted further. */
  private tightGraph(blocked: readonly number[], allowed?: (p: number, q: number) => boolean): Graph {
    const vertices = this.edges.vertices;
    if (this.undecided.length !== vertices.length) {
      this.undecided = new Uint8Array(vertices.length);
      for (let x = 0; x < vertices.length; x++) this.undecided[x] = this.finalized[vertices[x]] ? 0 : 1;
    }
    const presentMask = this.undecided.slice();
    for (const x of blocked) presentMask[x] = 0;
    return { size: vertices.length, neighbours: this.tightEdges.neighbours, rows: this.tightEdges.rows, presentMask, allowed };
  }

  /**
   * Cover x again: an augmenting path if there is one (the leftovers stay as they are), else a path that leaves
   * over a vertex nobody requires to be paired (`required[v]` = 0: a zero dual allows it).
   */
  private cover(
    graph: Graph, x: number, required: Uint8Array, onFail?: (reached: Int32Array, even: Uint8Array) => void, changed?: number[],
  ): boolean {
    return coverVertex(graph, this.localMate, x, (v) => required[v] === 0, true, onFail, changed);
  }

  /**
   * blossomsStillFull and leftoversComplete for a repair of `before` that changed the partners of `changed`
   * only (a repair changes a few pairs; both checks went over all of U, at every candidate of every S1 player).
   */
  private repairKeepsConditions(cond: OptimalityConditions, before: Int32Array, changed: readonly number[]): boolean {
    const at = this.distinctOf(changed);
    return this.blossomsStillFull(cond, before, at) && this.leftoversComplete(before, at);
  }

  /** The list without repeats (stamped marks, kept between calls). */
  private distinctOf(list: readonly number[]): number[] {
    if (this.listMark.length !== this.localMate.length) this.listMark = new Int32Array(this.localMate.length);
    const stamp = ++this.listStamp;
    const out: number[] = [];
    for (const x of list) {
      if (this.listMark[x] === stamp) continue;
      this.listMark[x] = stamp;
      out.push(x);
    }
    return out;
  }

  /**
   * Every blossom with a positive dual still holds (|B|−1)/2 pairs, for the current matching, given that
   * `before` (the matching it was repaired from) did: only the pairs that changed are looked at, and only the
   * blossoms holding both ends of one (see LaminarBlossoms). A repair re-checked every such blossom in full,
   * thousands of members each in a tie-heavy bracket. `at`: the only vertices (no repeats) whose partner may
   * have changed, if known.
   */
  private blossomsStillFull(cond: OptimalityConditions, before: Int32Array, at?: readonly number[]): boolean {
    if (!cond.fullBlossoms.length) return true;
    const laminar = this.laminarOf(cond);
    return at ? laminar.pairsUnchangedAt(before, this.localMate, at) : laminar.pairsUnchanged(before, this.localMate);
  }

  /** Every blossom with a positive dual holds (|B|−1)/2 pairs (checked in full). */
  private blossomsFull(cond: OptimalityConditions): boolean {
    if (!cond.fullBlossoms.length) return true;
    const mark = new Uint8Array(this.localMate.length);
    for (const blossom of cond.fullBlossoms) {
      for (const x of blossom) mark[x] = 1;
      let inside = 0;
      for (const x of blossom) if (this.localMate[x] >= 0 && mark[this.localMate[x]]) inside++;
      for (const x of blossom) mark[x] = 0;
      if (inside !== blossom.length - 1) return false;
    }
    return true;
  }

  /**
   * C4 for the repaired matching, when it leaves other players of U over than before (`at`: the only vertices
   * whose partner may have changed, if known).
   */
  private leftoversComplete(before: Int32Array, at?: readonly number[]): boolean {
    if (at && !at.some((x) => (this.localMate[x] < 0) !== (before[x] < 0))) return true;
    const vertices = this.edges.vertices;
    const leftovers: number[] = [];
    let changed = false;
    for (let x = 0; x < vertices.length; x++) {
      if (this.finalized[vertices[x]]) continue;
      if ((this.localMate[x] < 0) !== (before[x] < 0)) changed = true;
      if (this.localMate[x] < 0) leftovers.push(vertices[x]);
    }
    return !changed || this.canComplete(leftovers);
  }

  private baseMate(): Int32Array {
    const mate = new Int32Array(this.size);
    for (let v = 0; v < this.size; v++) mate[v] = this.finalized[v] ? this.mateOf[v] : v;
    return mate;
  }

  private solveScoped(): Int32Array | null {
    this.solves++;
    let localMate: Int32Array;
    if (this.fresh || !this.solver) {
      const start = this.buildFresh();
      this.solver = new BlossomSolver(this.graph!, {}, start);
      localMate = this.solver.solve();
    } else {
      this.flushDecided();
      const changed = unique(this.changed);
      this.solver.activate(changed.filter((e) => this.edges.terms[e] >= 0));
      localMate = this.solver.resolve(changed);
    }
    localMate = this.priceIn(this.solver, localMate);
    this.fresh = false;
    this.changed = [];
    this.reweighted = false;
    const mate = this.baseMate();
    const leftovers: number[] = [];
    const vertices = this.edges.vertices;
    if (this.uStale) {
      this.u = this.u.filter((v) => !this.finalized[v]);
      this.uStale = false;
    }
    for (const v of this.u) {
      const i = this.edges.local[v];
      const p = localMate[i];
      // an edge of weight 0 stands for "no edge": a matching may use it without gain, so it is ignored
      if (p >= 0 && this.edges.terms[completeEdgeIndex(i, p)] >= 0) mate[v] = vertices[p];
      else leftovers.push(v);
    }
    return this.canComplete(leftovers) ? mate : null;
  }

  /** Adds to the solver the edges its duals violate until none is left: the optimum of all of U. */
  private priceIn(solver: BlossomSolver, mate: Int32Array): Int32Array {
    for (;;) {
      const cond = solver.optimalityConditions();
      if (cond.feasible) {
        this.solvedConditions = cond;
        return mate;
      }
      solver.activate(cond.violated);
      mate = solver.resolve(cond.violated);
    }
  }

  /** C4 with C2/C5: the leftovers of U and the players below can all be paired, a PAB candidate left over if odd. */
  private canComplete(leftovers: readonly number[]): boolean {
    const key = leftovers.join(',');
    const cached = this.completable.get(key);
    if (cached !== undefined) return cached;
    const { field } = this.hooks;
    const start = this.lStart;
    if (!this.lMatching) {
      // L shrinks from bracket to bracket: start from the last matching of L without the players who left it
      let initial: Int32Array | undefined;
      if (this.lastLMatching) {
        initial = this.lastLMatching.slice();
        for (let v = 0; v < start; v++) {
          if (initial[v] >= 0) initial[initial[v]] = -1;
          initial[v] = -1;
        }
      }
      const inL = new Uint8Array(this.size).fill(1, start);
      this.lMatching = maximumMatching({ size: this.size, neighbours: field.neighbours, rows: field.rows, presentMask: inL }, initial);
      this.lastLMatching = this.lMatching;
    }
    // L plus the leftovers, in the players' own numbering
    const inLOrLeftover = new Uint8Array(this.size).fill(1, start);
    for (const v of leftovers) inLOrLeftover[v] = 1;
    const g: Graph = { size: this.size, neighbours: field.neighbours, rows: field.rows, presentMask: inLOrLeftover };
    const mate = maximumMatching(g, this.lMatching);
    let exposed = 0;
    let lastExposed = -1;
    const count = leftovers.length + this.size - start;
    for (let v = 0; v < this.size; v++) {
      if (mate[v] < 0 && inLOrLeftover[v]) { exposed++; lastExposed = v; }
    }
    let ok = exposed === count % 2;
    if (ok && exposed === 1 && !this.hooks.byeCandidate(lastExposed)) {
      // can another player be the one left over, one who may take the PAB?
      ok = findReplaceableExposed(g, mate, (v) => this.hooks.byeCandidate(v)) >= 0 || !this.anyCandidateLeft();
    }
    this.completable.set(key, ok);
    return ok;
  }

  /** When no unpaired player is a PAB candidate, any leftover is as good as another (the top field ties). */
  private anyCandidateLeft(): boolean {
    for (let v = 0; v < this.size; v++) if (!this.finalized[v] && this.hooks.byeCandidate(v)) return true;
    return false;
  }

  /** The whole field: U's edges with their full weight, every other edge with the top field only. */
  private solveFull(): Int32Array {
    const active: number[] = [];
    for (let v = 0; v < this.size; v++) if (!this.finalized[v]) active.push(v);
    const g = new MatchingGraph(active.length, this.fullGraphBits, 64);
    for (let j = 1; j < active.length; j++) {
      for (let i = 0; i < j; i++) {
        const a = active[i];
        const b = active[j];
        const li = this.edges.local[a];
        const lj = this.edges.local[b];
        const inside = li >= 0 && lj >= 0;
        const e = inside ? completeEdgeIndex(li, lj) : -1;
        const id = inside ? this.edges.terms[e] : this.hooks.outsideWeight(a, b);
        if (id < 0) continue;
        // the whole field's matching keeps the top field (completion), which U's own matching leaves out
        composeWeight(this.pool.termsOf(id), inside ? this.edges.delta[e] : 0, this.fullBuffer, 0, this.pool.limbs);
        g.addEdgeWide(i, j, this.fullBuffer, 0, this.pool.limbs);
      }
    }
    const local = maxWeightMatching(g);
    const mate = this.baseMate();
    for (let i = 0; i < active.length; i++) if (local[i] >= 0) mate[active[i]] = active[local[i]];
    return mate;
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

/** One number per kind of edge weight: pool weight `id` plus addend `delta` (addends stay far below 2^32 in size). */
function kindKey(id: number, delta: number): number {
  return id * 8589934592 + delta;
}

/** A slotted graph's slot of weight 0: an edge that is no edge (a matching gains nothing by it). */
const ZERO_SLOT = 0;

/** Width of the whole-field solve's weights: the whole layout (top field included) and one bit to spare. */
function fullGraphBits(belowTop: number): number {
  return belowTop + 3;
}

/**
 * Edges of each kind per player in a bracket's first solve, by the size of U. With two, no edge had to be
 * priced in on any bracket up to 3,000 players (U up to 1,100), but at 10,000 the brackets of U 1,950–3,550
 * needed 100k–230k more edges and a warm re-solve that releases most players (generated 10,000, measured with
 * the squeezed layouts: two per kind 18 s, three 14 s, four — no pricing — 11 s). At 1,000 players four cost
 * 5–10 % more than two. One per kind leaves thousands of edges to add; partial pricing (a few violated edges per
 * player and round) costs dozens of rounds.
 */
function sparsePerKind(uSize: number): number {
  return uSize <= 1500 ? 2 : 4;
}

/** The distinct entries of a list, in first-seen order (an edge changed twice is re-examined once). */
function unique(list: readonly number[]): number[] {
  return [...new Set(list)];
}

/**
 * Row j of the tight graph: (i, j) for each i < j whose edge is tight and carries a weight (its terms: a removed
 * edge's tightness is not read, see certify). Written into the matrix's words directly: row j a word at a time,
 * and bit j of each row i (BitMatrix.set per pair was slow until compiled, and a dense bracket has tens of
 * thousands of tight pairs).
 */
export function setTightRow(tightPairs: BitMatrix, j: number, tight: Uint8Array, terms: Int32Array): void {
  const { words, bits } = tightPairs;
  const wordJ = j >>> 5;
  const bitJ = 1 << (j & 31);
  const rowJ = j * words;
  let acc = 0;
  for (let i = 0, e = (j * (j - 1)) / 2; i < j; i++, e++) {
    if (tight[e] && terms[e] >= 0) {
      bits[i * words + wordJ] |= bitJ;
      acc |= 1 << (i & 31);
    }
    if ((i & 31) === 31 || i === j - 1) {
      if (acc !== 0) bits[rowJ + (i >>> 5)] |= acc;
      acc = 0;
    }
  }
}

/**
 * BracketMatcher.buildFresh's choice: per player, for each kind of edge it has (pool weight and addend), up to
 * `perKind` edges. Edges with an addend (only carried ones, before a bracket's first solve) are counted per
 * (id, addend).
 */
class SparsePick {
  private readonly chosen: Uint8Array;
  private readonly chosenList: number[] = [];
  /** Per player and pool id: edges taken after it (up to perKind); the same per kind key for edges with an addend. */
  private readonly afterCount: Uint8Array;
  private readonly afterKeyed: (Map<number, number> | undefined)[] = [];
  /** Per pool id, the row whose count `taken` holds (the counts are per row: stamped, not cleared). */
  private readonly stamp: Int32Array;
  private readonly taken: Int32Array;

  constructor(
    k: number, private readonly ids: number, private readonly perKind: number,
    private readonly terms: Int32Array, private readonly delta: Float64Array, private readonly hasAddend: Uint8Array,
    private readonly inLayout: Uint8Array,
  ) {
    this.chosen = new Uint8Array(terms.length);
    this.afterCount = new Uint8Array(k * ids);
    this.stamp = new Int32Array(ids).fill(-1);
    this.taken = new Int32Array(ids);
  }

  private takeKeyed(counts: Map<number, number>, e: number): void {
    const key = kindKey(this.terms[e], this.delta[e]);
    const taken = counts.get(key) ?? 0;
    counts.set(key, taken + 1);
    if (taken < this.perKind) this.choose(e);
  }

  /** Edge e is in the start (an edge both of whose players' walks take it is listed once). */
  private choose(e: number): void {
    if (this.chosen[e]) return;
    this.chosen[e] = 1;
    this.chosenList.push(e);
  }

  /** Row j: the edges (i, j), i < j, continue each player i's walk after it (and their weights are in use). */
  after(j: number): void {
    const { terms, delta, afterCount, ids, perKind, hasAddend, inLayout } = this;
    for (let i = 0, e = (j * (j - 1)) / 2; i < j; i++, e++) {
      const id = terms[e];
      if (id < 0) continue;
      inLayout[id] = 1;
      if (hasAddend[i] && delta[e] !== 0) {
        this.takeKeyed(this.afterKeyed[i] ?? (this.afterKeyed[i] = new Map()), e);
        continue;
      }
      const c = i * ids + id;
      if (afterCount[c] < perKind) { afterCount[c]++; this.choose(e); }
    }
  }

  /** Row j again: player j's walk before it, from the counts its walk after it left. */
  before(j: number): void {
    const { terms, delta, afterCount, ids, perKind, stamp, taken, hasAddend } = this;
    const keyed = this.afterKeyed[j] ?? new Map<number, number>();
    for (let i = 0, e = (j * (j - 1)) / 2; i < j; i++, e++) {
      const id = terms[e];
      if (id < 0) continue;
      if (hasAddend[i] && delta[e] !== 0) {
        this.takeKeyed(keyed, e);
        continue;
      }
      if (stamp[id] !== j) { stamp[id] = j; taken[id] = afterCount[j * ids + id]; }
      if (taken[id]++ < perKind) this.choose(e);
    }
  }

  /** The chosen edges in ascending order (sorted, rather than found by a pass over every edge of U). */
  chosenEdges(): Int32Array {
    return Int32Array.from(this.chosenList).sort();
  }
}

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

  constructor(readonly cond: Pick<OptimalityConditions, 'fullBlossoms'>, size: number) {
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
    while (x !== y) { x = this.parent[x]; y = this.parent[y]; }
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
