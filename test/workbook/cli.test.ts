import * as fs from 'fs';
import * as path from 'path';
import { runCli } from '../support/cli';
import { XlsxWorkbook } from '../../src/node/xlsx/xlsx-workbook';
import { newTournament } from '../../src/workbook/commands/new-tournament';
import { pairNextRound } from '../../src/workbook/commands/pair-next';
import { readWorkbook } from '../../src/workbook/read';
import { fixturePath } from '../support/shared';
import { pairInOrder } from './pair-double';
import { sha256, tempDir } from './support';

/** Run the CLI in-process; returns exit code and what it printed. */
const arbiter = runCli;

async function edit(file: string, sheet: string, cell: string, value: string | number | null): Promise<void> {
  const book = await XlsxWorkbook.load(file);
  await book.writeValues(sheet, cell, [[value]]);
  await book.save(file);
}

const dir = tempDir('arbiter-cli-');
const fixture = fixturePath('dutch', 'dutch-0001-p7-r5.trf');

describe('arbiter import-trf / export-trf', () => {
  it('imports a TRF into a workbook and exports it again', async () => {
    const book = path.join(dir, 'imported.xlsx');
    const r = await arbiter('import-trf', fixture, '-o', book);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('7 players, 5 rounds');
    const trf = path.join(dir, 'out.trf');
    const e = await arbiter('export-trf', book, '-o', trf, '--format', 'trf16');
    expect(e.code).toBe(0);
    const text = fs.readFileSync(trf, 'utf8');
    expect(text).toContain('001    1      Test0001 Player0001');
    expect(text).not.toMatch(/^142 /m);
  });

  it('refuses to overwrite an existing workbook without --force', async () => {
    const book = path.join(dir, 'exists.xlsx');
    fs.writeFileSync(book, 'x');
    const r = await arbiter('import-trf', fixture, '-o', book);
    expect(r.code).toBe(3);
    expect(fs.readFileSync(book, 'utf8')).toBe('x');
  });

  it('a malformed TRF names line and column and leaves the target workbook byte-identical', async () => {
    const book = path.join(dir, 'target.xlsx');
    await arbiter('import-trf', fixture, '-o', book);
    const before = sha256(book);
    const bad = path.join(dir, 'bad.trf');
    fs.writeFileSync(
      bad,
      '012 Broken\n001    1      Test0001 Player0001               2208                             1.0          2 w 1\n001    1      Test0002 Player0002               2192                             0.0          1 b 0\n',
    );
    const r = await arbiter('import-trf', bad, '-o', book, '--force');
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/bad\.trf:3:\d+ /);
    expect(sha256(book)).toBe(before);
  });
});

describe('failed commands name sheet and cell and leave the file byte-identical', () => {
  let book: string;
  beforeEach(async () => {
    book = path.join(dir, `book-${Math.random().toString(36).slice(2)}.xlsx`);
    await arbiter('import-trf', fixture, '-o', book);
  });

  it('bad result cell', async () => {
    const state = await readWorkbook(await XlsxWorkbook.load(book));
    const cell = state.rounds[2]!.boards[1]!.resultCell;
    await edit(book, 'Round 3', cell, '1-1');
    const before = sha256(book);
    const r = await arbiter('standings', book);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain(`${path.basename(book)}: Round 3!${cell}: "1-1" is not a result`);
    expect(sha256(book)).toBe(before);
  });

  it('duplicate pairing number', async () => {
    await edit(book, 'Players', 'A3', 1);
    const before = sha256(book);
    const r = await arbiter('pair', book);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain(`${path.basename(book)}: Players!A3: pairing number 1 is used twice (also on row 2)`);
    expect(sha256(book)).toBe(before);
  });

  it('undo of a round with results', async () => {
    const before = sha256(book);
    const r = await arbiter('undo', book);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/Round 5!F\d+: round 5 cannot be undone: board 1 already has the result/);
    expect(sha256(book)).toBe(before);
  });
});

describe('arbiter new / pair on a round robin', () => {
  it('pairs with the registered engine, and refuses the next round while results are missing', async () => {
    const book = path.join(dir, 'rr.xlsx');
    expect((await arbiter('new', book)).code).toBe(0);
    const wb = await XlsxWorkbook.load(book);
    await wb.writeValues('Settings', 'B2', [['Club Championship']]);
    await wb.writeValues('Settings', 'B11', [[5]]);
    await wb.writeValues('Settings', 'B12', [['Round robin']]);
    await wb.writeValues('Settings', 'B13', [['white']]);
    // the new workbook's Swiss tie-breaks (Buchholz) are refused for a round robin in FIDE mode (Q105): blank = RR default
    await wb.writeValues('Settings', 'B25', [[null]]);
    await wb.writeValues('Players', 'A2', [
      [1, null, 'Ali'],
      [2, null, 'Berk'],
      [3, null, 'Cem'],
      [4, null, 'Deniz'],
      [5, null, 'Ece'],
      [6, null, 'Filiz'],
    ]);
    await wb.save(book);
    const r = await arbiter('pair', book);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('round 1 paired on sheet "Round 1": 3 boards');
    const before = sha256(book);
    const again = await arbiter('pair', book);
    expect(again.code).toBe(3);
    expect(again.stderr.match(/Round 1!F\d+: board \d \(\d - \d\) has no result/g)?.length).toBe(3);
    expect(sha256(book)).toBe(before);
  });
});

describe('arbiter pair refuses while results are missing (workbook paired elsewhere)', () => {
  it('lists the boards without results', async () => {
    const book = path.join(dir, 'missing.xlsx');
    const wb = XlsxWorkbook.create();
    await newTournament(wb, {
      settings: { info: { name: 'Missing' }, totalRounds: 3, colourChoice: 'white' },
      players: [1, 2, 3, 4].map((id) => ({
        player: { id, name: `P${id}`, sex: '', title: '', rating: 0, federation: '', fideId: '', birthDate: '' },
        byes: [],
        row: 0,
      })),
    });
    await pairNextRound(wb, { pair: pairInOrder });
    await wb.save(book);
    const before = sha256(book);
    const r = await arbiter('pair', book);
    expect(r.code).toBe(3);
    expect(r.stderr).toContain('missing.xlsx: Round 1!F3: board 1 (2 - 1) has no result');
    expect(r.stderr).toContain('missing.xlsx: Round 1!F4: board 2 (3 - 4) has no result');
    expect(sha256(book)).toBe(before);
  });
});
