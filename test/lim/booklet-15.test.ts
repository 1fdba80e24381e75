import { readFixtureJson } from '../support/shared';
import { pairLim } from '../../src/engine/systems/lim';
import { SYSTEMS } from '../../src/engine/systems';
import { uncheckedPairing } from '../../src/engine/systems/round-invariants';
import { type BookletBoard, type BookletPlayer, bookletTournament, describe as lines } from '../dubov/booklet-support';

/**
 * The booklet's 15-player Lim example (fixture seeds/lim-15.json), rounds 1–3, re-paired with C.04.4.3 (2026).
 * Round 2 is played with the fixture's reconciled results (boards 6 and 7 with 14 and 8 as White, as the
 * booklet's round-3 worksheets and narrative require; the printed sheet has the colours of those boards swapped).
 * The booklet does not say how many rounds the event has; 5 is used (round 3 is not the last).
 */
interface Fixture {
  players: BookletPlayer[];
  rounds: {
    round: number;
    pairings: BookletBoard[];
    variants?: { reconciled_with_round3: { pairings: BookletBoard[] } };
  }[];
}

const fixture = readFixtureJson<Fixture>('seeds', 'lim-15.json');
const round1 = fixture.rounds[0].pairings;
const round2 = fixture.rounds[1].variants!.reconciled_with_round3.pairings;
const before = (round: number) =>
  bookletTournament('lim', fixture.players, [round1, round2].slice(0, round - 1), 5, 'w');
const printed = (boards: readonly BookletBoard[]) =>
  boards.map((b) => (b.bye !== undefined ? `bye ${b.bye}` : `${b.white}-${b.black}`));

describe('Lim booklet example, 15 players', () => {
  test('round 1: halves 1–7 against 8–14, colours alternating from no. 1 White (7.2), bye to 15, the lowest-rated (7.1)', () => {
    expect(lines(pairLim(before(1), 1))).toEqual(printed(round1));
  });

  test('round 2 (reconciled): 11 floats down, 15 spared (3.10); bye 13 and upfloater 4 so that everybody gets his colour', () => {
    // 1-point group (downwards): 7 players, one floats to the median; 15 had the round-1 bye and is spared
    // (3.10, the booklet's reading), so the lowest other player, 11, floats; 7 and 10 exchange in S2 for colours.
    // 0-point group (upwards, with the bye): with 14 as the bye, every choice of upfloater leaves one player
    // without his due colour (3 would meet 5 in the median group, both due Black, once 11 has taken 12);
    // with 13 as the bye, 4 floats and 14–3, 8–9 give everybody his colour. Median group: 11 first (12), then 4 (5).
    expect(lines(pairLim(before(2), 2))).toEqual(printed(round2));
  });

  test('round 3: bye 4 and 3 floats (4 floated last round, 3.10); 9 floats to the median and meets 14', () => {
    expect(lines(pairLim(before(3), 3))).toEqual(printed(fixture.rounds[2].pairings));
  });

  test('the explanation names every scoregroup, the direction, the floaters and the colour rules', () => {
    const text = pairLim(before(2), 2, { explain: true }).explanation.join('\n');
    expect(text).toContain(
      'Median scoregroup 0.5; order of pairing (2.2): 1.0 (downwards), 0.0 (upwards), 0.5 (median, last, downwards).',
    );
    expect(text).toMatch(/Group 1\.0 \(upper, pairing downwards\): residents 1 2 6 7 10 11 15/);
    expect(text).toMatch(/floats down to group 0\.5: 11 /);
    expect(text).toMatch(
      /kept in the group, before them in that order: 15 — he floated in the previous round \(3\.10\)/,
    );
    expect(text).toMatch(/pairing-allocated bye: 13 .*passed over: 14 — fewer players would get their due colour/);
    expect(text).toMatch(
      /Group 0\.5 \(median, pairing downwards\): residents 5 12; floaters in: 11 \(1\.0, from above\), 4 \(0\.0, from below\)/,
    );
    expect(text).toMatch(/Board 10-1: .*\(5\.1\)/);
    expect(pairLim(before(2), 2).explanation).toEqual([]);
  });

  test('is registered as the system "lim"', () => {
    expect(uncheckedPairing(SYSTEMS.lim)).toBe(pairLim); // stored checked (round-invariants.ts)
  });
});
