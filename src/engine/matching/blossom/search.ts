/**
 * The main loop: scan S-vertices along tight edges, and when none is left change the duals by δ (Galil's δ1..δ4).
 */

import { TreeRepair } from './tree-repair';
import { wideAdd, wideCompare, wideCopy, wideFits, wideHalve, wideIsZero, wideSub } from '../wide-int';
import { NONE, FREE, S, T, RETRY } from './constants';

/** One layer of BlossomSolver (solver.ts); the state is SolverState's (state.ts). */
export abstract class TreeSearch extends TreeRepair {
  /**
   * Grows all alternating trees at once and, unlike the textbook stages, keeps them across augmentations: only
   * the trees an augmentation (or an unmatch) touches are dissolved (see `dissolveTrees`). Restarting every
   * tree after each augmentation rescans every root's edges each time, which dominates on dense graphs.
   */
  protected run(): void {
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
    // one step per call (docs/performance.md, "One call per loop")
    while (this.rootCount > 0 && this.step()) {
      /* next step */
    }
  }

  /**
   * One step of the search: an event (a tight edge found while repairing after a dissolution), the scan of one
   * S-vertex, or a change of the duals. False when there is no δ (maxCardinality: no augmenting path is left).
   */
  protected step(): boolean {
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
  protected scan(v: number): void {
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
  protected chooseDelta(): number {
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
        if (label[inBlossom[v]] === S && (best === NONE || wideCompare(dual, v * limbs, dual, best * limbs, limbs) < 0))
          best = v;
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
      if (
        e !== NONE &&
        label[b] === S &&
        this.blossomParent[b] === NONE &&
        (best3 === NONE || this.slackLess(e, best3))
      )
        best3 = e;
    }
    if (best3 !== NONE) {
      this.slackInto(best3, scratch);
      if (wideHalve(scratch, 0, scratch, 0, limbs) !== 0)
        throw new Error('internal error: odd slack between S-blossoms');
      if (deltaType === NONE || wideCompare(scratch, 0, delta, 0, limbs) < 0) {
        wideCopy(delta, 0, scratch, 0, limbs);
        deltaType = 3;
        this.deltaEdge = best3;
      }
    }
    for (let b = n; b < 2 * n; b++) {
      if (
        this.blossomBase[b] >= 0 &&
        this.blossomParent[b] === NONE &&
        label[b] === T &&
        (deltaType === NONE || wideCompare(dual, b * limbs, delta, 0, limbs) < 0)
      ) {
        wideCopy(delta, 0, dual, b * limbs, limbs);
        deltaType = 4;
        this.deltaBlossom = b;
      }
    }
    return this.refreshStaleBounds(deltaType === NONE) ? RETRY : deltaType;
  }

  /**
   * Acts on the tight edge from S-vertex v to far endpoint p: grow a tree, form a blossom or augment.
   * Returns true when v's tree was dissolved (after an augmentation).
   */
  protected processTightEdge(v: number, p: number): boolean {
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

  /** S-vertices −δ, T-vertices +δ, S-blossoms +δ, T-blossoms −δ. */
  protected applyDelta(): void {
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
