/**
 * Warm restarts (docs/blossom.md, departure 4): after weight changes only the endpoints of edges that now
 * violate optimality are released from the old solution; they are the only roots of the new run.
 */

import { Optimality } from './optimality';
import { wideAdd, wideIsZero, wideNegate, wideSign, wideZero } from '../wide-int';
import { NONE, FREE } from './constants';

/** One layer of BlossomSolver (solver.ts); the state is SolverState's (state.ts). */
export abstract class WarmStart extends Optimality {
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
  protected violatesOptimality(k: number): boolean {
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
  protected release(v: number, list: number[]): void {
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

  protected expandReleasing(b: number, list: number[]): void {
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
  protected setLeastEvenFeasibleDual(v: number): void {
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

  /**
   * Copies the (changed) weight offset and top limb of edge k into its two adjacency slots, found by bisection
   * (a vertex's list is in edge order): a warm resolve over millions of changed edges scanned a dense bracket's
   * whole degree for each.
   */
  protected refreshAdjacencyTop(k: number): void {
    const ko = this.woff[k];
    const top = this.weights[ko];
    for (let side = 0; side < 2; side++) {
      const v = this.ends[2 * k + side];
      let lo = this.adjStart[v];
      let hi = this.adjStart[v + 1];
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (this.adjEnd[mid] >> 1 < k) lo = mid + 1;
        else hi = mid;
      }
      if (lo < this.adjStart[v + 1] && this.adjEnd[lo] >> 1 === k) {
        this.adjTop[lo] = top;
        this.adjWoff[lo] = ko;
      }
    }
  }

  /** Back to the empty matching with trivial blossoms and zero duals. */
  protected resetMatching(): void {
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
  protected clearSearchState(): void {
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
}
