import * as path from 'path';
import { readFixtureJson } from '../support/shared';
import {
  arbiter,
  grid,
  openBook,
  halves,
  numeric,
  printed,
  reference,
  resultText,
  roundBoards,
  roundByes,
  seeded,
  sheet,
  tempDir,
  typeCells,
  typePlayers,
  type Game,
  type Reference,
} from './support';

/**
 * Round robins played through the command line as an arbiter would: `arbiter new --system …`, the players typed
 * into the Players table, `arbiter pair` for every round, results typed into the Result cells, `arbiter standings`.
 * Expected crosstables and tie-breaks are computed in the test from the results it typed (support.ts `reference`),
 * or taken from the booklet's printed tables (fixtures/seeds/roundrobin.json).
 */

interface RoundRobinSeed {
  crosstable_example: {
    players: { no: number; name: string; total: number; place_printed: string }[];
    matrix: (number | null)[][];
  };
  berger_tables: { players: number; pairs_by_round: Record<string, [number, number][]> }[];
  additional_crosstables: {
    koya_7: {
      players: { no: number; total: number }[];
      matrix: (number | null)[][];
      booklet: { koya: Record<string, number> };
    };
  };
}

const seed = readFixtureJson<RoundRobinSeed>('seeds', 'roundrobin.json');
const dir = tempDir();

/** Pair every round, typing each board's result with `score(white, black, round)`; returns the games typed. */
async function playThrough(
  book: string,
  roundSheet: (r: number) => string,
  rounds: number,
  score: (white: number, black: number, round: number) => number,
): Promise<Game[]> {
  const games: Game[] = [];
  for (let r = 1; r <= rounds; r++) {
    const paired = await arbiter('pair', book);
    expect(paired.stderr).toBe('');
    expect(paired.code).toBe(0);
    const boards = roundBoards(sheet(await openBook(book), roundSheet(r)));
    const cells: Record<string, string> = {};
    for (const b of boards) {
      const w = score(b.white, b.black, r);
      cells[b.resultCell] = resultText(w);
      games.push({ round: r, white: b.white, black: b.black, whitePoints: w, blackPoints: 1 - w });
    }
    await typeCells(book, roundSheet(r), cells);
  }
  const refused = await arbiter('pair', book);
  expect(refused.code).toBe(3);
  expect(refused.stderr).toMatch(/all \d+ rounds are paired/);
  return games;
}

/** Place labels as the forms print them (`3–4` for a shared place), from reference ranks. */
function placeLabel(ref: Reference, id: number): string {
  const rank = ref.rank.get(id)!;
  const shared = [...ref.rank.values()].filter((x) => x === rank).length;
  return shared > 1 ? `${rank}–${rank + shared - 1}` : String(rank);
}

/** Standings rows by pairing number: rank, points, then the tie-break columns in the sheet's order. */
function standingsRows(rows: string[][]): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const r of rows.slice(2)) if (/^\d+$/.test(r[1] ?? '') && r[0] !== '') out.set(Number(r[1]), r);
  return out;
}

function expectStandings(rows: string[][], ref: Reference, players: readonly number[]): void {
  expect(rows[1]!.slice(6, 11)).toEqual(['Pts', 'DE', 'SB', 'WIN', 'KS']);
  const byId = standingsRows(rows);
  expect([...byId.keys()].sort((a, b) => a - b)).toEqual([...players].sort((a, b) => a - b));
  for (const id of players) {
    const r = byId.get(id)!;
    expect([id, r[0], r[6], numeric(r[7]), numeric(r[8]), numeric(r[9]), numeric(r[10])]).toEqual([
      id,
      placeLabel(ref, id),
      halves(ref.points.get(id)!),
      ref.deRank.get(id),
      ref.sb.get(id),
      ref.wins.get(id),
      ref.koya.get(id),
    ]);
  }
  // the sheet lists players best first
  const order = rows
    .slice(2)
    .filter((r) => /^\d+$/.test(r[1] ?? '') && r[0] !== '')
    .map((r) => ref.rank.get(Number(r[1]))!);
  expect(order).toEqual([...order].sort((a, b) => a - b));
}

describe("single round robin of 6: the booklet's crosstable example (paper-forms.md §7a)", () => {
  const example = seed.crosstable_example;
  const book = path.join(dir, 'booklet-6.xlsx');
  let games: Game[] = [];

  beforeAll(async () => {
    expect((await arbiter('new', book, '--system', 'Round robin')).code).toBe(0);
    await typeCells(book, 'Settings', { B2: 'Booklet example' });
    await typePlayers(
      book,
      'Players',
      example.players.map((p) => ({ no: p.no, name: p.name })),
    );
    // the booklet's matrix gives every game's result: row player's points against the column player
    games = await playThrough(
      book,
      (r) => `Round ${r}`,
      5,
      (w, b) => example.matrix[w - 1]![b - 1]!,
    );
    const s = await arbiter('standings', book);
    expect(s.stderr).toBe('');
    expect(s.code).toBe(0);
  });

  it('takes the number of rounds from the Berger table and writes it in Settings', async () => {
    const settings = grid(sheet(await openBook(book), 'Settings'));
    expect(settings.find((r) => r[0] === 'Rounds')?.[1]).toBe('5');
    expect(settings.find((r) => r[0] === 'Tie-breaks')?.[1]).toBe('DE, SB, WIN, KS');
  });

  it('pairs the rounds of the printed 5-6 player Berger table, first number White', () => {
    const table = seed.berger_tables.find((t) => t.players === 6)!;
    for (let r = 1; r <= 5; r++) {
      expect(games.filter((g) => g.round === r).map((g) => [g.white, g.black])).toEqual(
        table.pairs_by_round[String(r)],
      );
    }
  });

  it("prints the square crosstable with the booklet's matrix, totals and places", async () => {
    const rows = grid(sheet(await openBook(book), 'Crosstable'));
    expect(rows[1]!.slice(0, 9)).toEqual(['No', 'Name', 'Rtg', '1', '2', '3', '4', '5', '6']);
    for (const p of example.players) {
      const row = rows[1 + p.no]!;
      expect(row[0]).toBe(String(p.no));
      expect(row[1]).toBe(p.name);
      const cells = row.slice(3, 9);
      expect(cells).toEqual(example.matrix[p.no - 1]!.map((x) => (x === null ? '' : printed(x))));
      // the total is a number printed by the "As halves" format (issue #18: points are numbers)
      expect(row[9]).toBe(halves(p.total));
    }
    // the booklet shares 3–4 without a tie-break; with DE, SB the tie is broken (Veli's SB is higher)
    const places = new Map(example.players.map((p) => [p.no, rows[1 + p.no]![rows[1]!.indexOf('Place')]!]));
    expect(
      example.players.filter((p) => p.place_printed !== '3–4').every((p) => places.get(p.no) === p.place_printed),
    ).toBe(true);
    expect([places.get(2), places.get(4)]).toEqual(['3', '4']);
  });

  it('ranks by points, DE, SB, WIN, KS as computed from the typed results', async () => {
    const ref = reference([1, 2, 3, 4, 5, 6], games, 5);
    expect([...ref.points.values()]).toEqual(example.players.map((p) => p.total));
    expectStandings(grid(sheet(await openBook(book), 'Standings')), ref, [1, 2, 3, 4, 5, 6]);
  });
});

describe('double round robin of 6 in Turkish, FIDE cycle order, simulated results', () => {
  const book = path.join(dir, 'double-6-tr.xlsx');
  const names = ['Ayşe', 'Bora', 'Cem', 'Deniz', 'Ece', 'Figen'];
  let games: Game[] = [];

  beforeAll(async () => {
    expect((await arbiter('new', book, '--language', 'tr', '--system', 'Çift devreli')).code).toBe(0);
    await typePlayers(
      book,
      'Oyuncular',
      names.map((name, i) => ({ no: i + 1, name, rating: 2000 - 50 * i })),
    );
    const random = seeded(7);
    games = await playThrough(
      book,
      (r) => `Tur ${r}`,
      10,
      () => [1, 0.5, 0][Math.floor(random() * 3)]!,
    );
    expect((await arbiter('standings', book)).code).toBe(0);
  });

  it('plays every pair twice, once with each colour; FIDE order swaps rounds 4 and 5 of the first cycle', () => {
    const table = seed.berger_tables.find((t) => t.players === 6)!.pairs_by_round;
    // FIDE (C.05 Annex 1, other-systems.md §1.5): first cycle 1, 2, 3, 5, 4; second cycle = printed rounds 1-5 reversed
    const expected = [1, 2, 3, 5, 4]
      .map((k) => table[String(k)]!)
      .concat([1, 2, 3, 4, 5].map((k) => table[String(k)]!.map(([w, b]) => [b, w] as [number, number])));
    for (let r = 1; r <= 10; r++)
      expect(games.filter((g) => g.round === r).map((g) => [g.white, g.black])).toEqual(expected[r - 1]);
    const colours = new Set(games.map((g) => `${g.white}>${g.black}`));
    expect(colours.size).toBe(30);
  });

  it('records the cycle order and the number of rounds on the Settings sheet', async () => {
    const settings = grid(sheet(await openBook(book), 'Ayarlar'));
    expect(settings.find((r) => r[0] === 'Tur sayısı')?.[1]).toBe('10');
    expect(settings.find((r) => r[0] === 'Çift devreli tur sırası')?.[1]).toMatch(/^FIDE/);
  });

  it('shows both games of every pair in the square table, in round order', async () => {
    const rows = grid(sheet(await openBook(book), 'Çapraz Tablo'));
    for (let p = 1; p <= 6; p++) {
      for (let o = 1; o <= 6; o++) {
        const cell = rows[1 + p]![2 + o]!;
        if (o === p) {
          expect(cell).toBe('');
          continue;
        }
        const marks = games
          .filter((g) => (g.white === p && g.black === o) || (g.white === o && g.black === p))
          .sort((a, b) => a.round - b.round)
          .map((g) => printed(g.white === p ? g.whitePoints : g.blackPoints));
        expect(cell).toBe(marks.join(' '));
      }
    }
  });

  it('standings: SB, WIN, KS and DE (mini-table over both games) from the typed results', async () => {
    const rows = grid(sheet(await openBook(book), 'Sıralama'));
    const ref = reference([1, 2, 3, 4, 5, 6], games, 10);
    const byId = standingsRows(rows);
    for (let id = 1; id <= 6; id++) {
      const r = byId.get(id)!;
      expect([r[0], r[6], numeric(r[8]), numeric(r[9]), numeric(r[10])]).toEqual([
        placeLabel(ref, id),
        halves(ref.points.get(id)!),
        ref.sb.get(id),
        ref.wins.get(id),
        ref.koya.get(id),
      ]);
    }
  });
});

describe("single round robin of 7: the booklet's Koya example, with a rest round every round", () => {
  const example = seed.additional_crosstables.koya_7;
  const book = path.join(dir, 'odd-7.xlsx');
  let games: Game[] = [];
  const rests: number[] = [];

  beforeAll(async () => {
    expect((await arbiter('new', book, '--system', 'RR')).code).toBe(0);
    await typeCells(book, 'Settings', { B2: 'Koya example' });
    await typePlayers(
      book,
      'Players',
      example.players.map((p) => ({ no: p.no, name: `Player ${p.no}` })),
    );
    games = await playThrough(
      book,
      (r) => `Round ${r}`,
      7,
      (w, b) => example.matrix[w - 1]![b - 1]!,
    );
    const wb = await openBook(book);
    for (let r = 1; r <= 7; r++) {
      const byes = roundByes(sheet(wb, `Round ${r}`));
      expect(byes).toHaveLength(1);
      expect(byes[0]!.kind).toBe('bye');
      rests.push(byes[0]!.id);
    }
    expect((await arbiter('standings', book)).code).toBe(0);
  });

  it('every player rests once (the player drawn against the dummy number 8, §1.4)', () => {
    const table = seed.berger_tables.find((t) => t.players === 8)!.pairs_by_round;
    const expected = [1, 2, 3, 4, 5, 6, 7].map((r) => table[String(r)]!.flat().find((_, i, all) => all[i ^ 1] === 8)!);
    expect(rests).toEqual(expected);
    expect([...rests].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('the rest round is worth nothing by default (FIDE practice) and has no cell', async () => {
    const rows = grid(sheet(await openBook(book), 'Crosstable'));
    for (const p of example.players) expect(rows[1 + p.no]![3 + 7]).toBe(halves(p.total));
    expect(rows.some((r) => /rest round has no cell and counts 0/.test(r[0] ?? ''))).toBe(true);
  });

  it('Koya: 50 % of 6 games; the booklet gives 1½, 1½ and 1 to players 1-3', async () => {
    const ref = reference([1, 2, 3, 4, 5, 6, 7], games, 6);
    const rows = grid(sheet(await openBook(book), 'Standings'));
    const byId = standingsRows(rows);
    for (const [id, ks] of Object.entries(example.booklet.koya)) expect(numeric(byId.get(Number(id))![10])).toBe(ks);
    expectStandings(rows, ref, [1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('round robin of 4 in Persian', () => {
  it('pairs, standings and the square table under Persian sheet names', async () => {
    const book = path.join(dir, 'fa-4.xlsx');
    expect((await arbiter('new', book, '--language', 'fa', '--system', 'دوره‌ای')).code).toBe(0);
    await typePlayers(
      book,
      'بازیکنان',
      [1, 2, 3, 4].map((no) => ({ no, name: `بازیکن ${no}` })),
    );
    // player 1 wins everything, the rest draw
    const games = await playThrough(
      book,
      (r) => `دور ${r}`,
      3,
      (w, b) => (w === 1 ? 1 : b === 1 ? 0 : 0.5),
    );
    expect((await arbiter('standings', book)).code).toBe(0);
    const wb = await openBook(book);
    const rows = grid(sheet(wb, 'جدول متقاطع'));
    expect(rows[2]!.slice(3, 7)).toEqual(['', '1', '1', '1']);
    expect(rows[3]!.slice(3, 8)).toEqual(['0', '', '½', '½', '1']);
    expect(rows.some((r) => (r[0] ?? '').startsWith('+ / - : برد / باخت فورفیت'))).toBe(true);
    const ref = reference([1, 2, 3, 4], games, 3);
    const standings = grid(sheet(wb, 'رده‌بندی'));
    // players 2-4 share 1 point each and drew among themselves: DE, SB, WIN, KS leave them tied at 2–4
    expect(standings.slice(2, 6).map((r) => [r[1], r[0]])).toEqual([
      ['1', '1'],
      ['2', '2–4'],
      ['3', '2–4'],
      ['4', '2–4'],
    ]);
    expect([...ref.rank.values()]).toEqual([1, 2, 2, 2]);
  });
});
