import { truncateBeforeRound, type Tournament } from '../../src/engine/model';
import { buildPairingState } from '../../src/engine/history/pairing-state';
import { pairRound } from '../../src/engine/systems';
import { parseResultCell } from '../../src/formats/results';
import { readTrf } from '../../src/formats/trf';
import { MemoryWorkbook } from '../../src/workbook/memory-port';
import { exportTrfWithNotes } from '../../src/workbook/commands/export-trf';
import { importTournament } from '../../src/workbook/commands/import-tournament';
import { pairNextRound } from '../../src/workbook/commands/pair-next';
import { updateReports } from '../../src/workbook/commands/update-reports';
import { checkRound } from '../../src/workbook/commands/check-round';
import { readWorkbook } from '../../src/workbook/read';

/**
 * A forfeit decided before colours were known (trf.md §4: colour `-` with `+`/`-` against a real opponent) is
 * recorded on the round sheet as `+/- nc` (no colour), is not a played game (C.04.1: forfeits do not count for
 * colour history), and goes back to the TRF as it came, in both formats.
 */
type Block = [opponent: number, colour: string, result: string];

/** A `001` line by the spec's columns (trf.md §3): rounds from column 92, ten columns each. */
function line(id: number, name: string, rating: number, points: string, rounds: Block[]): string {
  const head = `001 ${String(id).padStart(4)}      ${name.padEnd(33)} ${String(rating).padStart(4)}`;
  const withPoints = `${head.padEnd(80)}${points.padStart(4)} ${String(id).padStart(4)}  `;
  return withPoints + rounds.map(([o, c, r]) => `${String(o).padStart(4)} ${c} ${r}`).join('  ');
}

// round 2: 1 beats 2 by forfeit, 3 and 5 both forfeit, neither pair ever had colours; 6 beats 4 over the board
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
    '0.5',
    [
      [5, 'b', '='],
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
    '0.5',
    [
      [2, 'w', '='],
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

const roundsPart = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.startsWith('001'))
    .map((l) => l.slice(91).trimEnd());

async function imported(): Promise<{ book: MemoryWorkbook; original: Tournament }> {
  const read = readTrf(TRF);
  expect(read.problems.filter((p) => p.severity === 'error')).toEqual([]);
  const book = new MemoryWorkbook();
  await importTournament(book, read.tournament!);
  return { book, original: read.tournament! };
}

describe('forfeit without colour', () => {
  it('the notation: +/- nc, -/+ nc, -/- nc (also TR renksiz, FA بی‌رنگ); nothing but a forfeit may lack colours', () => {
    const read = (s: string) => {
      const r = parseResultCell(s);
      return r && r.ok ? [r.result.white, r.result.black, r.result.text, r.result.noColour] : r?.ok;
    };
    expect(read('+/- nc')).toEqual(['+', '-', '+/- nc', true]);
    expect(read('-/+ (NC)')).toEqual(['-', '+', '-/+ nc', true]);
    expect(read('-/- renksiz')).toEqual(['-', '-', '-/- nc', true]);
    expect(read('+/- بی‌رنگ')).toEqual(['+', '-', '+/- nc', true]);
    expect(read('+/-')).toEqual(['+', '-', '+/-', undefined]);
    const refused = parseResultCell('1-0 nc');
    expect(refused).toMatchObject({ ok: false });
    expect(refused && !refused.ok && refused.message).toMatch(/only a forfeit can be without colour/);
  });

  it('import-trf writes it as +/- nc on the round sheet and reads it back without colours', async () => {
    const { book } = await imported();
    const sheet = book.sheet('Round 2')!.values;
    const board = (a: number, b: number) => sheet.find((r) => (r[1] === a && r[9] === b) || (r[1] === b && r[9] === a));
    expect(board(1, 2)?.slice(1, 10)).toEqual([1, 'Alpha, A', 2300, 1, '+/- nc', 0.5, 'Beta, B', 2250, 2]);
    expect(board(3, 5)?.[5]).toBe('-/- nc');
    expect(board(6, 4)?.[5]).toBe('1-0');
    const state = await readWorkbook(book);
    expect(state.problems.filter((p) => p.level === 'error')).toEqual([]);
    const entry = (id: number) => state.tournament.players.find((p) => p.id === id)!.rounds[1];
    expect([entry(1), entry(2), entry(3), entry(5)]).toEqual([
      { opponent: 2, colour: null, result: '+' },
      { opponent: 1, colour: null, result: '-' },
      { opponent: 5, colour: null, result: '-' },
      { opponent: 3, colour: null, result: '-' },
    ]);
  });

  it('export-trf writes it as it came, in TRF-2026 and TRF16, and both files read back the same games', async () => {
    const { book, original } = await imported();
    for (const format of ['trf26', 'trf16'] as const) {
      const { text } = await exportTrfWithNotes(book, { format });
      expect([format, roundsPart(text)]).toEqual([format, roundsPart(TRF)]);
      const back = readTrf(text);
      expect(back.problems.filter((p) => p.severity === 'error')).toEqual([]);
      expect(back.tournament!.players.map((p) => p.rounds)).toEqual(original.players.map((p) => p.rounds));
    }
  });

  it('the standings count it as a forfeit, the crosstable shows it, and a typed form is written back as +/- nc', async () => {
    const { book } = await imported();
    await updateReports(book);
    const standings = book.sheet('Standings')!.values;
    expect(standings.slice(2, 8).map((r) => [r[1], r[6]])).toEqual([
      [1, 2],
      [3, 1],
      [6, 1],
      [2, 0.5],
      [5, 0.5],
      [4, 0],
    ]);
    const cross = book.sheet('Crosstable')!.values;
    expect(cross.find((r) => r[0] === 1)?.[6]).toBe('2+');
    // round 3: the arbiter types the Turkish form on board 1, ordinary results elsewhere
    await pairNextRound(book);
    const r3 = (await readWorkbook(book)).rounds[2]!;
    const [first, ...rest] = r3.boards;
    await book.writeValues('Round 3', first!.resultCell, [['-/+ renksiz']]);
    for (const b of rest) await book.writeValues('Round 3', b.resultCell, [['½-½']]);
    const state = await readWorkbook(book);
    const entry = (id: number) => state.tournament.players.find((p) => p.id === id)!.rounds[2];
    expect([entry(first!.white), entry(first!.black)]).toEqual([
      { opponent: first!.black, colour: null, result: '-' },
      { opponent: first!.white, colour: null, result: '+' },
    ]);
    const o = await updateReports(book);
    expect(o.rewrittenResults).toEqual([
      { sheet: 'Round 3', cell: first!.resultCell, typed: '-/+ renksiz', written: '-/+ nc' },
    ]);
  });

  it("check: a forfeit without colour agrees with the engine's pairing of the same two players, whoever had White", async () => {
    const { book } = await imported();
    await pairNextRound(book);
    const boards = (await readWorkbook(book)).rounds[2]!.boards;
    // the engine's White on every board, so that a colourless record lists some pairs the other way round
    expect(boards.some((b) => b.white > b.black)).toBe(true);
    for (const b of boards) await book.writeValues('Round 3', b.resultCell, [['+/- nc']]);
    const o = await checkRound(book, 3);
    expect(o.findings).toEqual([]);
    expect(o.matchesEngine).toBe(true);
  });

  it("colour preferences ignore it: the same as with scheduled colours, and round 3 is the engine's pairing of the TRF", async () => {
    const { book, original } = await imported();
    // the same games with colours given to the forfeits (trf.md §4: a forfeit's colour is ignored for colours)
    const coloured: Tournament = {
      ...original,
      players: original.players.map((p) => ({
        ...p,
        rounds: p.rounds.map((e) =>
          e && e.opponent !== 0 && e.colour === null
            ? { ...e, colour: p.id < e.opponent ? ('w' as const) : ('b' as const) }
            : e,
        ),
      })),
    };
    const colours = (t: Tournament) =>
      buildPairingState(t, 3)
        .toPair.map((p) => [p.id, p.colours])
        .sort();
    const fromBook = (await readWorkbook(book)).tournament;
    expect(colours(fromBook)).toEqual(colours(coloured));
    expect(colours(fromBook)).toEqual(colours(original));
    const o = await pairNextRound(book);
    const engine = pairRound(truncateBeforeRound(original, 3), 3);
    expect(o.pairing.boards.map((b) => [b.white, b.black])).toEqual(engine.boards.map((b) => [b.white, b.black]));
    expect(pairRound(truncateBeforeRound(coloured, 3), 3).boards).toEqual(engine.boards);
  });
});
