/**
 * What the final duals prove: the dual certificate, the optimality conditions a caller tests other matchings
 * against (docs/blossom.md, departures 5 and 6), and the full check of the solution (verifyOptimum).
 */

import { TreeSearch } from './search';
import { wideAdd, wideCompare, wideCopy, wideSign, wideToHex } from '../wide-int';
import { NONE } from './constants';
import type { CertificateBlossom, DualCertificate, OptimalityConditions, BlossomChains } from './types';

/** One layer of BlossomSolver (solver.ts); the state is SolverState's (state.ts). */
export abstract class Optimality extends TreeSearch {
  /** Runs the algorithm once (solver.ts); the certificates below describe its optimum. */
  abstract solve(): Int32Array;

  /**
   * The full check of the solution, as van Rantwijk's and networkx's verify_optimum: the duals certify that the
   * matching is a maximum-weight matching of the edges the solver sees (complementary slackness). Throws a
   * MatchingOptimalityError naming the first condition that fails:
   *  - the matching is one (each matched vertex's partner points back, over an edge the solver sees);
   *  - every vertex dual and every blossom dual is ≥ 0 (maxCardinality: every vertex dual is ≥ the exposed
   *    vertices' common dual, the certificate then holding for the weights shifted by that dual);
   *  - every edge has a slack ≥ 0 (blossom duals included), and every matched edge a slack of 0;
   *  - every exposed vertex has dual 0 (maxCardinality: all exposed vertices share one dual);
   *  - every blossom with a positive dual holds (|B|−1)/2 matched pairs.
   * With maxCardinality this proves the weight maximal among matchings of the same size; the size itself is
   * maximal because no augmenting path is left (not certified by duals). Cost O(m·limbs + n·depth).
   */
  verifyOptimum(): void {
    if (!this.solved) this.solve();
    this.weights = this.graph.weights;
    const n = this.n;
    const limbs = this.limbs;
    const dual = this.dual;
    const mate = this.mate;
    const ends = this.ends;
    const fail = (what: string): never => {
      throw new MatchingOptimalityError(what);
    };
    // the matching is one, over edges the solver sees
    for (let v = 0; v < n; v++) {
      const p = mate[v];
      if (p === NONE) continue;
      const w = ends[p];
      const q = mate[w];
      if (q === NONE || ends[q] !== v || q >> 1 !== p >> 1 || ends[p ^ 1] !== v)
        fail(`vertex ${v}'s partner ${w} is not matched back`);
      if (!this.active[p >> 1]) fail(`vertex ${v} is matched over edge ${p >> 1}, which the solver does not see`);
    }
    // the exposed vertices' common dual: 0, or with maxCardinality the least vertex dual
    let floor = NONE;
    for (let v = 0; v < n; v++) {
      if (mate[v] !== NONE) continue;
      if (floor === NONE) floor = v;
      else if (wideCompare(dual, v * limbs, dual, floor * limbs, limbs) !== 0)
        fail(`exposed vertices ${floor} and ${v} have different duals`);
    }
    for (let v = 0; v < n; v++) {
      if (this.maxCardinality) {
        if (floor !== NONE && wideCompare(dual, v * limbs, dual, floor * limbs, limbs) < 0)
          fail(`vertex ${v}'s dual is below the exposed vertices'`);
      } else {
        const sign = wideSign(dual, v * limbs, limbs);
        if (sign < 0) fail(`vertex ${v} has a negative dual`);
        if (sign > 0 && mate[v] === NONE) fail(`exposed vertex ${v} has a positive dual`);
      }
    }
    for (let b = n; b < 2 * n; b++) {
      if (this.blossomBase[b] >= 0 && wideSign(dual, b * limbs, limbs) < 0) fail(`blossom ${b} has a negative dual`);
    }
    // slacks: ≥ 0 everywhere, 0 on matched edges
    const blossoms = this.positiveBlossomChains();
    const m = ends.length >> 1;
    for (let k = 0; k < m; k++) {
      if (!this.active[k]) continue;
      const sign = this.chainSlackSign(k, blossoms);
      if (sign < 0) fail(`edge ${k} has a negative slack`);
      const i = ends[2 * k];
      if (sign > 0 && mate[i] !== NONE && mate[i] >> 1 === k) fail(`matched edge ${k} is not tight`);
    }
    // blossoms with a positive dual are full
    const inside = new Uint8Array(n);
    for (let b = n; b < 2 * n; b++) {
      if (this.blossomBase[b] < 0 || wideSign(dual, b * limbs, limbs) <= 0) continue;
      const count = this.collectLeaves(b);
      for (let t = 0; t < count; t++) inside[this.leafBuffer[t]] = 1;
      let pairs = 0;
      for (let t = 0; t < count; t++) {
        const x = this.leafBuffer[t];
        if (mate[x] !== NONE && inside[ends[mate[x]]]) pairs++;
      }
      for (let t = 0; t < count; t++) inside[this.leafBuffer[t]] = 0;
      if (pairs !== count - 1) fail(`blossom ${b} with a positive dual holds ${pairs / 2} pairs of ${count} vertices`);
    }
  }

  /** The final duals and blossoms (solver units, hex), so that callers and tests can check optimality. */
  dualCertificate(): DualCertificate {
    if (!this.solved) this.solve();
    const limbs = this.limbs;
    const vertexDuals: string[] = [];
    for (let v = 0; v < this.n; v++) vertexDuals.push(wideToHex(this.dual, v * limbs, limbs));
    const blossoms: CertificateBlossom[] = [];
    for (let b = this.n; b < 2 * this.n; b++) {
      if (this.blossomBase[b] < 0) continue;
      const count = this.collectLeaves(b);
      blossoms.push({
        vertices: Array.from(this.leafBuffer.subarray(0, count)),
        dual: wideToHex(this.dual, b * limbs, limbs),
      });
    }
    return { vertexDuals, blossoms };
  }

  /**
   * Complementary slackness of the current optimum, in a form a caller can test a matching against without
   * re-solving: a matching is optimal (for the weights of the last solve) exactly when it uses only `tight`
   * edges, covers every vertex with a `positiveDual`, and holds (|B|−1)/2 edges inside every blossom of
   * `fullBlossoms` (the blossoms with a positive dual). This holds for every optimal matching, not only the one
   * the solver returned, which is what lets the Dutch procedure fix decisions without a new solve.
   */
  optimalityConditions(): OptimalityConditions {
    if (!this.solved) this.solve();
    this.weights = this.graph.weights;
    const n = this.n;
    const limbs = this.limbs;
    const m = this.ends.length >> 1;
    const tight = new Uint8Array(m);
    const violated: number[] = [];
    const blossoms = this.positiveBlossomChains();
    // On a slotted graph an edge's slack depends only on its weight slot and its ends' classes (dual and
    // positive-dual blossoms), and tie-heavy brackets have few of each: the sign is computed once per (class,
    // class, slot), which matters because a fifth of a dense bracket's edges are tight and a tight edge reads
    // every limb. (The table of signs must stay small; past that, edge by edge.)
    const dualClass = this.graph.slotted ? this.dualClasses(blossoms) : null;
    let classes = 0;
    if (dualClass) for (let v = 0; v < n; v++) classes = Math.max(classes, dualClass[v] + 1);
    if (dualClass && classes * classes * this.weights.length <= 1 << 23) {
      this.slottedSigns(tight, violated, blossoms, dualClass, classes);
    } else {
      for (let k = 0; k < m; k++) {
        const sign = this.chainSlackSign(k, blossoms);
        if (sign < 0) violated.push(k);
        else if (sign === 0) tight[k] = 1;
      }
    }
    const positiveDual = new Uint8Array(n);
    for (let v = 0; v < n; v++) positiveDual[v] = wideSign(this.dual, v * limbs, limbs) > 0 ? 1 : 0;
    const fullBlossoms: Int32Array[] = [];
    for (let b = n; b < 2 * n; b++) {
      if (this.blossomBase[b] < 0 || wideSign(this.dual, b * limbs, limbs) <= 0) continue;
      const count = this.collectLeaves(b);
      fullBlossoms.push(this.leafBuffer.slice(0, count));
    }
    return { tight, positiveDual, fullBlossoms, feasible: violated.length === 0, violated };
  }

  /**
   * optimalityConditions' pass over a slotted graph (complete, edges numbered row by row): the sign of a slack
   * is computed once per (class pair, weight slot) and shared, a class being the vertices with the same dual
   * inside the same positive-dual blossoms (which decide what blossom duals the slack adds).
   */
  protected slottedSigns(
    tight: Uint8Array,
    violated: number[],
    blossoms: BlossomChains,
    dualClass: Int32Array,
    classes: number,
  ): void {
    const stride = this.weights.length; // slots · limbs: the weight offsets of one class pair
    const table = new Int8Array(classes * classes * stride).fill(2); // signs found so far; 2 = not yet
    // one call per row (docs/performance.md, "One call per loop")
    for (let j = 1; j < this.n; j++) this.slottedSignsRow(j, table, tight, violated, blossoms, dualClass, classes);
  }

  protected slottedSignsRow(
    j: number,
    table: Int8Array,
    tight: Uint8Array,
    violated: number[],
    blossoms: BlossomChains,
    dualClass: Int32Array,
    classes: number,
  ): void {
    const woff = this.woff;
    const stride = this.weights.length;
    const b = dualClass[j];
    for (let i = 0, k = (j * (j - 1)) / 2; i < j; i++, k++) {
      const a = dualClass[i];
      const key = (a < b ? a * classes + b : b * classes + a) * stride + woff[k];
      let sign = table[key];
      if (sign === 2) {
        sign = this.chainSlackSign(k, blossoms);
        table[key] = sign;
      }
      if (sign === 0) tight[k] = 1;
      else if (sign < 0) violated.push(k);
    }
  }

  /**
   * Per vertex, its class: vertices with the same dual inside the same positive-dual blossoms share one (the
   * slack of an edge depends only on its weight and its ends' classes).
   */
  protected dualClasses(blossoms: BlossomChains): Int32Array {
    const limbs = this.limbs;
    const ids = new Map<string, number>();
    const out = new Int32Array(this.n);
    for (let v = 0; v < this.n; v++) {
      // a chain is determined by its innermost blossom
      const chain = blossoms.chains[v];
      let key = chain ? `${chain[chain.length - 1]}|` : '|';
      for (let l = 0; l < limbs; l++) key += `${this.dual[v * limbs + l]},`;
      let id = ids.get(key);
      if (id === undefined) ids.set(key, (id = ids.size));
      out[v] = id;
    }
    return out;
  }

  /**
   * Per vertex, its blossoms with a positive dual from the top level down (the others add nothing; nested
   * blossoms of zero dual can be hundreds deep on tie-heavy graphs); per blossom, 2·Σz of itself and the
   * blossoms above it, so that an edge inside a blossom adds the prefix sum at the deepest one both ends share.
   */
  protected positiveBlossomChains(): BlossomChains {
    const n = this.n;
    const limbs = this.limbs;
    const chains: (Int32Array | null)[] = new Array<Int32Array | null>(n).fill(null);
    const above = new Float64Array(2 * n * limbs);
    // Per blossom, the chain of itself and the blossoms above it, made once: a vertex's chain is its parent
    // blossom's (shared, never written). Walking up from every vertex instead cost n × depth, and on tie-heavy
    // graphs blossoms nest hundreds deep.
    const chainOf = new Array<Int32Array | null | undefined>(2 * n).fill(undefined);
    const path: number[] = [];
    for (let v = 0; v < n; v++) {
      if (this.inBlossom[v] === v) continue;
      path.length = 0;
      let top = this.blossomParent[v];
      while (top !== NONE && chainOf[top] === undefined) {
        path.push(top);
        top = this.blossomParent[top];
      }
      let chain = top === NONE ? null : (chainOf[top] as Int32Array | null);
      for (let t = path.length - 1; t >= 0; t--) {
        const b = path[t];
        if (wideSign(this.dual, b * limbs, limbs) > 0) chain = this.extendChain(chain, b, above);
        chainOf[b] = chain;
      }
      chains[v] = chainOf[this.blossomParent[v]] as Int32Array | null;
    }
    return { chains, above };
  }

  /** `chain` (top down) with positive-dual blossom b below it; above[b] := 2·Σz of the chain and b. */
  protected extendChain(chain: Int32Array | null, b: number, above: Float64Array): Int32Array {
    const limbs = this.limbs;
    const length = chain ? chain.length : 0;
    const out = new Int32Array(length + 1);
    if (chain) {
      out.set(chain);
      wideCopy(above, b * limbs, above, chain[length - 1] * limbs, limbs);
    }
    out[length] = b;
    wideAdd(above, b * limbs, above, b * limbs, this.dual, b * limbs, limbs);
    wideAdd(above, b * limbs, above, b * limbs, this.dual, b * limbs, limbs);
    return out;
  }

  /** Sign of the full slack of edge k, blossom duals included. */
  protected chainSlackSign(k: number, { chains, above }: BlossomChains): number {
    const ci = chains[this.ends[2 * k]];
    const cj = chains[this.ends[2 * k + 1]];
    if (!ci || !cj || ci[0] !== cj[0]) return this.slackSign(k, null, 0);
    let t = 0;
    while (t + 1 < ci.length && t + 1 < cj.length && ci[t + 1] === cj[t + 1]) t++;
    return this.slackSign(k, above, ci[t] * this.limbs);
  }
}

/** The solver's duals do not prove its matching optimal: a bug in the solver, never a property of the input. */
export class MatchingOptimalityError extends Error {
  constructor(what: string) {
    super(`internal error: the matching solver's result failed its optimality check (${what})`);
    this.name = 'MatchingOptimalityError';
  }
}
