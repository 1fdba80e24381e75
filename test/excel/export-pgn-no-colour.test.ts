import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { XlsxWorkbook } from '../../src/node/xlsx/xlsx-workbook';
import { FakeExcel, FakeWorkbook } from '../doubles/fake-excel';
import { runCli } from '../support/cli';
import { expectDone, run } from './support';

/**
 * The pane's Save PGN on a round with a forfeit without colours (`+/- nc`): the PGN leaves the board out (a PGN
 * game names the player of the white pieces, PGN standard 8.1.1.5) and the pane lists it as a warning at its
 * Result cell, the same board the command line names.
 */
function line(id: number, name: string, points: string, rounds: [number, string, string][]): string {
  const head = `001 ${String(id).padStart(4)}      ${name.padEnd(33)} ${String(2300 - 50 * id).padStart(4)}`;
  return (
    `${head.padEnd(80)}${points.padStart(4)} ${String(id).padStart(4)}  ` +
    rounds.map(([o, c, r]) => `${String(o).padStart(4)} ${c} ${r}`).join('  ')
  );
}
const TRF =
  [
    '012 Pane PGN',
    '042 2026/11/01',
    '062 4',
    '092 Individual: Swiss-System',
    '142 3',
    '152 W',
    line(1, 'Alpha, A', '2.0', [
      [3, 'w', '1'],
      [2, '-', '+'],
    ]),
    line(2, 'Beta, B', '1.0', [
      [4, 'b', '1'],
      [1, '-', '-'],
    ]),
    line(3, 'Gamma, C', '0.0', [
      [1, 'b', '0'],
      [4, 'w', '0'],
    ]),
    line(4, 'Delta, D', '1.0', [
      [2, 'w', '0'],
      [3, 'b', '1'],
    ]),
  ].join('\n') + '\n';

describe('exportPgn action: a forfeit without colours', () => {
  it('is left out of the PGN and listed at its Result cell, as export-pgn says on the command line', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pane-pgn-nc-'));
    try {
      const trf = path.join(dir, 'nc.trf');
      fs.writeFileSync(trf, TRF);
      const book = path.join(dir, 'nc.xlsx');
      expect((await runCli('import-trf', trf, '-o', book)).code).toBe(0);
      const xlsx = await XlsxWorkbook.load(book);
      const names = await xlsx.listSheets();
      const fake = new FakeExcel(new FakeWorkbook(names));
      // the round sheet's Result cells are text in the file; typed into the double, `+/- nc` takes an apostrophe as in Excel
      const typed = (v: unknown) => (typeof v === 'string' && /^[+=-]/.test(v) ? `'${v}` : v);
      for (const name of names)
        fake.workbook.type(
          name,
          'A1',
          (await xlsx.readSheet(name)).map((r) => r.map(typed)),
        );
      const d = expectDone(await run(fake, { action: 'exportPgn', round: 2 })).detail;
      expect(d.pgn!.match(/\[Round "2\.\d+"\]/g)).toHaveLength(1);
      expect(d.pgn).not.toContain('[White "Alpha, A"]');
      expect(d.findings?.map((f) => [f.level, f.sheet, f.message])).toEqual([
        [
          'warning',
          'Round 2',
          'board 1 (1 v 2) is not in the PGN: a forfeit without colours has no White and no Black to name',
        ],
      ]);
      const cli = await runCli('export-pgn', book, '--round', '2');
      expect(cli.stdout).toBe(d.pgn);
      expect(cli.stderr).toContain(`Round 2!${d.findings![0]!.cell}: warning: board 1 (1 v 2)`);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
