import { parseAddress, type CellValue, type SheetValues } from './cells';
import type { CellFormat, PageSetup, SheetView, WorkbookPort } from './port';

interface MemorySheet {
  name: string;
  values: SheetValues;
  formats: Map<string, CellFormat>;
  validations: { range: string; choices: readonly string[]; strict: boolean }[];
  widths: number[];
  view: SheetView;
  page: PageSetup | null;
  tables: { range: string; name: string }[];
}

function cellsOf(range: string): { row: number; col: number }[] {
  const [a, b] = range.split(':');
  const from = parseAddress(a!);
  const to = b ? parseAddress(b) : from;
  const out: { row: number; col: number }[] = [];
  for (let r = from.row; r <= to.row; r++) for (let c = from.col; c <= to.col; c++) out.push({ row: r, col: c });
  return out;
}

/** A workbook held in memory: the port for tests and for pure callers (e.g. building a workbook in a worker). */
export class MemoryWorkbook implements WorkbookPort {
  readonly sheets: MemorySheet[] = [];
  /** Number of write operations, so tests can assert that a failed command wrote nothing. */
  writes = 0;

  static from(content: Record<string, SheetValues>): MemoryWorkbook {
    const wb = new MemoryWorkbook();
    for (const [name, values] of Object.entries(content)) {
      wb.sheets.push(blank(name));
      wb.sheets[wb.sheets.length - 1]!.values = values.map((r) => [...r]);
    }
    return wb;
  }

  sheet(name: string): MemorySheet | undefined {
    return this.sheets.find((s) => s.name === name);
  }

  private need(name: string): MemorySheet {
    const s = this.sheet(name);
    if (!s) throw new Error(`internal: no sheet ${name}`);
    return s;
  }

  /** Format recorded for one cell (last write wins per property). */
  formatAt(sheet: string, a1: string): CellFormat | undefined {
    return this.sheet(sheet)?.formats.get(a1.toUpperCase());
  }

  async listSheets(): Promise<string[]> {
    return this.sheets.map((s) => s.name);
  }

  async readSheet(name: string): Promise<SheetValues> {
    const s = this.sheet(name);
    if (!s) return [];
    // trim trailing blank rows and columns, like a used range
    const rows = s.values.map((r) => [...r]);
    while (rows.length && rows[rows.length - 1]!.every((v) => v === null || v === '')) rows.pop();
    return rows;
  }

  async ensureSheet(name: string, options?: { before?: string }): Promise<void> {
    if (this.sheet(name)) return;
    this.writes++;
    const at = options?.before ? this.sheets.findIndex((s) => s.name === options.before) : -1;
    if (at >= 0) this.sheets.splice(at, 0, blank(name));
    else this.sheets.push(blank(name));
  }

  async deleteSheet(name: string): Promise<void> {
    const i = this.sheets.findIndex((s) => s.name === name);
    if (i >= 0) {
      this.writes++;
      this.sheets.splice(i, 1);
    }
  }

  async clearSheet(name: string): Promise<void> {
    const s = this.need(name);
    this.writes++;
    Object.assign(s, blank(name));
  }

  async writeValues(sheet: string, topLeft: string, values: SheetValues): Promise<void> {
    const s = this.need(sheet);
    this.writes++;
    const { row, col } = parseAddress(topLeft);
    values.forEach((line, i) => {
      const target = (s.values[row + i] ??= []);
      line.forEach((v: CellValue, j) => {
        while (target.length < col + j) target.push(null);
        target[col + j] = v;
      });
    });
    for (let r = 0; r < s.values.length; r++) s.values[r] ??= [];
  }

  async formatRange(sheet: string, range: string, format: CellFormat): Promise<void> {
    const s = this.need(sheet);
    this.writes++;
    for (const { row, col } of cellsOf(range)) {
      const key = `${colName(col)}${row + 1}`;
      s.formats.set(key, { ...s.formats.get(key), ...format });
    }
  }

  async addListValidation(
    sheet: string,
    range: string,
    choices: readonly string[],
    options?: { strict?: boolean },
  ): Promise<void> {
    this.writes++;
    this.need(sheet).validations.push({ range, choices, strict: options?.strict ?? true });
  }

  async setColumnWidths(sheet: string, widths: readonly number[]): Promise<void> {
    this.writes++;
    this.need(sheet).widths = [...widths];
  }

  async setView(sheet: string, view: SheetView): Promise<void> {
    this.writes++;
    this.need(sheet).view = view;
  }

  async setPageSetup(sheet: string, setup: PageSetup): Promise<void> {
    this.writes++;
    this.need(sheet).page = setup;
  }

  async defineTable(sheet: string, range: string, name: string): Promise<void> {
    this.writes++;
    this.need(sheet).tables.push({ range, name });
  }

  async flush(): Promise<void> {
    // nothing queued
  }
}

function colName(col: number): string {
  let n = col + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

function blank(name: string): MemorySheet {
  return { name, values: [], formats: new Map(), validations: [], widths: [], view: {}, page: null, tables: [] };
}
