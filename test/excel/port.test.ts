import { OfficeWorkbookPort } from '../../src/excel/office-port';
import { excelInput } from '../../src/excel/office-values';
import { FakeExcel, FakeWorkbook, requirementsUpTo, type FakeRequestContext } from '../doubles/fake-excel';
import { describeError, withWorkbook } from '../../src/excel/actions';
import { hostOf } from './support';

/** One Excel.run with the port opened on the double. */
async function withPort<T>(
  fake: FakeExcel,
  fn: (port: OfficeWorkbookPort) => Promise<T>,
  version = '1.20',
  allow?: string,
): Promise<T> {
  return fake.run(async (ctx: FakeRequestContext) =>
    fn(
      await OfficeWorkbookPort.open(ctx as unknown as Excel.RequestContext, {
        supports: requirementsUpTo(version),
        ...(allow ? { allow } : {}),
      }),
    ),
  );
}

describe('the Office.js port', () => {
  it('reads every sheet but the reports in three syncs (sheets, used ranges, values), used ranges placed back at A1', async () => {
    const fake = new FakeExcel(new FakeWorkbook(['Notes', 'Standings']));
    fake.workbook.type('Notes', 'C3', [
      ['x', 2],
      [null, 'y'],
    ]);
    fake.workbook.type('Standings', 'A1', [['Rank']]);
    await withPort(fake, async (port) => {
      expect(port.syncs).toBe(3);
      expect(await port.listSheets()).toEqual(['Notes', 'Standings']);
      expect(await port.readSheet('Notes')).toEqual([[], [], [null, null, 'x', 2], [null, null, null, 'y']]);
      expect(port.syncs).toBe(3);
      // a report sheet is read on demand only (no command reads one)
      expect(await port.readSheet('Standings')).toEqual([['Rank']]);
      expect(port.syncs).toBe(5);
      expect(await port.readSheet('Missing')).toEqual([]);
    });
  });

  it('a report sheet not read at open can be read while writes to other sheets wait, not after writes to it', async () => {
    const fake = new FakeExcel(new FakeWorkbook(['Notes', 'Standings', 'Crosstable']));
    fake.workbook.type('Standings', 'A1', [['Rank', 'Name']]);
    fake.workbook.type('Crosstable', 'A1', [['No']]);
    await withPort(fake, async (port) => {
      port.hold();
      await port.writeValues('Notes', 'A1', [['pending']]);
      await port.deleteSheet('Notes');
      // the writes wait for commit, none in the context: Standings reads as it is in Excel
      expect(await port.readSheet('Standings')).toEqual([['Rank', 'Name']]);
      await port.formatRange('Crosstable', 'A1', { bold: true });
      await expect(port.readSheet('Crosstable')).rejects.toThrow(
        'internal: sheet "Crosstable" read after writes to it without being loaded',
      );
    });
  });

  it('writes nothing until flush, then data, layout and sheet order one sync each; the mirror follows the pending writes', async () => {
    const fake = new FakeExcel(new FakeWorkbook(['Sheet1']));
    await withPort(fake, async (port) => {
      await port.ensureSheet('Data', { before: 'Sheet1' });
      await port.writeValues('Data', 'B2', [['a'], ['b', 'c', 'd']]);
      await port.formatRange('Data', 'B2:D3', { bold: true, border: true, fill: 'D9E1F2', align: 'center' });
      await port.setColumnWidths('Data', [10, 20]);
      expect(await port.listSheets()).toEqual(['Data', 'Sheet1']);
      expect(await port.readSheet('Data')).toEqual([[], [null, 'a', null, null], [null, 'b', 'c', 'd']]);
      expect(fake.workbook.sheet('Data')).toBeUndefined();
      expect(port.syncs).toBe(3);
      await port.flush();
      expect(port.syncs).toBe(6);
    });
    expect(fake.workbook.sheets.map((s) => s.name)).toEqual(['Data', 'Sheet1']);
    expect(fake.workbook.values('Data')).toEqual([
      [null, null, null, null],
      [null, 'a', null, null],
      [null, 'b', 'c', 'd'],
    ]);
    expect(fake.workbook.formatAt('Data', 'C3')).toMatchObject({
      bold: true,
      fill: '#D9E1F2',
      horizontalAlignment: 'Center',
    });
    expect(fake.workbook.formatAt('Data', 'C3').borders).toEqual(
      expect.arrayContaining(['EdgeTop', 'InsideVertical', 'InsideHorizontal']),
    );
    // widths in characters become points: (7 px per character + 5 px) x 0.75
    expect([...fake.workbook.sheet('Data')!.columnWidths.entries()]).toEqual([
      [0, 56.25],
      [1, 108.75],
    ]);
  });

  it('clears a cell written as null, and keeps formula-like text as text outside text cells', async () => {
    // the Log sheet is rebuilt by the add-in, so overwriting it needs no confirmation
    const fake = new FakeExcel(new FakeWorkbook(['Sheet1', 'Log']));
    fake.workbook.type('Log', 'A1', [['old', 'old']]);
    await withPort(fake, async (port) => {
      await port.formatRange('Log', 'D1', { numberFormat: '@' });
      await port.writeValues('Log', 'A1', [[null, '=HYPERLINK("x")', '-', '+/-', '-5', "'quoted"]]);
      await port.flush();
    });
    expect(fake.workbook.values('Log')).toEqual([[null, '=HYPERLINK("x")', '-', '+/-', -5, "'quoted"]]);
    expect(fake.workbook.sheet('Log')!.formulaCells()).toEqual([]);
    expect(excelInput('+/-', true)).toBe('+/-');
    expect(excelInput('+/-', false)).toBe("'+/-");
    expect(excelInput(null, false)).toBe('');
  });

  it('makes table names unique and valid, without ever inserting table rows', async () => {
    const fake = new FakeExcel(new FakeWorkbook(['Sheet1']));
    await withPort(fake, async (port) => {
      await port.writeValues('Sheet1', 'A1', [
        ['No', 'Name'],
        [1, 'A'],
      ]);
      await port.writeValues('Sheet1', 'D1', [
        ['No', 'Name'],
        [2, 'B'],
      ]);
      await port.defineTable('Sheet1', 'A1:B2', 'Players');
      await port.defineTable('Sheet1', 'D1:E2', 'Players');
      await port.defineTable('Sheet1', 'G1:H2', 'جدول بازیکنان');
      await port.flush();
    });
    expect(fake.workbook.tables.map((t) => t.name)).toEqual(['Players', 'Players2', 'Table_جدول_بازیکنان']);
  });

  it('feature-tests the API sets: validation from 1.8, freeze panes from 1.7, page layout from 1.9', async () => {
    const write = async (version: string) => {
      const fake = new FakeExcel(new FakeWorkbook(['Sheet1']));
      await withPort(
        fake,
        async (port) => {
          await port.writeValues('Sheet1', 'A1', [['Result'], ['1-0']]);
          await port.addListValidation('Sheet1', 'A2:A3', ['1-0', '½-½', '0-1'], { strict: false });
          await port.addListValidation('Sheet1', 'B2', ['has,comma']);
          await port.setView('Sheet1', { frozenRows: 1, frozenColumns: 1, rightToLeft: true });
          await port.setPageSetup('Sheet1', {
            orientation: 'landscape',
            fitToWidth: true,
            printTitleRows: [1, 2],
            rowBreaks: [10],
            header: 'Open & Cup',
          });
          await port.flush();
        },
        version,
      );
      const s = fake.workbook.sheet('Sheet1')!;
      return {
        validations: s.validations,
        frozen: s.frozen,
        page: s.pageLayout,
        breaks: s.pageBreaks,
        rtl: fake.workbook.formatAt('Sheet1', 'A1').readingOrder,
      };
    };
    expect(await write('1.1')).toEqual({
      validations: [],
      frozen: { rows: 0, columns: 0 },
      page: {},
      breaks: [],
      rtl: undefined,
    });
    const full = await write('1.9');
    expect(full.validations).toEqual([
      {
        address: 'A2:A3',
        rule: { list: { inCellDropDown: true, source: '1-0,½-½,0-1' } },
        errorAlert: expect.objectContaining({ showAlert: false }),
      },
    ]);
    expect(full.frozen).toEqual({ rows: 1, columns: 1 });
    expect(full.page).toEqual({
      orientation: 'Landscape',
      paperSize: 'A4',
      centerHorizontally: true,
      zoom: { horizontalFitToPages: 1 },
      printTitleRows: '$1:$2',
      centerHeader: 'Open && Cup',
      centerFooter: '&P / &N',
    });
    expect(full.breaks).toEqual(['A11']);
    expect(full.rtl).toBe('RightToLeft');
  });

  it('splits a write larger than a request may be into more syncs', async () => {
    const fake = new FakeExcel(new FakeWorkbook(['Sheet1']));
    const block = Array.from({ length: 3000 }, (_, r) =>
      Array.from({ length: 10 }, (_, c) => `cell ${r}:${c} `.repeat(10)),
    );
    await withPort(fake, async (port) => {
      await port.writeValues('Sheet1', 'A1', block.slice(0, 1500));
      await port.writeValues('Sheet1', 'A1501', block.slice(1500));
      await port.flush();
      // 3.3 MB of values: 3 syncs to read, then pieces of at most 0.75 MB, two per sync
      expect(port.syncs).toBe(6);
    });
    expect(fake.workbook.valueAt('Sheet1', 'J3000')).toBe(block[2999]![9]);
  });

  it('groups the data of a command into one undo step on ExcelApi 1.20 only; reading is never grouped', async () => {
    for (const [version, options] of [
      ['1.20', { mergeUndoGroup: true }],
      ['1.19', undefined],
    ] as const) {
      const fake = new FakeExcel(new FakeWorkbook(['Sheet1']));
      await withWorkbook(hostOf(fake, version), undefined, async (port) => {
        await port.writeValues('Sheet1', 'A1', [['x']]);
        await port.flush();
      });
      // the data run ends first, inside the reading run
      expect([version, fake.runs.map((r) => r.options)]).toEqual([version, [options, undefined]]);
    }
  });

  it('reports an Excel failure with its code, never a stack', async () => {
    const fake = new FakeExcel(new FakeWorkbook(['Sheet1']));
    const error = await withWorkbook(hostOf(fake), undefined, async (port) => {
      await port.ensureSheet('Bad/Name');
      await port.writeValues('Bad/Name', 'A1', [['x']]);
      await port.flush();
    }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(describeError(error)).toBe(
      'Excel could not finish: InvalidArgument: bad sheet name "Bad/Name". The workbook is as it was before.',
    );
    expect(
      describeError(
        Object.assign(new Error('Busy.'), { code: 'GeneralException', debugInfo: { errorLocation: 'Range.values' } }),
      ),
    ).toBe('Excel could not finish: Busy. (GeneralException) at Range.values');
    expect(fake.workbook.sheets.map((s) => s.name)).toEqual(['Sheet1']);
  });
});
