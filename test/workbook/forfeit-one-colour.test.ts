import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { readTrf } from '../../src/formats/trf';
import { exportTrfWithNotes } from '../../src/workbook/commands/export-trf';
import { importTournament } from '../../src/workbook/commands/import-tournament';
import { MemoryWorkbook } from '../../src/workbook/memory-port';
import { readWorkbook } from '../../src/workbook/read';
import { runCli } from '../support/cli';
import { place, player } from '../trf/lines';

/**
 * A forfeit coloured on one side only (a TRF written by another program: `2 b +` on one line, `1 - -` on the
 * other). The game is kept with its result; the side with a colour keeps it (trf.md §4: a forfeit keeps its
 * scheduled colour letter); the `-` side, which a round sheet cannot hold beside a coloured opponent, takes the
 * other colour, and import-trf says so at the `-` it read (line and column). Every other round block exports as
 * it came, in TRF-2026 and TRF16.
 */
type Block = [opponent: number, colour: string, result: string];
const block = ([o, c, r]: Block) => `${String(o).padStart(4)} ${c} ${r}`;
/** A `001` line with its rating at 49-52 (test/trf/lines.ts places each field at its column, trf.md §3). */
const line = (id: number, name: string, rating: number, points: string, rounds: Block[]) =>
  place([
    [1, player(id, points, rounds.map(block), name)],
    [49, String(rating).padStart(4)],
  ]);

/** Round 2: players 1 and 2 meet in a forfeit written as `one` (player 1) and `two` (player 2); 4 beats 3. */
function trf(one: Block, two: Block): string {
  return (
    [
      '012 One-sided forfeit colours',
      '042 2026/11/01',
      '062 4',
      '092 Individual: Swiss-System',
      '142 3',
      '152 W',
      line(1, 'Alpha, A', 2300, one[2] === '+' ? '2.0' : '1.0', [[3, 'w', '1'], one]),
      line(2, 'Beta, B', 2200, two[2] === '+' ? '1.0' : '0.0', [[4, 'b', '0'], two]),
      line(3, 'Gamma, C', 2100, '0.0', [
        [1, 'b', '0'],
        [4, 'w', '0'],
      ]),
      line(4, 'Delta, D', 2000, '2.0', [
        [2, 'w', '1'],
        [3, 'b', '1'],
      ]),
    ].join('\n') + '\n'
  );
}

const roundTwo = (text: string) =>
  text
    .split('\n')
    .filter((l) => l.startsWith('001'))
    .map((l) => l.slice(101, 111).trimEnd());

// [player 1's block, player 2's block, what export writes for them]
const CASES: [string, Block, Block, [string, string]][] = [
  ['1 Black wins, 2 without colour', [2, 'b', '+'], [1, '-', '-'], ['   2 b +', '   1 w -']],
  ['1 White wins, 2 without colour', [2, 'w', '+'], [1, '-', '-'], ['   2 w +', '   1 b -']],
  ['1 without colour wins, 2 Black', [2, '-', '+'], [1, 'b', '-'], ['   2 w +', '   1 b -']],
  ['1 without colour wins, 2 White', [2, '-', '+'], [1, 'w', '-'], ['   2 b +', '   1 w -']],
  ['double forfeit, 1 Black, 2 without colour', [2, 'b', '-'], [1, '-', '-'], ['   2 b -', '   1 w -']],
];

describe('forfeit coloured on one side only', () => {
  it.each(CASES)(
    '%s: the game, its result and the given colour are kept; the other side takes the other colour',
    async (_case, one, two, written) => {
      const text = trf(one, two);
      const read = readTrf(text);
      expect(read.problems.filter((p) => p.severity === 'error')).toEqual([]);
      const book = new MemoryWorkbook();
      const { settledColours } = await importTournament(book, read.tournament!);
      const noColour = one[1] === '-' ? 1 : 2;
      const given = one[1] === '-' ? two[1] : one[1];
      expect(settledColours).toEqual([
        { round: 2, id: noColour, opponent: 3 - noColour, opponentColour: given, recorded: given === 'w' ? 'b' : 'w' },
      ]);
      const state = await readWorkbook(book);
      expect(state.problems.filter((p) => p.level === 'error')).toEqual([]);
      const results = state.tournament.players.map((p) => [p.id, p.rounds[1]?.opponent, p.rounds[1]?.result]);
      expect(results).toEqual([
        [1, 2, one[2]],
        [2, 1, two[2]],
        [3, 4, '0'],
        [4, 3, '1'],
      ]);
      for (const format of ['trf26', 'trf16'] as const) {
        const out = await exportTrfWithNotes(book, { format });
        expect([format, roundTwo(out.text)]).toEqual([format, [...written, '   4 w 0', '   3 b 1']]);
        // round 1 and the points are as they came
        const back = readTrf(out.text).tournament!;
        expect(back.players.map((p) => [p.rounds[0], p.recordedPoints])).toEqual(
          read.tournament!.players.map((p) => [p.rounds[0], p.recordedPoints]),
        );
      }
    },
  );

  it('import-trf names the line and column of the `-` it could not keep, and what export-trf will write', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-forfeit-'));
    try {
      const file = path.join(dir, 'one-sided.trf');
      fs.writeFileSync(file, trf([2, 'b', '+'], [1, '-', '-']));
      const run = await runCli('import-trf', file, '-o', path.join(dir, 'book.xlsx'));
      expect(run.code).toBe(0);
      // player 2's record is line 8; round 2's block starts at column 102, its colour at 107
      // this hand-made round 2 is not the engine's pairing either: the import's re-check (Q54-Q55) says so apart
      const recheck = (text: string) => text.split('\n').filter((l) => l.includes('does not follow the pairing rules'));
      const rest = (text: string) =>
        text
          .split('\n')
          .filter((l) => !l.includes('does not follow the pairing rules'))
          .join('\n');
      expect(recheck(run.stderr)).toHaveLength(1);
      expect(rest(run.stderr)).toBe(
        "arbiter: one-sided.trf:8:107 warning: round 2: player 2 has no colour ('-') in the forfeit against player 1, " +
          "whose line has 'b': the round sheet seats him as White and export-trf writes 'w' (a forfeit's colour does not count for " +
          'colour history, trf.md §4)\n',
      );
      const plain = path.join(dir, 'plain.trf');
      fs.writeFileSync(plain, trf([2, 'b', '+'], [1, 'w', '-']));
      const quiet = await runCli('import-trf', plain, '-o', path.join(dir, 'plain.xlsx'));
      expect([quiet.code, rest(quiet.stderr)]).toEqual([0, '']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
