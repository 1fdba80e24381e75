import { bracketSize, knockoutBracket, KnockoutSide, reseededPairs, sideLabel, topVersusBottom } from './bracket';

describe('knockout bracket (other-systems.md §4.2-4.3)', () => {
  for (let select = 1; select <= 6; select++) {
    for (let entrants = select + 1; entrants <= 40; entrants++) {
      test(`k = ${entrants}, t = ${select}`, () => {
        const b = knockoutBracket(entrants, select);
        const m = b.bracketSize;
        // m = t·2^j, the smallest such size ≥ k
        expect(m % select).toBe(0);
        expect(Math.log2(m / select) % 1).toBe(0);
        expect(m).toBeGreaterThanOrEqual(entrants);
        expect(m / 2).toBeLessThan(entrants);
        expect(b.imaginaryPlayers).toBe(m - entrants);
        // byes only in round 1, for seeds 1..m-k
        expect(b.rounds[0].byes).toEqual(Array.from({ length: m - entrants }, (_, i) => i + 1));
        expect(b.rounds.slice(1).every((r) => r.byes.length === 0)).toBe(true);
        // each match eliminates one player: k - t matches in all
        expect(b.rounds.reduce((s, r) => s + r.matches, 0)).toBe(entrants - select);
        // §4.3: the last round has as many games as places still to be decided (t minus those qualified by a bye)
        const last = b.rounds[b.rounds.length - 1];
        expect(last.matches).toBe(select - last.byes.length);
        expect(b.rounds[b.rounds.length - 1].playersOut).toBe(select);
        b.rounds.forEach((r, i) => {
          expect(r.playersIn).toBe(i === 0 ? entrants : b.rounds[i - 1].playersOut);
          // every real player still in is on exactly one pairing
          expect(r.pairings.length * 2 - (i === 0 ? b.imaginaryPlayers : 0)).toBe(r.playersIn);
          expect(r.pairings.length).toBe(r.matches + r.byes.length);
        });
        // every round-1 seed appears exactly once; later rounds refer to every earlier pairing that was played
        const seeds = b.rounds[0].pairings
          .flatMap((p) => [p.top, p.bottom])
          .filter((s) => s.kind === 'seed')
          .map((s) => (s as { seed: number }).seed);
        expect(seeds.sort((x, y) => x - y)).toEqual(Array.from({ length: entrants }, (_, i) => i + 1));
        for (let r = 1; r < b.rounds.length; r++) {
          const referenced = b.rounds[r].pairings
            .flatMap((p) => [p.top, p.bottom])
            .filter((s): s is Extract<KnockoutSide, { kind: 'winner' }> => s.kind === 'winner')
            .map((s) => s.pairing);
          const played = b.rounds[r - 1].pairings.filter((p) => !p.bye).map((p) => p.id);
          expect(referenced.sort()).toEqual(played.sort());
        }
        expect(b.preliminaryOnly).toBe(entrants < 2 * select);
        expect(b.rounds.length === 1).toBe(entrants <= 2 * select);
        expect(b.qualifyDirectly).toEqual(b.preliminaryOnly ? b.rounds[0].byes : []);
      });
    }
  }

  test('fixed bracket: the winner of 1-8 meets the winner of 4-5', () => {
    const b = knockoutBracket(8);
    expect(b.rounds[1].pairings.map((p) => `${sideLabel(p.top)}-${sideLabel(p.bottom)}`)).toEqual([
      'W(R1.1)-W(R1.4)',
      'W(R1.2)-W(R1.3)',
    ]);
  });

  test('re-seeding alternative and top-v-bottom on any list', () => {
    expect(reseededPairs([7, 2, 4, 1])).toEqual([
      [1, 7],
      [2, 4],
    ]);
    expect(topVersusBottom(['a', 'b', 'c', 'd'])).toEqual([
      ['a', 'd'],
      ['b', 'c'],
    ]);
    expect(() => topVersusBottom([1, 2, 3])).toThrow(/even/);
  });

  test('invalid sizes', () => {
    expect(() => knockoutBracket(3, 3)).toThrow(/more entrants/);
    expect(() => knockoutBracket(1)).toThrow(/more entrants/);
    expect(() => knockoutBracket(5, 0)).toThrow(/at least 1/);
    expect(bracketSize(9, 1)).toBe(16);
  });
});
