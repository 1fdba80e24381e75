import { WeightPool } from './weight-pool';
import { composeWeight } from './weight-compose';
import { wideToHex } from '../../matching/wide-int';
import { seededRandom } from '../../seeded-random';

describe('WeightPool', () => {
  test('a pooled weight plus an addend is the composed weight without the top field, for random layouts', () => {
    const rand = seededRandom(5);
    for (let t = 0; t < 500; t++) {
      const belowTop = 60 + Math.floor(rand() * 300);
      const pool = new WeightPool(belowTop);
      const kinds: number[][] = [];
      for (let k = 0; k < 6; k++) {
        // the top field (completion) at belowTop, then random lower terms clear of the lowest 24 bits
        const terms = [belowTop, 1 + Math.floor(rand() * 3)];
        for (let i = 0; i < 5; i++) terms.push(24 + Math.floor(rand() * (belowTop - 48)), Math.floor(rand() * 2 ** 20)); // stays below 2^belowTop
        kinds.push(terms);
      }
      for (let e = 0; e < 40; e++) {
        const k = Math.floor(rand() * kinds.length);
        const found = pool.find(1000 + k);
        const id = found >= 0 ? found : pool.add(1000 + k, kinds[k]);
        // half without an addend (the copy of the weight composed when pooled), half with one
        const delta = e % 2 ? Math.floor(rand() * 2 ** 22) - 2 ** 21 : 0;
        const expected = new Float64Array(pool.limbs);
        composeWeight(kinds[k].slice(2), delta, expected, 0, pool.limbs);
        const written = new Float64Array(pool.limbs);
        pool.write(id, delta, written, 0);
        expect(wideToHex(written, 0, pool.limbs)).toBe(wideToHex(expected, 0, pool.limbs));
        expect(pool.termsOf(id)).toBe(kinds[k]);
      }
      expect(pool.size).toBeLessThanOrEqual(kinds.length);
    }
  });

  test('files each kind once under its key and keeps its id', () => {
    const pool = new WeightPool(40);
    expect(pool.find(7)).toBe(-1);
    const a = pool.add(7, [40, 1, 30, 5]);
    expect(pool.find(7)).toBe(a);
    expect(() => pool.add(7, [40, 1, 30, 5])).toThrow(/already pooled/);
    expect(pool.add(8, [40, 1, 30, 5])).not.toBe(a);
    expect(pool.size).toBe(2);
  });

  test('an addend that takes the weight below zero or out of its limbs is an error', () => {
    const pool = new WeightPool(40);
    const id = pool.add(1, [40, 1, 0, 3]);
    const dst = new Float64Array(pool.limbs);
    expect(() => pool.write(id, -4, dst, 0)).toThrow(RangeError);
    expect(() => pool.write(id, 2 ** 52, dst, 0)).toThrow(RangeError);
    expect(() => pool.write(id, 0.5, dst, 0)).toThrow(RangeError);
  });
});
