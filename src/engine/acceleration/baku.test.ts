import { buildTournament } from '../../../test/support/tournament-builder';
import { bakuVirtualPoints, withDeclaredAcceleration } from './baku';

/** C.04.7 Baku acceleration, with the tables of acceleration.md §2.2 and §2.4. */
describe('Baku acceleration (C.04.7)', () => {
  test.each([
    [20, 10],
    [21, 12],
    [22, 12],
    [23, 12],
    [24, 12],
    [100, 50],
    [161, 82],
    [178, 90],
  ])('N = %i: |GA| = %i', (n, ga) => {
    const t = buildTournament(
      Array.from({ length: n }, () => ''),
      { totalRounds: 9 },
    );
    const points = bakuVirtualPoints(
      t,
      t.players.map((p) => p.id),
    );
    expect(typeof points === 'string' ? points : points.size).toBe(ga);
  });

  test.each([
    [5, 2, 3],
    [6, 2, 3],
    [7, 2, 4],
    [8, 2, 4],
    [9, 3, 5],
    [10, 3, 5],
    [11, 3, 6],
    [12, 3, 6],
    [13, 4, 7],
  ])(
    'R = %i rounds: full virtual points in rounds 1–%i, half up to round %i, none after',
    (rounds, full, accelerated) => {
      const t = buildTournament(
        Array.from({ length: 8 }, () => ''),
        { totalRounds: rounds },
      );
      const points = bakuVirtualPoints(
        t,
        t.players.map((p) => p.id),
      );
      if (typeof points === 'string') throw new Error(points);
      const expected = Array.from({ length: rounds }, (_, i) => (i < full ? 1 : i < accelerated ? 0.5 : 0));
      expect(points.get(1)).toEqual(expected);
      expect(points.has(8)).toBe(false); // GB players never get virtual points
    },
  );

  test('a declared _BAKU type gets virtual points; explicit ones are kept', () => {
    const base = buildTournament(
      Array.from({ length: 8 }, () => ''),
      { totalRounds: 9 },
    );
    const declared = { ...base, info: { ...base.info, typeCode: 'FIDE_DUTCH_2026_BAKU' } };
    expect(withDeclaredAcceleration(declared).acceleration.size).toBe(4);
    expect(withDeclaredAcceleration(base).acceleration.size).toBe(0);
    const explicit = { ...declared, acceleration: new Map([[1, [0.5]]]) };
    expect(withDeclaredAcceleration(explicit).acceleration).toBe(explicit.acceleration);
  });

  test('Baku needs win = 2 × draw and loss = 0', () => {
    const t = buildTournament(['', ''], { totalRounds: 9 });
    const odd = { ...t, scoring: { ...t.scoring, win: 3, draw: 1 } };
    expect(bakuVirtualPoints(odd, [1, 2])).toMatch(/C\.04\.7/);
  });
});
