import { MatchingGraph, maxWeightMatching } from '../../matching/blossom';
import { maximumMatching } from '../../matching/cardinality';
import { FieldLayout } from '../../matching/wide-int';

/** Bits needed to count up to `x`. */
export function bitsFor(x: number): number {
  return Math.max(1, Math.ceil(Math.log2(Math.max(1, x) + 1)));
}

/**
 * Vertices [scope, size) only matter for completion: an edge touching one of them weighs "1 in the first field,
 * 0 elsewhere" when `compatible` allows it, and is never stored.
 */
export interface CompletionOnly {
  readonly scope: number;
  compatible(u: number, v: number): boolean;
}

/**
 * A maximum-weight matching whose edge weights are vectors of criteria, most significant first, packed exactly
 * into wide integers by a FieldLayout (each field wide enough for its sum over a whole matching, so no field
 * spills into the one above). Edges can be changed between solves, and decided pairs leave the problem: the
 * Burstein procedures fix their decisions one player at a time (Article 4) and solve again.
 *
 * With `CompletionOnly` (large fields): every edge touching L = [scope, size) counts for completion only, so the
 * best complete matching is the best matching of U = [0, scope) under the lower fields whose leftovers can still
 * be paired with L — if the unrestricted best one can. U is solved alone and a cardinality matching checks the
 * leftovers against L (no leftover pairs with another: that positive edge would have improved U's optimum);
 * only when that fails is the whole field solved. The same idea as the Dutch bracket matcher.
 */
export class CriteriaMatcher {
  readonly layout: FieldLayout;
  private readonly limbs: number;
  private readonly scope: number;
  private readonly packed = new Map<number, Float64Array>();
  /** The same weights without their first (completion) field, for the scoped solve. */
  private readonly packedLower = new Map<number, Float64Array>();
  private readonly values = new Map<number, readonly number[]>();
  private readonly partner: Int32Array;
  private readonly completionValues: readonly number[];
  private readonly completionPacked: Float64Array;
  private lAdjacency: Int32Array[] | null = null;
  private lMatching: Int32Array | null = null;

  constructor(
    readonly size: number,
    widths: readonly number[],
    private readonly outside?: CompletionOnly,
  ) {
    this.layout = new FieldLayout(widths);
    this.limbs = new MatchingGraph(size, this.layout.bits, 1).limbs;
    this.partner = new Int32Array(size).fill(-1);
    this.scope = outside ? outside.scope : size;
    this.completionValues = widths.map((_, f) => (f === 0 ? 1 : 0));
    this.completionPacked = new Float64Array(this.limbs);
    this.layout.pack(this.completionValues, this.completionPacked, 0, this.limbs);
  }

  private key(u: number, v: number): number {
    return u < v ? u * this.size + v : v * this.size + u;
  }

  private implicit(u: number, v: number): boolean {
    return u >= this.scope || v >= this.scope;
  }

  /** Set the weight of edge {u, v} (both in U) to the field values, or remove the edge (null). */
  set(u: number, v: number, values: readonly number[] | null): void {
    if (this.implicit(u, v)) throw new RangeError(`edge ${u}-${v} counts for completion only`);
    const k = this.key(u, v);
    if (!values) {
      this.packed.delete(k);
      this.packedLower.delete(k);
      this.values.delete(k);
      return;
    }
    const dst = this.packed.get(k) ?? new Float64Array(this.limbs);
    this.layout.pack(values, dst, 0, this.limbs);
    this.packed.set(k, dst);
    this.values.set(k, values);
    if (this.outside) {
      const lower = values.slice();
      lower[0] = 0;
      const low = this.packedLower.get(k) ?? new Float64Array(this.limbs);
      this.layout.pack(lower, low, 0, this.limbs);
      this.packedLower.set(k, low);
    }
  }

  get(u: number, v: number): readonly number[] | null {
    if (this.implicit(u, v)) return this.outside!.compatible(u, v) ? this.completionValues : null;
    return this.values.get(this.key(u, v)) ?? null;
  }

  /** Decide the pair {u, v}: both leave the matching problem, paired with each other. */
  fix(u: number, v: number): void {
    this.partner[u] = v;
    this.partner[v] = u;
  }

  /** Undo `fix` (to try a pair and compare). */
  unfix(u: number, v: number): void {
    this.partner[u] = -1;
    this.partner[v] = -1;
  }

  isFixed(v: number): boolean {
    return this.partner[v] >= 0;
  }

  /** mate[v] = v's partner (decided pairs included), or v itself when v is unmatched. */
  solve(): Int32Array {
    if (this.outside && this.scope < this.size) {
      const scoped = this.solveScoped();
      if (scoped) return scoped;
    }
    return this.solveFull();
  }

  private baseMate(): Int32Array {
    const mate = new Int32Array(this.size);
    for (let v = 0; v < this.size; v++) mate[v] = this.partner[v] >= 0 ? this.partner[v] : v;
    return mate;
  }

  /** U alone under the lower fields, then its leftovers completed with L; null when they cannot be. */
  private solveScoped(): Int32Array | null {
    const n = this.size;
    const active: number[] = [];
    const index = new Int32Array(n).fill(-1);
    for (let v = 0; v < this.scope; v++)
      if (this.partner[v] < 0) {
        index[v] = active.length;
        active.push(v);
      }
    const g = new MatchingGraph(active.length, this.layout.bits, this.packedLower.size + 1);
    // a smaller graph may keep fewer limbs (less headroom for its duals); the weights' leading limbs are zero
    const skip = Math.max(0, this.limbs - g.limbs);
    for (const [k, w] of this.packedLower) {
      const u = Math.floor(k / n);
      const v = k - u * n;
      if (index[u] >= 0 && index[v] >= 0) g.addEdgeWide(index[u], index[v], w, skip, this.limbs - skip);
    }
    const local = g.edgeCount > 0 ? maxWeightMatching(g) : new Int32Array(active.length).fill(-1);
    const mate = this.baseMate();
    const leftovers: number[] = [];
    active.forEach((v, i) => {
      if (local[i] >= 0) mate[v] = active[local[i]];
      else leftovers.push(v);
    });
    return this.complete(leftovers, mate) ? mate : null;
  }

  /** Pair the leftovers of U and the vertices of L with each other (cardinality only), into `mate`. */
  private complete(leftovers: readonly number[], mate: Int32Array): boolean {
    const lower: number[] = [];
    for (let v = this.scope; v < this.size; v++) if (this.partner[v] < 0) lower.push(v);
    const compatible = (a: number, b: number) => this.outside!.compatible(a, b);
    if (!this.lAdjacency || !this.lMatching || this.lAdjacency.length !== lower.length) {
      const lists: number[][] = lower.map(() => []);
      for (let j = 1; j < lower.length; j++) {
        for (let i = 0; i < j; i++)
          if (compatible(lower[i], lower[j])) {
            lists[i].push(j);
            lists[j].push(i);
          }
      }
      const adjacency = lists.map((l) => Int32Array.from(l));
      this.lAdjacency = adjacency;
      this.lMatching = maximumMatching({ size: lower.length, neighbours: (v) => adjacency[v] });
    }
    const lAdjacency = this.lAdjacency;
    const extra: number[][] = lower.map(() => []);
    const leftoverAdjacency = leftovers.map((s, i) => {
      const out: number[] = [];
      lower.forEach((l, j) => {
        if (compatible(s, l)) {
          out.push(j);
          extra[j].push(lower.length + i);
        }
      });
      return Int32Array.from(out);
    });
    const size = lower.length + leftovers.length;
    const graph = {
      size,
      neighbours: (v: number): ArrayLike<number> =>
        v < lower.length
          ? extra[v].length
            ? [...lAdjacency[v], ...extra[v]]
            : lAdjacency[v]
          : leftoverAdjacency[v - lower.length],
    };
    const initial = new Int32Array(size).fill(-1);
    initial.set(this.lMatching);
    const m = maximumMatching(graph, initial);
    for (let i = 0; i < size; i++) if (m[i] < 0) return false;
    const vertexOf = (i: number) => (i < lower.length ? lower[i] : leftovers[i - lower.length]);
    for (let i = 0; i < size; i++) mate[vertexOf(i)] = vertexOf(m[i]);
    return true;
  }

  /** Every unfixed vertex, every edge with its full weight. */
  private solveFull(): Int32Array {
    const n = this.size;
    const g = new MatchingGraph(n, this.layout.bits, this.packed.size + 1);
    for (const [k, w] of this.packed) {
      const u = Math.floor(k / n);
      const v = k - u * n;
      if (this.partner[u] < 0 && this.partner[v] < 0) g.addEdgeWide(u, v, w, 0, this.limbs);
    }
    for (let v = this.scope; v < n; v++) {
      if (this.partner[v] >= 0) continue;
      for (let u = 0; u < v; u++) {
        if (this.partner[u] < 0 && this.outside!.compatible(u, v))
          g.addEdgeWide(u, v, this.completionPacked, 0, this.limbs);
      }
    }
    const mate = g.edgeCount > 0 ? maxWeightMatching(g) : new Int32Array(n).fill(-1);
    for (let v = 0; v < n; v++) {
      if (this.partner[v] >= 0) mate[v] = this.partner[v];
      else if (mate[v] < 0) mate[v] = v;
    }
    return mate;
  }

  /** Field sums of a matching over its edges (decided pairs included), most significant first. */
  totals(mate: Int32Array): number[] {
    const out = new Array<number>(this.layout.widths.length).fill(0);
    for (let u = 0; u < mate.length; u++) {
      const v = mate[u];
      if (v <= u) continue;
      const values = this.get(u, v);
      if (values)
        values.forEach((x, f) => {
          out[f] += x;
        });
    }
    return out;
  }
}
