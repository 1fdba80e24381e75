import { readFixtureJson } from '../../../../../test/support/shared';
import { fakeLegacyPlayer } from '../../../../../test/dubov/fake-players';
import { balanceColumns, blackColumnOrder, whiteColumnOrder } from './columns';
import type { LegacyPlayer } from './players';

interface SheetRow {
  no: number;
  rating: number;
  colour: string;
  aro: number;
}
interface WorksheetGroup {
  score: number;
  white: { no: number }[];
  black: { no: number }[];
}
interface Fixture {
  definitions: { rule_6_2_example: { white_ARO: number[]; black_rating: number[] } };
  rounds: { aro_sheet_before?: { rows: SheetRow[] }; worksheet?: { groups: WorksheetGroup[] } }[];
}
const fixture = readFixtureJson<Fixture>('seeds', 'dubov-21.json');
const ids = (list: readonly LegacyPlayer[]) => list.map((p) => p.id);

/** The players of the booklet's round-2 sheet (one game each, or the bye: colour '-'). */
const sheet = new Map(
  fixture.rounds[1].aro_sheet_before!.rows.map((r) => [
    r.no,
    fakeLegacyPlayer(r.no, {
      rating: r.rating,
      aro: r.aro,
      colours: r.colour === '-' ? '' : r.colour,
    }),
  ]),
);
const worksheet = (score: number) => fixture.rounds[1].worksheet!.groups.find((g) => g.score === score)!;

describe('Dubov 1997 columns (6.2) and colour transfers (7.3, 7.4, 2.6)', () => {
  test('6.2 example: the White column by ascending ARO, the Black column by descending rating', () => {
    const example = fixture.definitions.rule_6_2_example;
    const whites = example.white_ARO.map((aro, i) => fakeLegacyPlayer(i + 1, { aro, rating: 2300 }));
    const blacks = example.black_rating.map((rating, i) => fakeLegacyPlayer(i + 11, { rating, aro: 2300 }));
    expect(
      whites
        .slice()
        .reverse()
        .sort(whiteColumnOrder)
        .map((p) => p.aro),
    ).toEqual(example.white_ARO);
    expect(
      blacks
        .slice()
        .reverse()
        .sort(blackColumnOrder)
        .map((p) => p.state.rating),
    ).toEqual(example.black_rating);
  });

  test('ties: White column lower rating, then the larger pairing number first; Black column higher ARO, then the smaller', () => {
    const w = [
      fakeLegacyPlayer(17, { aro: 2300, rating: 2050 }),
      fakeLegacyPlayer(19, { aro: 2300, rating: 2050 }),
      fakeLegacyPlayer(13, { aro: 2300, rating: 2000 }),
    ];
    expect(ids(w.sort(whiteColumnOrder))).toEqual([13, 19, 17]);
    const b = [
      fakeLegacyPlayer(9, { aro: 2050, rating: 2300 }),
      fakeLegacyPlayer(7, { aro: 2050, rating: 2300 }),
      fakeLegacyPlayer(8, { aro: 2100, rating: 2300 }),
    ];
    expect(ids(b.sort(blackColumnOrder))).toEqual([8, 7, 9]);
  });

  test('7.4, booklet round 2, 1-point group: 3 due White v 5 due Black → 16 (highest ARO) goes to the White column', () => {
    const c = balanceColumns([1, 2, 3, 7, 8, 9, 16, 21].map((no) => sheet.get(no)!));
    expect(c.rule).toBe('7.4');
    expect(ids(c.moved)).toEqual([16]);
    const printed = worksheet(1);
    expect([ids(c.white), ids(c.black)]).toEqual([printed.white.map((p) => p.no), printed.black.map((p) => p.no)]);
  });

  test('7.3, booklet round 2, 0-point group after the bye: 6 due White v 2 → 10 and 6 (lowest ARO) go to the Black column', () => {
    const c = balanceColumns([6, 10, 11, 12, 13, 17, 18, 19].map((no) => sheet.get(no)!));
    expect(c.rule).toBe('7.3');
    expect(ids(c.moved)).toEqual([10, 6]);
    const printed = worksheet(0);
    expect([ids(c.white), ids(c.black)]).toEqual([printed.white.map((p) => p.no), printed.black.map((p) => p.no)]);
  });

  test('balanced columns are only sorted (booklet round 2, ½ group)', () => {
    const c = balanceColumns([4, 5, 14, 15].map((no) => sheet.get(no)!));
    expect(c).toMatchObject({ rule: null, moved: [] });
    expect([ids(c.white), ids(c.black)]).toEqual([
      [4, 15],
      [5, 14],
    ]);
  });

  test('7.3 tie on ARO: the higher rating moves first', () => {
    const c = balanceColumns([
      fakeLegacyPlayer(1, { colours: 'b', aro: 2000, rating: 2100 }),
      fakeLegacyPlayer(2, { colours: 'b', aro: 2000, rating: 2200 }),
      fakeLegacyPlayer(3, { colours: 'b', aro: 2100 }),
      fakeLegacyPlayer(4, { colours: 'b', aro: 2200 }),
    ]);
    expect(ids(c.moved)).toEqual([2, 1]);
  });

  test('2.6: a player the colour limits keep out of the other column is passed over (booklet round 3, 1-point group)', () => {
    // 21 (ARO 2600) moves; 16 and 11 tie on ARO 2325, 16 has the lower rating but played White twice running
    const group = [
      fakeLegacyPlayer(14, { colours: 'wb', aro: 2275, rating: 2100 }),
      fakeLegacyPlayer(5, { colours: 'wb', aro: 2275, rating: 2400 }),
      fakeLegacyPlayer(11, { colours: 'bw', aro: 2325, rating: 2250 }),
      fakeLegacyPlayer(15, { colours: 'bw', aro: 2250, rating: 2100 }),
      fakeLegacyPlayer(16, { colours: 'ww', aro: 2325, rating: 2100 }),
      fakeLegacyPlayer(17, { colours: 'bw', aro: 2300, rating: 2050 }),
      fakeLegacyPlayer(20, { colours: 'w', aro: 2300, rating: 2050 }),
      fakeLegacyPlayer(21, { colours: 'w', aro: 2600, rating: 2000 }),
    ];
    const c = balanceColumns(group);
    expect(c.rule).toBe('7.4');
    expect(ids(c.moved)).toEqual([21, 11]);
    expect(ids(c.white)).toEqual([14, 5, 11, 21]);
  });
});
