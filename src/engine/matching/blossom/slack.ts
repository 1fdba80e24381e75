/**
 * Exact slack arithmetic on the limbs (docs/blossom.md, departure 3). Per limb, u[i] + u[j] − 4·w lies in
 * (−4R, 2R) with R = 2^48; once the running value exceeds the largest possible contribution of the lower limbs,
 * the sign is known. The running value times R plus the next limb term stays below 2^52, so float64 keeps it exact.
 */

import { SolverState } from './state';
import { LIMB_RADIX } from '../wide-int';

/** One layer of BlossomSolver (solver.ts); the state is SolverState's (state.ts). */
export abstract class SlackArithmetic extends SolverState {
  /** slack(k) ≤ 0, i.e. the edge is tight (slack is never negative while the invariants hold). */
  protected isTight(k: number): boolean {
    return this.slackSign(k, null, 0) <= 0;
  }

  /**
   * Sign of slack(k) plus the wide value at extra[eo] (blossom duals), limb by limb from the top with an early
   * exit: each limb term lies in (−4R, 3R), so once the running value leaves [−5, 5] the lower limbs cannot
   * change its sign (the running value times R plus a term stays below 2^52: exact).
   */
  protected slackSign(k: number, extra: Float64Array | null, eo: number): number {
    const limbs = this.limbs;
    const dual = this.dual;
    const weights = this.weights;
    const io = this.ends[2 * k] * limbs;
    const jo = this.ends[2 * k + 1] * limbs;
    const ko = this.woff[k];
    let acc = 0;
    for (let l = 0; l < limbs; l++) {
      acc = acc * LIMB_RADIX + (dual[io + l] + dual[jo + l] - 4 * weights[ko + l] + (extra ? extra[eo + l] : 0));
      if (acc > 5) return 1;
      if (acc < -5) return -1;
    }
    return acc > 0 ? 1 : acc < 0 ? -1 : 0;
  }

  /** slack(a) < slack(b). */
  protected slackLess(a: number, b: number): boolean {
    const limbs = this.limbs;
    const dual = this.dual;
    const weights = this.weights;
    const ends = this.ends;
    const ai = ends[2 * a] * limbs;
    const aj = ends[2 * a + 1] * limbs;
    const ak = this.woff[a];
    const bi = ends[2 * b] * limbs;
    const bj = ends[2 * b + 1] * limbs;
    const bk = this.woff[b];
    let acc = 0;
    for (let l = 0; l < limbs; l++) {
      acc =
        acc * LIMB_RADIX +
        (dual[ai + l] + dual[aj + l] - dual[bi + l] - dual[bj + l] + 4 * (weights[bk + l] - weights[ak + l]));
      if (acc > 6) return false;
      if (acc < -6) return true;
    }
    return acc < 0;
  }

  /**
   * isTight for the edge in adjacency slot a of vertex v (far vertex w): its top limb and weight offset come from
   * the adjacency's copies, read in the scan's order rather than at random over all edges.
   */
  protected isTightAt(v: number, w: number, a: number): boolean {
    const limbs = this.limbs;
    const dual = this.dual;
    const vo = v * limbs;
    const wo = w * limbs;
    let acc = dual[vo] + dual[wo] - 4 * this.adjTop[a];
    if (acc > 4) return false;
    if (acc < -4) return true;
    const weights = this.weights;
    const ko = this.adjWoff[a];
    for (let l = 1; l < limbs; l++) {
      acc = acc * LIMB_RADIX + (dual[vo + l] + dual[wo + l] - 4 * weights[ko + l]);
      if (acc > 4) return false;
      if (acc < -4) return true;
    }
    return acc <= 0;
  }

  /** slackLess(k, b) for the edge k in adjacency slot a of vertex v (far vertex w). */
  protected slackLessAt(v: number, w: number, a: number, b: number): boolean {
    const limbs = this.limbs;
    const dual = this.dual;
    const weights = this.weights;
    const ends = this.ends;
    const vo = v * limbs;
    const wo = w * limbs;
    const bi = ends[2 * b] * limbs;
    const bj = ends[2 * b + 1] * limbs;
    const bk = this.woff[b];
    let acc = dual[vo] + dual[wo] - dual[bi] - dual[bj] + 4 * (weights[bk] - this.adjTop[a]);
    if (acc > 6) return false;
    if (acc < -6) return true;
    const ko = this.adjWoff[a];
    for (let l = 1; l < limbs; l++) {
      acc =
        acc * LIMB_RADIX +
        (dual[vo + l] + dual[wo + l] - dual[bi + l] - dual[bj + l] + 4 * (weights[bk + l] - weights[ko + l]));
      if (acc > 6) return false;
      if (acc < -6) return true;
    }
    return acc < 0;
  }

  /** dst := slack(k), normalised. */
  protected slackInto(k: number, dst: Float64Array): void {
    const limbs = this.limbs;
    const dual = this.dual;
    const weights = this.weights;
    const io = this.ends[2 * k] * limbs;
    const jo = this.ends[2 * k + 1] * limbs;
    const ko = this.woff[k];
    let carry = 0;
    for (let l = limbs - 1; l > 0; l--) {
      const s = dual[io + l] + dual[jo + l] - 4 * weights[ko + l] + carry;
      carry = Math.floor(s / LIMB_RADIX);
      dst[l] = s - carry * LIMB_RADIX;
    }
    dst[0] = dual[io] + dual[jo] - 4 * weights[ko] + carry;
  }
}
