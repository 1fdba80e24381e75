/**
 * Starting duals: the textbook uniform start, or the greedy start (docs/blossom.md, departure 1) with a greedy
 * matching on tight edges.
 */

import { SlackArithmetic } from './slack';
import { wideAdd, wideCompare, wideCopy, wideIsZero, wideSub, wideZero } from '../wide-int';
import { NONE } from './constants';

/** One layer of BlossomSolver (solver.ts); the state is SolverState's (state.ts). */
export abstract class InitialDuals extends SlackArithmetic {
  /** The textbook start: every vertex dual 2·max weight, empty matching. */
  protected initUniformDuals(): void {
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
  protected initGreedyDuals(): void {
    // one method per pass (docs/performance.md, "One call per loop")
    const order = this.heaviestFirst();
    // Two greedy starts: each does better on some brackets (see greedyDualsRaising). The second is tried only
    // when the first pairs fewer than 60 % of the vertices (docs/performance.md, "The second greedy start"), and
    // the one whose tight edges pair more vertices greedily is kept (the first on a tie).
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
  protected heaviestFirst(): number[] {
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
        if (
          heaviest[v] === NONE ||
          adjTop[a] > top ||
          wideCompare(weights, woff[k], weights, woff[heaviest[v]], limbs) > 0
        ) {
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
  protected byHeaviestEdge(heaviest: Int32Array): number[] {
    const n = this.n;
    const limbs = this.limbs;
    const weights = this.weights;
    const woff = this.woff;
    const offsets: number[] = [];
    const seen = new Map<number, number>();
    for (let v = 0; v < n; v++) {
      if (heaviest[v] === NONE) continue;
      const o = woff[heaviest[v]];
      if (!seen.has(o)) {
        seen.set(o, 0);
        offsets.push(o);
      }
    }
    // rank 0 = heaviest; equal weights at different offsets share a rank
    offsets.sort((x, y) => wideCompare(weights, y, weights, x, limbs));
    for (let r = 0, rank = 0; r < offsets.length; r++) {
      if (r > 0 && wideCompare(weights, offsets[r], weights, offsets[r - 1], limbs) !== 0) rank = r;
      seen.set(offsets[r], rank);
    }
    const keys = new Float64Array(n);
    let count = 0;
    for (let v = 0; v < n; v++)
      if (heaviest[v] !== NONE) keys[count++] = (seen.get(woff[heaviest[v]]) as number) * n + v;
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
  protected greedyDualsAsked(order: readonly number[]): void {
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
  protected askedDual(v: number, set: Uint8Array, unsetOnly = false): boolean {
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
   * all took 2·(the heavy edge) and only the heavy vertex's edges were tight.
   */
  protected greedyDualsRaising(order: readonly number[]): void {
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
  protected raiseSetNeighbours(v: number, set: Uint8Array): void {
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
  protected matchTightExposedAll(): number {
    const limbs = this.limbs;
    for (let v = 0; v < this.n; v++) {
      if (this.mate[v] === NONE && !wideIsZero(this.dual, v * limbs, limbs)) this.matchTightExposed(v);
    }
    let matched = 0;
    for (let v = 0; v < this.n; v++) if (this.mate[v] !== NONE) matched++;
    return matched;
  }

  /** Each still exposed vertex: its dual lowered to the least feasible value, then matched if that made a tight edge. */
  protected lowerExposedDuals(): void {
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
  protected matchTightExposed(v: number): void {
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
}
