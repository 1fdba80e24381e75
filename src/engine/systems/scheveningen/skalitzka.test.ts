import { skalitzka, skalitzkaLabel, SkalitzkaSeat } from './skalitzka';

const key = (s: SkalitzkaSeat) => `${s.team}:${s.player}`;

describe('Skalitzka (other-systems.md §3)', () => {
  for (let n = 2; n <= 20; n += 2) {
    test(`${n} per team: two rounds, one White and one Black each, one opponent from each other team`, () => {
      const boards = skalitzka(n);
      expect(boards.map((b) => b.board)).toEqual(Array.from({ length: (3 * n) / 2 }, (_, i) => i + 1));
      const colours = new Map<string, string>();
      const opponentTeams = new Map<string, number[]>();
      for (const round of ['round1', 'round2'] as const) {
        const seated = boards.flatMap((b) => [key(b[round][0]), key(b[round][1])]);
        expect(new Set(seated).size).toBe(3 * n); // everyone plays every round
        for (const b of boards) {
          const [w, bl] = b[round];
          expect(w.team).not.toBe(bl.team);
          // team 1 White v team 2, team 2 v team 3, team 3 v team 1
          expect(bl.team).toBe((w.team % 3) + 1);
          colours.set(key(w), (colours.get(key(w)) ?? '') + 'w');
          colours.set(key(bl), (colours.get(key(bl)) ?? '') + 'b');
          opponentTeams.set(key(w), [...(opponentTeams.get(key(w)) ?? []), bl.team]);
          opponentTeams.set(key(bl), [...(opponentTeams.get(key(bl)) ?? []), w.team]);
        }
      }
      for (const c of colours.values()) expect(c.split('').sort().join('')).toBe('bw');
      for (const [seat, teams] of opponentTeams) {
        const own = Number(seat.split(':')[0]);
        expect(teams.sort()).toEqual([1, 2, 3].filter((t) => t !== own));
      }
    });
  }

  test('needs an even number of players per team', () => {
    expect(() => skalitzka(3)).toThrow(/even/);
    expect(skalitzkaLabel({ team: 1, player: 3 })).toBe('C');
    expect(skalitzkaLabel({ team: 2, player: 3 })).toBe('c');
    expect(skalitzkaLabel({ team: 3, player: 3 })).toBe('3');
  });
});
