import * as fs from 'fs';
import * as path from 'path';
import { unzipSync, zipSync } from 'fflate';
import { runCli } from '../support/cli';
import { fixturePath } from '../support/shared';
import { XlsxWorkbook } from '../../src/node/xlsx/xlsx-workbook';
import { installProcessHandlers } from '../../src/node/cli';
import { sha256, tempDir } from '../workbook/support';

/** Issue #19: every reproducer ends in a message with its place, and the files as they were. */

const arbiter = runCli;
const dir = tempDir('arbiter-hostile-');
const fixture = fixturePath('dutch', 'dutch-0001-p7-r5.trf');
let n = 0;

/** A fresh copy of the 7-player workbook (5 rounds played). */
async function book(): Promise<string> {
  const file = path.join(dir, `book-${++n}.xlsx`);
  const r = await arbiter('import-trf', fixture, '-o', file);
  expect(r.code).toBe(0);
  return file;
}

function noStack(text: string): void {
  expect(text).not.toMatch(/\n\s+at .*\(.*:\d+:\d+\)/);
}

describe('no stack trace reaches the user', () => {
  it('an unexpected error prints one line that says it is a bug and asks for the file (exit 2)', async () => {
    const file = await book();
    const spy = jest.spyOn(XlsxWorkbook, 'load').mockRejectedValue(new TypeError('boom'));
    try {
      const r = await arbiter('standings', file);
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toContain('internal error in "standings"');
      expect(r.stderr).toContain('boom');
      expect(r.stderr).toContain('please report it with the file');
      noStack(r.stderr);
    } finally {
      spy.mockRestore();
    }
  });

  it('EPIPE on standard output (piped into head) ends quietly with the exit code so far', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const before = new Set(process.stdout.listeners('error'));
    try {
      installProcessHandlers();
      const handler = process.stdout.listeners('error').find((l) => !before.has(l))!;
      (handler as (e: NodeJS.ErrnoException) => void)(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
      expect(exit).toHaveBeenCalledWith(0);
    } finally {
      exit.mockRestore();
      for (const l of process.stdout.listeners('error')) if (!before.has(l)) process.stdout.off('error', l as never);
      for (const l of process.stderr.listeners('error')) process.stderr.off('error', l as never);
      for (const s of ['SIGINT', 'SIGTERM', 'SIGHUP', 'uncaughtException'] as const) {
        const ls = process.listeners(s as 'SIGINT');
        if (ls.length) process.off(s as 'SIGINT', ls[ls.length - 1]!);
      }
    }
  });

  it('pair-trf on a finished round robin, and on a round robin with no players: a message, exit 3', async () => {
    const rr = fixturePath('tiebreaks', 'rr07-booklet-koya.trf');
    const r = await arbiter('pair-trf', rr);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('round 8: cannot be paired');
    expect(r.stderr).toContain('the event is finished');
    noStack(r.stderr);
    const empty = path.join(dir, 'rr-empty.trf');
    fs.writeFileSync(
      empty,
      fs
        .readFileSync(rr, 'utf8')
        .split('\n')
        .filter((l) => !l.startsWith('001'))
        .join('\n'),
    );
    const e = await arbiter('pair-trf', empty);
    expect(e.code).toBe(3);
    expect(e.stderr).toContain('a round robin needs at least 2 players, found 0');
  });
});

describe('-o never replaces a file without --force, never the input; a missing folder is a message', () => {
  it('export-trf BOOK -o BOOK is refused and the workbook is byte-identical', async () => {
    const file = await book();
    const before = sha256(file);
    for (const extra of [[], ['--force']]) {
      const r = await arbiter('export-trf', file, '-o', file, ...extra);
      expect(r.code).toBe(3);
      expect(r.stderr).toContain('is the input file');
      expect(sha256(file)).toBe(before);
    }
  });

  it('export-trf -o an existing file needs --force', async () => {
    const file = await book();
    const out = path.join(dir, 'existing.trf');
    fs.writeFileSync(out, 'keep me');
    const r = await arbiter('export-trf', file, '-o', out);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('already exists (use --force');
    expect(fs.readFileSync(out, 'utf8')).toBe('keep me');
    expect((await arbiter('export-trf', file, '-o', out, '--force')).code).toBe(0);
    expect(fs.readFileSync(out, 'utf8')).toMatch(/^012 /);
  });

  it('a missing output folder is a message for import-trf and export-trf', async () => {
    const missing = path.join(dir, 'no-such-folder', 'x.xlsx');
    const i = await arbiter('import-trf', fixture, '-o', missing);
    expect(i.code).toBe(3);
    expect(i.stderr).toContain('does not exist');
    noStack(i.stderr);
    const e = await arbiter('export-trf', await book(), '-o', path.join(dir, 'no-such-folder', 'x.trf'));
    expect(e.code).toBe(3);
    expect(e.stderr).toContain('does not exist');
  });
});

describe('saves keep links and permissions, take a lock and clean up', () => {
  it('writes through a symbolic link to its target', async () => {
    const target = await book();
    const link = path.join(dir, `link-${n}.xlsx`);
    fs.symlinkSync(target, link);
    const before = sha256(target);
    const r = await arbiter('standings', link);
    expect(r.code).toBe(0);
    expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
    expect(sha256(target)).not.toBe(before);
  });

  it('refuses a read-only workbook and leaves it read-only and unchanged', async () => {
    const file = await book();
    fs.chmodSync(file, 0o444);
    const before = sha256(file);
    try {
      // refused even for root, who could write it: the mode says the file is to stay as it is
      const r = await arbiter('standings', file);
      expect(r.code).toBe(3);
      expect(r.stderr).toContain('read-only');
      expect(sha256(file)).toBe(before);
      expect(fs.statSync(file).mode & 0o777).toBe(0o444);
    } finally {
      fs.chmodSync(file, 0o644);
    }
  });

  it('keeps the permissions of the file it replaces', async () => {
    const file = await book();
    fs.chmodSync(file, 0o640);
    expect((await arbiter('standings', file)).code).toBe(0);
    expect(fs.statSync(file).mode & 0o777).toBe(0o640);
  });

  it('does not split a hard link', async () => {
    const file = await book();
    const other = path.join(dir, `hard-${n}.xlsx`);
    fs.linkSync(file, other);
    expect((await arbiter('standings', file)).code).toBe(0);
    expect(fs.statSync(file).ino).toBe(fs.statSync(other).ino);
    expect(fs.statSync(file).nlink).toBe(2);
  });

  it('a second command on a workbook in use refuses (exit 4); a lock left by a dead process is taken over', async () => {
    const file = await book();
    const lock = path.join(dir, `.${path.basename(file)}.arbiter-lock`);
    fs.writeFileSync(lock, String(process.pid)); // a live process holds it
    const before = sha256(file);
    const r = await arbiter('pair', file);
    expect(r.code).toBe(4);
    expect(r.stderr).toContain('another arbiter command');
    expect(sha256(file)).toBe(before);
    fs.writeFileSync(lock, '999999999'); // no such process
    expect((await arbiter('standings', file)).code).toBe(0);
    expect(fs.existsSync(lock)).toBe(false);
  });

  it('two pair runs at once: one pairs, the other refuses; no result is lost', async () => {
    const file = path.join(dir, 'concurrent.xlsx');
    const src = fixturePath('dutch', 'dutch-0001-p7-r5.trf');
    // a 5-round fixture with XXR raised so round 6 can be paired
    const trf = path.join(dir, 'concurrent.trf');
    fs.writeFileSync(trf, fs.readFileSync(src, 'utf8').replace(/^XXR 5$/m, 'XXR 7'));
    expect((await arbiter('import-trf', trf, '-o', file)).code).toBe(0);
    const [a, b] = await Promise.all([arbiter('pair', file), arbiter('pair', file)]);
    expect([a.code, b.code].sort()).toEqual([0, 4]);
    const wb = await XlsxWorkbook.load(file);
    expect(await wb.listSheets()).toContain('Round 6');
  });

  it('removes temporary files a killed save left behind, and leaves none of its own', async () => {
    const file = await book();
    const stale = path.join(dir, `.${path.basename(file)}.arbiter-tmp-999999999-dead`);
    fs.writeFileSync(stale, 'half a workbook');
    expect((await arbiter('standings', file)).code).toBe(0);
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.readdirSync(dir).filter((f) => f.includes('.arbiter-tmp-') || f.endsWith('.arbiter-lock'))).toEqual([]);
  });
});

describe('workbooks that are not what they seem', () => {
  it('"not a readable .xlsx workbook" gives the cause', async () => {
    const text = path.join(dir, 'text.xlsx');
    fs.writeFileSync(text, 'No,Name\n1,Carlsen\n');
    const r = await arbiter('standings', text);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('not a readable .xlsx workbook: it is a text file');
    const trf = path.join(dir, 'trf.xlsx');
    fs.copyFileSync(fixture, trf);
    expect((await arbiter('standings', trf)).stderr).toContain('it looks like a TRF text file');
    const cut = path.join(dir, 'cut.xlsx');
    fs.writeFileSync(cut, fs.readFileSync(await book()).subarray(0, 2000));
    const c = await arbiter('standings', cut);
    expect(c.code).toBe(3);
    expect(c.stderr).toMatch(/not a readable \.xlsx workbook: .+/);
  });

  /** A fresh workbook with `ref` merged on the sheet part `part`. */
  async function bookWithMerge(part: string, ref: string): Promise<string> {
    const file = await book();
    const files = unzipSync(fs.readFileSync(file));
    files[part] = Buffer.from(
      Buffer.from(files[part]!)
        .toString('utf8')
        .replace('</sheetData>', `</sheetData><mergeCells count="1"><mergeCell ref="${ref}"/></mergeCells>`),
    );
    fs.writeFileSync(file, zipSync(files));
    return file;
  }

  it('a merge over the whole sheet is refused before exceljs allocates it', async () => {
    const file = await bookWithMerge('xl/worksheets/sheet1.xml', 'A1:XFD1048576');
    const before = sha256(file);
    const r = await arbiter('standings', file);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('A1:XFD1048576: merged cells cover more than 131,072 cells');
    expect(sha256(file)).toBe(before);
  });

  it('a merge down a whole column (the fuzzer found A1:A1048576: 934 MB and 4 s for a 35 KB file) is refused at its place', async () => {
    const file = await bookWithMerge('xl/worksheets/sheet2.xml', 'A1:A1048576'); // sheet2: Players
    const before = sha256(file);
    const r = await arbiter('check', file, '--round', '1');
    expect(r.code).toBe(3);
    expect(r.stderr).toContain(
      'Players!A1:A1048576: merged cells cover more than 131,072 cells (unmerge this range in Excel)',
    );
    expect(sha256(file)).toBe(before);
  });

  it('a merge down 100,000 rows of Players: 100,000 problems, the first ones shown, no crash', async () => {
    const file = await bookWithMerge('xl/worksheets/sheet2.xml', 'A1:A100000'); // sheet2: Players
    const before = sha256(file);
    const r = await arbiter('undo', file);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/Players!A\d+: "No" is not a pairing number/);
    expect(r.stderr).toMatch(/\.\.\. and \d{5} more problems/);
    expect(r.stderr.split('\n').length).toBeLessThan(300);
    expect(sha256(file)).toBe(before);
  });

  it('a sheet named "Round 20260404" is reported at its name, without looping to that round', async () => {
    const file = await book();
    const wb = await XlsxWorkbook.load(file);
    await wb.ensureSheet('Round 20260404');
    await wb.save(file);
    const before = sha256(file);
    const r = await arbiter('standings', file);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('Round 20260404: round 20260404 is beyond the 99 rounds a workbook holds');
    expect(sha256(file)).toBe(before);
  });

  it("check's 'there is no sheet for round N' names the sheets there are", async () => {
    const r = await arbiter('check', await book(), '--round', '9');
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/Round 5: there is no sheet for round 9: the workbook has round sheets for rounds 1-5/);
  });

  it('pair adds the deleted "Colour drawn by lot" row below what the arbiter typed, never over it', async () => {
    const file = path.join(dir, 'lot.xlsx');
    expect((await arbiter('new', file)).code).toBe(0);
    const wb = await XlsxWorkbook.load(file);
    const settings = await wb.readSheet('Settings');
    const drawnRow = settings.findIndex((r) => r[0] === 'Colour drawn by lot');
    expect(drawnRow).toBeGreaterThan(0);
    // delete the row (shift the rows below up), then type a note under the last setting
    const roundsRow = settings.findIndex((r) => r[0] === 'Rounds');
    settings[roundsRow] = ['Rounds', 5, ...settings[roundsRow]!.slice(2)];
    const rest = settings.slice(drawnRow + 1);
    await wb.clearSheet('Settings');
    await wb.writeValues('Settings', 'A1', [...settings.slice(0, drawnRow), ...rest, ['My note', 'keep this']]);
    const players = Array.from({ length: 6 }, (_, i) => [i + 1, `Player ${i + 1}`, 2000 - i]);
    await wb.writeValues(
      'Players',
      'A2',
      players.map(([no, name, rating]) => [no, null, name, null, null, rating]),
    );
    await wb.save(file);
    const r = await arbiter('pair', file);
    // pair passes on the reader's cell warnings, as standings does: the row is kept and said to be no setting
    expect(r.stderr).toBe('arbiter: lot.xlsx: Settings!A33: warning: "My note" is not a setting; ignored\n');
    expect(r.code).toBe(0);
    const after = await (await XlsxWorkbook.load(file)).readSheet('Settings');
    expect(after.find((row) => row[0] === 'My note')?.[1]).toBe('keep this');
    expect(after.some((row) => row[0] === 'Colour drawn by lot' && (row[1] === 'white' || row[1] === 'black'))).toBe(
      true,
    );
  });
});
