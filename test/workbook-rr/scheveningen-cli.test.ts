import * as path from 'path';
import { readFixtureJson } from '../support/shared';
import {
  arbiter,
  grid,
  openBook,
  halves,
  printed,
  resultText,
  roundBoards,
  seeded,
  sheet,
  tempDir,
  typeCells,
  typePlayers,
  type Game,
} from './support';

/**
 * Scheveningen from the workbook (other-systems.md §2.1, paper-forms.md §8 and §11): two teams read from a Team
 * column (or the Club column), team A = the higher average rating, the booklet's table for the rounds, and the
 * Scheveningen sheet with the team sheets and the round table.
 */

interface OtherSystemsSeed {
  scheveningen: { table_4_players: { round: number; pairs: [string, string][] }[] };
}

const seed = readFixtureJson<OtherSystemsSeed>('seeds', 'other-systems.json');
const dir = tempDir('arbiter-schev-');

describe('Scheveningen, two teams of 4 from a Team column', () => {
  const book = path.join(dir, 'schev.xlsx');
  // pairing numbers interleave the teams; İzmir has the higher average, so it is team A
  const players = [
    { no: 1, name: 'Ada', rating: 2100, team: 'Ankara' },
    { no: 2, name: 'Bilge', rating: 2250, team: 'İzmir' },
    { no: 3, name: 'Can', rating: 2050, team: 'Ankara' },
    { no: 4, name: 'Derya', rating: 2200, team: 'İzmir' },
    { no: 5, name: 'Emre', rating: 2000, team: 'Ankara' },
    { no: 6, name: 'Fatoş', rating: 2150, team: 'İzmir' },
    { no: 7, name: 'Gökhan', rating: 1950, team: 'Ankara' },
    { no: 8, name: 'Hale', rating: 2100, team: 'İzmir' },
  ];
  const seat = new Map<string, number>([
    ...[2, 4, 6, 8].map((id, i) => [`A${i + 1}`, id] as [string, number]),
    ...[1, 3, 5, 7].map((id, i) => [`B${i + 1}`, id] as [string, number]),
  ]);
  const seatOf = new Map([...seat.entries()].map(([s, id]) => [id, s] as const));
  const games: Game[] = [];

  beforeAll(async () => {
    expect((await arbiter('new', book, '--system', 'Scheveningen')).code).toBe(0);
    await typeCells(book, 'Settings', { B2: 'Ankara - İzmir' });
    await typePlayers(book, 'Players', players, { header: 'Team', column: 13, values: players.map((p) => p.team) });
    const random = seeded(21);
    for (let r = 1; r <= 4; r++) {
      const paired = await arbiter('pair', book);
      expect(paired.stderr).toBe('');
      expect(paired.code).toBe(0);
      const cells: Record<string, string> = {};
      for (const b of roundBoards(sheet(await openBook(book), `Round ${r}`))) {
        const w = [1, 0.5, 0][Math.floor(random() * 3)]!;
        cells[b.resultCell] = resultText(w);
        games.push({ round: r, white: b.white, black: b.black, whitePoints: w, blackPoints: 1 - w });
      }
      await typeCells(book, `Round ${r}`, cells);
    }
    expect((await arbiter('pair', book)).stderr).toMatch(/all 4 rounds are paired/);
    const s = await arbiter('standings', book);
    expect(s.stderr).toBe('');
    expect(s.code).toBe(0);
  });

  it("pairs the booklet's 4-player table, team A being the team with the higher average rating", () => {
    for (const round of seed.scheveningen.table_4_players) {
      const expected = round.pairs.map(([w, b]) => [seat.get(w), seat.get(b)]);
      expect(games.filter((g) => g.round === round.round).map((g) => [g.white, g.black])).toEqual(expected);
    }
  });

  it('writes the round table (paper-forms.md §11) on the Scheveningen sheet', async () => {
    const rows = grid(sheet(await openBook(book), 'Scheveningen'));
    const header = rows.findIndex((r) => r[0] === 'Board' && r[1] === 'Round 1');
    expect(header).toBeGreaterThan(0);
    for (let k = 1; k <= 4; k++) {
      expect(rows[header + k]!.slice(1, 5)).toEqual(
        seed.scheveningen.table_4_players.map((r) => r.pairs[k - 1]!.join(' – ')),
      );
    }
  });

  it('team sheets: opponent:points per round, team totals per round and the match score (§8)', async () => {
    const wb = await openBook(book);
    const ws = sheet(wb, 'Scheveningen');
    const rows = grid(ws);
    const teamTotals: number[] = [];
    for (const [letter, members] of [
      ['A', [2, 4, 6, 8]],
      ['B', [1, 3, 5, 7]],
    ] as const) {
      const heading = rows.findIndex((r) => r[0] === `${letter}: ${letter === 'A' ? 'İzmir' : 'Ankara'}`);
      expect(heading).toBeGreaterThan(0);
      const perRound = [0, 0, 0, 0];
      members.forEach((id, k) => {
        const row = rows[heading + 2 + k]!;
        expect(row.slice(0, 3)).toEqual([`${letter}${k + 1}`, String(id), players.find((p) => p.no === id)!.name]);
        for (let r = 1; r <= 4; r++) {
          const g = games.find((x) => x.round === r && (x.white === id || x.black === id))!;
          const opponent = g.white === id ? g.black : g.white;
          const points = g.white === id ? g.whitePoints : g.blackPoints;
          perRound[r - 1] += points;
          expect(row[4 + r]).toBe(`${seatOf.get(opponent)}:${printed(points)}`);
          // bold = played with Black (§8)
          expect([id, r, ws.getCell(heading + 3 + k, 5 + r).font?.bold === true]).toEqual([id, r, g.black === id]);
        }
      });
      const totalRow = rows[heading + 2 + members.length]!;
      // totals are numbers in the "As halves" format (issue #18)
      expect(totalRow.slice(5, 10)).toEqual([...perRound.map(halves), halves(perRound.reduce((a, b) => a + b, 0))]);
      teamTotals.push(perRound.reduce((a, b) => a + b, 0));
    }
    expect(teamTotals[0]! + teamTotals[1]!).toBe(16);
    expect(rows.find((r) => r[0] === 'Match score')?.slice(2, 6)).toEqual([
      'İzmir',
      halves(teamTotals[0]!),
      halves(teamTotals[1]!),
      'Ankara',
    ]);
  });

  it('individual standings use the round-robin tie-breaks (no Buchholz)', async () => {
    const rows = grid(sheet(await openBook(book), 'Standings'));
    expect(rows[1]!.slice(6, 11)).toEqual(['Pts', 'DE', 'SB', 'WIN', 'KS']);
    const points = new Map<number, number>();
    for (const g of games) {
      points.set(g.white, (points.get(g.white) ?? 0) + g.whitePoints);
      points.set(g.black, (points.get(g.black) ?? 0) + g.blackPoints);
    }
    for (const r of rows.slice(2, 10)) expect(r[6]).toBe(halves(points.get(Number(r[1]))!));
  });
});

describe('double Scheveningen, two teams of 2 from the Club column', () => {
  const book = path.join(dir, 'double.xlsx');

  it('plays 4 rounds, the second cycle with the colours of the first reversed, and reports a team problem by cell', async () => {
    expect((await arbiter('new', book, '--system', 'Double Scheveningen')).code).toBe(0);
    await typePlayers(book, 'Players', [
      { no: 1, name: 'A one', rating: 2000, club: 'North' },
      { no: 2, name: 'A two', rating: 1900, club: 'North' },
      { no: 3, name: 'B one', rating: 1800, club: 'South' },
      { no: 4, name: 'B two', club: '' },
    ]);
    // player 4 has no club: the command names the cell and writes nothing
    const missing = await arbiter('pair', book);
    expect(missing.code).toBe(3);
    expect(missing.stderr).toMatch(/Players!J5: player 4 has no team/);
    await typeCells(book, 'Players', { J5: 'south' });
    const boards: [number, number][][] = [];
    for (let r = 1; r <= 4; r++) {
      expect((await arbiter('pair', book)).code).toBe(0);
      const round = roundBoards(sheet(await openBook(book), `Round ${r}`));
      boards.push(round.map((b) => [b.white, b.black]));
      await typeCells(book, `Round ${r}`, Object.fromEntries(round.map((b) => [b.resultCell, '½-½'])));
    }
    // North (1, 2) is team A; round r of the first cycle: A_k meets B_((k-1)+(r-1)) mod 2 + 1, A White in odd rounds
    expect(boards).toEqual([
      [
        [1, 3],
        [2, 4],
      ],
      [
        [4, 1],
        [3, 2],
      ],
      [
        [3, 1],
        [4, 2],
      ],
      [
        [1, 4],
        [2, 3],
      ],
    ]);
    const settings = grid(sheet(await openBook(book), 'Settings'));
    expect(settings.find((r) => r[0] === 'Rounds')?.[1]).toBe('4');
  });
});
