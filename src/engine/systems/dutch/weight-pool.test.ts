import { WeightPool } from './weight-pool';

describe('WeightPool', () => {
  test("keeps each weight's terms, and those below the top field for the bracket matchings", () => {
    const pool = new WeightPool(40);
    const withTop = [40, 2, 30, 5, 12, 1];
    const withoutTop = [30, 1];
    const a = pool.add(1, withTop);
    const b = pool.add(2, withoutTop);
    expect(pool.termsOf(a)).toBe(withTop);
    expect(pool.belowOf(a)).toEqual([30, 5, 12, 1]);
    expect(pool.belowOf(b)).toEqual(withoutTop);
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
});
