import { seededRandom } from '../../seeded-random';
import { BracketMatcher } from './bracket-matcher';
import { WeightPool } from './weight-pool';

const BELOW_TOP = 100;

/** Σ value·2^offset of the terms below the top field, plus the addend (BigInt: test oracle only). */
function weightOf(pool: WeightPool, id: number, delta: number): bigint {
  const terms = pool.belowOf(id);
  let sum = BigInt(delta);
  for (let i = 0; i < terms.length; i += 2) sum += BigInt(terms[i + 1]) << BigInt(terms[i]);
  return sum;
}

/** The best total over the perfect matchings of k vertices (k even, every pair an edge). */
function bestPerfect(k: number, w: (i: number, j: number) => bigint): bigint {
  const used = new Uint8Array(k);
  let best = -BigInt(1);
  const go = (sum: bigint) => {
    let i = 0;
    while (i < k && used[i]) i++;
    if (i === k) { if (sum > best) best = sum; return; }
    used[i] = 1;
    for (let j = i + 1; j < k; j++) {
      if (used[j]) continue;
      used[j] = 1;
      go(sum + w(i, j));
      used[j] = 0;
    }
    used[i] = 0;
  };
  go(BigInt(0));
  return best;
}

describe('BracketMatcher', () => {
  it('solves to the optimum of the weights and addends set so far, its squeezed layout rebuilt when addends outgrow it', () => {
    const rand = seededRandom(77);
    const int = (n: number) => Math.floor(rand() * n);
    const rebuild = jest.spyOn(BracketMatcher.prototype as unknown as { rebuildGraph(): void }, 'rebuildGraph');
    for (let round = 0; round < 200; round++) {
      const k = 4 + 2 * int(3);
      const pool = new WeightPool(BELOW_TOP);
      const kinds = 2 + int(4);
      for (let id = 0; id < kinds; id++) {
        // a top field, then a few fields below it, all far above the addends (which then only break ties, unless
        // a layout squeezed for smaller addends lets them outweigh a field)
        const terms = [BELOW_TOP, 1, 55 + int(30), 1 + int(3)];
        for (let f = 0; f < 3; f++) if (rand() < 0.6) terms.push(20 + int(30), 1 + int(3));
        pool.add(id, terms);
      }
      // addendBits 1: any addend above 2 outgrows the layout made at the first solve
      const small = round % 2 === 0;
      const m = new BracketMatcher(k, pool, {
        field: { size: k, neighbours: () => [] },
        byeCandidate: () => true,
        outsideWeight: () => -1,
        addendBits: small ? 1 : 40,
      });
      const vertices = Array.from({ length: k }, (_, v) => v);
      m.beginBracket(vertices, k);
      const ids = new Int32Array((k * (k - 1)) / 2).map(() => int(kinds));
      const deltas = new Float64Array(ids.length);
      m.setBracketWeights(ids, 0);
      const edge = (i: number, j: number) => (j * (j - 1)) / 2 + i;
      const check = (mate: Int32Array) => {
        const w = (i: number, j: number) => weightOf(pool, ids[edge(i, j)], deltas[edge(i, j)]);
        let total = BigInt(0);
        for (let v = 0; v < k; v++) {
          expect(mate[v]).not.toBe(v); // a complete graph with positive weights: everyone is paired
          if (mate[v] > v) total += w(v, mate[v]);
        }
        expect(total).toBe(bestPerfect(k, w));
      };
      check(m.solve());
      for (let step = 0; step < 3; step++) {
        for (let c = 0; c < 3; c++) {
          const j = 1 + int(k - 1);
          const i = int(j);
          const delta = int(4000) - 50;
          if (rand() < 0.3) ids[edge(i, j)] = int(kinds); // mostly a new addend on the same weight
          deltas[edge(i, j)] = delta;
          m.setEdge(i, j, ids[edge(i, j)], delta);
        }
        check(m.solve());
      }
    }
    expect(rebuild.mock.calls.length).toBeGreaterThan(10);
    rebuild.mockRestore();
  });

  it('refuses an addend that is not an integer', () => {
    const pool = new WeightPool(BELOW_TOP);
    const id = pool.add(0, [BELOW_TOP, 1, 60, 1]);
    const m = new BracketMatcher(2, pool, { field: { size: 2, neighbours: () => [] }, byeCandidate: () => true, outsideWeight: () => -1, addendBits: 8 });
    m.beginBracket([0, 1], 2);
    m.setBracketWeights(Int32Array.from([id]), 0);
    expect(Array.from(m.solve())).toEqual([1, 0]);
    expect(() => m.setEdge(0, 1, id, 0.5)).toThrow(RangeError);
  });
});
