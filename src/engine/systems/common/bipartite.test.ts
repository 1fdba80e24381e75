import { firstLegalTransposition, hasBipartitePerfectMatching } from './bipartite';

describe('first legal transposition (Dubov 3.2.5 / 4.4)', () => {
  test('transpositions are tried in lexicographic order: ABC, ACB, BAC, …', () => {
    // only the permutations whose first element is not A are legal for the first row: BAC comes before BCA
    const legal = (s: string, t: string) => !(s === 'x' && t === 'A');
    expect(firstLegalTransposition(['x', 'y', 'z'], ['A', 'B', 'C'], legal)).toEqual(['B', 'A', 'C']);
  });

  test("the booklet's 6.3 example: 4 has met 12 and 15, so he takes 17; 7 and 9 keep the column order", () => {
    const met = new Set(['4-12', '4-15']);
    const legal = (w: number, b: number) => !met.has(`${w}-${b}`);
    expect(firstLegalTransposition([4, 7, 9], [12, 15, 17], legal)).toEqual([17, 12, 15]);
  });

  test('a choice that leaves a later row without an opponent is skipped', () => {
    // y can only play A, so x must not take A even though A comes first
    const legal = (s: string, t: string) => s !== 'y' || t === 'A';
    expect(firstLegalTransposition(['x', 'y'], ['A', 'B'], legal)).toEqual(['B', 'A']);
  });

  test('no perfect matching: null', () => {
    const legal = (_s: string, t: string) => t === 'A';
    expect(hasBipartitePerfectMatching(['x', 'y'], ['A', 'B'], legal)).toBe(false);
    expect(firstLegalTransposition(['x', 'y'], ['A', 'B'], legal)).toBeNull();
  });
});
