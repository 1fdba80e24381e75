import { LIST_VALIDATION_CHARS } from '../../workbook/players';
import * as fs from 'fs';
import type ExcelJS from 'exceljs';
import { address, excelSerial, parseAddress, type CellValue, type SheetValues } from '../../workbook/cells';
import { ioReason, writeFileSafely } from '../files';
import { writeXlsx } from './xlsx-writer';
import { formatKey, SharedStyles } from './shared-styles';
import { readXlsxParts, XlsxLimitError } from './xlsx-limits';
import { storedZip, type ZipPart } from './zip-parts';
import type { CellFormat, PageSetup, SheetView, WorkbookPort } from '../../workbook/port';

/**
 * exceljs, loaded when a workbook is first opened or made: the command line loads every command's module, and
 * the commands on TRF files (pairing, checks, the bench) then start without it (docs/performance.md, "exceljs
 * loaded on first use").
 */
let loadedExcelJs: typeof ExcelJS | null = null;
function exceljs(): typeof ExcelJS {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loadedExcelJs ??= require('exceljs') as typeof ExcelJS;
  return loadedExcelJs;
}

/**
 * The workbook port on an .xlsx file (exceljs). Values come back the way Office.js gives them: dates as
 * Excel serial numbers, formulas as their cached result, rich text as plain text.
 */
export class XlsxWorkbook implements WorkbookPort {
  /** The cells' style objects, shared per format (shared-styles.ts). */
  private readonly styles = new SharedStyles();

  private constructor(readonly workbook: ExcelJS.Workbook) {}

  static create(): XlsxWorkbook {
    const wb = new (exceljs().Workbook)();
    wb.creator = 'Arbiter Sheet';
    return new XlsxWorkbook(wb);
  }

  /**
   * Load a workbook; a file that is not an .xlsx, or one beyond the bounds of xlsx-limits.ts, is reported with its
   * name and the cause.
   */
  static async load(file: string): Promise<XlsxWorkbook> {
    let bytes: Buffer;
    try {
      bytes = fs.readFileSync(file);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') throw new XlsxFileError(`${file}: no such file`);
      throw new XlsxFileError(`${file}: cannot be read: ${ioReason(err)}`);
    }
    let parts: ZipPart[];
    try {
      parts = readXlsxParts(bytes);
    } catch (err) {
      if (err instanceof XlsxLimitError)
        throw new XlsxFileError(`${file}: not a readable .xlsx workbook: ${err.message}`);
      throw err;
    }
    // the parts were inflated once for the checks: exceljs gets them stored, and its JSZip does not inflate them
    // again (docs/performance.md, "Reading a workbook once")
    const wb = new (exceljs().Workbook)();
    try {
      const stored = storedZip(parts);
      parts.length = 0;
      await wb.xlsx.load(stored as unknown as ExcelJS.Buffer);
    } catch (err) {
      const cause = err instanceof Error ? err.message.split('\n')[0] : String(err);
      throw new XlsxFileError(`${file}: not a readable .xlsx workbook: ${cause || 'exceljs could not read it'}`);
    }
    return new XlsxWorkbook(wb);
  }

  /**
   * Save atomically (files.ts: a temporary file beside the target renamed over it, through symbolic links,
   * keeping permissions and hard links). If anything fails, the original file is left byte for byte as it was.
   */
  async save(file: string): Promise<void> {
    this.shareUnstyledStyles();
    const restore = this.workbook.worksheets.map(compactDataValidations);
    let buffer: Buffer;
    try {
      buffer = await writeXlsx(this.workbook);
    } finally {
      for (const r of restore) r();
    }
    writeFileSafely(file, buffer);
  }

  /**
   * exceljs gives every loaded cell without a style of its own a new empty style object, which its writer then
   * numbers by rendering it to XML, cell by cell (shared-styles.ts): they get the one shared empty style.
   */
  private shareUnstyledStyles(): void {
    for (const ws of this.workbook.worksheets) {
      ws.eachRow((row) =>
        row.eachCell((cell) => {
          cell.style = this.styles.ofValueCell(cell.style);
        }),
      );
    }
  }

  private sheet(name: string): ExcelJS.Worksheet {
    const ws = this.workbook.getWorksheet(name);
    if (!ws) throw new Error(`internal: no sheet ${name}`);
    return ws;
  }

  async listSheets(): Promise<string[]> {
    return this.workbook.worksheets.map((ws) => ws.name);
  }

  async readSheet(name: string): Promise<SheetValues> {
    const ws = this.workbook.getWorksheet(name);
    if (!ws) return [];
    const out: SheetValues = [];
    ws.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      const line: CellValue[] = [];
      row.eachCell({ includeEmpty: false }, (cell, col) => {
        while (line.length < col - 1) line.push(null);
        line[col - 1] = plainValue(cell.value);
      });
      while (out.length < rowNumber - 1) out.push([]);
      out[rowNumber - 1] = line;
    });
    while (out.length && out[out.length - 1]!.every((v) => v === null || v === '')) out.pop();
    return out;
  }

  async ensureSheet(name: string, options?: { before?: string }): Promise<void> {
    if (this.workbook.getWorksheet(name)) return;
    const ws = this.workbook.addWorksheet(name);
    const before = options?.before ? this.workbook.getWorksheet(options.before) : undefined;
    if (before) this.reorder(ws, orderOf(before) - 0.5);
  }

  private reorder(ws: ExcelJS.Worksheet, orderNo: number): void {
    (ws as unknown as { orderNo: number }).orderNo = orderNo;
    this.workbook.worksheets.forEach((w, i) => {
      (w as unknown as { orderNo: number }).orderNo = i + 1;
    });
  }

  async deleteSheet(name: string): Promise<void> {
    const ws = this.workbook.getWorksheet(name);
    if (ws) this.workbook.removeWorksheet(ws.id);
  }

  async clearSheet(name: string): Promise<void> {
    const old = this.sheet(name);
    const orderNo = orderOf(old);
    this.workbook.removeWorksheet(old.id);
    const ws = this.workbook.addWorksheet(name);
    this.reorder(ws, orderNo - 0.5);
  }

  async writeValues(sheet: string, topLeft: string, values: SheetValues): Promise<void> {
    const ws = this.sheet(sheet);
    const { row, col } = parseAddress(topLeft);
    values.forEach((line, i) => {
      const r = ws.getRow(row + i + 1);
      line.forEach((v, j) => {
        const cell = r.getCell(col + j + 1);
        cell.value = v;
        cell.style = this.styles.ofValueCell(cell.style);
      });
    });
  }

  async formatRange(sheet: string, range: string, format: CellFormat): Promise<void> {
    const ws = this.sheet(sheet);
    const key = formatKey(format);
    forEachCell(range, (r, c) => {
      const cell = ws.getCell(r + 1, c + 1);
      cell.style = this.styles.derive(cell.style, format, key);
    });
  }

  async addListValidation(
    sheet: string,
    range: string,
    choices: readonly string[],
    options?: { strict?: boolean },
  ): Promise<void> {
    const ws = this.sheet(sheet);
    const strict = options?.strict ?? true;
    // as the Office port: no drop-down past Excel's 255 characters (LIST_VALIDATION_CHARS), the values are still
    // checked by the reader
    const list = choices.join(',');
    if (list.length > LIST_VALIDATION_CHARS) return;
    const formula = `"${choices.map((c) => c.replace(/"/g, '""')).join(',')}"`;
    forEachCell(range, (r, c) => {
      ws.getCell(r + 1, c + 1).dataValidation = {
        type: 'list',
        allowBlank: true,
        formulae: [formula],
        showErrorMessage: strict,
        errorStyle: 'stop',
      };
    });
  }

  async setColumnWidths(sheet: string, widths: readonly number[]): Promise<void> {
    const ws = this.sheet(sheet);
    widths.forEach((w, i) => {
      ws.getColumn(i + 1).width = w;
    });
  }

  async setView(sheet: string, view: SheetView): Promise<void> {
    const ws = this.sheet(sheet);
    const rows = view.frozenRows ?? 0;
    const cols = view.frozenColumns ?? 0;
    ws.views = [
      rows || cols
        ? { state: 'frozen', xSplit: cols, ySplit: rows, rightToLeft: !!view.rightToLeft }
        : { state: 'normal', rightToLeft: !!view.rightToLeft },
    ];
  }

  async setPageSetup(sheet: string, setup: PageSetup): Promise<void> {
    const ws = this.sheet(sheet);
    ws.pageSetup = {
      ...ws.pageSetup,
      paperSize: 9, // A4
      orientation: setup.orientation,
      horizontalCentered: true,
      margins: { left: 0.5, right: 0.5, top: 0.6, bottom: 0.6, header: 0.3, footer: 0.3 },
      ...(setup.fitToWidth ? { fitToPage: true, fitToWidth: 1, fitToHeight: 0 } : { fitToPage: false }),
      ...(setup.printTitleRows ? { printTitlesRow: `${setup.printTitleRows[0]}:${setup.printTitleRows[1]}` } : {}),
      ...(setup.printArea ? { printArea: setup.printArea } : {}),
    };
    for (const r of setup.rowBreaks ?? []) ws.getRow(r).addPageBreak();
    if (setup.header) ws.headerFooter.oddHeader = `&C${setup.header.replace(/&/g, '&&')}`;
    ws.headerFooter.oddFooter = '&C&P / &N';
  }

  async defineTable(sheet: string, range: string, _name: string): Promise<void> {
    // exceljs rewrites loaded tables unreliably; a filter row gives the same sorting and filtering in Excel
    this.sheet(sheet).autoFilter = range;
  }

  async flush(): Promise<void> {
    // nothing queued: changes live in the in-memory workbook until save()
  }
}

export class XlsxFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XlsxFileError';
  }
}

/** exceljs keeps the tab position in an untyped `orderNo` (worksheets are written sorted by it). */
function orderOf(ws: ExcelJS.Worksheet): number {
  return (ws as unknown as { orderNo: number }).orderNo;
}

/**
 * exceljs keeps data validations per cell and, when it writes them, squeezes alike cells into ranges after
 * sorting their addresses as text: F10 comes before F3, so a column of 10 or more result cells is written as two
 * overlapping validations (F10:F12 and F3:F12), and some readers keep only one. A loaded workbook comes back per
 * cell, so every save needs this: alike cells are grouped here into runs down each column, in row order, and
 * handed to the writer as ranges, which it writes as they are. Returns what puts the per-cell model back (exceljs
 * finds a cell's validation by its address only).
 */
function compactDataValidations(ws: ExcelJS.Worksheet): () => void {
  const holder = ws as unknown as { dataValidations: { model: Record<string, ExcelJS.DataValidation | undefined> } };
  const model = holder.dataValidations.model;
  const cells = new Map<string, { col: number; rows: number[]; validation: ExcelJS.DataValidation }>();
  const compacted: Record<string, ExcelJS.DataValidation> = {};
  for (const [key, validation] of Object.entries(model)) {
    if (!validation) continue;
    if (key.includes(':')) {
      compacted[key] = validation;
      continue;
    }
    const { row, col } = parseAddress(key);
    const group = `${col}\u0000${JSON.stringify(validation)}`;
    const entry = cells.get(group) ?? { col, rows: [], validation };
    entry.rows.push(row);
    cells.set(group, entry);
  }
  for (const { col, rows, validation } of cells.values()) {
    rows.sort((a, b) => a - b);
    for (let i = 0; i < rows.length;) {
      let j = i;
      while (j + 1 < rows.length && rows[j + 1] === rows[j]! + 1) j++;
      const top = address(rows[i]!, col);
      compacted[j > i ? `${top}:${address(rows[j]!, col)}` : top] = validation;
      i = j + 1;
    }
  }
  holder.dataValidations.model = compacted;
  return () => {
    holder.dataValidations.model = model;
  };
}

function forEachCell(range: string, fn: (row: number, col: number) => void): void {
  const [a, b] = range.split(':');
  const from = parseAddress(a!);
  const to = b ? parseAddress(b) : from;
  for (let r = from.row; r <= to.row; r++) for (let c = from.col; c <= to.col; c++) fn(r, c);
}

/** Excel's cell value as Office.js reports it (`values`): plain types, dates as serial numbers. */
function plainValue(v: ExcelJS.CellValue): CellValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (v instanceof Date) return excelSerial(v);
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('formula' in v || 'sharedFormula' in v) return plainValue((v as { result?: ExcelJS.CellValue }).result ?? null);
    if ('text' in v) return String((v as { text: unknown }).text);
    if ('error' in v) return String((v as { error: unknown }).error);
  }
  return null;
}
