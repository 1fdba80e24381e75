import * as fs from 'fs';
import { unzipSync } from 'fflate';
import * as os from 'os';
import * as path from 'path';
import * as crypto from 'crypto';
import { XlsxWorkbook } from './xlsx-workbook';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-xlsx-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const hash = (f: string) => crypto.createHash('sha256').update(fs.readFileSync(f)).digest('hex');

describe('XlsxWorkbook (exceljs adapter of the workbook port)', () => {
  it('writes values, formats and validation that survive a save and a load', async () => {
    const file = path.join(dir, 'a.xlsx');
    const wb = XlsxWorkbook.create();
    await wb.ensureSheet('Round 1');
    await wb.ensureSheet('Settings', { before: 'Round 1' });
    await wb.writeValues('Round 1', 'B2', [['1-0', 2.5, true, null, '=']]);
    await wb.formatRange('Round 1', 'B2:B3', { numberFormat: '@', bold: true });
    await wb.addListValidation('Round 1', 'B2:B3', ['1-0', '½-½'], { strict: false });
    await wb.setView('Round 1', { frozenRows: 1, rightToLeft: true });
    await wb.save(file);
    const again = await XlsxWorkbook.load(file);
    expect(await again.listSheets()).toEqual(['Settings', 'Round 1']);
    expect(await again.readSheet('Round 1')).toEqual([[], [null, '1-0', 2.5, true, null, '=']]);
    const cell = again.workbook.getWorksheet('Round 1')!.getCell('B3');
    expect(cell.numFmt).toBe('@');
    expect(cell.dataValidation?.type).toBe('list');
    expect(cell.dataValidation?.formulae).toEqual(['"1-0,½-½"']);
  });

  it('reads dates as Excel serial numbers and formulas as their results', async () => {
    const wb = XlsxWorkbook.create();
    await wb.ensureSheet('S');
    const ws = wb.workbook.getWorksheet('S')!;
    ws.getCell('A1').value = new Date(Date.UTC(2026, 3, 4));
    ws.getCell('B1').value = { formula: '1+1', result: 2 };
    ws.getCell('C1').value = { richText: [{ text: 'Ay' }, { text: 'şe' }] };
    expect(await wb.readSheet('S')).toEqual([[46116, 2, 'Ayşe']]);
  });

  it('clearSheet keeps the tab in place; deleteSheet removes it', async () => {
    const wb = XlsxWorkbook.create();
    for (const n of ['A', 'B', 'C']) await wb.ensureSheet(n);
    await wb.writeValues('B', 'A1', [['x']]);
    await wb.clearSheet('B');
    expect(await wb.listSheets()).toEqual(['A', 'B', 'C']);
    expect(await wb.readSheet('B')).toEqual([]);
    await wb.deleteSheet('A');
    expect(await wb.listSheets()).toEqual(['B', 'C']);
  });

  it('a failed save leaves the original file byte-identical and no temporary file behind', async () => {
    const file = path.join(dir, 'keep.xlsx');
    const wb = XlsxWorkbook.create();
    await wb.ensureSheet('S');
    await wb.save(file);
    const before = hash(file);
    await wb.writeValues('S', 'A1', [['changed']]);
    // saves go through a temporary file renamed over the target (src/node/files.ts): the rename fails
    // (spied on the module object itself: the namespace import's bindings cannot be redefined)
    const fsModule = jest.requireActual<typeof fs>('fs');
    const rename = jest.spyOn(fsModule, 'renameSync').mockImplementationOnce(() => {
      throw new Error('disk full');
    });
    await expect(wb.save(file)).rejects.toThrow(/could not be saved: .*the file is as it was/);
    rename.mockRestore();
    expect(hash(file)).toBe(before);
    expect(fs.readdirSync(dir).filter((f) => f.includes('arbiter-tmp'))).toEqual([]);
  });

  it('names the file that cannot be loaded', async () => {
    const bad = path.join(dir, 'bad.xlsx');
    fs.writeFileSync(bad, 'not a zip');
    await expect(XlsxWorkbook.load(bad)).rejects.toThrow(`${bad}: not a readable .xlsx workbook`);
    await expect(XlsxWorkbook.load(path.join(dir, 'none.xlsx'))).rejects.toThrow(/no such file/);
  });
});

describe('list validations as written to the file', () => {
  /** The sqref ranges of a sheet's data validations, from the saved file's XML. */
  function sqrefs(file: string, sheetXml: string): string[] {
    const xml = new TextDecoder().decode(unzipSync(new Uint8Array(fs.readFileSync(file)))[sheetXml]!);
    return [...xml.matchAll(/<dataValidation [^>]*sqref="([^"]+)"/g)].map((m) => m[1]!);
  }

  it('a column of 10 or more cells is one range, not two overlapping ones, also after a reload and save', async () => {
    const file = path.join(dir, 'validations.xlsx');
    const wb = XlsxWorkbook.create();
    await wb.ensureSheet('Round 1');
    await wb.addListValidation('Round 1', 'F3:F14', ['1-0', '½-½', '0-1'], { strict: false });
    await wb.addListValidation('Round 1', 'G3:G4', ['x', 'y']);
    await wb.addListValidation('Round 1', 'G7:G8', ['x', 'y']);
    // past Excel's 255 characters a list literal makes Excel repair the file: no drop-down there
    await wb.addListValidation('Round 1', 'H3:H4', ['x'.repeat(200), 'y'.repeat(60)]);
    await wb.save(file);
    expect(sqrefs(file, 'xl/worksheets/sheet1.xml').sort()).toEqual(['F3:F14', 'G3:G4', 'G7:G8']);
    const again = await XlsxWorkbook.load(file);
    await again.save(file);
    expect(sqrefs(file, 'xl/worksheets/sheet1.xml').sort()).toEqual(['F3:F14', 'G3:G4', 'G7:G8']);
  });
});
