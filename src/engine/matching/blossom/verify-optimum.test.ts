import {
  BlossomSolver,
  MatchingGraph,
  MatchingOptimalityError,
  isOptimalityVerified,
  maxWeightMatching,
  setOptimalityVerification,
} from '.';
import { seededRandom } from '../../seeded-random';

/** A random graph of small integer weights (many ties, so blossoms form). */
function randomGraph(seed: number, n: number, density: number, maxWeight: number): MatchingGraph {
  const next = seededRandom(seed);
  const g = new MatchingGraph(n, 20);
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) if (next() < density) g.addEdgeNumber(u, v, 1 + Math.floor(next() * maxWeight));
  }
  return g;
}

/** The solver's protected state, to break a solved certificate on purpose (tests only). */
interface Internals {
  readonly dual: Float64Array;
  readonly mate: Int32Array;
  readonly ends: Int32Array;
  readonly limbs: number;
  readonly blossomBase: Int32Array;
}
const internals = (s: BlossomSolver) => s as unknown as Internals;

describe('verifyOptimum (van Rantwijk / networkx verify_optimum)', () => {
  test('accepts every optimum the solver finds: greedy and uniform starts, maxCardinality, warm re-solves', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const g = randomGraph(seed, 6 + (seed % 17), 0.3 + (seed % 5) / 10, seed % 3 === 0 ? 3 : 50);
      for (const options of [{}, { initialDuals: 'uniform' as const }, { maxCardinality: true }]) {
        const solver = new BlossomSolver(g, options);
        solver.solve();
        expect(() => solver.verifyOptimum()).not.toThrow();
      }
      // a warm re-solve after weight changes
      const solver = new BlossomSolver(g);
      solver.solve();
      const changed = [0, Math.floor(g.edgeCount / 2)].filter((k) => k < g.edgeCount);
      for (const k of changed) g.setEdgeWeightNumber(k, 1 + ((seed * 7 + k) % 40));
      solver.resolve(changed);
      expect(() => solver.verifyOptimum()).not.toThrow();
    }
  });

  test('a matched edge made slack is caught', () => {
    const g = randomGraph(3, 12, 0.6, 50);
    const solver = new BlossomSolver(g);
    solver.solve();
    const s = internals(solver);
    const v = s.mate.findIndex((p) => p >= 0);
    expect(v).toBeGreaterThanOrEqual(0);
    // raising a matched vertex's dual keeps every slack ≥ 0 but leaves its matched edge slack
    s.dual[v * s.limbs + s.limbs - 1] += 2;
    expect(() => solver.verifyOptimum()).toThrow(MatchingOptimalityError);
    expect(() => solver.verifyOptimum()).toThrow(/internal error.*not tight/);
  });

  test('a negative slack is caught', () => {
    const g = randomGraph(4, 12, 0.6, 50);
    const solver = new BlossomSolver(g);
    solver.solve();
    const s = internals(solver);
    // lowering both duals of a matched pair below its weight: its edge's slack turns negative
    const v = s.mate.findIndex((p) => p >= 0);
    const w = s.ends[s.mate[v]];
    s.dual[v * s.limbs + s.limbs - 1] -= 10_000;
    s.dual[w * s.limbs + s.limbs - 1] -= 10_000;
    expect(() => solver.verifyOptimum()).toThrow(/negative/);
  });

  test('a matching that is not one (a partner that does not point back) is caught', () => {
    const g = randomGraph(5, 10, 0.8, 50);
    const solver = new BlossomSolver(g);
    solver.solve();
    const s = internals(solver);
    const v = s.mate.findIndex((p) => p >= 0);
    const w = s.ends[s.mate[v]];
    s.mate[w] = -1;
    expect(() => solver.verifyOptimum()).toThrow(/not matched back/);
  });

  test('an exposed vertex with a positive dual is caught', () => {
    const g = new MatchingGraph(3, 8);
    g.addEdgeNumber(0, 1, 5);
    g.addEdgeNumber(1, 2, 4);
    const solver = new BlossomSolver(g);
    expect(Array.from(solver.solve())).toEqual([1, 0, -1]);
    const s = internals(solver);
    s.dual[2 * s.limbs + s.limbs - 1] += 2;
    expect(() => solver.verifyOptimum()).toThrow(/exposed vertex 2 has a positive dual/);
  });

  test('the switch turns the check of every solve on and back', () => {
    const was = setOptimalityVerification(true);
    expect(setOptimalityVerification(true)).toBe(true);
    try {
      expect(isOptimalityVerified()).toBe(true);
      const mate = maxWeightMatching(randomGraph(9, 20, 0.5, 3));
      expect(mate.length).toBe(20);
    } finally {
      setOptimalityVerification(was);
    }
    expect(isOptimalityVerified()).toBe(was);
  });
});
