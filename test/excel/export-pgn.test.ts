import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { XlsxWorkbook } from '../../src/node/xlsx/xlsx-workbook';
import { FakeExcel, FakeWorkbook } from '../doubles/fake-excel';
import { runCli } from '../support/cli';
import { fixturePath } from '../support/shared';
import { expectDone, run } from './support';

/** The pane's Save PGN (issue #24) against the Excel double: the same text as `arbiter export-pgn` on the same workbook. */
describe('exportPgn action', () => {
  let dir: string;
  let book: string;
  let fake: FakeExcel;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pane-pgn-'));
    book = path.join(dir, 's1.xlsx');
    expect((await runCli('import-trf', fixturePath('ratings', 's1-autumn-open.trf'), '-o', book)).code).toBe(0);
    // the double holds the same sheets, with the same values, as the .xlsx the command line reads
    const xlsx = await XlsxWorkbook.load(book);
    const names = await xlsx.listSheets();
    fake = new FakeExcel(new FakeWorkbook(names));
    for (const name of names) fake.workbook.type(name, 'A1', await xlsx.readSheet(name));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  async function cliPgn(round: number): Promise<string> {
    const out = await runCli('export-pgn', book, '--round', String(round));
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
    return out.stdout;
  }

  it('round 2: the same PGN as the command line, offered as a .pgn file', async () => {
    const d = expectDone(await run(fake, { action: 'exportPgn', round: 2 })).detail;
    expect(d.pgn).toBe(await cliPgn(2));
    expect(d.pgn!.match(/\[Round "2\.\d+"\]/g)).toHaveLength(9);
    expect(d.round).toBe(2);
    expect(d.fileName).toMatch(/-round-2\.pgn$/);
  });

  it('without a round: the last paired round, as the pane shows it', async () => {
    const sheets = await (await XlsxWorkbook.load(book)).listSheets();
    const last = Math.max(
      ...sheets
        .map((n) => /^Round (\d+)$/.exec(n))
        .filter((m) => m !== null)
        .map((m) => Number(m![1])),
    );
    const d = expectDone(await run(fake, { action: 'exportPgn' })).detail;
    expect(d.round).toBe(last);
    expect(d.pgn).toBe(await cliPgn(last));
  });

  it('a round that does not exist is a problem in words, and the workbook is unchanged', async () => {
    const before = fake.workbook.sheets.map((s) => [s.name, fake.workbook.values(s.name)]);
    const o = await run(fake, { action: 'exportPgn', round: 40 });
    expect(o.kind).toBe('problems');
    if (o.kind === 'problems') expect(o.problems[0]!.message).toContain('there is no round 40');
    expect(fake.workbook.sheets.map((s) => [s.name, fake.workbook.values(s.name)])).toEqual(before);
  });
});
