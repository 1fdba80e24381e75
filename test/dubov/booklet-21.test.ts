import { readFixtureJson } from '../support/shared';
import { dubovAroTable, pairDubov } from '../../src/engine/systems/dubov';
import { SYSTEMS } from '../../src/engine/systems';
import { uncheckedPairing } from '../../src/engine/systems/round-invariants';
import { type BookletBoard, type BookletPlayer, bookletTournament, describe as lines } from './booklet-support';

/**
 * The booklet's 21-player Dubov example (fixture seeds/dubov-21.json), re-paired with the 2026 rules
 * (C.04.4.1, in force from 1 Feb 2026) and with the 1997 edition (options.edition '1997').
 *
 * The booklet works with the 1997 procedural text (ARO-sorted White column against a rating-sorted Black column,
 * transfer rules 7.2–7.4). The 2026 text keeps the idea (low ARO meets high rating) but decides differently in
 * several places; where they part, these tests follow the 2026 text and say exactly why. Expected 2026 pairings
 * below were worked out by hand from the rule text, bracket by bracket (the steps are in the comments).
 * Re-checked against dubov.md (1.6.4, 3.2.3–3.2.5, 4.3): no reading of the 2026 text gives the booklet's round 2.
 * Its 1-point group needs 21 (bye only, no game) among the White-due players, but 2026 1.6.4 gives him a mild
 * Black preference, so G1 = {2, 8} and two Black seekers must shift, where the booklet shifts one (16); and its
 * 0-point group moves the two lowest AROs (10, 6) and writes 19 above 17, where 4.3 takes {17, 19} middle-out
 * and S1/T2 follow ARO/TPN order. The 1997 edition reproduces rounds 1 and 2 exactly (tests at the end).
 *
 * Inputs: round 1 board 10 is printed "20 1–0 10", but every later sheet of the booklet scores that game 0–0
 * (both played, both 0 points): the fixture's effective result is used. The booklet does not say how many rounds
 * the event has; 5 is used, and nothing below depends on it (no upfloat history exists before round 3).
 */
interface Fixture {
  players: BookletPlayer[];
  rounds: {
    round: number;
    pairings: BookletBoard[];
    aro_sheet_before?: { rows: { no: number; score: number; aro: number }[] };
  }[];
}

const fixture = readFixtureJson<Fixture>('seeds', 'dubov-21.json');
const round1: BookletBoard[] = fixture.rounds[0].pairings.map((b) =>
  b.white === 20 && b.black === 10 ? { ...b, result: '0-0' } : b,
);
const round2: BookletBoard[] = fixture.rounds[1].pairings;
const before = (round: number, totalRounds = 5) =>
  bookletTournament('dubov', fixture.players, [round1, round2].slice(0, round - 1), totalRounds, 'w');
const printed = (boards: readonly BookletBoard[]) =>
  boards.map((b) => (b.bye !== undefined ? `bye ${b.bye}` : `${b.white}-${b.black}`));
const sorted = (xs: string[]) => xs.slice().sort();

describe('Dubov booklet example, 21 players (2026 rules; the 1997 edition)', () => {
  test("round 1 is the booklet's: 1–11 … 10–20 by halves, colours by TPN parity (5.2.1), bye to 21 (3.1.5)", () => {
    const p = pairDubov(before(1), 1);
    expect(lines(p)).toEqual(printed(fixture.rounds[0].pairings));
  });

  test("the ARO lists on both of the booklet's sheets are reproduced (1.7), with the scores", () => {
    for (const round of [2, 3]) {
      const sheet = fixture.rounds[round - 1].aro_sheet_before!.rows;
      const table = new Map(dubovAroTable(before(round), round).map((r) => [r.id, r]));
      expect(sheet).toHaveLength(21);
      for (const row of sheet) {
        expect({ no: row.no, aro: table.get(row.no)!.aro, score: table.get(row.no)!.score }).toEqual({
          no: row.no,
          aro: row.aro,
          score: row.score,
        });
      }
    }
    // 1.7.3: the round-1 bye receiver has played nobody yet: ARO 0 (the booklet prints 0 as well)
    expect(dubovAroTable(before(2), 2).find((r) => r.id === 21)!.aro).toBe(0);
  });

  test("round 2: the bye and the ½ group are the booklet's; the 1 and 0 groups follow 2026 rules 1.6.4 and 4.3", () => {
    const p = pairDubov(before(2), 2);
    // Bye (3.1): lowest score 0, most games (all have 1), largest TPN → 20; the booklet also gives it to 20.
    expect(p.pab).toBe(20);
    const got = sorted(lines(p));
    // Boards the 2026 text shares with the booklet.
    for (const board of ['8-3', '16-9', '4-5', '15-14']) expect(got).toContain(board);
    // 1-point group 1 2 3 7 8 9 16 21. White seekers (G1) = 2 and 8 only: 21 had the bye and, having played
    // no game, has a MILD BLACK preference (2026 1.6.4) — the booklet puts him among the White seekers. G1 (2)
    // is smaller than G2 (6) by 4, so 2 Black seekers are shifted (3.2.4), the first set in the middle-out
    // order of 4.3 on G2 sorted by TPN (1 3 7 9 16 21 → 7, 9, 3, 16, 1, 21): {7, 9}; every set leaves the same
    // two players without their colour (C7). The booklet instead shifts the Black seeker with the highest
    // ARO (old rule 7.4: 16). S1 = 7 8 9 (ARO 2050, TPN order) 2 (2200) against G2 1 3 16 21:
    // 7–1 (both prefer Black, equal strength, same history: 1 is higher ranked, 5.2.5), 8–3, 16–9 (5.2.5),
    // 2–21 (5.2.2). Booklet: 21–1, 8–3, 2–7, 16–9.
    // 0-point group after the bye: 6 10 11 12 13 17 18 19; White seekers 6 10 11 13 17 19, Black 12 18.
    // Two White seekers go to G2: the first set in middle-out order of G1 sorted by ARO then TPN
    // (10 6 17 19 13 11 → 17, 19, 6, 13, 10, 11) is {17, 19}. The booklet moves the LOWEST-ARO ones (old 7.3:
    // 10 and 6). S1 = 10 6 13 11 against 12 17 18 19 → 10–12, 6–17 (5.2.5), 13–18, 11–19 (5.2.5).
    // Booklet: 19–6, 17–10, 13–12, 11–18.
    expect(got).toEqual(
      sorted(['7-1', '8-3', '16-9', '2-21', '4-5', '15-14', '10-12', '6-17', '13-18', '11-19', 'bye 20']),
    );
  });

  test("round 3 from the booklet's own history follows the rule text where the booklet departs from it", () => {
    for (const totalRounds of [3, 5, 9]) {
      const p = pairDubov(before(3, totalRounds), 3);
      // Shared with the booklet: bye 19 (3.1: lowest score 0 — 10, 18, 19 — all with 2 games, largest TPN;
      // the booklet: lowest rating, higher ARO) and 1–9 (2-point group: both mild White; 3.2.4 shifts one of
      // G1 = {1, 9} to G2, middle-out on G1 by ARO 9 (2075), 1 (2125) → 9; 1 White by 5.2.5).
      expect(p.pab).toBe(19);
      expect(lines(p)).toContain('1-9');
      // 1½ group 2 3 4 7 8 is odd: one upfloater, the first of the 1-point group in 4.2 order whose bracket is
      // best — 6 (absolute White: gives every player his colour, C7); the booklet also brings 6. S1 must be
      // sorted by ARO (3.2.5): 6 (2075) 3 (2225) 7 (2300) against 2 4 8 → 6–2, 3–4, 7–8. The booklet writes 6
      // last in the White column and pairs 3–2, 7–4, 6–8 (fixture discrepancy 1).
      // 1-point group 11 14 15 16 17 20 21 is odd: one upfloater from the ½ group 5 12 13. 5 and 12 (White
      // seekers) are equally good for C5–C10, so 4.2 takes the lower sequence number: 5 (TPN 5). The booklet takes
      // 12 so that 5–13 stay pairable below; the 2026 criteria judge only the bracket being paired (C4 only asks
      // that the rest can be paired, and it can: 12 and 13 then receive upfloaters 10 and 18).
      // G1 = 14 5, G2 = 11 15 16 17 20 21: two Black seekers shift by 4.3 middle-out on TPN order
      // (11 15 16 17 20 21 → 16, 17, …); the booklet moves 21 and 20 (its 7.4 reading) and appends them
      // unsorted. S1 = 5 14 (ARO 2275, TPN order) 17 (2300) 16 (2325); T2 = 11 20 15 21 (14–15 is a rematch):
      // 5–11, 14–20, 17–15 (5.2.5: 15 higher ranked keeps Black), 21–16 (16 absolute Black, 5.2.3).
      // ½ group 12 13 met in round 2: two upfloaters, 10 and 18 (the only 0-point players left). G1 = 12 10 18,
      // G2 = 13: one White seeker shifts, middle-out on 10 (2050) 18 (2275) 12 (2350) → 18.
      // S1 = 10 12 against 13 18 → 10–13, 12–18 (5.2.5). Booklet: 5–13, 10–18.
      expect(sorted(lines(p))).toEqual(
        sorted(['1-9', '6-2', '3-4', '7-8', '5-11', '14-20', '17-15', '21-16', '10-13', '12-18', 'bye 19']),
      );
    }
  });

  test('1997 edition, round 1: the same halves and colours as the booklet (rule 5), bye 21', () => {
    const p = pairDubov(before(1), 1, { edition: '1997' });
    expect(lines(p)).toEqual(printed(fixture.rounds[0].pairings));
  });

  test('1997 edition, round 2: all 11 lines of the booklet, pairs and colours, bye 20', () => {
    const p = pairDubov(before(2), 2, { edition: '1997' });
    // Bye (rule 4): score 0, lowest rating 2050 (17–20), equal ARO 2300, the last of them → 20.
    // 1-point group: due White 21 (no game: White-due, as the booklet lists him), 8, 2; due Black 1 3 7 9 16 →
    // 7.4 moves 16 (highest ARO); White column 21 8 2 16 v Black column 1 3 7 9 → 21–1, 8–3, 2–7, 16–9
    // (16 White: same due colour and history as 9, higher ARO). ½ group: 4 15 v 5 14.
    // 0-point group: 7.3 moves 10 and 6 (lowest ARO); White column 19 17 (ARO 2300, rating 2050: the larger
    // pairing number first) 13 11 v Black column 6 10 12 18 → 19–6, 17–10 (higher ARO White), 13–12, 11–18.
    expect(p.pab).toBe(20);
    expect(sorted(lines(p))).toEqual(sorted(printed(round2)));
    expect(lines(p)).toHaveLength(11);
  });

  test('1997 edition, round 3: the text where the booklet departs from it', () => {
    const p = pairDubov(before(3), 3, { edition: '1997' });
    // Shared with the booklet: bye 19 (rule 4: 18 and 19 rated 2050, 19 the higher ARO), 1–9 (7.3 moves 9, the lower
    // ARO; both due White, same history: 1's higher ARO gets White) and 6 brought up into the 1½ group (7.2).
    // Departures (fixture round 3 discrepancies), each decided here by the text:
    //  - 1½ group: 6.2 sorts the White column by ARO, 6 (2075) first: 6–2, 3–4, 7–8. The booklet writes 6 last:
    //    3–2, 7–4, 6–8.
    //  - 1-point group: 7.2 brings the highest-rated White-due player of the ½ group, 5 (2400); the booklet takes
    //    12 (2200) so that 5–13 stay pairable below. The round stays pairable anyway: 12 and 13, who met in
    //    round 2, each get an opponent from the 0 group by 7.1 (10 and 18). 7.4 then moves 21 (ARO 2600) and 11
    //    (2325; 16 ties on ARO with the lower rating but has played White twice running, 2.6); the booklet moves
    //    21 and 20 and appends them unsorted. White 14 5 11 21 v Black 16 15 17 20 → 14–16 (16 must have Black),
    //    5–17, 11–15, 21–20 (higher ARO White). Booklet: 14–11, 12–16, 21–15, 20–17.
    //  - ½ and 0 groups: 10–12 (10 must have White after two Blacks), 18–13. Booklet: 5–13, 10–18.
    expect(p.pab).toBe(19);
    expect(sorted(lines(p))).toEqual(
      sorted(['1-9', '6-2', '3-4', '7-8', '14-16', '5-17', '11-15', '21-20', '10-12', '18-13', 'bye 19']),
    );
    const booklet = printed(fixture.rounds[2].pairings); // the fixture reads the bye row (printed '14') as 19
    expect(sorted(lines(p)).filter((l) => booklet.includes(l))).toEqual(['1-9', 'bye 19']);
  });

  test('the explanation names every bracket, the ARO list and the ARO order of S1', () => {
    const p = pairDubov(before(2), 2, { explain: true });
    const text = p.explanation.join('\n');
    expect(text).toMatch(/ARO used for this round \(1\.7\):.*16: 2350.*21: 0/);
    for (const bracket of ['Bracket 1.0', 'Bracket 0.5', 'Bracket 0.0']) expect(text).toContain(bracket);
    expect(text).toContain(
      'S1 = G1 by ascending ARO, then pairing number: 7 (ARO 2050), 8 (ARO 2050), 9 (ARO 2050), 2 (ARO 2200)',
    );
    expect(text).toMatch(/shifted from G2 to equalise the subgroups: 7 9/);
    expect(text).toMatch(/Pairing-allocated bye \(3\.1\): 20/);
    expect(text).toMatch(/Board 7-1: .*\(5\.2\.5\)/);
    expect(pairDubov(before(2), 2).explanation).toEqual([]);
  });

  test('is registered as the system "dubov"', () => {
    expect(uncheckedPairing(SYSTEMS.dubov)).toBe(pairDubov); // stored checked (round-invariants.ts)
  });

  test('1997 edition: the explanation follows the worksheet (transfers, columns, rows)', () => {
    const text = pairDubov(before(2), 2, { edition: '1997', explain: true }).explanation.join('\n');
    expect(text).toContain('16 (highest ARO) move to the White column (7.4)');
    expect(text).toContain('10 6 (lowest ARO) move to the Black column (7.3)');
    expect(text).toContain(
      'White column, ascending ARO (6.2): 21 (0), 8 (2050), 2 (2200), 16 (2350); Black column, descending rating: 1 (2600), 3 (2500), 7 (2300), 9 (2300)',
    );
    expect(text).toMatch(/Bye: 20 /);
  });
});
