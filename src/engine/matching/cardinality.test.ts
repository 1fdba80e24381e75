import {
  BitMatrix,
  coverVertex,
  denseGraph,
  findReplaceableExposed,
  graphFrom,
  maximumMatching,
  replaceableExposed,
} from './cardinality';
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
    if (v >= n) {
      results.push({ size, exposed: matched.map((m) => !m) });
      best = Math.max(best, size);
      return;
    }
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
  for (const r of results)
    if (r.size === best)
      r.exposed.forEach((e, v) => {
        if (e) missable[v] = true;
      });
  return { size: best, missable };
}

describe('maximum-cardinality matching (Edmonds)', () => {
  test('matches brute force on 3,000 random graphs, including which vertices can be left over', () => {
    const rand = rng(7);
    let withBlossoms = 0;
    let foundSome = 0;
    let foundNone = 0;
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
        // the early-stopping search finds one exactly when the full set has one the predicate wants
        const wanted = (v: number) => (v * 7 + t) % 3 === 0;
        const found = findReplaceableExposed(g, mate, wanted);
        if (found >= 0) expect(wanted(found) && expected.missable[found]).toBe(true);
        else expect(expected.missable.some((m, v) => m && wanted(v))).toBe(false);
        if (found >= 0) foundSome++;
        else foundNone++;
        if (expected.missable.filter(Boolean).length > 1) withBlossoms++;
      }
    }
    expect(withBlossoms).toBeGreaterThan(100);
    expect(foundSome).toBeGreaterThan(100);
    expect(foundNone).toBeGreaterThan(100);
  });

  test("a presence mask leaves vertices out: the matching is the induced subgraph's (brute force, 1,000 graphs)", () => {
    const rand = rng(17);
    for (let t = 0; t < 1000; t++) {
      const n = 2 + Math.floor(rand() * 9);
      const adj = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (rand() < 0.6) adj[u][v] = adj[v][u] = true;
      const presentMask = Uint8Array.from({ length: n }, () => (rand() < 0.7 ? 1 : 0));
      const dense = graphFrom(n, (u, v) => adj[u][v]);
      const mate = maximumMatching({ size: n, neighbours: dense.neighbours, presentMask });
      const induced = adj.map((row, u) => row.map((x, v) => x && presentMask[u] === 1 && presentMask[v] === 1));
      let size = 0;
      for (let v = 0; v < n; v++) {
        if (!presentMask[v]) expect(mate[v]).toBe(-1);
        else if (mate[v] >= 0 && v < mate[v]) size++;
      }
      expect(size).toBe(brute(n, induced).size);
    }
  });

  test('extends a given matching instead of rebuilding it', () => {
    // a path 0-1-2-3 with 1-2 matched: one augmentation gives the perfect matching
    const g = graphFrom(4, (u, v) => Math.abs(u - v) === 1);
    const mate = maximumMatching(g, Int32Array.from([-1, 2, 1, -1]));
    expect(Array.from(mate)).toEqual([1, 0, 3, 2]);
  });
});

describe('bit-matrix graphs', () => {
  test('graphFrom answers adjacent() and lists neighbours in ascending order exactly as the predicate says', () => {
    const rand = rng(21);
    for (const n of [1, 5, 31, 32, 33, 64, 70]) {
      const adj = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
      for (let u = 0; u < n; u++) for (let v = u + 1; v < n; v++) if (rand() < 0.6) adj[u][v] = adj[v][u] = true;
      const g = graphFrom(n, (u, v) => adj[u][v]);
      for (let u = 0; u < n; u++) {
        const expected: number[] = [];
        for (let v = 0; v < n; v++) {
          expect(g.adjacent(u, v)).toBe(adj[u][v]);
          if (adj[u][v]) expected.push(v);
        }
        expect(Array.from(g.neighbours(u))).toEqual(expected);
      }
    }
  });

  test('a filled matrix is the complete graph: no loops, no stray bits past the last column; set() is symmetric', () => {
    for (const n of [1, 2, 31, 32, 33, 65]) {
      const m = new BitMatrix(n, true);
      m.set(0, n - 1, false);
      const g = denseGraph(m);
      for (let u = 0; u < n; u++) {
        const expected = Array.from({ length: n }, (_, v) => v).filter(
          (v) => v !== u && !(n > 1 && ((u === 0 && v === n - 1) || (u === n - 1 && v === 0))),
        );
        expect(Array.from(g.neighbours(u))).toEqual(expected);
      }
    }
  });
});

/** Can some matching of the graph cover every vertex of `must`? (exhaustive) */
function coverable(n: number, adj: boolean[][], must: Set<number>): boolean {
  const used = new Array<boolean>(n).fill(false);
  const search = (v: number): boolean => {
    while (v < n && (used[v] || !must.has(v))) v++;
    if (v >= n) return true;
    used[v] = true;
    for (let x = 0; x < n; x++) {
      if (x === v || used[x] || !adj[v][x]) continue;
      used[x] = true;
      if (search(v + 1)) return true;
      used[x] = false;
    }
    used[v] = false;
    return false;
  };
  return search(0);
}

function randomMatching(n: number, adj: boolean[][], next: () => number): Int32Array {
  const mate = new Int32Array(n).fill(-1);
  const order = Array.from({ length: n }, (_, i) => i).sort(() => next() - 0.5);
  for (const v of order) {
    if (mate[v] >= 0 || next() < 0.3) continue;
    const options = order.filter((x) => x !== v && mate[x] < 0 && adj[v][x]);
    if (options.length) {
      const x = options[Math.floor(next() * options.length)];
      mate[v] = x;
      mate[x] = v;
    }
  }
  return mate;
}

describe('coverVertex (one Edmonds search from an exposed root)', () => {
  test('4,000 random graphs, n ≤ 11: succeeds exactly when a matching covers the required vertices and the root', () => {
    const next = seededRandom(31337);
    const failures: string[] = [];
    let succeeded = 0;
    let refused = 0;
    let releasedFirst = 0;
    let proofs = 0;
    for (let c = 0; c < 4000; c++) {
      const n = 2 + Math.floor(next() * 10);
      const density = [0.2, 0.35, 0.5, 0.8][c % 4];
      const adj = Array.from({ length: n }, () => new Array<boolean>(n).fill(false));
      const lists: number[][] = Array.from({ length: n }, () => []);
      for (let u = 0; u < n; u++) {
        for (let v = u + 1; v < n; v++) {
          if (next() < density) {
            adj[u][v] = adj[v][u] = true;
            lists[u].push(v);
            lists[v].push(u);
          }
        }
      }
      const mate = randomMatching(n, adj, next);
      const exposed = [...mate.keys()].filter((v) => mate[v] < 0);
      if (!exposed.length) continue;
      const root = exposed[Math.floor(next() * exposed.length)];
      // the covered vertices that must stay covered; the others may be given up for the root
      const required = new Set([...mate.keys()].filter((v) => mate[v] >= 0 && next() < 0.6));
      const releaseAllowed = c % 3 !== 0;
      const before = mate.slice();
      const must = new Set(releaseAllowed ? required : [...mate.keys()].filter((v) => mate[v] >= 0));
      must.add(root);
      const want = coverable(n, adj, must);
      const releasable = (v: number) => releaseAllowed && !required.has(v);
      // augmentFirst: the same answer, and no player released when an augmenting path exists (checked on a copy)
      const mateFirst = before.slice();
      let proof: { reached: number[]; even: number[] } | null = null;
      const changedFirst: number[] = [];
      const gotFirst = coverVertex(
        { size: n, neighbours: (v) => lists[v] },
        mateFirst,
        root,
        releasable,
        true,
        (reached, even) => {
          proof = { reached: Array.from(reached), even: Array.from(reached).filter((v) => even[v]) };
        },
        changedFirst,
      );
      for (let v = 0; v < n; v++)
        if (mateFirst[v] !== before[v] && !changedFirst.includes(v))
          failures.push(`graph ${c}: ${v} changed, not reported`);
      // the same search on the graph's bit matrix (its first step reads the root's row word by word): the same
      // answer and the same matching (the lists above are ascending, as the rows are read)
      const bits = new BitMatrix(n);
      for (let u = 0; u < n; u++) for (const v of lists[u]) bits.set(u, v, true);
      const mateBits = before.slice();
      const gotBits = coverVertex(denseGraph(bits), mateBits, root, releasable, true);
      if (gotBits !== gotFirst || mateBits.some((m, v) => m !== mateFirst[v]))
        failures.push(`graph ${c}: the bit-matrix search differs`);
      if (gotFirst === (proof !== null)) failures.push(`graph ${c}: the failure proof is given exactly on failure`);
      if (proof !== null) {
        // the tree holds the root at even distance, and no other even vertex is exposed or releasable
        const { reached, even } = proof as { reached: number[]; even: number[] };
        if (!reached.includes(root) || !even.includes(root))
          failures.push(`graph ${c}: the proof's tree misses its root`);
        for (const v of even)
          if (v !== root && (before[v] < 0 || releasable(v))) failures.push(`graph ${c}: ${v} in the failed tree`);
        proofs++;
      }
      if (gotFirst !== want) failures.push(`graph ${c} (augment first): got ${gotFirst}, want ${want}`);
      if (gotFirst) {
        for (let v = 0; v < n; v++) {
          if (mateFirst[v] >= 0 && (mateFirst[mateFirst[v]] !== v || !adj[v][mateFirst[v]]))
            failures.push(`graph ${c} (augment first): not a matching at ${v}`);
        }
        for (const v of must) if (mateFirst[v] < 0) failures.push(`graph ${c} (augment first): ${v} left exposed`);
        const all = new Set([...mate.keys()].filter((v) => mate[v] >= 0));
        all.add(root);
        if (coverable(n, adj, all) && [...all].some((v) => mateFirst[v] < 0))
          failures.push(`graph ${c}: released though a path augments`);
        else if (!coverable(n, adj, all)) releasedFirst++;
      }
      const got = coverVertex({ size: n, neighbours: (v) => lists[v] }, mate, root, releasable);
      if (got !== want) failures.push(`graph ${c}: got ${got}, want ${want}`);
      if (!got) {
        refused++;
        if (mate.some((m, v) => m !== before[v])) failures.push(`graph ${c}: mate changed after a refusal`);
        continue;
      }
      succeeded++;
      for (let v = 0; v < n; v++) {
        if (mate[v] >= 0 && (mate[mate[v]] !== v || !adj[v][mate[v]]))
          failures.push(`graph ${c}: not a matching at ${v}`);
      }
      for (const v of must) if (mate[v] < 0) failures.push(`graph ${c}: ${v} left exposed`);
    }
    expect(failures.slice(0, 5)).toEqual([]);
    expect(succeeded).toBeGreaterThan(1000);
    expect(refused).toBeGreaterThan(200);
    expect(releasedFirst).toBeGreaterThan(100);
    expect(proofs).toBeGreaterThan(200);
  });

  test('an odd cycle is shrunk: the only path to the exposed vertex goes round the blossom', () => {
    // root 0; pairs 1=2 and 3=4; edges 0-1, 0-3, 2-4 close the odd cycle 0-1-2-4-3; 5 hangs off 1, which a
    // search without shrinking only ever reaches at odd distance
    const lists = [[1, 3], [0, 2, 5], [1, 4], [0, 4], [3, 2], [1]];
    const mate = Int32Array.from([-1, 2, 1, 4, 3, -1]);
    expect(coverVertex({ size: 6, neighbours: (v) => lists[v] }, mate, 0, () => false)).toBe(true);
    expect(Array.from(mate)).toEqual([3, 5, 4, 0, 2, 1]);
  });
});
