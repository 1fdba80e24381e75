/**
 * Blossoms: labels, shrinking (addBlossom) and expanding (expandBlossom), their least-slack edge lists, and
 * augmentation along alternating paths through them.
 */

import { InitialDuals } from './initial-duals';
import { wideIsZero, wideZero } from '../wide-int';
import { NONE, FREE, S, T, BREADCRUMB } from './constants';

/** One layer of BlossomSolver (solver.ts); the state is SolverState's (state.ts). */
export abstract class BlossomStructure extends InitialDuals {
  /** Writes the vertices of blossom b into leafBuffer; returns how many. */
  protected collectLeaves(b: number): number {
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
  protected assignLabel(w: number, t: number, p: number): void {
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
  protected scanBlossom(v: number, w: number): number {
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
  protected addBlossom(base: number, k: number): void {
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
  protected bestEdgesFromLeaves(b: number, sub: number, touched: number[]): void {
    const leaves = this.collectLeaves(sub);
    for (let i = 0; i < leaves; i++) {
      const x = this.leafBuffer[i];
      for (let a = this.adjStart[x]; a < this.adjStart[x + 1]; a++) this.considerBestEdgeAt(b, x, a, touched);
    }
  }

  /** blossomBestEdgesOf for a sub-blossom with a list: its least-slack edges to each other S-blossom. */
  protected bestEdgesFromList(b: number, list: Int32Array, touched: number[]): void {
    const ends = this.ends;
    const inBlossom = this.inBlossom;
    for (let i = 0; i < list.length; i++) {
      const e = list[i];
      const far = inBlossom[ends[2 * e + 1]] === b ? ends[2 * e] : ends[2 * e + 1];
      this.considerBestEdgeTo(b, e, far, touched);
    }
  }

  /** A pending blossom that will never have its lists worked out (absorbed, expanded): its subs' lists go. */
  protected dropPendingBest(b: number): void {
    this.pendingBest[b] = 0;
    const childs = this.blossomChilds[b];
    if (childs) for (let i = 0; i < childs.length; i++) this.blossomBestEdges[childs[i]] = null;
  }

  /** The least-slack edge lists of the blossoms made since δ was last chosen that are still top-level S-blossoms. */
  protected settlePendingBestEdges(): void {
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
  protected blossomBestEdgesOf(b: number): void {
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
   * considerBestEdgeTo for the edge in adjacency slot a of vertex x (its weight read through the slot). Both
   * read and write the table at one site each (docs/performance.md, "Type feedback and shapes").
   */
  protected considerBestEdgeAt(b: number, x: number, a: number, touched: number[]): void {
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

  protected considerBestEdgeTo(b: number, k: number, far: number, touched: number[]): void {
    const bj = this.inBlossom[far];
    if (bj === b || this.label[bj] !== S) return;
    const bestEdgeTo = this.bestEdgeTo;
    const current = bestEdgeTo[bj];
    if (current === NONE) touched.push(bj);
    else if (!this.slackLess(k, current)) return;
    bestEdgeTo[bj] = k;
  }

  /** Expands blossom b: in the middle of a stage (T-blossom, δ4) or at its end (S-blossom with zero dual). */
  protected expandBlossom(b: number, endStage: boolean): void {
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
  protected retireBlossom(b: number): void {
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
  protected augmentBlossom(b: number, v: number): void {
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
  protected flipToRoot(s: number, p: number): void {
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

  protected augmentMatching(k: number): void {
    this.flipToRoot(this.ends[2 * k], 2 * k + 1);
    this.flipToRoot(this.ends[2 * k + 1], 2 * k);
  }
}
