/**
 * Maximum-cardinality matching on a general graph (Edmonds' blossom algorithm, breadth-first search with
 * blossom contraction by base relabelling, O(V³) worst case; a greedy start leaves few searches to do).
 * Used where only "can everyone be paired?" matters: the completion criterion (C4) and the choice of the PAB
 * score (C5) of the Dutch system look at which players can be left over, not at weights.
 */
export interface Graph {
  readonly size: number;
  /** Neighbours of v (no self-loops; both directions listed). */
  neighbours(v: number): ArrayLike<number>;
  /**
   * Optional: the same edges as a bit matrix. The searches then read the neighbours off its rows, and nobody
   * needs the lists (a whole 10,000-player field's lists were 50 million entries).
   */
  readonly rows?: BitMatrix;
  /** Optional: presentMask[v] = 1 for the vertices kept; the others are left out with their edges. */
  readonly presentMask?: Uint8Array;
  /** Optional restriction on edges between present vertices. */
  allowed?(v: number, w: number): boolean;
}

/** A graph that also answers "are u and v adjacent?" in constant time. */
export interface DenseGraph extends Graph {
  adjacent(u: number, v: number): boolean;
}

/**
 * Adjacency lists built from a predicate over all pairs (the graphs here are dense and small enough), asked
 * once per pair: the answers are kept as a bit matrix for `adjacent`.
 */
export function graphFrom(size: number, adjacent: (u: number, v: number) => boolean): DenseGraph {
  const bits = new BitMatrix(size);
  for (let u = 0; u < size; u++) {
    for (let v = u + 1; v < size; v++) if (adjacent(u, v)) bits.set(u, v, true);
  }
  return denseGraph(bits);
}

/** A symmetric n×n bit matrix (an adjacency matrix), one row of 32-bit words per vertex. */
export class BitMatrix {
  readonly words: number;
  readonly bits: Uint32Array;

  constructor(
    readonly size: number,
    filled = false,
  ) {
    this.words = (size + 31) >>> 5;
    this.bits = new Uint32Array(size * this.words);
    if (filled) {
      this.bits.fill(0xffffffff);
      const spare = this.words * 32 - size; // bits past the last column stay clear
      for (let v = 0; v < size; v++) {
        if (spare) this.bits[v * this.words + this.words - 1] >>>= spare;
        this.set(v, v, false);
      }
    }
  }

  get(u: number, v: number): boolean {
    return (this.bits[u * this.words + (v >>> 5)] & (1 << (v & 31))) !== 0;
  }

  /** Sets both (u, v) and (v, u). */
  set(u: number, v: number, value: boolean): void {
    const w = this.words;
    if (value) {
      this.bits[u * w + (v >>> 5)] |= 1 << (v & 31);
      this.bits[v * w + (u >>> 5)] |= 1 << (u & 31);
    } else {
      this.bits[u * w + (v >>> 5)] &= ~(1 << (v & 31));
      this.bits[v * w + (u >>> 5)] &= ~(1 << (u & 31));
    }
  }
}

/** The set bits of row v of the matrix (ascending) into out; returns their count. */
function rowInto(matrix: BitMatrix, v: number, out: Int32Array): number {
  const { words, bits } = matrix;
  let count = 0;
  for (let w = 0, at = v * words; w < words; w++, at++) {
    // the set bits of the word, lowest first
    for (let x = bits[at]; x !== 0; x &= x - 1) out[count++] = (w << 5) + 31 - Math.clz32(x & -x);
  }
  return count;
}

/** The graph of a bit matrix (the matrix is kept, not copied); a vertex's ascending list is made when asked for. */
export function denseGraph(matrix: BitMatrix): DenseGraph {
  const { size } = matrix;
  const lists: (Int32Array | undefined)[] = [];
  let scratch: Int32Array | null = null;
  const neighbours = (v: number): Int32Array => {
    let list = lists[v];
    if (!list) {
      scratch ??= new Int32Array(size);
      list = lists[v] = scratch.slice(0, rowInto(matrix, v, scratch));
    }
    return list;
  };
  return { size, rows: matrix, neighbours, adjacent: (u, v) => matrix.get(u, v) };
}

/**
 * coverVertex runs thousands of times per bracket on the same vertex count: its search arrays are kept between
 * calls (nothing survives a call but the arrays; `run` resets what it reads).
 */
let spareSearch: Search | null = null;

function reusableSearch(g: Graph, mate: Int32Array): Search {
  if (spareSearch && spareSearch.size === g.size) {
    spareSearch.use(g, mate);
    return spareSearch;
  }
  spareSearch = new Search(g, mate);
  return spareSearch;
}

function identity(n: number): Int32Array {
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) out[i] = i;
  return out;
}

function isPresent(g: Graph, v: number): boolean {
  return !g.presentMask || g.presentMask[v] === 1;
}

/**
 * One alternating-tree search at a time. Only the vertices the tree reached are touched (`tree`), and marks are
 * stamps, so a search costs what it explores, not the size of the graph: the Dutch repairs run thousands of
 * searches per bracket, each usually reaching a few vertices.
 */
class Search {
  readonly base: Int32Array;
  readonly parent: Int32Array;
  readonly even: Uint8Array;
  /** Blossom bases marked in the current contraction, and the LCA walk's marks (equal to the stamp = marked). */
  private readonly inBlossom: Int32Array;
  /**
   * The vertices of each base, as linked lists (a vertex not in a blossom is its own list): a contraction
   * relabels the members of the bases it marked instead of scanning the whole tree for them.
   */
  private readonly nextMember: Int32Array;
  private readonly lastMember: Int32Array;
  /** Bases marked by the current contraction. */
  private readonly marked: Int32Array;
  private markedCount = 0;
  private readonly onPath: Int32Array;
  private stamp = 0;
  private readonly queue: Int32Array;
  /** The vertices the last search reached (root, odd and even), to be reset by the next one. */
  private readonly tree: Int32Array;
  private readonly inTree: Uint8Array;
  private treeSize = 0;
  /** The neighbours of the vertex being scanned, when the graph gives them as bit-matrix rows. */
  private readonly row: Int32Array;
  /**
   * The graph's parts, each kept in a field of one type whatever object the graph is (its shape differs from
   * caller to caller; docs/performance.md, "Type feedback and shapes").
   */
  private g!: Graph;
  private rows: BitMatrix | null = null;
  private mask: Uint8Array | null = null;
  private allowed: ((v: number, w: number) => boolean) | null = null;
  /** Where augment and release note the vertices whose partner they change (null: nowhere). */
  journal: number[] | null = null;

  constructor(
    g: Graph,
    private mate: Int32Array,
  ) {
    const n = g.size;
    this.base = identity(n);
    this.parent = new Int32Array(n).fill(-1);
    this.even = new Uint8Array(n);
    this.inBlossom = new Int32Array(n);
    this.nextMember = new Int32Array(n).fill(-1);
    this.lastMember = identity(n);
    this.marked = new Int32Array(n);
    this.onPath = new Int32Array(n);
    this.queue = new Int32Array(n);
    this.tree = new Int32Array(n);
    this.inTree = new Uint8Array(n);
    this.row = new Int32Array(n);
    this.use(g, mate);
  }

  /** A fresh mark (the arrays are cleared long before the counter could leave the Int32 range). */
  private nextStamp(): number {
    if (this.stamp >= 0x3fffffff) {
      this.stamp = 0;
      this.inBlossom.fill(0);
      this.onPath.fill(0);
    }
    return ++this.stamp;
  }

  private reach(v: number): void {
    if (this.inTree[v]) return;
    this.inTree[v] = 1;
    this.tree[this.treeSize++] = v;
  }

  get size(): number {
    return this.base.length;
  }

  /** The vertices the last search reached (a view, valid until the next search). */
  reached(): Int32Array {
    return this.tree.subarray(0, this.treeSize);
  }

  /** Search another graph of the same size, or with another matching. */
  use(g: Graph, mate: Int32Array): void {
    this.g = g;
    this.rows = g.rows ?? null;
    this.mask = g.presentMask ?? null;
    this.allowed = g.allowed ?? null;
    this.mate = mate;
  }

  private lowestCommonAncestor(a: number, b: number): number {
    const { base, parent, mate, onPath } = this;
    const stamp = this.nextStamp();
    for (;;) {
      a = base[a];
      onPath[a] = stamp;
      if (this.mate[a] < 0) break;
      a = parent[mate[a]];
    }
    for (;;) {
      b = base[b];
      if (onPath[b] === stamp) return b;
      b = parent[mate[b]];
    }
  }

  private markPath(v: number, b: number, child: number, stamp: number): void {
    const { base, parent, mate } = this;
    while (base[v] !== b) {
      this.mark(base[v], stamp);
      this.mark(base[mate[v]], stamp);
      parent[v] = child;
      child = mate[v];
      v = parent[mate[v]];
    }
  }

  private mark(b: number, stamp: number): void {
    if (this.inBlossom[b] === stamp) return;
    this.inBlossom[b] = stamp;
    this.marked[this.markedCount++] = b;
  }

  /**
   * Grow an alternating tree from the exposed vertex `root`; returns the exposed end of an augmenting path, or
   * −2 − v for a vertex v ≠ root reached at even distance that `releasable` accepts, or −1. With `augmentFirst`
   * the whole tree is grown before a releasable vertex is taken (the first one reached), so that an augmenting
   * path wins wherever it is. With `eager` a vertex is asked as it becomes even rather than when the search
   * reaches it in the queue: the first releasable vertex is then a different one, and a search on a dense field
   * of thousands no longer decodes the rows of every vertex queued before it (findReplaceableExposed, where
   * only whether one exists counts).
   */
  run(root: number, releasable?: (v: number) => boolean, augmentFirst = false, eager = false): number {
    const { g, base, parent, even, mate, queue, tree, inTree, mask, allowed, rows } = this;
    const { nextMember, lastMember, marked } = this;
    for (let t = 0; t < this.treeSize; t++) {
      const i = tree[t];
      base[i] = i;
      parent[i] = -1;
      even[i] = 0;
      inTree[i] = 0;
      nextMember[i] = -1;
      lastMember[i] = i;
    }
    this.treeSize = 0;
    this.reach(root);
    even[root] = 1;
    if (rows) {
      // The search's first step, done on the words of the root's row: the first neighbour that is exposed (and
      // present and allowed) is the end the search would return, since it scans the root first, in order, and
      // returns at the first exposed neighbour. Most covers end there, and the search decoded the whole row
      // (hundreds of matched neighbours in a dense bracket) and checked each.
      const end = this.firstExposedNeighbour(rows, root);
      if (end >= 0) {
        parent[end] = root;
        this.reach(end);
        return end;
      }
    }
    const early = eager ? releasable : undefined;
    let head = 0;
    let tail = 0;
    let released = -1;
    queue[tail++] = root;
    while (head < tail) {
      const v = queue[head++];
      if (released < 0 && releasable && v !== root && releasable(v)) {
        if (!augmentFirst) return -2 - v;
        released = v;
      }
      const nb = rows ? this.row : g.neighbours(v);
      const degree = rows ? rowInto(rows, v, this.row) : nb.length;
      for (let k = 0; k < degree; k++) {
        const to = nb[k];
        if (base[v] === base[to] || mate[v] === to) continue;
        if (mask && mask[to] === 0) continue;
        if (allowed && !allowed.call(g, v, to)) continue;
        if (to === root || (mate[to] >= 0 && parent[mate[to]] >= 0)) {
          const cur = this.lowestCommonAncestor(v, to);
          const stamp = this.nextStamp();
          this.markedCount = 0;
          this.markPath(v, cur, to, stamp);
          this.markPath(to, cur, v, stamp);
          // the members of every marked base join cur's blossom (they are all in the tree)
          for (let m = 0; m < this.markedCount; m++) {
            const b = marked[m];
            if (b === cur) continue;
            for (let i = b; i !== -1; i = nextMember[i]) {
              base[i] = cur;
              if (!even[i]) {
                even[i] = 1;
                queue[tail++] = i;
                if (early?.(i)) return -2 - i;
              }
            }
            nextMember[lastMember[cur]] = b;
            lastMember[cur] = lastMember[b];
          }
        } else if (parent[to] < 0) {
          parent[to] = v;
          this.reach(to);
          if (mate[to] < 0) return to;
          this.reach(mate[to]);
          even[mate[to]] = 1;
          queue[tail++] = mate[to];
          if (early?.(mate[to])) return -2 - mate[to];
        }
      }
    }
    // the tree's pointers still give every even vertex its even path to the root, contractions included
    return released >= 0 ? -2 - released : -1;
  }

  private firstExposedNeighbour(rows: BitMatrix, v: number): number {
    const { words, bits } = rows;
    const { mate, mask, allowed, g } = this;
    for (let w = 0, at = v * words; w < words; w++, at++) {
      for (let x = bits[at]; x !== 0; x &= x - 1) {
        const to = (w << 5) + 31 - Math.clz32(x & -x);
        if (mate[to] >= 0 || (mask && mask[to] === 0)) continue;
        if (allowed && !allowed.call(g, v, to)) continue;
        return to;
      }
    }
    return -1;
  }

  augment(end: number): void {
    const { parent, mate, journal } = this;
    let v = end;
    while (v >= 0) {
      const pv = parent[v];
      const next = mate[pv];
      mate[v] = pv;
      mate[pv] = v;
      journal?.push(v, pv);
      v = next;
    }
  }

  /** Flip the even path from the root to v: the root is covered, v left exposed. */
  release(v: number): void {
    const next = this.mate[v];
    this.mate[v] = -1;
    this.mate[next] = -1;
    this.journal?.push(v, next);
    // next, v's partner, is odd in the tree, so it has a tree parent: re-pair it there and so on up to the root
    this.augment(next);
  }
}

/**
 * Cover the exposed vertex `root` (`mate`: partner or −1, updated in place on success): by an augmenting path,
 * or, where `releasable(v)` allows, by an even path to a covered vertex v that is then left exposed instead.
 * Exact: the vertex sets a matching can cover form a matroid (the matching matroid), so if some matching covers
 * the covered non-releasable vertices and the root, the symmetric difference with the current matching holds
 * such a path from the root; a search that fails is a proof. `mate` is unchanged on failure. With
 * `augmentFirst` an augmenting path is taken whenever one exists, a release only otherwise (one search instead
 * of an augmenting search followed by a releasing one). `changed`, if given, gets every vertex whose partner the
 * cover changed (a vertex may be listed more than once).
 */
export function coverVertex(
  g: Graph,
  mate: Int32Array,
  root: number,
  releasable?: (v: number) => boolean,
  augmentFirst = false,
  onFail?: (reached: Int32Array, even: Uint8Array) => void,
  changed?: number[],
): boolean {
  const search = reusableSearch(g, mate);
  search.journal = changed ?? null;
  const end = search.run(root, releasable, augmentFirst);
  if (end === -1) {
    // the proof: every vertex an alternating path from the root reaches, and which of them at even distance
    // (views of the search's arrays, valid during the call)
    onFail?.(search.reached(), search.even);
    return false;
  }
  if (end >= 0) search.augment(end);
  else search.release(-2 - end);
  return true;
}

/**
 * A maximum matching; `initial` (a valid matching, -1 = exposed) is extended rather than rebuilt, so a
 * caller that adds a few vertices to a matched graph pays for a few searches only.
 */
export function maximumMatching(g: Graph, initial?: Int32Array): Int32Array {
  const n = g.size;
  const mate = initial ? Int32Array.from(initial) : new Int32Array(n).fill(-1);
  if (!initial) greedyMatching(g, mate);
  let exposed = 0;
  for (let v = 0; v < n; v++) if (mate[v] < 0 && isPresent(g, v)) exposed++;
  const search = new Search(g, mate);
  // a matching that leaves at most one vertex exposed is maximum: the search from a last exposed vertex,
  // which would explore the whole graph to fail, is not needed
  for (let root = 0; root < n && exposed > 1; root++) {
    if (mate[root] >= 0 || !isPresent(g, root)) continue;
    const end = search.run(root);
    if (end >= 0) {
      search.augment(end);
      exposed -= 2;
    }
  }
  return mate;
}

/**
 * Each exposed vertex in turn meets its first exposed neighbour. On a bit matrix the row is intersected word by
 * word with a bit set of the exposed vertices (a dense field's rows were scanned past hundreds of matched
 * neighbours each).
 */
function greedyMatching(g: Graph, mate: Int32Array): void {
  const n = g.size;
  const rows = g.rows;
  const mask = g.presentMask ?? null;
  if (!rows) {
    for (let v = 0; v < n; v++) {
      if (mate[v] >= 0 || (mask && mask[v] === 0)) continue;
      const w = firstFreeInList(g.neighbours(v), mask, mate);
      if (w >= 0) {
        mate[v] = w;
        mate[w] = v;
      }
    }
    return;
  }
  const { words, bits } = rows;
  const free = new Uint32Array(words);
  for (let v = 0; v < n; v++) if (mate[v] < 0 && (!mask || mask[v] === 1)) free[v >>> 5] |= 1 << (v & 31);
  for (let v = 0; v < n; v++) {
    if ((free[v >>> 5] & (1 << (v & 31))) === 0) continue;
    for (let wd = 0, at = v * words; wd < words; wd++, at++) {
      const x = bits[at] & free[wd];
      if (x === 0) continue;
      const w = (wd << 5) + 31 - Math.clz32(x & -x);
      mate[v] = w;
      mate[w] = v;
      free[v >>> 5] &= ~(1 << (v & 31));
      free[w >>> 5] &= ~(1 << (w & 31));
      break;
    }
  }
}

function firstFreeInList(nb: ArrayLike<number>, mask: Uint8Array | null, mate: Int32Array): number {
  for (let k = 0; k < nb.length; k++) {
    const w = nb[k];
    if (mate[w] < 0 && (!mask || mask[w] === 1)) return w;
  }
  return -1;
}

/**
 * For a maximum matching that leaves exactly one vertex exposed, the vertices that some maximum matching
 * leaves exposed instead (Gallai–Edmonds: those reached at even distance from the exposed vertex).
 */
export function replaceableExposed(g: Graph, mate: Int32Array): Uint8Array {
  const exposed: number[] = [];
  for (let v = 0; v < g.size; v++) if (mate[v] < 0 && isPresent(g, v)) exposed.push(v);
  const out = new Uint8Array(g.size);
  const search = new Search(g, Int32Array.from(mate));
  for (const r of exposed) {
    if (search.run(r) >= 0) throw new Error('replaceableExposed needs a maximum matching');
    for (let v = 0; v < g.size; v++) if (search.even[v]) out[v] = 1;
  }
  return out;
}

/**
 * For a maximum matching: a vertex `wanted` accepts that some maximum matching leaves exposed (an exposed one, or
 * one reached at even distance from it: see replaceableExposed), or −1. The search stops at the first one it
 * reaches, so in a dense graph it rarely explores much; −1 costs a whole search.
 */
export function findReplaceableExposed(g: Graph, mate: Int32Array, wanted: (v: number) => boolean): number {
  const exposed: number[] = [];
  for (let v = 0; v < g.size; v++) {
    if (mate[v] < 0 && isPresent(g, v)) {
      if (wanted(v)) return v;
      exposed.push(v);
    }
  }
  const search = new Search(g, Int32Array.from(mate));
  for (const r of exposed) {
    const end = search.run(r, wanted, false, true);
    if (end >= 0) throw new Error('findReplaceableExposed needs a maximum matching');
    if (end <= -2) return -2 - end;
  }
  return -1;
}
