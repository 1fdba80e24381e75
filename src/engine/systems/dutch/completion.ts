/**
 * Completion (C4 with C2/C5): whether the leftovers of a matching of U can still be paired with the players
 * below it (L), a PAB candidate left over when the number is odd; and the whole field's solve, for when they
 * cannot (docs/dutch-engine.md, "The bracket scope and the C4 check").
 */

import { MatchingGraph, completeEdgeIndex, maxWeightMatching } from '../../matching/blossom';
import { type Graph, findReplaceableExposed, maximumMatching } from '../../matching/cardinality';
import { composeWeight } from './weight-compose';
import { BracketGraph } from './bracket-graph';

/** A layer of BracketMatcher (bracket-matcher.ts); its state is BracketGraph's. */
export abstract class Completion extends BracketGraph {
  /** C4 with C2/C5: the leftovers of U and the players below can all be paired, a PAB candidate left over if odd. */
  protected canComplete(leftovers: readonly number[]): boolean {
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
      this.lMatching = maximumMatching(
        { size: this.size, neighbours: field.neighbours, rows: field.rows, presentMask: inL },
        initial,
      );
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
      if (mate[v] < 0 && inLOrLeftover[v]) {
        exposed++;
        lastExposed = v;
      }
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
  protected anyCandidateLeft(): boolean {
    for (let v = 0; v < this.size; v++) if (!this.finalized[v] && this.hooks.byeCandidate(v)) return true;
    return false;
  }

  /** The whole field: U's edges with their full weight, every other edge with the top field only. */
  protected solveFull(): Int32Array {
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

  protected baseMate(): Int32Array {
    const mate = new Int32Array(this.size);
    for (let v = 0; v < this.size; v++) mate[v] = this.finalized[v] ? this.mateOf[v] : v;
    return mate;
  }
}
