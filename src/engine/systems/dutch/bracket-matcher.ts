import { BlossomSolver, completeEdgeIndex } from '../../matching/blossom';
import { BitMatrix, denseGraph } from '../../matching/cardinality';
import type { MatcherPhase } from './bracket-graph';
import { CertifiedRepairs } from './certified-repairs';
import { setTightRow } from './tight-rows';

export type { BracketMatcherHooks, MatcherPhase } from './bracket-graph';

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
 *
 * Modules: the protocol and its phases (this file, MatcherPhase in bracket-graph.ts), the bracket's graph and
 * weights (bracket-graph.ts), completion and the whole-field solve (completion.ts), certified repairs
 * (certified-repairs.ts), the sparse start (sparse-pick.ts), the laminar family of blossoms
 * (laminar-blossoms.ts) and the tight graph's rows (tight-rows.ts). docs/dutch-engine.md has the state diagram.
 */
export class BracketMatcher extends CertifiedRepairs {
  /** True when the last solve looked at U only (leftovers of U are then reported unmatched). */
  get lastSolveScoped(): boolean {
    return this.lastScoped;
  }

  /** The matcher's phase (see MatcherPhase): tests and the explanation log read it. */
  get currentPhase(): MatcherPhase['name'] {
    return this.phase.name;
  }

  /**
   * Start a bracket: `u` = its MDPs, residents and the next score group; L = everyone below, the players from
   * vertex `lStart` to the last. Weights of pairs among the first `carried` players (the MDPs) that were already
   * in the previous bracket's U carry over (the reference method leaves the edges between moved-down players as
   * they were); the caller sets every other pair's weight (setBracketWeights).
   */
  beginBracket(u: readonly number[], lStart: number, carried = u.length): void {
    const prev = this.edges;
    const undecided = u.filter((v) => !this.finalized[v]);
    // only pairs among the first `carried` players can keep their weight (the caller sets the others anew)
    let carriedLocal = 0;
    for (let x = 0; x < carried; x++) if (!this.finalized[u[x]]) carriedLocal++;
    this.bracketSize = u.length;
    this.lStart = lStart;
    this.lMatching = null;
    this.completable.clear();
    const k = undecided.length;
    const count = (k * (k - 1)) / 2;
    const local = new Int32Array(this.size).fill(-1);
    undecided.forEach((v, i) => {
      local[v] = i;
    });
    const terms = new Int32Array(count).fill(-1);
    const delta = new Float64Array(count);
    this.edges = { vertices: undecided, local, terms, delta };
    this.undecided = new Uint8Array(0);
    // Weights are written into the graph when it is built, at the first solve (buildFresh): the bracket
    // overwrites most carried ones first (all but the MDP–MDP edges).
    this.rowAddend = new Float64Array(k);
    this.rowHasAddend = new Uint8Array(k);
    this.addendSum = 0;
    for (let j = 1; j < carriedLocal; j++) {
      const pj = prev.local[undecided[j]];
      if (pj < 0) continue;
      for (let i = 0; i < j; i++) {
        const pi = prev.local[undecided[i]];
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
    this.phase = { name: 'weighing' };
  }

  /**
   * The bracket's own weights in one pass, before its first solve: edge e of U (numbered as `completeEdgeIndex` numbers
   * U in the order given to beginBracket) gets pool weight base[e] and no addend, for every e ≥ from; the
   * earlier edges, between players carried over from the bracket above, keep their weights.
   */
  setBracketWeights(base: Int32Array, from: number): void {
    const { terms, delta, vertices } = this.edges;
    if (
      this.phase.name !== 'weighing' ||
      this.solver ||
      base.length !== terms.length ||
      vertices.length !== this.bracketSize
    ) {
      throw new Error('setBracketWeights: only right after beginBracket, with U as given');
    }
    terms.set(base.subarray(from), from);
    delta.fill(0, from);
    this.reweighted = true;
  }

  /** Sets the weight of the edge a–b: pool weight `id` (−1: no edge) plus the ordering addend `delta`. */
  setEdge(a: number, b: number, id: number, delta = 0): void {
    this.expectBracket('setEdge');
    if (this.finalized[a] || this.finalized[b])
      throw new Error("setEdge: a decided player's edges are no longer weighted");
    this.setLocalEdge(this.localOf(a), this.localOf(b), id, delta);
  }

  /**
   * setEdge(a, bs[x], ids[x]) for each x, with no addend: one call for a player's row (fixing S1 resets a
   * bracket's remainder edge by edge, a hundred thousand of them at 1,000 players).
   */
  setBaseEdgesFrom(a: number, bs: readonly number[], ids: readonly number[]): void {
    this.expectBracket('setBaseEdgesFrom');
    if (this.finalized[a]) throw new Error("setEdge: a decided player's edges are no longer weighted");
    const i = this.localOf(a);
    const { local } = this.edges;
    for (let x = 0; x < bs.length; x++) {
      const b = bs[x];
      const j = local[b];
      if (j < 0 || this.finalized[b])
        throw new Error(`setEdge: player vertex ${b} is not an undecided player of the bracket`);
      this.setLocalEdge(i, j, ids[x], 0);
    }
  }

  /** A decided pair: both players leave the matching. */
  finalize(a: number, b: number): void {
    this.expectBracket('finalize');
    this.finalized[a] = this.finalized[b] = 1;
    this.mateOf[a] = b;
    this.mateOf[b] = a;
    // the pair leaves the bracket's graph: all its edges go to weight 0, when the bracket is solved again (most
    // decided pairs never are; until then every use of U's edges skips decided players)
    for (const x of [a, b]) {
      const i = this.edges.local[x];
      if (i < 0) continue;
      this.decided.push(i);
      if (this.undecided.length) this.undecided[i] = 0;
    }
  }

  /** mate[v] = partner, or v itself when unmatched (or, after a scoped solve, left for the players below). */
  solve(): Int32Array {
    this.expectBracket('solve');
    const mate = this.solveScoped(); // the phase is now solved (scoped) or still certified: see priceIn
    if (mate) {
      this.lastScoped = true;
      // certified conditions survive a solve whose new weights only order their optima (the caller's addends)
      if (this.phase.name === 'certified') this.adopt(mate);
      return mate;
    }
    this.lastScoped = false;
    this.phase = { name: 'solved', scoped: false };
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
    this.expectBracket('certify');
    const held = this.phase;
    if (held.name === 'certified' && held.atSolve === this.solves && !this.reweighted) {
      // no solve and no weight change since they were taken: they still hold (decided pairs only left)
      this.adopt(mate);
      return true;
    }
    if (held.name === 'certified') this.phase = { name: 'solved', scoped: true, priced: held.priced };
    const phase = this.phase;
    if (phase.name !== 'solved' || !phase.scoped || !this.solver || (this.reweighted && !onlyLowered)) return false;
    // the conditions the last solve was priced with, unless weights changed since; or changed only by removing
    // edges (fixing S1): the duals are as they were, and a removed edge's tightness is never read (every use
    // of the conditions reads the edge's terms first), so they still hold without a pass over every edge
    const onlyRemoved = onlyLowered && this.changed.every((e) => this.edges.terms[e] < 0);
    const cond = !this.reweighted || onlyRemoved ? phase.priced : this.solver.optimalityConditions();
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
    this.phase = { name: 'certified', conditions: cond, atSolve: this.solves, priced: phase.priced };
    return true;
  }

  /** Solve, and take the optimum's conditions for the decisions that follow. */
  solveAndCertify(): Int32Array {
    const mate = this.solve();
    this.certify(mate);
    return mate;
  }

  /** Drop the certified conditions (weights are about to change in a way they do not cover). */
  uncertify(): void {
    this.expectBracket('uncertify');
    const phase = this.phase;
    if (phase.name === 'certified') this.phase = { name: 'solved', scoped: true, priced: phase.priced };
  }

  /**
   * The optimum of U alone (warm from the previous one when the graph is built), priced over every edge of U;
   * its matching is null when its leftovers cannot be completed below (C4).
   */
  private solveScoped(): Int32Array | null {
    this.solves++;
    let localMate: Int32Array;
    if (!this.solver) {
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
    this.changed = [];
    this.reweighted = false;
    const mate = this.baseMate();
    const leftovers: number[] = [];
    const { vertices, local, terms } = this.edges;
    for (const v of vertices) {
      if (this.finalized[v]) continue;
      const i = local[v];
      const p = localMate[i];
      // an edge of weight 0 stands for "no edge": a matching may use it without gain, so it is ignored
      if (p >= 0 && terms[completeEdgeIndex(i, p)] >= 0) mate[v] = vertices[p];
      else leftovers.push(v);
    }
    return this.canComplete(leftovers) ? mate : null;
  }

  /** Adds to the solver the edges its duals violate until none is left: the optimum of all of U, and its
   * optimality conditions over every edge of U. */
  private priceIn(solver: BlossomSolver, mate: Int32Array): Int32Array {
    for (;;) {
      const cond = solver.optimalityConditions();
      if (cond.feasible) {
        // the phase holds these conditions from now on (the previous ones are released here, not later)
        const phase = this.phase;
        this.phase =
          phase.name === 'certified' ? { ...phase, priced: cond } : { name: 'solved', scoped: true, priced: cond };
        return mate;
      }
      solver.activate(cond.violated);
      mate = solver.resolve(cond.violated);
    }
  }
}

/** The distinct entries of a list, in first-seen order (an edge changed twice is re-examined once). */
function unique(list: readonly number[]): number[] {
  return [...new Set(list)];
}
