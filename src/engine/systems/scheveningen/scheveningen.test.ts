import { multiTeamScheveningen } from './multi-team';
import { ScheveningenRound, scheveningen, seatLabel, TeamSeat } from './scheveningen';

const key = (s: TeamSeat) => `${s.team}:${s.board}`;

function meetings(rounds: readonly ScheveningenRound[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const r of rounds) {
    for (const b of r.boards) {
      const k = [key(b.white), key(b.black)].sort().join('|');
      m.set(k, (m.get(k) ?? 0) + 1);
    }
  }
  return m;
}

describe('two-team Scheveningen (other-systems.md §2.1)', () => {
  for (let n = 1; n <= 12; n++) {
    test(`${n} per team: everyone meets every player of the other team once; one colour per team and round, alternating`, () => {
      const rounds = scheveningen(n);
      expect(rounds).toHaveLength(n);
      const m = meetings(rounds);
      expect(m.size).toBe(n * n);
      expect([...m.values()].every((c) => c === 1)).toBe(true);
      rounds.forEach((r, i) => {
        expect(r.boards.every((b) => b.white.team === (i % 2 === 0 ? 1 : 2))).toBe(true);
        // A keeps its boards: board k is A_k's board
        expect(r.boards.map((b) => (b.white.team === 1 ? b.white.board : b.black.board))).toEqual(
          Array.from({ length: n }, (_, k) => k + 1),
        );
        const bSeats = r.boards.map((b) => key(b.white.team === 2 ? b.white : b.black));
        expect(new Set(bSeats).size).toBe(n);
      });
    });

    test(`${n} per team, double: 2n rounds, each pair once with each colour`, () => {
      const rounds = scheveningen(n, { double: true });
      expect(rounds).toHaveLength(2 * n);
      const ordered = new Set(rounds.flatMap((r) => r.boards.map((b) => `${key(b.white)}>${key(b.black)}`)));
      expect(ordered.size).toBe(2 * n * n);
      expect(rounds[n].boards.map((b) => [b.black, b.white])).toEqual(rounds[0].boards.map((b) => [b.white, b.black]));
    });
  }

  test('seat labels', () => {
    expect(seatLabel({ team: 2, board: 3 })).toBe('B3');
    expect(() => scheveningen(0)).toThrow(/at least 1/);
  });
});

describe('several teams: round robin of teams, each meeting a Scheveningen match (§2.2)', () => {
  for (const teams of [3, 4, 5, 6]) {
    test(`${teams} teams of 3: every player meets every player of every other team exactly once`, () => {
      const stages = multiTeamScheveningen(teams, 3);
      const rounds = stages.flatMap((s) => s.meetings.flatMap((m) => m.rounds));
      const m = meetings(rounds);
      expect(m.size).toBe(((teams * (teams - 1)) / 2) * 9);
      expect([...m.values()].every((c) => c === 1)).toBe(true);
      // no player plays twice in the same event round
      const byRound = new Map<number, string[]>();
      for (const r of rounds)
        for (const b of r.boards) byRound.set(r.round, [...(byRound.get(r.round) ?? []), key(b.white), key(b.black)]);
      for (const seats of byRound.values()) expect(new Set(seats).size).toBe(seats.length);
      expect(Math.max(...byRound.keys())).toBe((teams % 2 === 0 ? teams - 1 : teams) * 3);
      expect(stages.every((s) => (s.restingTeam !== null) === (teams % 2 === 1))).toBe(true);
    });
  }
});
