/**
 * The sparse start of a bracket's first solve (docs/dutch-engine.md, "Sparse start and pricing"): per player, a
 * few edges of each kind of weight. The optimum over them is then checked against every edge of the bracket
 * (BracketMatcher.priceIn), so the choice changes the cost, never the result.
 */

/** One number per kind of edge weight: pool weight `id` plus addend `delta` (addends stay far below 2^32 in size). */
export function kindKey(id: number, delta: number): number {
  return id * 8589934592 + delta;
}

/**
 * Edges of each kind per player in a bracket's first solve, by the size of U: two, and four in brackets of more
 * than 1,500 players, where two leave many edges to price in (docs/performance.md, "The sparse start: edges per
 * kind").
 */
export function sparsePerKind(uSize: number): number {
  return uSize <= 1500 ? 2 : 4;
}

/**
 * BracketMatcher.buildFresh's choice: per player, for each kind of edge it has (pool weight and addend), up to
 * `perKind` edges. Edges with an addend (only carried ones, before a bracket's first solve) are counted per
 * (id, addend).
 */
export class SparsePick {
  private readonly chosen: Uint8Array;
  private readonly chosenList: number[] = [];
  /** Per player and pool id: edges taken after it (up to perKind); the same per kind key for edges with an addend. */
  private readonly afterCount: Uint8Array;
  private readonly afterKeyed: (Map<number, number> | undefined)[] = [];
  /** Per pool id, the row whose count `taken` holds (the counts are per row: stamped, not cleared). */
  private readonly stamp: Int32Array;
  private readonly taken: Int32Array;

  constructor(
    k: number,
    private readonly ids: number,
    private readonly perKind: number,
    private readonly terms: Int32Array,
    private readonly delta: Float64Array,
    private readonly hasAddend: Uint8Array,
    private readonly inLayout: Uint8Array,
  ) {
    this.chosen = new Uint8Array(terms.length);
    this.afterCount = new Uint8Array(k * ids);
    this.stamp = new Int32Array(ids).fill(-1);
    this.taken = new Int32Array(ids);
  }

  private takeKeyed(counts: Map<number, number>, e: number): void {
    const key = kindKey(this.terms[e], this.delta[e]);
    const taken = counts.get(key) ?? 0;
    counts.set(key, taken + 1);
    if (taken < this.perKind) this.choose(e);
  }

  /** Edge e (a pair the caller expects, PairOptions.startFrom) is in the start, if the players may meet. */
  include(e: number): void {
    if (this.terms[e] >= 0) this.choose(e);
  }

  /** Edge e is in the start (an edge both of whose players' walks take it is listed once). */
  private choose(e: number): void {
    if (this.chosen[e]) return;
    this.chosen[e] = 1;
    this.chosenList.push(e);
  }

  /** Row j: the edges (i, j), i < j, continue each player i's walk after it (and their weights are in use). */
  after(j: number): void {
    const { terms, delta, afterCount, ids, perKind, hasAddend, inLayout } = this;
    for (let i = 0, e = (j * (j - 1)) / 2; i < j; i++, e++) {
      const id = terms[e];
      if (id < 0) continue;
      inLayout[id] = 1;
      if (hasAddend[i] && delta[e] !== 0) {
        this.takeKeyed(this.afterKeyed[i] ?? (this.afterKeyed[i] = new Map()), e);
        continue;
      }
      const c = i * ids + id;
      if (afterCount[c] < perKind) {
        afterCount[c]++;
        this.choose(e);
      }
    }
  }

  /** Row j again: player j's walk before it, from the counts its walk after it left. */
  before(j: number): void {
    const { terms, delta, afterCount, ids, perKind, stamp, taken, hasAddend } = this;
    const keyed = this.afterKeyed[j] ?? new Map<number, number>();
    for (let i = 0, e = (j * (j - 1)) / 2; i < j; i++, e++) {
      const id = terms[e];
      if (id < 0) continue;
      if (hasAddend[i] && delta[e] !== 0) {
        this.takeKeyed(keyed, e);
        continue;
      }
      if (stamp[id] !== j) {
        stamp[id] = j;
        taken[id] = afterCount[j * ids + id];
      }
      if (taken[id]++ < perKind) this.choose(e);
    }
  }

  /** The chosen edges in ascending order (sorted, rather than found by a pass over every edge of U). */
  chosenEdges(): Int32Array {
    return Int32Array.from(this.chosenList).sort();
  }
}
