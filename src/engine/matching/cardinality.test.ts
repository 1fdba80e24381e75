import { graphFrom, maximumMatching, replaceableExposed } from './cardinality';
import { seededRandom } from '../seeded-random';

const rng = seededRandom;

/** Brute force: size of a maximum matching, and for each vertex whether some maximum matching misses it. */
function brute(n: number, adj: boolean[][]): { size: number; missable: boolean[] } {
  let best = 0;
  const missable = new Array<boolean>(n).fill(false);
  const results: { size: number; exposed: boolean[] }[] = [];
  const used = new Array<boolean>(n).fill(false);
  const matched = new Array<boolean>(n).fill(false);
  const rec = (v: number, size: number) => {
    while (v < n && used[v]) v++;
    if (v >= n) { results.push({ size, exposed: matched.map((m) => !m) }); best = Math.max(best, size); return; }
    used[v] = true;
    rec(v + 1, size); // v stays exposed
    for (let u = v + 1; u < n; u++) {
      if (!used[u] && adj[v][u]) {
        used[u] = matched[u] = matched[v] = true;
        rec(v + 1, size + 1);
        used[u] = matched[u] = matched[v] = false;
      }
    }
    used[v] = false;
  };
  rec(0, 0);
  for (const r of results) if (r.size === best) r.exposed.forEach((e, v) => { if (e) missable[v] = true; });
  return { size: best, missable };
}

describe('maximum-cardinality matching (Edmonds)', () => {
  test('matches brute force on 3,000 random graphs, including which vertices can be left over', () => {
    const rand = rng(7);
    let withBlossoms = 0;
    for (let t = 0; t < 3000; t++) {
      const n = 2 + Math.floor(rand() * 9);
      const density = rand();
      const adj = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (rand() < density) adj[u][v] = adj[v][u] = true;
      const g = graphFrom(n, (u, v) => adj[u][v]);
      const mate = maximumMatching(g);
      let size = 0;
      for (let v = 0; v < n; v++) {
        if (mate[v] >= 0) {
          expect(mate[mate[v]]).toBe(v);
          expect(adj[v][mate[v]]).toBe(true);
          if (v < mate[v]) size++;
        }
      }
      const expected = brute(n, adj);
      expect(size).toBe(expected.size);
      if (n - 2 * size === 1) {
        const missable = replaceableExposed(g, mate);
        expect(Array.from(missable, (x) => x === 1)).toEqual(expected.missable);
        if (expected.missable.filter(Boolean).length > 1) withBlossoms++;
      }
    }
    expect(withBlossoms).toBeGreaterThan(100);
  });

  test('extends a given matching instead of rebuilding it', () => {
    // a path 0-1-2-3 with 1-2 matched: one augmentation gives the perfect matching
    const g = graphFrom(4, (u, v) => Math.abs(u - v) === 1);
    const mate = maximumMatching(g, Int32Array.from([-1, 2, 1, -1]));
    expect(Array.from(mate)).toEqual([1, 0, 3, 2]);
  });
});
