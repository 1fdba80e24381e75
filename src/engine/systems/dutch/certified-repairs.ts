/**
 * Certified decisions (docs/dutch-engine.md, "Why a certified decision is exact"): the optimality conditions of
 * one solve decide which pairs some optimal matching can hold, and the current matching is repaired along tight
 * edges (an exact Edmonds search) instead of re-solved. Each answer is a proof or a "don't know" that costs the
 * caller a solve, never a guess.
 */

import { type OptimalityConditions, completeEdgeIndex } from '../../matching/blossom';
import { type Graph, coverVertex } from '../../matching/cardinality';
import { LaminarBlossoms } from './laminar-blossoms';
import { Completion } from './completion';

/** A layer of BracketMatcher (bracket-matcher.ts); its state is BracketGraph's. */
export abstract class CertifiedRepairs extends Completion {
  /** The current matching meets the conditions: tight pairs, positive duals covered, blossoms full. */
  protected satisfies(cond: OptimalityConditions): boolean {
    const { vertices, terms } = this.edges;
    const lm = this.localMate;
    for (let x = 0; x < vertices.length; x++) {
      if (this.finalized[vertices[x]]) continue;
      if (lm[x] < 0) {
        if (cond.positiveDual[x]) return false;
        continue;
      }
      const e = completeEdgeIndex(x, lm[x]);
      if (terms[e] < 0 || !cond.tight[e]) return false;
    }
    return this.blossomsFull(cond);
  }

  /** False when the certified conditions rule the pair out of every optimal matching (its edge is not tight). */
  mayBeOptimal(a: number, b: number): boolean {
    const cond = this.certified();
    if (!cond) return true;
    const i = this.edges.local[a];
    const j = this.edges.local[b];
    return i < 0 || j < 0 || cond.tight[completeEdgeIndex(i, j)] === 1;
  }

  /** The local view of a global matching of U (a pair over an edge without terms is no pair). */
  protected adopt(mate: Int32Array): void {
    const { vertices, local, terms } = this.edges;
    for (let i = 0; i < vertices.length; i++) {
      const p = local[mate[vertices[i]]];
      this.localMate[i] =
        p >= 0 && p !== i && (this.finalized[vertices[i]] || terms[completeEdgeIndex(i, p)] >= 0) ? p : -1;
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
    this.expectBracket('pairEarliest');
    const cond = this.certified();
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
  protected repairStillFails(i: number, j: number): boolean {
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
  protected noteFailedRepair(i: number, a: number, blocked: number, reached: Int32Array, even: Uint8Array): void {
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

  protected writeBack(mate: Int32Array): void {
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
    this.expectBracket('pairAcross');
    const cond = this.certified();
    if (!cond) return false;
    const { vertices, local } = this.edges;
    const side = new Uint8Array(vertices.length);
    for (const v of s1) side[local[v]] = 1;
    for (const v of s2) side[local[v]] = 2;
    const lm = this.localMate;
    const saved = lm.slice();
    // Inside the remainder only S1R–S2R pairs may stay, and S1R players meet nobody outside it.
    const allowed = (p: number, q: number) =>
      side[p] === 1 || side[q] === 1 || (side[p] && side[q]) ? side[p] + side[q] === 3 : true;
    for (let x = 0; x < vertices.length; x++) {
      if (lm[x] >= 0 && !this.finalized[vertices[x]] && !allowed(x, lm[x])) {
        lm[lm[x]] = -1;
        lm[x] = -1;
      }
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
    if (!ok) {
      lm.set(saved);
      return false;
    }
    this.writeBack(mate);
    return true;
  }

  /**
   * Pair local i with j and restore the optimality conditions around them. 'infeasible': no matching over tight
   * edges pairs them and covers every vertex with a positive dual (coverVertex's failure is a proof), so no
   * optimal matching does; 'unknown': one does, but not with the other conditions met.
   */
  protected reroute(i: number, j: number, cond: OptimalityConditions): 'ok' | 'infeasible' | 'unknown' {
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
      const onFail =
        x === a ? (reached: Int32Array, even: Uint8Array) => this.noteFailedRepair(i, a, j, reached, even) : undefined;
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
  protected laminarOf(cond: OptimalityConditions): LaminarBlossoms {
    if (this.laminar?.cond !== cond) this.laminar = new LaminarBlossoms(cond, this.localMate.length);
    return this.laminar;
  }

  /** The tight edges among the undecided vertices, without `blocked`, optionally restricted further. */
  protected tightGraph(blocked: readonly number[], allowed?: (p: number, q: number) => boolean): Graph {
    const vertices = this.edges.vertices;
    if (this.undecided.length !== vertices.length) {
      this.undecided = new Uint8Array(vertices.length);
      for (let x = 0; x < vertices.length; x++) this.undecided[x] = this.finalized[vertices[x]] ? 0 : 1;
    }
    const presentMask = this.undecided.slice();
    for (const x of blocked) presentMask[x] = 0;
    return {
      size: vertices.length,
      neighbours: this.tightEdges.neighbours,
      rows: this.tightEdges.rows,
      presentMask,
      allowed,
    };
  }

  /**
   * Cover x again: an augmenting path if there is one (the leftovers stay as they are), else a path that leaves
   * over a vertex nobody requires to be paired (`required[v]` = 0: a zero dual allows it).
   */
  protected cover(
    graph: Graph,
    x: number,
    required: Uint8Array,
    onFail?: (reached: Int32Array, even: Uint8Array) => void,
    changed?: number[],
  ): boolean {
    return coverVertex(graph, this.localMate, x, (v) => required[v] === 0, true, onFail, changed);
  }

  /**
   * blossomsStillFull and leftoversComplete for a repair of `before` that changed the partners of `changed`
   * only (a repair changes a few pairs; both checks went over all of U, at every candidate of every S1 player).
   */
  protected repairKeepsConditions(cond: OptimalityConditions, before: Int32Array, changed: readonly number[]): boolean {
    const at = this.distinctOf(changed);
    return this.blossomsStillFull(cond, before, at) && this.leftoversComplete(before, at);
  }

  /** The list without repeats (stamped marks, kept between calls). */
  protected distinctOf(list: readonly number[]): number[] {
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
  protected blossomsStillFull(cond: OptimalityConditions, before: Int32Array, at?: readonly number[]): boolean {
    if (!cond.fullBlossoms.length) return true;
    const laminar = this.laminarOf(cond);
    return at ? laminar.pairsUnchangedAt(before, this.localMate, at) : laminar.pairsUnchanged(before, this.localMate);
  }

  /** Every blossom with a positive dual holds (|B|−1)/2 pairs (checked in full). */
  protected blossomsFull(cond: OptimalityConditions): boolean {
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
  protected leftoversComplete(before: Int32Array, at?: readonly number[]): boolean {
    if (at && !at.some((x) => this.localMate[x] < 0 !== before[x] < 0)) return true;
    const vertices = this.edges.vertices;
    const leftovers: number[] = [];
    let changed = false;
    for (let x = 0; x < vertices.length; x++) {
      if (this.finalized[vertices[x]]) continue;
      if (this.localMate[x] < 0 !== before[x] < 0) changed = true;
      if (this.localMate[x] < 0) leftovers.push(vertices[x]);
    }
    return !changed || this.canComplete(leftovers);
  }
}
