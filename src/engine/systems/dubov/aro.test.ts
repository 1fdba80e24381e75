import { buildPairingState } from '../../history/pairing-state';
import { tinyTournament } from '../../../../test/dubov/fake-players';
import { aroOf, dubovAroTable, roundedMean } from './aro';

describe('ARO (C.04.4.1 1.7)', () => {
  test('rounded to the nearest integer, a division ending in .5 upwards (1.7.1)', () => {
    expect(roundedMean(2300 + 2251, 2)).toBe(2276);
    expect(roundedMean(2300 + 2249, 2)).toBe(2275);
    expect(roundedMean(2000 + 2000 + 2001, 3)).toBe(2000);
    expect(roundedMean(2000 + 2001 + 2001, 3)).toBe(2001);
  });

  test('only games played over the board count; no game yet: 0 (1.7.3)', () => {
    // round 1: 1–2 played, 3 wins by forfeit against 4, 5 has the PAB; round 2: 1–3 played, 2–5 played, 4 absent
    const t = tinyTournament(
      [2400, 2300, 2200, 2100, 2000],
      [
        { 1: [2, 'w', '1'], 2: [1, 'b', '0'], 3: [4, 'w', '+'], 4: [3, 'b', '-'], 5: 'U' },
        { 1: [3, 'b', '='], 3: [1, 'w', '='], 2: [5, 'w', '1'], 5: [2, 'b', '0'], 4: 'Z' },
      ],
      5,
    );
    const st = buildPairingState(t, 3);
    const aro = (id: number) => aroOf(st, st.byId.get(id)!);
    expect([aro(1), aro(2), aro(3), aro(4), aro(5)]).toEqual([2250, 2200, 2400, 0, 2300]);
    const table = dubovAroTable(t, 3);
    expect(table.map((r) => r.id)).toEqual([3, 1, 5, 2, 4]); // score, then ARO descending
    expect(table.find((r) => r.id === 1)).toMatchObject({
      gamesPlayed: 2,
      opponentRatingSum: 4500,
      aro: 2250,
      score: 1.5,
      toPair: true,
    });
    expect(table.find((r) => r.id === 4)).toMatchObject({ toPair: true, aro: 0 });
    // after the last round of a 2-round event, for the final sheet
    expect(dubovAroTable({ ...t, totalRounds: 2 }, 3)).toEqual(table);
  });
});
