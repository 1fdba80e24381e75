import { BlossomSolver, MatchingGraph, MatchingOptions, matchingWeight, maxWeightMatching } from './blossom';
import { FieldLayout, LIMB_BITS } from './wide-int';
import { seededRandom } from '../seeded-random';

// BigInt serves as the oracle (tests only). No BigInt literals: the compile target is ES2019.
const ZERO = BigInt(0);
const ONE = BigInt(1);
const RADIX = BigInt(2) ** BigInt(LIMB_BITS);

const rng = seededRandom;

interface TestGraph {
  readonly n: number;
  readonly edges: { u: number; v: number; w: bigint }[];
  readonly graph: MatchingGraph;
}

/** The layout the random weights use: a Dutch-like stack of fields, 300 bits in all. */
const LAYOUT = new FieldLayout([1, 3, 8, 16, 40, 52, 52, 52, 52, 24]);

/**
 * Random weight with many ties: high fields drawn from tiny sets (so many edges share them, as with the Dutch
 * engine's compatibility/completion fields), low fields sometimes random, sometimes from tiny sets.
 */
function randomFields(next: () => number, style: number): number[] {
  return LAYOUT.widths.map((width, f) => {
    const max = Math.pow(2, width);
    if (style === 0) return Math.floor(next() * max); // all random: ties are rare
    if (style === 1) return f < 6 ? Math.floor(next() * Math.min(max, 2)) : Math.floor(next() * max);
    if (style === 2) return Math.floor(next() * Math.min(max, 3)); // every field in {0,1,2}: lots of ties
    if (style === 3) return f === LAYOUT.widths.length - 1 ? Math.floor(next() * 4) : 0; // tiny weights
    return next() < 0.5 ? max - 1 : 0; // all-ones fields: carries everywhere
  });
}

function fieldsToBig(values: number[]): bigint {
  let v = ZERO;
  LAYOUT.widths.forEach((w, f) => {
    v = (v << BigInt(w)) + BigInt(values[f]);
  });
  return v;
}

function randomGraph(next: () => number, n: number, density: number, style: number): TestGraph {
  const graph = new MatchingGraph(n, LAYOUT.bits);
  const edges: { u: number; v: number; w: bigint }[] = [];
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      if (next() >= density) continue;
      const values = randomFields(next, style);
      // Random orientation, so that edge lists are not always (low, high).
      const [a, b] = next() < 0.5 ? [u, v] : [v, u];
      graph.addEdge(a, b, LAYOUT, values);
      edges.push({ u: a, v: b, w: fieldsToBig(values) });
    }
  }
  return { n, edges, graph };
}

/** Best (cardinality, weight) over all matchings, by exhaustive search; maxCardinality orders by size first. */
function bruteForce(t: TestGraph, maxCardinality: boolean): { size: number; weight: bigint } {
  const n = t.n;
  const weight: (bigint | null)[][] = Array.from({ length: n }, () => new Array<bigint | null>(n).fill(null));
  for (const e of t.edges) {
    const old = weight[e.u][e.v];
    if (old === null || e.w > old) weight[e.u][e.v] = weight[e.v][e.u] = e.w;
  }
  const used = new Array<boolean>(n).fill(false);
  let best = { size: 0, weight: ZERO };
  const better = (size: number, w: bigint): boolean =>
    maxCardinality ? size > best.size || (size === best.size && w > best.weight) : w > best.weight;
  const search = (from: number, size: number, w: bigint): void => {
    let v = from;
    while (v < n && used[v]) v++;
    if (v >= n) {
      if (better(size, w)) best = { size, weight: w };
      return;
    }
    used[v] = true;
    search(v + 1, size, w); // v stays unmatched
    for (let x = v + 1; x < n; x++) {
      const e = weight[v][x];
      if (!used[x] && e !== null) {
        used[x] = true;
        search(v + 1, size + 1, w + e);
        used[x] = false;
      }
    }
    used[v] = false;
  };
  search(0, 0, ZERO);
  return best;
}

/** Size and weight of mate; throws if mate is not a matching on the graph's edges (heaviest parallel edge). */
function evaluate(t: TestGraph, mate: Int32Array): { size: number; weight: bigint } {
  if (mate.length !== t.n) throw new Error(`mate has length ${mate.length}, expected ${t.n}`);
  const heaviest = new Map<number, bigint>();
  for (const e of t.edges) {
    const key = Math.min(e.u, e.v) * t.n + Math.max(e.u, e.v);
    const old = heaviest.get(key);
    if (old === undefined || e.w > old) heaviest.set(key, e.w);
  }
  let size = 0;
  let total = ZERO;
  for (let v = 0; v < t.n; v++) {
    const m = mate[v];
    if (m === -1) continue;
    if (!(m >= 0 && m < t.n && mate[m] === v)) throw new Error(`mate is not symmetric at ${v}`);
    if (v < m) {
      const w = heaviest.get(v * t.n + m);
      if (w === undefined) throw new Error(`matched pair ${v}-${m} is not an edge`);
      size++;
      total += w;
    }
  }
  return { size, weight: total };
}

function hexToBig(hex: string): bigint {
  return hex.startsWith('-') ? -BigInt(hex.slice(1)) : BigInt(hex);
}

/**
 * Verifies the dual certificate: all slacks ≥ 0, matched edges tight, exposed vertices at dual 0, blossom duals
 * ≥ 0 and only on full blossoms, and dual objective = 4·(matching weight). Together these prove optimality.
 */
function checkCertificate(t: TestGraph, solver: BlossomSolver, mate: Int32Array): void {
  const cert = solver.dualCertificate();
  const u = cert.vertexDuals.map(hexToBig);
  const blossoms = cert.blossoms.map((b) => ({
    set: new Set(b.vertices),
    size: b.vertices.length,
    z: hexToBig(b.dual),
  }));
  const problems: string[] = [];
  for (let v = 0; v < t.n; v++) {
    if (u[v] < ZERO) problems.push(`u[${v}] < 0`);
    if (mate[v] === -1 && u[v] !== ZERO) problems.push(`exposed ${v} has dual ${u[v]}`);
  }
  let objective = u.reduce((a, b) => a + b, ZERO);
  for (const b of blossoms) {
    if (b.z < ZERO) problems.push('negative blossom dual');
    if (b.size % 2 !== 1) problems.push('even blossom');
    objective += b.z * BigInt(b.size - 1);
    if (b.z > ZERO) {
      let inside = 0;
      for (const v of b.set) if (mate[v] !== -1 && b.set.has(mate[v])) inside++;
      if (inside !== b.size - 1) problems.push(`blossom with positive dual is not full`);
    }
  }
  let matchedWeight = ZERO;
  for (const e of t.edges) {
    let slack = u[e.u] + u[e.v] - BigInt(4) * e.w;
    for (const b of blossoms) if (b.set.has(e.u) && b.set.has(e.v)) slack += BigInt(2) * b.z;
    if (slack < ZERO) problems.push(`edge ${e.u}-${e.v} has negative slack`);
    if (mate[e.u] === e.v && slack !== ZERO) {
      // A parallel edge may carry the matched pair; the tight one is the one the matching uses.
      const tightTwin = t.edges.some((f) => f !== e && ((f.u === e.u && f.v === e.v) || (f.u === e.v && f.v === e.u)));
      if (!tightTwin) problems.push(`matched edge ${e.u}-${e.v} is not tight`);
    }
  }
  for (let v = 0; v < t.n; v++) {
    const m = mate[v];
    if (m > v) {
      let w = ZERO;
      for (const e of t.edges) if ((e.u === v && e.v === m) || (e.u === m && e.v === v)) w = e.w > w ? e.w : w;
      matchedWeight += w;
    }
  }
  if (objective !== BigInt(4) * matchedWeight) problems.push(`dual objective ${objective} ≠ 4·${matchedWeight}`);
  expect(problems).toEqual([]);
}

const MODES: { name: string; options: MatchingOptions; maxCardinality: boolean }[] = [
  { name: 'max weight (greedy start)', options: {}, maxCardinality: false },
  { name: 'max weight (uniform start)', options: { initialDuals: 'uniform' }, maxCardinality: false },
  { name: 'max cardinality', options: { maxCardinality: true }, maxCardinality: true },
];

describe('maxWeightMatching agrees with exhaustive search on small random graphs', () => {
  const GRAPHS = 6000;
  for (const mode of MODES) {
    test(`${mode.name}: ${GRAPHS} graphs, n ≤ 10`, () => {
      const next = rng(mode.maxCardinality ? 4242 : mode.options.initialDuals === 'uniform' ? 777 : 2024);
      let compared = 0;
      const failures: string[] = [];
      for (let c = 0; c < GRAPHS; c++) {
        const n = 1 + Math.floor(next() * 10);
        const density = [0.15, 0.3, 0.5, 0.8, 1][Math.floor(next() * 5)];
        const style = Math.floor(next() * 5);
        const t = randomGraph(next, n, density, style);
        const mate = maxWeightMatching(t.graph, mode.options);
        const got = evaluate(t, mate);
        const want = bruteForce(t, mode.maxCardinality);
        if (got.weight !== want.weight || (mode.maxCardinality && got.size !== want.size)) {
          failures.push(
            `graph ${c} (n=${n}, style ${style}): got ${got.size}/${got.weight}, want ${want.size}/${want.weight}`,
          );
        }
        compared++;
      }
      expect(failures).toEqual([]);
      expect(compared).toBe(GRAPHS);
    });
  }
});

describe('optimality conditions describe every maximum-weight matching', () => {
  /** Every matching of the graph as a list of edge ids (parallel edges are different matchings). */
  function allMatchings(t: TestGraph): number[][] {
    const out: number[][] = [];
    const used = new Array<boolean>(t.n).fill(false);
    const pick = (from: number, chosen: number[]): void => {
      out.push(chosen.slice());
      for (let k = from; k < t.edges.length; k++) {
        const e = t.edges[k];
        if (used[e.u] || used[e.v]) continue;
        used[e.u] = used[e.v] = true;
        chosen.push(k);
        pick(k + 1, chosen);
        chosen.pop();
        used[e.u] = used[e.v] = false;
      }
    };
    pick(0, []);
    return out;
  }

  test('1,200 small tie-heavy graphs, after a solve and after a warm re-solve: conditions hold exactly for the optimal matchings', () => {
    const next = rng(9001);
    let optimalSeen = 0;
    let othersSeen = 0;
    const failures: string[] = [];
    for (let c = 0; c < 1200; c++) {
      const n = 2 + Math.floor(next() * 7);
      const t = randomGraph(next, n, [0.5, 0.8, 1][c % 3], [2, 3, 4, 1][c % 4]);
      if (!t.edges.length) continue;
      const solver = new BlossomSolver(t.graph);
      solver.solve();
      if (c % 2 === 1) {
        // change a few weights and re-solve warm: the conditions must describe the new optimum
        const changed: number[] = [];
        for (let r = 0; r < 2; r++) {
          const k = Math.floor(next() * t.edges.length);
          const values = randomFields(next, 2);
          t.graph.setEdgeWeight(k, LAYOUT, values);
          t.edges[k] = { ...t.edges[k], w: fieldsToBig(values) };
          changed.push(k);
        }
        solver.resolve(changed);
      }
      const cond = solver.optimalityConditions();
      const matchings = allMatchings(t);
      const weightOf = (m: number[]) => m.reduce((a, k) => a + t.edges[k].w, ZERO);
      const best = matchings.reduce((a, m) => (weightOf(m) > a ? weightOf(m) : a), ZERO);
      for (const m of matchings) {
        const covered = new Set(m.flatMap((k) => [t.edges[k].u, t.edges[k].v]));
        const holds =
          m.every((k) => cond.tight[k] === 1) &&
          [...cond.positiveDual.keys()].every((v) => !cond.positiveDual[v] || covered.has(v)) &&
          cond.fullBlossoms.every((b) => {
            const inside = new Set(b);
            return m.filter((k) => inside.has(t.edges[k].u) && inside.has(t.edges[k].v)).length === (b.length - 1) / 2;
          });
        const optimal = weightOf(m) === best;
        if (optimal) optimalSeen++;
        else othersSeen++;
        if (holds !== optimal)
          failures.push(`graph ${c}: matching [${m.join(',')}] optimal=${optimal} conditions=${holds}`);
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
    expect(optimalSeen).toBeGreaterThan(1000); // ties: many graphs have several optimal matchings
    expect(othersSeen).toBeGreaterThan(10000);
  });
});

describe('dual certificate proves optimality on larger graphs', () => {
  test('120 random graphs, n = 12..60, all weight styles, both starts', () => {
    const next = rng(31337);
    for (let c = 0; c < 120; c++) {
      const n = 12 + Math.floor(next() * 49);
      const t = randomGraph(next, n, [0.1, 0.3, 0.7, 1][c % 4], c % 5);
      for (const options of [{}, { initialDuals: 'uniform' as const }]) {
        const solver = new BlossomSolver(t.graph, options);
        const mate = solver.solve();
        evaluate(t, mate);
        checkCertificate(t, solver, mate);
      }
    }
  });

  test('n = 300 dense graph with tie-heavy 300-bit weights: certificate holds, starts agree on the weight', () => {
    const next = rng(5150);
    const t = randomGraph(next, 300, 0.9, 1);
    const solver = new BlossomSolver(t.graph);
    const mate = solver.solve();
    const greedy = evaluate(t, mate);
    checkCertificate(t, solver, mate);
    const uniform = evaluate(t, maxWeightMatching(t.graph, { initialDuals: 'uniform' }));
    expect(uniform.weight).toBe(greedy.weight);
  });
});

describe('maxCardinality on larger graphs', () => {
  test('equals plain max weight after adding a dominating constant to every edge', () => {
    const next = rng(8080);
    for (let c = 0; c < 40; c++) {
      const n = 20 + Math.floor(next() * 60);
      const t = randomGraph(next, n, [0.05, 0.1, 0.3][c % 3], c % 5);
      // K > total weight of any matching: one more edge always wins, so max weight = max cardinality first.
      const bonus = ONE << BigInt(LAYOUT.bits + 7);
      const lifted = new MatchingGraph(n, LAYOUT.bits + 8);
      for (const e of t.edges) {
        const w = e.w + bonus;
        const limbs = new Float64Array(lifted.limbs);
        let rest = w;
        for (let i = lifted.limbs - 1; i >= 0; i--) {
          limbs[i] = Number(rest % RADIX);
          rest /= RADIX;
        }
        lifted.addEdgeWide(e.u, e.v, limbs, 0);
      }
      const liftedT: TestGraph = { n, edges: t.edges.map((e) => ({ ...e, w: e.w + bonus })), graph: lifted };
      const viaLift = evaluate(liftedT, maxWeightMatching(lifted));
      const direct = evaluate(t, maxWeightMatching(t.graph, { maxCardinality: true }));
      expect(direct.size).toBe(viaLift.size);
      expect(direct.weight).toBe(viaLift.weight - BigInt(viaLift.size) * bonus);
    }
  });
});

describe('resolve after weight changes (warm start)', () => {
  /** Replaces edge k's weight in both the graph and the oracle's copy. */
  function setWeight(t: TestGraph, k: number, values: number[]): void {
    t.graph.setEdgeWeight(k, LAYOUT, values);
    t.edges[k].w = fieldsToBig(values);
  }

  test('1,500 small graphs × 6 rounds of 1–4 changed edges agree with exhaustive search', () => {
    const next = rng(60606);
    const failures: string[] = [];
    let resolves = 0;
    for (let c = 0; c < 1500; c++) {
      const n = 2 + Math.floor(next() * 9);
      const style = Math.floor(next() * 5);
      const t = randomGraph(next, n, [0.3, 0.6, 1][c % 3], style);
      if (t.edges.length === 0) continue;
      const solver = new BlossomSolver(t.graph);
      solver.solve();
      for (let round = 0; round < 6; round++) {
        const changed: number[] = [];
        const count = 1 + Math.floor(next() * 4);
        for (let i = 0; i < count; i++) {
          const k = Math.floor(next() * t.edges.length);
          // Zero, or a fresh weight of the graph's style (raising, lowering or keeping ties).
          setWeight(t, k, next() < 0.2 ? LAYOUT.widths.map(() => 0) : randomFields(next, style));
          changed.push(k);
        }
        const got = evaluate(t, solver.resolve(changed));
        const want = bruteForce(t, false);
        resolves++;
        if (got.weight !== want.weight)
          failures.push(`graph ${c} round ${round}: got ${got.weight}, want ${want.weight}`);
      }
    }
    expect(failures).toEqual([]);
    expect(resolves).toBeGreaterThan(8000);
  });

  test('larger graphs: the warm solution keeps a valid optimality certificate after every change', () => {
    const next = rng(70707);
    for (let c = 0; c < 30; c++) {
      const n = 20 + Math.floor(next() * 60);
      const style = c % 5;
      const t = randomGraph(next, n, [0.1, 0.4, 1][c % 3], style);
      const solver = new BlossomSolver(t.graph);
      solver.solve();
      for (let round = 0; round < 5; round++) {
        const changed: number[] = [];
        for (let i = 0; i < 1 + (round % 3) * 3; i++) {
          const k = Math.floor(next() * t.edges.length);
          setWeight(t, k, randomFields(next, style));
          changed.push(k);
        }
        const mate = solver.resolve(changed);
        checkCertificate(t, solver, mate);
        expect(evaluate(t, mate).weight).toBe(evaluate(t, maxWeightMatching(t.graph)).weight);
      }
    }
  });

  test('maxCardinality re-solves from scratch, with the same result as a new solver', () => {
    const next = rng(80808);
    const t = randomGraph(next, 40, 0.2, 2);
    const solver = new BlossomSolver(t.graph, { maxCardinality: true });
    solver.solve();
    setWeight(t, 3, randomFields(next, 2));
    const warm = evaluate(t, solver.resolve([3]));
    const cold = evaluate(t, maxWeightMatching(t.graph, { maxCardinality: true }));
    expect(warm).toEqual(cold);
  });

  test('rejects unknown edges and graphs that grew', () => {
    const g = new MatchingGraph(4, 8);
    g.addEdgeNumber(0, 1, 3);
    const solver = new BlossomSolver(g);
    solver.solve();
    expect(() => solver.resolve([1])).toThrow(RangeError);
    g.addEdgeNumber(2, 3, 1);
    expect(() => solver.resolve([0])).toThrow(/edges were added/);
  });
});

describe('edge cases and API contract', () => {
  test('empty graph, isolated vertices, zero weights', () => {
    expect(Array.from(maxWeightMatching(new MatchingGraph(0, 8)))).toEqual([]);
    const g = new MatchingGraph(3, 8);
    expect(Array.from(maxWeightMatching(g))).toEqual([-1, -1, -1]);
    g.addEdgeNumber(0, 1, 0);
    expect(Array.from(maxWeightMatching(g))).toEqual([-1, -1, -1]);
    expect(Array.from(maxWeightMatching(g, { maxCardinality: true }))).toEqual([1, 0, -1]);
  });

  test('path a-b-c-d prefers the two outer edges only when they weigh more', () => {
    const g = new MatchingGraph(4, 8);
    g.addEdgeNumber(0, 1, 5);
    g.addEdgeNumber(1, 2, 11);
    g.addEdgeNumber(2, 3, 5);
    expect(Array.from(maxWeightMatching(g))).toEqual([-1, 2, 1, -1]);
    expect(Array.from(maxWeightMatching(g, { maxCardinality: true }))).toEqual([1, 0, 3, 2]);
  });

  test('MatchingGraph.complete numbers edge (i, j) as j(j-1)/2 + i, every weight 0, and solves like one built edge by edge', () => {
    const g = MatchingGraph.complete(6, 8);
    expect(g.edgeCount).toBe(15);
    for (let j = 1; j < 6; j++) {
      for (let i = 0; i < j; i++) {
        const k = (j * (j - 1)) / 2 + i;
        expect([g.endpoints[2 * k], g.endpoints[2 * k + 1]]).toEqual([i, j]);
        expect(g.edgeWeightHex(k)).toMatch(/^0x0+$/);
      }
    }
    const h = new MatchingGraph(6, 8);
    for (let j = 1; j < 6; j++) for (let i = 0; i < j; i++) h.addEdgeNumber(i, j, (i * 7 + j * 3) % 11);
    for (let k = 0; k < 15; k++) g.setEdgeWeightNumber(k, (g.endpoints[2 * k] * 7 + g.endpoints[2 * k + 1] * 3) % 11);
    expect(Array.from(maxWeightMatching(g))).toEqual(Array.from(maxWeightMatching(h)));
    expect(MatchingGraph.complete(1, 8).edgeCount).toBe(0);
  });

  test('slotted complete graphs share one endpoint list (prefixes of one another, regrown for a larger size)', () => {
    const sizes = [7, 4, 9, 3];
    const graphs = sizes.map((n) => MatchingGraph.completeSlotted(n, 8));
    // nothing can write into the shared list: a slotted graph takes no further edges
    expect(() => graphs[3].addEdgeNumber(0, 2, 5)).toThrow(/slotted/);
    graphs.forEach((g, x) => {
      const n = sizes[x];
      for (let j = 1; j < n; j++) {
        for (let i = 0; i < j; i++) {
          const k = (j * (j - 1)) / 2 + i;
          expect([g.endpoints[2 * k], g.endpoints[2 * k + 1]]).toEqual([i, j]);
        }
      }
    });
  });

  test('deterministic: same input, same output', () => {
    const next = rng(99);
    const t = randomGraph(next, 80, 0.5, 2);
    const a = maxWeightMatching(t.graph);
    const b = maxWeightMatching(t.graph);
    expect(Array.from(b)).toEqual(Array.from(a));
  });

  test('rejects self-loops, bad vertices and out-of-range weights', () => {
    const g = new MatchingGraph(3, 8);
    expect(() => g.addEdgeNumber(1, 1, 1)).toThrow(RangeError);
    expect(() => g.addEdgeNumber(0, 3, 1)).toThrow(RangeError);
    expect(() => g.addEdgeNumber(0, 1, 256)).toThrow(RangeError);
    expect(() => g.addEdgeNumber(0, 1, -1)).toThrow(RangeError);
    expect(g.edgeCount).toBe(0);
  });

  test('classic blossom instances (nested blossoms, T-blossom expansion) from the reference test set', () => {
    // These small cases come from the well-known mwmatching.py test suite; the expected mates are the unique
    // optima, re-derived here by the brute-force oracle rather than trusted.
    const cases: [number, number, number][][] = [
      [
        [1, 2, 8],
        [1, 3, 9],
        [2, 3, 10],
        [3, 4, 7],
      ],
      [
        [1, 2, 8],
        [1, 3, 9],
        [2, 3, 10],
        [3, 4, 7],
        [1, 6, 5],
        [4, 5, 6],
      ],
      [
        [1, 2, 9],
        [1, 3, 9],
        [2, 3, 10],
        [2, 4, 8],
        [3, 5, 8],
        [4, 5, 10],
        [5, 6, 6],
      ],
      [
        [1, 2, 9],
        [1, 3, 8],
        [2, 3, 10],
        [1, 4, 5],
        [4, 5, 4],
        [1, 6, 3],
      ],
      [
        [1, 2, 9],
        [1, 3, 8],
        [2, 3, 10],
        [1, 4, 5],
        [4, 5, 3],
        [1, 6, 4],
      ],
      [
        [1, 2, 9],
        [1, 3, 8],
        [2, 3, 10],
        [1, 4, 5],
        [4, 5, 3],
        [3, 6, 4],
      ],
      [
        [1, 2, 9],
        [2, 3, 8],
        [1, 3, 10],
        [3, 4, 8],
        [2, 5, 10],
        [4, 5, 9],
        [5, 6, 6],
      ],
      [
        [1, 2, 23],
        [1, 5, 22],
        [1, 6, 15],
        [2, 3, 25],
        [3, 4, 22],
        [4, 5, 25],
        [4, 8, 14],
        [5, 7, 13],
      ],
      [
        [1, 2, 19],
        [1, 3, 20],
        [1, 8, 8],
        [2, 3, 25],
        [2, 4, 18],
        [3, 5, 18],
        [4, 5, 13],
        [4, 7, 7],
        [5, 6, 7],
      ],
      [
        [1, 2, 40],
        [1, 3, 40],
        [2, 3, 60],
        [2, 4, 55],
        [3, 5, 55],
        [4, 5, 50],
        [1, 8, 15],
        [5, 7, 30],
        [7, 6, 10],
        [8, 10, 10],
        [4, 9, 30],
      ],
      [
        [1, 2, 45],
        [1, 5, 45],
        [2, 3, 50],
        [3, 4, 45],
        [4, 5, 50],
        [1, 6, 30],
        [3, 9, 35],
        [4, 8, 35],
        [5, 7, 26],
        [9, 10, 5],
      ],
      [
        [1, 2, 45],
        [1, 5, 45],
        [2, 3, 50],
        [3, 4, 45],
        [4, 5, 50],
        [1, 6, 30],
        [3, 9, 35],
        [4, 8, 26],
        [5, 7, 40],
        [9, 10, 5],
      ],
      [
        [1, 2, 45],
        [1, 5, 45],
        [2, 3, 50],
        [3, 4, 45],
        [4, 5, 50],
        [1, 6, 30],
        [3, 9, 35],
        [4, 8, 28],
        [5, 7, 26],
        [9, 10, 5],
      ],
      [
        [1, 2, 45],
        [1, 7, 45],
        [2, 3, 50],
        [3, 4, 45],
        [4, 5, 95],
        [4, 6, 94],
        [5, 6, 94],
        [6, 7, 50],
        [1, 8, 30],
        [3, 11, 35],
        [5, 9, 36],
        [7, 10, 26],
        [11, 12, 5],
      ],
      [
        [1, 2, 40],
        [1, 3, 40],
        [2, 3, 60],
        [2, 4, 55],
        [3, 5, 55],
        [4, 5, 50],
        [1, 8, 15],
        [5, 7, 30],
        [7, 6, 10],
        [8, 10, 10],
        [4, 9, 30],
      ],
    ];
    for (const list of cases) {
      const n = 1 + Math.max(...list.map(([a, b]) => Math.max(a, b)));
      const g = new MatchingGraph(n, 8);
      const edges = list.map(([u, v, w]) => {
        g.addEdgeNumber(u, v, w);
        return { u, v, w: BigInt(w) };
      });
      const t: TestGraph = { n, edges, graph: g };
      for (const mc of [false, true]) {
        const solver = new BlossomSolver(g, { maxCardinality: mc });
        const got = evaluate(t, solver.solve());
        const want = bruteForce(t, mc);
        expect(got.weight).toBe(want.weight);
        expect(got.size).toBe(mc ? want.size : got.size);
      }
      const solver = new BlossomSolver(g);
      checkCertificate(t, solver, solver.solve());
    }
  });
});

describe('a solve over a subset of the edges, with the violated ones priced in', () => {
  /** Solve from `start`, then activate what the duals violate until nothing is; returns the matching and rounds. */
  function priceIn(solver: BlossomSolver): { mate: Int32Array; rounds: number } {
    let mate = solver.solve();
    let rounds = 0;
    for (;;) {
      const violated = solver.optimalityConditions().violated;
      if (!violated.length) return { mate, rounds };
      rounds++;
      solver.activate(violated);
      mate = solver.resolve(violated);
    }
  }

  test('2,000 small graphs from random subsets (empty to full) reach the exhaustive optimum, also after weight changes', () => {
    const next = rng(31337);
    const failures: string[] = [];
    let priced = 0;
    for (let c = 0; c < 2000 && failures.length < 5; c++) {
      const n = 2 + Math.floor(next() * 9);
      const t = randomGraph(next, n, [0.4, 0.7, 1][c % 3], Math.floor(next() * 5));
      if (!t.edges.length) continue;
      const keep = [0, 0.2, 0.5, 1][c % 4];
      const start = t.edges.map((_, k) => k).filter(() => next() < keep);
      const solver = new BlossomSolver(t.graph, {}, start);
      const first = priceIn(solver);
      priced += first.rounds;
      const best = bruteForce(t, false);
      if (evaluate(t, first.mate).weight !== best.weight) failures.push(`graph ${c}: weight differs after pricing`);
      expect(solver.optimalityConditions().violated).toEqual([]);
      expect(solver.optimalityConditions().feasible).toBe(true);
      // a warm re-solve after changes to active or inactive edges, the changed ones activated first
      const changed = [Math.floor(next() * t.edges.length), Math.floor(next() * t.edges.length)];
      for (const k of changed) {
        const values = randomFields(next, 2);
        t.graph.setEdgeWeight(k, LAYOUT, values);
        t.edges[k].w = fieldsToBig(values);
      }
      solver.activate(changed);
      let mate = solver.resolve(changed);
      mate = (() => {
        for (;;) {
          const violated = solver.optimalityConditions().violated;
          if (!violated.length) return mate;
          solver.activate(violated);
          mate = solver.resolve(violated);
        }
      })();
      if (evaluate(t, mate).weight !== bruteForce(t, false).weight)
        failures.push(`graph ${c}: weight differs after a change`);
    }
    expect(failures).toEqual([]);
    expect(priced).toBeGreaterThan(100); // the subsets really were missing edges the optimum needed
  });

  test('the subset the solver sees is what it was given plus what was activated', () => {
    const g = new MatchingGraph(4, 8);
    g.addEdgeNumber(0, 1, 1);
    g.addEdgeNumber(1, 2, 9);
    g.addEdgeNumber(2, 3, 1);
    const solver = new BlossomSolver(g, {}, [0, 2]);
    expect(solver.activeEdgeCount).toBe(2);
    expect(Array.from(solver.solve())).toEqual([1, 0, 3, 2]);
    // 1–2 weighs more than both others together: the duals of the subset's optimum violate it
    expect(solver.optimalityConditions().violated).toEqual([1]);
    solver.activate([1]);
    expect(solver.activeEdgeCount).toBe(3);
    expect(Array.from(solver.resolve([1]))).toEqual([-1, 2, 1, -1]);
    expect(solver.optimalityConditions().violated).toEqual([]);
    expect(() => solver.activate([3])).toThrow(RangeError);
  });
});

describe('slotted graphs (edges sharing a table of weights)', () => {
  test('solve and warm re-solves agree with a graph that stores every weight, also while the table grows', () => {
    const next = rng(777);
    for (let c = 0; c < 300; c++) {
      const n = 2 + Math.floor(next() * 9);
      const slotted = MatchingGraph.completeSlotted(n, LAYOUT.bits);
      const plain = MatchingGraph.complete(n, LAYOUT.bits);
      const table: { slot: number; values: number[] }[] = [{ slot: 0, values: LAYOUT.widths.map(() => 0) }];
      const buffer = new Float64Array(plain.limbs);
      const newKind = () => {
        const values = randomFields(next, 2);
        LAYOUT.pack(values, buffer, 0, plain.limbs);
        table.push({ slot: slotted.addWeightSlot(buffer, 0, plain.limbs), values });
      };
      for (let t = 0; t < 3; t++) newKind();
      const assign = (k: number) => {
        const kind = table[Math.floor(next() * table.length)];
        slotted.setEdgeSlot(k, kind.slot);
        plain.setEdgeWeight(k, LAYOUT, kind.values);
      };
      for (let k = 0; k < plain.edgeCount; k++) assign(k);
      for (let k = 0; k < plain.edgeCount; k++) expect(slotted.edgeWeightHex(k)).toBe(plain.edgeWeightHex(k));
      const a = new BlossomSolver(slotted);
      const b = new BlossomSolver(plain);
      const weightOf = (g: MatchingGraph, mate: Int32Array) => {
        const dst = new Float64Array(g.limbs);
        matchingWeight(g, mate, dst);
        return Array.from(dst).join(',');
      };
      expect(weightOf(slotted, a.solve())).toBe(weightOf(plain, b.solve()));
      // the slotted graph's conditions (signs shared per dual pair and slot) are the plain graph's, edge by edge
      const ca = a.optimalityConditions();
      const cb = b.optimalityConditions();
      expect(Array.from(ca.tight)).toEqual(Array.from(cb.tight));
      expect(ca.violated).toEqual(cb.violated);
      expect(Array.from(ca.positiveDual)).toEqual(Array.from(cb.positiveDual));
      for (let round = 0; round < 3; round++) {
        // new kinds grow (and reallocate) the table under a live solver
        for (let t = 0; t < 20; t++) newKind();
        const changed = [Math.floor(next() * plain.edgeCount), Math.floor(next() * plain.edgeCount)];
        changed.forEach(assign);
        expect(weightOf(slotted, a.resolve(changed))).toBe(weightOf(plain, b.resolve(changed)));
      }
    }
  });

  test('per-edge weight writes are refused on a slotted graph', () => {
    const g = MatchingGraph.completeSlotted(3, 8);
    expect(() => g.setEdgeWeightNumber(0, 1)).toThrow(/setEdgeSlot/);
    expect(() => g.addEdgeNumber(0, 1, 1)).toThrow(/setEdgeSlot/);
    expect(() => new MatchingGraph(3, 8).addWeightSlot(new Float64Array(1), 0, 1)).toThrow(/slotted/);
  });
});
