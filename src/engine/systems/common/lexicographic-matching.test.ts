import { LexMatching, hasPerfectMatching } from './lexicographic-matching';

describe('lexicographic matching', () => {
  test('a more important field outweighs any amount of a less important one', () => {
    // path 0-1-2-3: the two outer edges give the larger matching (field 0) even though the middle edge is
    // better in field 1
    const m = new LexMatching(4, [LexMatching.widthFor(1, 4), LexMatching.widthFor(100, 4)]);
    m.add(0, 1, [1, 0]);
    m.add(1, 2, [1, 100]);
    m.add(2, 3, [1, 0]);
    const s = m.solve();
    expect(s.pairs).toBe(2);
    expect([s.mate[0], s.mate[2]]).toEqual([1, 3]);
    expect(m.fields(s)).toEqual([2, 0]);
  });

  test('skipping edges, the shortfall field and whether a solution avoids skipped edges', () => {
    const m = new LexMatching(4, [2, 3, 2]);
    m.add(0, 1, [1, 1, 1]);
    m.add(2, 3, [1, 1, 1]);
    m.add(0, 2, [1, 0, 1]);
    m.add(1, 3, [1, 0, 1]);
    const best = m.solve();
    expect(m.fields(best)).toEqual([2, 2, 2]);
    const noFirst = (e: { u: number; v: number }) => e.u === 0 && e.v === 1;
    expect(m.avoids(best, noFirst)).toBe(false);
    const worse = m.solve(noFirst);
    expect(m.fields(worse)).toEqual([2, 0, 2]);
    expect(m.firstShortfall(best, worse)).toBe(1);
    expect(m.avoids(best, (e) => e.u === 0 && e.v === 2)).toBe(true);
  });

  test('perfect matching check', () => {
    expect(hasPerfectMatching(4, (u, v) => (u === 0 && v === 1) || (u === 2 && v === 3))).toBe(true);
    expect(hasPerfectMatching(4, (u) => u === 0)).toBe(false);
    expect(hasPerfectMatching(3, () => true)).toBe(false);
    expect(hasPerfectMatching(0, () => true)).toBe(true);
  });
});
