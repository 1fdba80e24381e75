import { playoffProcedure, serpentineGroups } from './playoffs';

describe('play-offs for first place (other-systems.md §4.5)', () => {
  test('items 1..10 by number of tied players; 11 and more share item 10', () => {
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 25].map((n) => playoffProcedure(n).item)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10,
    ]);
    expect(() => playoffProcedure(1)).toThrow(/at least 2/);
  });

  test('groups cover every tied player exactly once', () => {
    for (const tied of [6, 9, 10]) {
      const members = (playoffProcedure(tied).groups ?? []).flatMap((g) => g.members).sort((a, b) => a - b);
      expect(members).toEqual(Array.from({ length: tied }, (_, i) => i + 1));
    }
    expect(playoffProcedure(7).pairingOrder?.slice().sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  test('the booklet leaves items 2, 6, 9 and 10 unclear; the plans say so', () => {
    for (const tied of [3, 7, 10, 12]) expect(playoffProcedure(tied).ambiguity).toBeTruthy();
    expect(playoffProcedure(10).groupsAreReading).toBe(true);
    expect(playoffProcedure(6).groupsAreReading).toBeUndefined();
  });

  test('serpentine split reproduces item 5 (six players) and balances ten', () => {
    expect(serpentineGroups(6, 2)).toEqual([
      [1, 4, 5],
      [2, 3, 6],
    ]);
    const [a, b] = serpentineGroups(10, 2);
    expect(a).toHaveLength(5);
    expect(Math.abs(a.reduce((s, x) => s + x, 0) - b.reduce((s, x) => s + x, 0))).toBeLessThanOrEqual(1);
  });
});
