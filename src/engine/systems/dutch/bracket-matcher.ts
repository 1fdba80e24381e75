import { BlossomSolver, MatchingGraph, maxWeightMatching } from '../../matching/blossom';
import { type Graph, maximumMatching, replaceableExposed } from '../../matching/cardinality';
import { limbsForBits } from '../../matching/wide-int';
import { composeWeight } from './weight-compose';

/**
 * The maximum-weight matching the Dutch procedure re-solves while it fixes decisions (dutch.md §7.2), made
 * cheap by looking only at the bracket.
 *
 * The reference method matches all players at once; every edge outside "bracket + next score group" (U)
 * carries only the top field (completion and PAB eligibility), which is the same for every complete pairing.
 * So the optimum is: the best matching of U under the lower fields whose leftovers can still be completed
 * with the players below (L). We solve U alone and check that its leftovers complete with L (C4, with a PAB
 * candidate left over when the number is odd); only when they do not do we solve the whole field.
 */
export interface BracketMatcherHooks {
  /** C1/C3: the two players (vertices) may meet. */
  compatible(u: number, v: number): boolean;
  /** The player may be left over for the PAB (eligible, score not above the fixed PAB score). */
  byeCandidate(v: number): boolean;
  /** Terms of the weight every edge outside U carries (the top field only). */
  outsideWeight(u: number, v: number): readonly number[] | null;
}

interface StoredWeight {
  /** The weight without its top field, composed. */
  readonly lower: Float64Array;
  /** The top field's value (completion and PAB eligibility). */
  readonly top: number;
  readonly terms: readonly number[];
  readonly delta: number;
}

export class BracketMatcher {
  private readonly limbs: number;
  private readonly weightBits: number;
  private readonly weights = new Map<number, StoredWeight>();
  private readonly finalized: Uint8Array;
  private readonly mateOf: Int32Array;
  private u: number[] = [];
  /** The bracket's graph: every pair of U is an edge (absent ones with weight 0), re-solved warm. */
  private graph: MatchingGraph | null = null;
  private solver: BlossomSolver | null = null;
  private local = new Int32Array(0);
  private present = new Uint8Array(0);
  private changed: number[] = [];
  private fresh = true;
  /** U as it was when the bracket began (local index → vertex). */
  private uAll: number[] = [];
  private l: number[] = [];
  private lMatching: Int32Array | null = null;
  private readonly completable = new Map<string, boolean>();
  /** True when the last solve looked at U only (leftovers of U are then reported unmatched). */
  lastSolveScoped = true;
  /** Statistics for the benchmark. */
  readonly stats = { scopedSolves: 0, fullSolves: 0, completionChecks: 0 };

  constructor(readonly size: number, private readonly belowTop: number, private readonly hooks: BracketMatcherHooks) {
    this.weightBits = belowTop + 2;
    this.limbs = limbsForBits(this.weightBits);
    this.finalized = new Uint8Array(size);
    this.mateOf = new Int32Array(size).fill(-1);
  }

  private key(a: number, b: number): number {
    return a < b ? a * this.size + b : b * this.size + a;
  }

  /** Start a bracket: `u` = its MDPs, residents and the next score group; `l` = everyone below. */
  beginBracket(u: readonly number[], l: readonly number[]): void {
    this.u = u.filter((v) => !this.finalized[v]);
    this.l = l.slice();
    this.lMatching = null;
    this.completable.clear();
    const k = this.u.length;
    this.local = new Int32Array(this.size).fill(-1);
    this.u.forEach((v, i) => { this.local[v] = i; });
    this.uAll = this.u.slice();
    this.graph = new MatchingGraph(k, this.weightBits + 1, Math.max(1, (k * (k - 1)) / 2));
    this.present = new Uint8Array((k * (k - 1)) / 2);
    for (let j = 1; j < k; j++) {
      for (let i = 0; i < j; i++) {
        const w = this.weights.get(this.key(this.u[i], this.u[j]));
        if (w) { this.graph.addEdgeWide(i, j, w.lower, 0, this.limbs); this.present[this.edgeIndex(i, j)] = 1; }
        else this.graph.addEdgeNumber(i, j, 0);
      }
    }
    // the solver is built at the first solve, after the bracket has set its weights (it copies them)
    this.solver = null;
    this.changed = [];
    this.fresh = true;
  }

  /** Edges were added for j = 1, 2, … and i < j. */
  private edgeIndex(i: number, j: number): number {
    return i < j ? (j * (j - 1)) / 2 + i : (i * (i - 1)) / 2 + j;
  }

  /** Mirror a weight change into the bracket's graph. */
  private touch(a: number, b: number, w: StoredWeight | undefined): void {
    const i = this.local[a];
    const j = this.local[b];
    if (i < 0 || j < 0 || !this.graph) return;
    const k = this.edgeIndex(i, j);
    if (w) { this.graph.setEdgeWeightWide(k, w.lower, 0, this.limbs); this.present[k] = 1; }
    else { this.graph.setEdgeWeightNumber(k, 0); this.present[k] = 0; }
    this.changed.push(k);
  }

  setEdge(a: number, b: number, terms: readonly number[] | null, delta = 0): void {
    const k = this.key(a, b);
    if (!terms) {
      if (this.weights.delete(k)) this.touch(a, b, undefined);
      return;
    }
    const prev = this.weights.get(k);
    if (prev && prev.terms === terms && prev.delta === delta) return;
    let top = 0;
    let lowerTerms = terms;
    if (terms.length >= 2 && terms[0] === this.belowTop) {
      top = terms[1];
      lowerTerms = terms.slice(2);
    }
    const lower = new Float64Array(this.limbs);
    composeWeight(lowerTerms, delta, lower, 0, this.limbs);
    const stored = { lower, top, terms, delta };
    this.weights.set(k, stored);
    this.touch(a, b, stored);
  }

  /** A decided pair: both players leave the matching. */
  finalize(a: number, b: number): void {
    this.finalized[a] = this.finalized[b] = 1;
    this.mateOf[a] = b;
    this.mateOf[b] = a;
    this.u = this.u.filter((v) => v !== a && v !== b);
    // the pair leaves the bracket's graph: all its edges go to weight 0
    for (const x of [a, b]) {
      const i = this.local[x];
      if (i < 0 || !this.graph) continue;
      for (let j = 0; j < this.local.length && j < this.graph.vertexCount; j++) {
        if (j === i) continue;
        const k = this.edgeIndex(i, j);
        if (this.present[k]) { this.graph.setEdgeWeightNumber(k, 0); this.present[k] = 0; this.changed.push(k); }
      }
    }
  }

  /** mate[v] = partner, or v itself when unmatched (or, after a scoped solve, left for the players below). */
  solve(): Int32Array {
    const mate = this.solveScoped();
    if (mate) { this.lastSolveScoped = true; this.stats.scopedSolves++; return mate; }
    this.lastSolveScoped = false;
    this.stats.fullSolves++;
    return this.solveFull();
  }

  private baseMate(): Int32Array {
    const mate = new Int32Array(this.size);
    for (let v = 0; v < this.size; v++) mate[v] = this.finalized[v] ? this.mateOf[v] : v;
    return mate;
  }

  private solveScoped(): Int32Array | null {
    if (this.fresh || !this.solver) this.solver = new BlossomSolver(this.graph!);
    const localMate = this.fresh ? this.solver.solve() : this.solver.resolve(this.changed);
    this.fresh = false;
    this.changed = [];
    const mate = this.baseMate();
    const leftovers: number[] = [];
    for (const v of this.u) {
      const i = this.local[v];
      const p = localMate[i];
      // an edge of weight 0 stands for "no edge": a matching may use it without gain, so it is ignored
      if (p >= 0 && this.present[this.edgeIndex(i, p)]) {
        mate[v] = this.uOfLocal(p);
      } else {
        leftovers.push(v);
      }
    }
    return this.canComplete(leftovers) ? mate : null;
  }

  private uOfLocal(i: number): number {
    return this.uAll[i];
  }

  /** C4 with C2/C5: the leftovers of U and the players below can all be paired, a PAB candidate left over if odd. */
  private canComplete(leftovers: readonly number[]): boolean {
    const key = leftovers.join(',');
    const cached = this.completable.get(key);
    if (cached !== undefined) return cached;
    this.stats.completionChecks++;
    const vertices = [...this.l, ...leftovers];
    const g = this.graphOf(vertices);
    if (!this.lMatching) this.lMatching = maximumMatching(this.graphOf(this.l));
    const initial = new Int32Array(vertices.length).fill(-1);
    initial.set(this.lMatching);
    const mate = maximumMatching(g, initial);
    let exposed = 0;
    for (let i = 0; i < vertices.length; i++) if (mate[i] < 0) exposed++;
    let ok = exposed === vertices.length % 2;
    if (ok && exposed === 1) {
      const replaceable = replaceableExposed(g, mate);
      ok = vertices.some((v, i) => replaceable[i] === 1 && this.hooks.byeCandidate(v)) ||
        !this.anyCandidateLeft();
    }
    this.completable.set(key, ok);
    return ok;
  }

  /** When no unpaired player is a PAB candidate, any leftover is as good as another (the top field ties). */
  private anyCandidateLeft(): boolean {
    for (let v = 0; v < this.size; v++) if (!this.finalized[v] && this.hooks.byeCandidate(v)) return true;
    return false;
  }

  private graphOf(vertices: readonly number[]): Graph {
    const lists: number[][] = vertices.map(() => []);
    for (let j = 1; j < vertices.length; j++) {
      for (let i = 0; i < j; i++) {
        if (this.hooks.compatible(vertices[i], vertices[j])) { lists[i].push(j); lists[j].push(i); }
      }
    }
    const arrays = lists.map((x) => Int32Array.from(x));
    return { size: vertices.length, neighbours: (v) => arrays[v] };
  }

  /** The whole field: U's edges with their full weight, every other edge with the top field only. */
  private solveFull(): Int32Array {
    const active: number[] = [];
    for (let v = 0; v < this.size; v++) if (!this.finalized[v]) active.push(v);
    const inU = new Uint8Array(this.size);
    for (const v of this.u) inU[v] = 1;
    const g = new MatchingGraph(active.length, this.weightBits + 1, 64);
    const buf = new Float64Array(this.limbs);
    for (let j = 1; j < active.length; j++) {
      for (let i = 0; i < j; i++) {
        const a = active[i];
        const b = active[j];
        if (inU[a] && inU[b]) {
          const w = this.weights.get(this.key(a, b));
          if (!w) continue;
          composeWeight(w.terms, w.delta, buf, 0, this.limbs);
          g.addEdgeWide(i, j, buf, 0, this.limbs);
        } else {
          const terms = this.hooks.outsideWeight(a, b);
          if (!terms) continue;
          composeWeight(terms, 0, buf, 0, this.limbs);
          g.addEdgeWide(i, j, buf, 0, this.limbs);
        }
      }
    }
    const local = maxWeightMatching(g);
    const mate = this.baseMate();
    for (let i = 0; i < active.length; i++) if (local[i] >= 0) mate[active[i]] = active[local[i]];
    return mate;
  }
}
