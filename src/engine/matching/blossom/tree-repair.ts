/**
 * Persistent trees (docs/blossom.md, departure 2): after an augmentation only the trees it touched are
 * dissolved, and what the other trees cached about them is repaired; least-slack edges that lost their far end
 * are kept as lower bounds ("stale") and rescanned only when δ reaches them.
 */

import { BlossomStructure } from './blossom-structure';
import { LIMB_RADIX, wideAdd, wideCompare, wideCopy, wideIsZero } from '../wide-int';
import { NONE, FREE, S, T } from './constants';

/** One layer of BlossomSolver (solver.ts); the state is SolverState's (state.ts). */
export abstract class TreeRepair extends BlossomStructure {
  /**
   * Rescans every stale vertex (δ2) or S-blossom (δ3) whose lower bound falls below the chosen δ (all of them
   * when there is no δ), since its true least slack might then be smaller. Returns true if any was rescanned.
   */
  protected refreshStaleBounds(noDelta: boolean): boolean {
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
  protected boundBelowDelta(bound: Float64Array, o: number, rate: number): boolean {
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
  protected markStaleVertex(v: number, e: number): void {
    this.markStale(v, e, 1, this.staleVertex, this.staleBound2, this.staleVertices);
    this.bestEdge[v] = NONE;
  }

  /** Same for S-blossom b's least-slack edge to another S-blossom; those slacks fall by 2δ per change. */
  protected markStaleBlossom(b: number, e: number): void {
    this.markStale(b, e, 2, this.staleBlossom, this.staleBound3, this.staleBlossoms);
    this.bestEdge[b] = NONE;
  }

  protected markStale(
    x: number,
    e: number,
    rate: number,
    flags: Uint8Array,
    bounds: Float64Array,
    list: number[],
  ): void {
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

  /** The root blossom of the tree holding the labelled top-level blossom b. */
  protected treeRoot(b: number): number {
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
  protected dissolveTrees(rootA: number, rootB: number): void {
    const stamp = ++this.epoch;
    this.rootCount -= rootB === NONE ? 1 : 2;
    // one method per step (docs/performance.md, "One call per loop")
    const doomed = this.doomedBlossoms(rootA, rootB, stamp);
    const freedCount = this.freeTrees(doomed, stamp);
    // 3. Rescan the freed vertices against the remaining S-vertices.
    const freed = this.freedVertices;
    for (let i = 0; i < freedCount; i++) this.recomputeVertexBestEdge(freed[i]);
    this.repairVertexBounds(stamp);
    this.repairBlossomBounds();
  }

  /** 1. The top-level blossoms of the trees rooted at rootA and rootB (roots memoised per call). */
  protected doomedBlossoms(rootA: number, rootB: number, stamp: number): number[] {
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
  protected freeTrees(doomed: readonly number[], stamp: number): number {
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
  protected repairVertexBounds(stamp: number): void {
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
  protected repairBlossomBounds(): void {
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
  protected recomputeVertexBestEdge(v: number): void {
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
  protected recomputeBlossomBestEdge(b: number): void {
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
}
