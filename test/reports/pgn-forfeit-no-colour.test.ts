import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { boardOrder, roundPgnWithNotes } from '../../src/formats/pgn-pairings';
import { readTrf } from '../../src/formats/trf';
import { exportPgnWithNotes } from '../../src/workbook/commands/export-pgn';
import { importTournament } from '../../src/workbook/commands/import-tournament';
import { MemoryWorkbook } from '../../src/workbook/memory-port';
import { runCli } from '../support/cli';
import { place, player } from '../trf/lines';

/**
 * A forfeit without colours (`-` on both lines, `+/- nc` on a round sheet) in the PGN of a round's pairings
 * (event-reports.md §2). PGN's White and Black tags name the players of the white and black pieces (PGN standard
 * 1994-03-12, 8.1.1.5-6) and its Result is one of 1-0, 0-1, 1/2-1/2, * (8.1.1.7): no tag says "no colours".
 * Seating such a pair by board side would put a colour in the broadcast that no one had, so the board is left out
 * of the file and said so at its place; the other boards keep their numbers (`Round r.b` as posted). A forfeit
 * with colours is still a game of the file (§2: a board left empty by a forfeit known in advance stands).
 */
type Block = [opponent: number, colour: string, result: string];
const block = ([o, c, r]: Block) => `${String(o).padStart(4)} ${c} ${r}`;
/** A `001` line with its rating at 49-52 (test/trf/lines.ts places each field at its column, trf.md §3). */
const line = (id: number, name: string, rating: number, points: string, rounds: Block[]) =>
  place([
    [1, player(id, points, rounds.map(block), name)],
    [49, String(rating).padStart(4)],
  ]);

// round 2: 1 beats 2 by forfeit and 3 and 5 both forfeit, without colours; 6 beats 4 over the board;
// round 1: 2 v 5 a forfeit with colours (5 did not come)
const PLAYERS: [string, number, string, Block[]][] = [
  [
    'Alpha, A',
    2300,
    '2.0',
    [
      [4, 'w', '1'],
      [2, '-', '+'],
    ],
  ],
  [
    'Beta, B',
    2250,
    '1.0',
    [
      [5, 'b', '+'],
      [1, '-', '-'],
    ],
  ],
  [
    'Gamma, C',
    2200,
    '1.0',
    [
      [6, 'w', '1'],
      [5, '-', '-'],
    ],
  ],
  [
    'Delta, D',
    2150,
    '0.0',
    [
      [1, 'b', '0'],
      [6, 'b', '0'],
    ],
  ],
  [
    'Epsilon, E',
    2100,
    '0.0',
    [
      [2, 'w', '-'],
      [3, '-', '-'],
    ],
  ],
  [
    'Zeta, Z',
    2050,
    '1.0',
    [
      [3, 'b', '0'],
      [4, 'w', '1'],
    ],
  ],
];
const TRF =
  [
    '012 Forfeits without colour',
    '042 2026/11/01',
    '062 6',
    '092 Individual: Swiss-System',
    '132 ' + ' '.repeat(87) + '26/11/01  26/11/02',
    '142 4',
    '152 W',
    ...PLAYERS.map(([name, rating, points, rounds], i) => line(i + 1, name, rating, points, rounds)),
  ].join('\n') + '\n';

const tournament = () => {
  const r = readTrf(TRF);
  expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
  return r.tournament!;
};
const games = (pgn: string) =>
  [...pgn.matchAll(/\[Round "([^"]+)"\]\n\[White "([^"]+)"\]\n\[Black "([^"]+)"\]\n\[Result "([^"]+)"\]/g)].map((m) =>
    m.slice(1),
  );

describe('PGN pairings: a forfeit without colours is not a game of the file', () => {
  it('from a TRF: the two forfeits without colours keep their board numbers but are left out; 6 v 4 is the only game', () => {
    const t = tournament();
    const boards = boardOrder(t, 2);
    expect(boards.map((b) => [b.white, b.black])).toEqual([
      [1, 2],
      [3, 5],
      [6, 4],
    ]);
    const pgn = roundPgnWithNotes(t, 2);
    expect(games(pgn.text)).toEqual([['2.3', 'Zeta, Z', 'Delta, D', '1-0']]);
    expect(pgn.leftOut).toEqual([
      { board: 1, white: 1, black: 2 },
      { board: 2, white: 3, black: 5 },
    ]);
  });

  it('a forfeit with colours stays a game, with its result', () => {
    const pgn = roundPgnWithNotes(tournament(), 1);
    expect(pgn.leftOut).toEqual([]);
    expect(games(pgn.text)).toContainEqual(['1.2', 'Epsilon, E', 'Beta, B', '0-1']);
  });

  it('from a workbook: the boards of the round sheet, the left-out ones as warnings at their Result cells', async () => {
    const book = new MemoryWorkbook();
    await importTournament(book, tournament());
    const { text, leftOut } = await exportPgnWithNotes(book, 2);
    const sheet = book.sheet('Round 2')!.values;
    const boardOf = (a: number, b: number) => sheet.findIndex((r) => r[1] === a && r[9] === b);
    expect(games(text)).toEqual([[`2.${sheet[boardOf(6, 4)]![0]}`, 'Zeta, Z', 'Delta, D', '1-0']]);
    expect(leftOut.map((p) => [p.level, p.sheet, p.cell, p.message])).toEqual(
      [
        [1, 2],
        [3, 5],
      ].map(([a, b]) => {
        const row = boardOf(a!, b!);
        return [
          'warning',
          'Round 2',
          `F${row + 1}`,
          `board ${sheet[row]![0]} (${a} v ${b}) is not in the PGN: a forfeit without colours has no White and no Black to name`,
        ];
      }),
    );
  });

  it('arbiter export-pgn says on stderr which boards it left out, from a TRF and from a workbook', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-pgn-nc-'));
    try {
      const file = path.join(dir, 'nc.trf');
      fs.writeFileSync(file, TRF);
      const fromTrf = await runCli('export-pgn', file, '--round', '2');
      expect(fromTrf.code).toBe(0);
      expect(fromTrf.stderr.trim().split('\n')).toEqual([
        'arbiter: nc.trf: round 2: warning: board 1 (1 v 2) is not in the PGN: a forfeit without colours has no White and no Black to name',
        'arbiter: nc.trf: round 2: warning: board 2 (3 v 5) is not in the PGN: a forfeit without colours has no White and no Black to name',
      ]);
      expect(games(fromTrf.stdout).map((g) => g[0])).toEqual(['2.3']);
      const book = path.join(dir, 'nc.xlsx');
      expect((await runCli('import-trf', file, '-o', book)).code).toBe(0);
      const fromBook = await runCli('export-pgn', book, '--round', '2', '-o', path.join(dir, 'r2.pgn'));
      expect(fromBook.code).toBe(0);
      expect(fromBook.stderr).toMatch(
        /^arbiter: nc\.xlsx: Round 2!F\d+: warning: board \d \(1 v 2\) is not in the PGN/,
      );
      expect(fromBook.stdout).toContain('round 2, 1 board(s)');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
