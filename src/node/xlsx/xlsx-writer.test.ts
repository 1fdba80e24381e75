import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as zlib from 'zlib';
import { unzipSync } from 'fflate';
import { XlsxWorkbook } from './xlsx-workbook';
import { writeXlsx } from './xlsx-writer';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-xlsx-writer-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Compression method of each entry of a zip's central directory (PKWARE APPNOTE 4.3.12: signature 0x02014b50). */
function compressionMethods(zip: Uint8Array): number[] {
  const view = Buffer.from(zip);
  const methods: number[] = [];
  for (
    let i = view.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    i >= 0;
    i = view.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), i + 4)
  ) {
    methods.push(view.readUInt16LE(i + 10));
  }
  return methods;
}

/** A workbook with a sheet large enough to be written in many pieces, with words outside Latin-1. */
async function bigBook(rows: number): Promise<XlsxWorkbook> {
  const wb = XlsxWorkbook.create();
  wb.workbook.created = new Date(Date.UTC(2026, 10, 26));
  wb.workbook.modified = wb.workbook.created;
  await wb.ensureSheet('Cards');
  const values = Array.from({ length: rows }, (_, i) => [
    i + 1,
    `Oyuncu ${i} – ½ بازیکن`,
    i % 3 === 0 ? null : (i % 7) / 2,
    i % 2 === 0,
  ]);
  await wb.writeValues('Cards', 'A1', values);
  await wb.formatRange('Cards', `B1:C${rows}`, { bold: true, border: true, align: 'center' });
  await wb.formatRange('Cards', `C1:C${rows}`, { numberFormat: '0.0' });
  await wb.addListValidation('Cards', `D1:D${rows}`, ['TRUE', 'FALSE']);
  await wb.setPageSetup('Cards', {
    orientation: 'portrait',
    header: 'Cards & more',
    printTitleRows: [1, 1],
    rowBreaks: [40, 80],
  });
  await wb.setView('Cards', { frozenRows: 1, rightToLeft: true });
  return wb;
}

describe('writeXlsx (exceljs parts, compressed natively, sheets rendered in pieces)', () => {
  it('writes every part exactly as exceljs does, each one deflated', async () => {
    const wb = await bigBook(6000);
    const ours = await writeXlsx(wb.workbook);
    const theirs = Buffer.from(await wb.workbook.xlsx.writeBuffer());
    // JSZip also writes an entry per folder ("xl/"); Excel's own files have none, and neither do ours
    const files = (zip: Buffer) =>
      Object.fromEntries(Object.entries(unzipSync(zip)).filter(([name]) => !name.endsWith('/')));
    const a = files(ours);
    const b = files(theirs);
    expect(Object.keys(a)).toEqual(Object.keys(b));
    for (const name of Object.keys(b))
      expect({ name, same: Buffer.compare(Buffer.from(a[name]!), Buffer.from(b[name]!)) === 0 }).toEqual({
        name,
        same: true,
      });
    // the sheet is large enough to have been encoded in several pieces (PIECES_PER_CHUNK pieces each)
    expect(a['xl/worksheets/sheet1.xml']!.length).toBeGreaterThan(500_000);
    expect(new Set(compressionMethods(ours))).toEqual(new Set([8]));
  });

  it('writes what an arbiter may have added in Excel as exceljs does: notes, links, merges, names, images, tables', async () => {
    const wb = await bigBook(50);
    const ws = wb.workbook.addWorksheet('Own');
    ws.getCell('A1').value = { text: 'FIDE', hyperlink: 'https://handbook.fide.com' };
    ws.getCell('B2').value = 'noted';
    ws.getCell('B2').note = 'typed by the arbiter';
    ws.mergeCells('C3:E4');
    ws.getCell('C3').value = 'merged title';
    ws.pageSetup.printArea = 'A1:E10';
    wb.workbook.definedNames.add("'Own'!$A$1:$B$2", 'corner');
    ws.addConditionalFormatting({
      ref: 'A5:A9',
      rules: [{ type: 'expression', priority: 1, formulae: ['A5>1'], style: { font: { bold: true } } }],
    });
    ws.addTable({
      name: 'Prizes',
      ref: 'G1',
      columns: [{ name: 'Place' }, { name: 'Prize' }],
      rows: [
        [1, 500],
        [2, 300],
      ],
    });
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    ws.addImage(wb.workbook.addImage({ base64: `data:image/png;base64,${png}`, extension: 'png' }), 'H5:I6');
    const ours = await writeXlsx(wb.workbook);
    const theirs = Buffer.from(await wb.workbook.xlsx.writeBuffer());
    const files = (zip: Buffer) =>
      Object.fromEntries(Object.entries(unzipSync(zip)).filter(([name]) => !name.endsWith('/')));
    const a = files(ours);
    const b = files(theirs);
    expect(Object.keys(a).sort()).toEqual(Object.keys(b).sort());
    expect(Object.keys(a)).toEqual(
      expect.arrayContaining([
        'xl/comments2.xml',
        'xl/drawings/vmlDrawing2.vml',
        'xl/media/image1.png',
        'xl/tables/table1.xml',
      ]),
    );
    for (const name of Object.keys(b))
      expect({ name, same: Buffer.compare(Buffer.from(a[name]!), Buffer.from(b[name]!)) === 0 }).toEqual({
        name,
        same: true,
      });
  });

  it('prepares and writes the sheets one at a time, numbering strings, styles and tables as exceljs does', async () => {
    const wb = await bigBook(300);
    for (const name of ['Round 1', 'Round 2']) {
      await wb.ensureSheet(name);
      await wb.writeValues(name, 'A1', [
        ['Oyuncu 7 – ½ بازیکن', `only on ${name}`, 1.5],
        ['Cards & more', 'x', 2],
      ]);
      await wb.formatRange(name, 'A1:C1', { italic: true });
      await wb.formatRange(name, 'B2', { bold: true, border: true, align: 'center' });
      wb.workbook
        .getWorksheet(name)!
        .addTable({ name: name.replace(' ', ''), ref: 'E1', columns: [{ name: 'Board' }], rows: [[1]] });
    }
    // fixed document dates: otherwise each write stamps docProps/core.xml (and the zip entries) with the clock,
    // and two writes a second apart differ
    wb.workbook.created = new Date('2026-01-02T03:04:05Z');
    wb.workbook.modified = new Date('2026-01-02T03:04:05Z');
    const ours = await writeXlsx(wb.workbook);
    const files = (zip: Buffer) =>
      Object.fromEntries(Object.entries(unzipSync(zip)).filter(([name]) => !name.endsWith('/')));
    // the sheets keep their rows: a second write, and exceljs's own, see the whole workbook
    const again = files(await writeXlsx(wb.workbook));
    const theirs = Buffer.from(await wb.workbook.xlsx.writeBuffer());
    const a = files(ours);
    expect(Object.keys(again)).toEqual(Object.keys(a));
    for (const name of Object.keys(a))
      expect({ name, same: Buffer.compare(again[name]!, a[name]!) === 0 }).toEqual({ name, same: true });
    const b = files(theirs);
    expect(Object.keys(a)).toEqual(Object.keys(b));
    expect(Object.keys(a)).toEqual(expect.arrayContaining(['xl/worksheets/sheet3.xml', 'xl/tables/table2.xml']));
    for (const name of Object.keys(b))
      expect({ name, same: Buffer.compare(Buffer.from(a[name]!), Buffer.from(b[name]!)) === 0 }).toEqual({
        name,
        same: true,
      });
    expect(await wb.readSheet('Round 2')).toEqual([
      ['Oyuncu 7 – ½ بازیکن', 'only on Round 2', 1.5, null, 'Board'], // the table's cells from E1
      ['Cards & more', 'x', 2, null, 1],
    ]);
  });

  it("on a Node without zlib.crc32 (before 20.15) it falls back to exceljs's own writer", async () => {
    const wb = await bigBook(20);
    // the module object itself (an `import * as` namespace is read-only)
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const nodeZlib = require('zlib') as { crc32?: typeof zlib.crc32 };
    const original = nodeZlib.crc32;
    nodeZlib.crc32 = undefined;
    let bytes: Buffer;
    try {
      bytes = await writeXlsx(wb.workbook);
    } finally {
      nodeZlib.crc32 = original;
    }
    // JSZip's archive: it has the folder entries the native path leaves out
    expect(Object.keys(unzipSync(bytes))).toContain('xl/');
    expect(Object.keys(unzipSync(await writeXlsx(wb.workbook)))).not.toContain('xl/');
  });

  it('a saved workbook loads back with its values, formats, validations and page setup', async () => {
    const file = path.join(dir, 'big.xlsx');
    await (await bigBook(3000)).save(file);
    const again = await XlsxWorkbook.load(file);
    const values = await again.readSheet('Cards');
    expect(values).toHaveLength(3000);
    expect(values[2999]).toEqual([3000, 'Oyuncu 2999 – ½ بازیکن', 1.5, false]);
    expect(values[2997]).toEqual([2998, 'Oyuncu 2997 – ½ بازیکن', null, false]);
    const ws = again.workbook.getWorksheet('Cards')!;
    expect(ws.getCell('B2999').font?.bold).toBe(true);
    expect(ws.getCell('C2').numFmt).toBe('0.0');
    expect(ws.getCell('D3000').dataValidation?.formulae).toEqual(['"TRUE,FALSE"']);
    expect(ws.headerFooter.oddHeader).toBe('&CCards && more');
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, rightToLeft: true });
  });
});

describe('cell styles shared per format', () => {
  it('formatting one cell of a loaded workbook leaves the cells that had the same style as they were', async () => {
    const file = path.join(dir, 'shared.xlsx');
    const wb = XlsxWorkbook.create();
    await wb.ensureSheet('S');
    await wb.writeValues('S', 'A1', [['a'], ['b'], ['c']]);
    await wb.formatRange('S', 'A1:A3', { italic: true });
    await wb.save(file);
    const again = await XlsxWorkbook.load(file);
    // exceljs gives the loaded cells of one style one style object
    await again.formatRange('S', 'A2', { bold: true, fill: 'FFFF00' });
    await again.save(file);
    const ws = (await XlsxWorkbook.load(file)).workbook.getWorksheet('S')!;
    expect(ws.getCell('A2').font).toMatchObject({ italic: true, bold: true });
    expect(ws.getCell('A1').font?.bold).toBeUndefined();
    expect(ws.getCell('A3').font?.bold).toBeUndefined();
    expect(ws.getCell('A3').fill).not.toMatchObject({ pattern: 'solid' });
    expect(ws.getCell('A3').font?.italic).toBe(true);
  });

  it('cells of one format share one style object, and a later format makes another', async () => {
    const wb = XlsxWorkbook.create();
    await wb.ensureSheet('S');
    await wb.writeValues('S', 'A1', [[1, 2, 3]]);
    await wb.formatRange('S', 'A1:C1', { bold: true });
    await wb.formatRange('S', 'C1', { align: 'right' });
    const ws = wb.workbook.getWorksheet('S')!;
    expect(ws.getCell('A1').style).toBe(ws.getCell('B1').style);
    expect(ws.getCell('C1').style).not.toBe(ws.getCell('A1').style);
    expect(ws.getCell('C1').style).toMatchObject({ font: { bold: true }, alignment: { horizontal: 'right' } });
    expect(Object.isFrozen(ws.getCell('A1').style)).toBe(true);
  });

  it('loaded cells without a style of their own share one empty style when saved, and keep their values', async () => {
    const file = path.join(dir, 'plain.xlsx');
    const wb = XlsxWorkbook.create();
    await wb.ensureSheet('S');
    await wb.writeValues('S', 'A1', [
      ['a', 1],
      ['b', 2],
    ]);
    await wb.save(file);
    const again = await XlsxWorkbook.load(file);
    const ws = again.workbook.getWorksheet('S')!;
    // exceljs gives each loaded cell without a style a new empty object of its own
    expect(ws.getCell('A1').style).not.toBe(ws.getCell('B2').style);
    await again.save(file);
    expect(ws.getCell('A1').style).toBe(ws.getCell('B2').style);
    expect(await (await XlsxWorkbook.load(file)).readSheet('S')).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
  });
});
