/**
 * Cover one more vertex with a matching: Edmonds' search for an alternating path from an exposed root, with odd
 * cycles shrunk (Edmonds 1965; the base/LCA formulation of the textbook O(n³) cardinality algorithm).
 *
 * The path found ends either at another exposed vertex (an augmenting path: every covered vertex stays covered)
 * or, when `releasable` allows it, at a covered vertex reached at even distance, which is then left exposed
 * instead of the root. That is exactly what is needed to decide whether a set of vertices can be covered: the
 * sets a matching can cover form a matroid (the matching matroid), so if a matching covers S and some matching
 * covers S + root, such a path exists from the root to a vertex outside S (the component of the root in the
 * symmetric difference of the two matchings is one). So a search that fails is a proof, not a guess.
 */
export interface CoverGraph {
  readonly size: number;
  /** Neighbours of v (each edge listed from both ends); vertices for which `present` is false are skipped. */
  neighbours(v: number): ArrayLike<number>;
  present(v: number): boolean;
  /** Optional restriction on edges (both ends present). */
  allowed?(v: number, w: number): boolean;
}

/**
 * Try to cover the exposed vertex `root`: `mate[v]` is v's partner or −1 and is updated in place on success.
 * `releasable(v)`: v may be left exposed in exchange (never called for the root). Returns false, with `mate`
 * unchanged, when no matching covers the root together with every covered vertex that is not releasable.
 */
export function coverVertex(g: CoverGraph, mate: Int32Array, root: number, releasable: (v: number) => boolean): boolean {
  const n = g.size;
  const base = new Int32Array(n);
  for (let v = 0; v < n; v++) base[v] = v;
  const parent = new Int32Array(n).fill(-1);
  const outer = new Uint8Array(n);
  const inBlossom = new Uint8Array(n);
  const onPath = new Uint8Array(n);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  outer[root] = 1;
  queue[tail++] = root;

  // Walk from v up to the root through matched edges and tree parents.
  const lca = (a: number, b: number): number => {
    onPath.fill(0);
    for (;;) {
      a = base[a];
      onPath[a] = 1;
      if (mate[a] < 0) break;
      a = parent[mate[a]];
    }
    for (;;) {
      b = base[b];
      if (onPath[b]) return b;
      b = parent[mate[b]];
    }
  };
  const markPath = (v: number, b: number, child: number): void => {
    while (base[v] !== b) {
      inBlossom[base[v]] = inBlossom[base[mate[v]]] = 1;
      parent[v] = child;
      child = mate[v];
      v = parent[mate[v]];
    }
  };
  // Flip the path that ends with the pair (end, from): `end` (−1 for "nobody") takes `from`, and so on up.
  const flip = (end: number, from: number): void => {
    let v = end;
    let pv = from;
    for (;;) {
      const next = mate[pv];
      if (v >= 0) mate[v] = pv;
      mate[pv] = v;
      if (next < 0) return;
      v = next;
      pv = parent[next];
    }
  };

  while (head < tail) {
    const v = queue[head++];
    if (v !== root && releasable(v)) {
      // an even path root … v: flipping it covers the root and leaves v exposed
      flip(-1, v);
      return true;
    }
    const list = g.neighbours(v);
    for (let t = 0; t < list.length; t++) {
      const to = list[t];
      if (!g.present(to) || base[v] === base[to] || mate[v] === to || (g.allowed && !g.allowed(v, to))) continue;
      if (to === root || (mate[to] >= 0 && parent[mate[to]] >= 0)) {
        // an odd cycle: shrink it into its base, every vertex of it becomes outer
        const b = lca(v, to);
        inBlossom.fill(0);
        markPath(v, b, to);
        markPath(to, b, v);
        for (let x = 0; x < n; x++) {
          if (!inBlossom[base[x]]) continue;
          base[x] = b;
          if (!outer[x]) { outer[x] = 1; queue[tail++] = x; }
        }
      } else if (parent[to] < 0) {
        parent[to] = v;
        if (mate[to] < 0) {
          flip(to, v);
          return true;
        }
        const m = mate[to];
        outer[m] = 1;
        queue[tail++] = m;
      }
    }
  }
  return false;
}
