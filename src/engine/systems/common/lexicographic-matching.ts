import { MatchingGraph, maxWeightMatching, matchingWeight } from '../../matching/blossom';
import { FieldLayout, wideToHex } from '../../matching/wide-int';

/**
 * A maximum-weight matching whose edge weights are vectors of criteria compared lexicographically, most
 * important first (the packing of dutch.md §7.1, offered to every criteria-based system). Each field must be
 * wide enough to hold the sum of its values over a whole matching, so that no field can overflow into the one
 * above it: `LexMatching.widthFor` gives that width.
 *
 * The usual way to use it: put "1 per edge" in the first field (so the best matching is also a largest one),
 * solve once to get the optimum, then fix decisions one at a time in the order a rule text prescribes, keeping a
 * decision only when the optimum is still reached (`solve(skip)` with the edges the decision rules out skipped).
 */
export interface LexEdge {
  readonly u: number;
  readonly v: number;
  readonly values: readonly number[];
}

export interface LexSolution {
  /** mate[v] = partner of v, or −1 when v is left unmatched. */
  readonly mate: Int32Array;
  /** Number of matched pairs. */
  readonly pairs: number;
  /** Total weight, exact (hexadecimal of the packed fields): equal strings = equally good matchings. */
  readonly total: string;
}

export class LexMatching {
  readonly layout: FieldLayout;
  private readonly edges: LexEdge[] = [];
  /** Limbs of a weight in the solver's graphs (fixed by the layout and the vertex count). */
  private readonly limbs: number;
  /** Every edge's packed weight, packed once: re-solving only copies them. */
  private packed: Float64Array;
  /** First edge with a given value vector: most edges repeat a few vectors, and packing is the slow part. */
  private readonly packedAt = new Map<string, number>();

  constructor(
    readonly vertexCount: number,
    widths: readonly number[],
  ) {
    this.layout = new FieldLayout(widths);
    this.limbs = new MatchingGraph(vertexCount, this.layout.bits, 1).limbs;
    this.packed = new Float64Array(16 * this.limbs);
  }

  /** Bits a field needs when one edge contributes at most `maxPerEdge` and a matching has ⌊n/2⌋ edges. */
  static widthFor(maxPerEdge: number, vertexCount: number): number {
    const most = Math.max(1, maxPerEdge) * Math.max(1, Math.floor(vertexCount / 2));
    return Math.max(1, Math.ceil(Math.log2(most + 1)));
  }

  add(u: number, v: number, values: readonly number[]): void {
    if (values.length !== this.layout.widths.length)
      throw new RangeError(`edge ${u}-${v}: ${values.length} fields, layout has ${this.layout.widths.length}`);
    const k = this.edges.length;
    if ((k + 1) * this.limbs > this.packed.length) {
      const grown = new Float64Array(this.packed.length * 2);
      grown.set(this.packed);
      this.packed = grown;
    }
    const key = values.join(',');
    const same = this.packedAt.get(key);
    if (same === undefined) {
      this.layout.pack(values, this.packed, k * this.limbs, this.limbs);
      this.packedAt.set(key, k);
    } else {
      this.packed.copyWithin(k * this.limbs, same * this.limbs, (same + 1) * this.limbs);
    }
    this.edges.push({ u, v, values });
  }

  get edgeList(): readonly LexEdge[] {
    return this.edges;
  }

  /** The field values of a solution's total, most significant first (for explaining why one option lost). */
  fields(solution: LexSolution): number[] {
    let bits = '';
    for (const ch of solution.total.replace(/^0x/, '')) bits += parseInt(ch, 16).toString(2).padStart(4, '0');
    let end = bits.length;
    const widths = this.layout.widths;
    const values = new Array<number>(widths.length);
    for (let f = widths.length - 1; f >= 0; f--) {
      const start = Math.max(0, end - widths[f]);
      values[f] = start < end ? parseInt(bits.slice(start, end), 2) : 0;
      end = start;
    }
    return values;
  }

  /** Index of the first field in which `worse` falls short of `better` (−1 when they are equal). */
  firstShortfall(better: LexSolution, worse: LexSolution): number {
    const a = this.fields(better);
    const b = this.fields(worse);
    return a.findIndex((x, i) => x !== b[i]);
  }

  /**
   * Does `solution` avoid every skipped edge? Then it is still optimal once those edges are removed, and the
   * caller can keep it without solving again (the common case when fixing decisions one by one).
   */
  avoids(solution: LexSolution, skip: (e: LexEdge) => boolean): boolean {
    const mate = solution.mate;
    for (let u = 0; u < mate.length; u++) {
      const v = mate[u];
      if (v > u && skip({ u, v, values: [] })) return false;
    }
    return true;
  }

  /**
   * For fixing decisions one at a time: a test of whether the optimum `best` survives removing the skipped
   * edges. It keeps the last optimal matching it saw and solves again only when that matching uses a skipped edge.
   */
  optimumKeeper(best: LexSolution): (skip: (e: LexEdge) => boolean) => boolean {
    let current = best;
    return (skip) => {
      if (this.avoids(current, skip)) return true;
      const s = this.solve(skip);
      if (s.total !== best.total) return false;
      current = s;
      return true;
    };
  }

  /** The best matching over the edges not skipped. */
  solve(skip?: (e: LexEdge) => boolean): LexSolution {
    const n = this.vertexCount;
    const g = new MatchingGraph(n, this.layout.bits, this.edges.length + 1);
    this.edges.forEach((e, k) => {
      if (!skip || !skip(e)) g.addEdgeWide(e.u, e.v, this.packed, k * this.limbs, this.limbs);
    });
    const mate = n > 1 && g.edgeCount > 0 ? maxWeightMatching(g) : new Int32Array(n).fill(-1);
    const total = new Float64Array(g.limbs);
    matchingWeight(g, mate, total, 0);
    let pairs = 0;
    for (let v = 0; v < n; v++) if (mate[v] > v) pairs++;
    return { mate, pairs, total: wideToHex(total, 0, g.limbs) };
  }
}

/** Is there a matching covering every vertex, using only the edges `legal` allows? */
export function hasPerfectMatching(vertexCount: number, legal: (u: number, v: number) => boolean): boolean {
  if (vertexCount % 2 === 1) return false;
  if (vertexCount === 0) return true;
  const m = new LexMatching(vertexCount, [LexMatching.widthFor(1, vertexCount)]);
  for (let u = 0; u < vertexCount; u++) for (let v = u + 1; v < vertexCount; v++) if (legal(u, v)) m.add(u, v, [1]);
  return m.solve().pairs * 2 === vertexCount;
}
