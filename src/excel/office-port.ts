/// <reference types="office-js" />
import { LIST_VALIDATION_CHARS } from '../workbook/players';
import { address, parseAddress, rangeAddress, type CellValue, type SheetValues } from '../workbook/cells';
import type { CellFormat, PageSetup, SheetView, WorkbookPort } from '../workbook/port';
import { bounds, clip, errorWords, excelInput, grid, jsonBytes, trimmed } from './office-values';
import { readJournal, renderJournal, type CellChange, type JournalEntry } from './journal';
import {
  ConfirmationNeeded,
  confirmationOf,
  fingerprint,
  isGeneratedSheet,
  isReportSheet,
  JOURNAL_SHEET,
  sameCell,
  type Overwrite,
} from './overwrites';

/**
 * The workbook port on Office.js (design.md §3).
 *
 * Reading: `open` reads the sheet list and each sheet's used-range address and tables (report sheets are
 * skipped, no command reads them), then the values in row bands, as many bands per sync as keep the
 * response under READ_BUDGET bytes (Excel on the web refuses responses over 5 MB). Reads after that come
 * from this mirror, which also follows the command's own pending writes.
 *
 * Writing: writes are recorded, not sent. `commit` checks them against what the arbiter typed
 * (overwrites.ts), then sends them in phases, each in its own Excel.run:
 *  - `before`: sheet deletions a command needs first (undo last round), outside any undo group;
 *  - `data`: new sheets, values, text formats and the undo journal, one undo group on ExcelApi 1.20
 *    (only undo-supported calls: Microsoft Learn, "Undo capabilities with the Excel JavaScript API");
 *    if Excel refuses any call, what was written is put back (rollback) and nothing stays half written;
 *  - `layout`: fonts, fills, borders, widths, views, page setup, tables, drop-downs (a failure is a warning);
 *  - `after`: sheet positions, hiding the journal, removing an empty Sheet1 (undo-unsupported on Windows and
 *    Mac, so outside the group; a failure is a warning).
 * Every phase is split into syncs by the serialized size of its calls (WRITE_BUDGET).
 * A sheet the command clears and writes again (reports, the Log) gets only the rows that changed.
 *
 * Writes are ranges only: a table is made once over a written range, never grown by inserting rows (table
 * row inserts collide under co-authoring).
 */
export type RequirementCheck = (set: string, version: string) => boolean;

export type Phase = 'before' | 'data' | 'layout' | 'after';

type Op = {
  readonly phase: Phase;
  readonly weight: number;
  readonly apply: (ctx: Excel.RequestContext) => void;
  /** The sheet the call writes to (its writes go when the sheet is deleted); `deletes`: the sheet it deletes. */
  readonly sheet?: string;
  readonly deletes?: string;
};

/** Runs a batch in a fresh Excel.run (grouped: one undo step on ExcelApi 1.20). */
export type Runner = (grouped: boolean, batch: (ctx: Excel.RequestContext) => Promise<void>) => Promise<void>;

/** The data phase failed: what it wrote was put back (or, if even that failed, `restored` says so). */
export class WriteFailed extends Error {
  constructor(
    readonly cause: unknown,
    readonly restored: boolean,
  ) {
    super('write failed');
    this.name = 'WriteFailed';
  }
}

interface MirrorSheet {
  name: string;
  /** Values from A1 (null = blank); null while not loaded (report sheets). */
  values: SheetValues | null;
  /** Values when the command started, for sheets that existed then and were loaded. */
  readonly original: SheetValues | null;
  readonly existedAtOpen: boolean;
  tables: string[];
  /** Blocks formatted as text ('@') by this command: strings go there as typed. */
  textAreas: { top: number; left: number; bottom: number; right: number }[];
  /** Cleared by this command while its values were loaded: only changed rows are written at commit. */
  diff: boolean;
  /** Written (values) by this command. */
  touched: boolean;
}

/**
 * Excel on the web refuses requests and responses over 5 MB (Microsoft Learn, "Resource limits and
 * performance optimization for Office Add-ins"). The estimates below are upper bounds of the serialized size
 * (checked by the audit through Microsoft's client), kept well under the limit.
 */
const WRITE_BUDGET = 1_500_000;
const READ_BUDGET = 1_500_000;
/** Rows of a sheet read in the first band, before its size per row is known. */
const FIRST_BAND_ROWS = 500;
/** Serialized cost of one call (object paths and action) beside its arguments. */
const CALL_BYTES = 260;
/** Excel's limits for a page header section and for page breaks ("Excel specifications and limits"). */
const HEADER_MAX = 255;
const PAGE_BREAKS_MAX = 1026;

// Office.js enums are strings at run time, and the typings accept the string forms
const ALIGN = { left: 'Left', center: 'Center', right: 'Right' } as const;
const BORDER_EDGES = ['EdgeTop', 'EdgeBottom', 'EdgeLeft', 'EdgeRight'] as const;

export interface OfficePortOptions {
  readonly supports: RequirementCheck;
  /** Token of a confirmation the arbiter accepted (overwrites.ts): exactly those overwrites may happen. */
  readonly allow?: string;
  /** Fresh Excel.runs for the write phases; without it every phase goes through the opening context. */
  readonly runner?: Runner;
}

interface Band {
  readonly sheet: MirrorSheet;
  readonly top: number;
  readonly rows: number;
  readonly left: number;
  readonly cols: number;
}

export class OfficeWorkbookPort implements WorkbookPort {
  private sheets: MirrorSheet[] = [];
  /** Sheets deleted by this command (kept for the overwrite check). */
  private deleted: MirrorSheet[] = [];
  private ops: Op[] = [];
  private journal = new Map<number, JournalEntry>();
  private journalRound: { round: number; merge: boolean } | null = null;
  private journalChanged = false;
  private held = false;
  private permittedCells = new Set<string>();
  private permittedDeletions = new Map<string, string>();
  /** Syncs this port made, over all its runs (for the pane's diagnostics). */
  syncs = 0;
  /** Layout that Excel refused after the data was written: the command is done, with these warnings. */
  readonly warnings: string[] = [];

  private constructor(
    private readonly ctx: Excel.RequestContext,
    private readonly options: OfficePortOptions,
  ) {}

  /** Open the workbook of `ctx`: the sheet list and used ranges, then the values in bands. */
  static async open(ctx: Excel.RequestContext, options: OfficePortOptions): Promise<OfficeWorkbookPort> {
    const port = new OfficeWorkbookPort(ctx, options);
    await port.load();
    return port;
  }

  private async sync(ctx: Excel.RequestContext = this.ctx): Promise<void> {
    this.syncs++;
    await ctx.sync();
  }

  /** `getUsedRange(true)` (values only) is ExcelApi 1.2; on 1.1 the used range includes formatted cells. */
  private usedRange(ws: Excel.Worksheet): Excel.Range {
    return this.options.supports('ExcelApi', '1.2') ? ws.getUsedRange(true) : ws.getUsedRange();
  }

  private async load(): Promise<void> {
    const worksheets = this.ctx.workbook.worksheets;
    worksheets.load('items/name');
    await this.sync();
    const loads = worksheets.items.map((ws) => {
      const name = ws.name;
      const used = isReportSheet(name) ? null : this.usedRange(ws).load('address');
      const tables = ws.tables.load('items/name');
      return { name, used, tables };
    });
    await this.sync();
    this.sheets = loads.map(({ name, tables }) => ({
      name,
      values: null,
      original: null,
      existedAtOpen: true,
      tables: tables.items.map((t) => t.name),
      textAreas: [],
      diff: false,
      touched: false,
    }));
    const wanted = loads.filter((l) => l.used).map((l) => ({ sheet: this.find(l.name)!, address: l.used!.address }));
    await this.readBands(wanted);
    const journal = this.find(JOURNAL_SHEET);
    if (journal?.values) this.journal = readJournal(journal.values);
  }

  /** Values of these used ranges, in row bands, several per sync while the answer stays under READ_BUDGET. */
  private async readBands(wanted: readonly { sheet: MirrorSheet; address: string }[]): Promise<void> {
    const queue: Band[] = [];
    const blocks = new Map<
      MirrorSheet,
      { top: number; left: number; rows: (CellValue[] | undefined)[]; bottom: number }
    >();
    const perRow = new Map<MirrorSheet, number>();
    for (const { sheet, address: at } of wanted) {
      const b = bounds(at.slice(at.lastIndexOf('!') + 1));
      blocks.set(sheet, { top: b.top, left: b.left, bottom: b.bottom, rows: [] });
      queue.push({ sheet, top: b.top, rows: b.bottom - b.top + 1, left: b.left, cols: b.right - b.left + 1 });
    }
    while (queue.length) {
      let budget = READ_BUDGET;
      const batch: { band: Band; range: Excel.Range }[] = [];
      while (queue.length) {
        const next = queue[0]!;
        const rowBytes = perRow.get(next.sheet);
        const fit =
          rowBytes === undefined ? Math.min(next.rows, FIRST_BAND_ROWS) : Math.max(1, Math.floor(budget / rowBytes));
        const rows = Math.min(next.rows, fit);
        const cost = rows * (rowBytes ?? next.cols * 64);
        if (batch.length && cost > budget) break;
        queue.shift();
        const band = { ...next, rows };
        if (rows < next.rows) queue.unshift({ ...next, top: next.top + rows, rows: next.rows - rows });
        const range = this.sheetProxy(this.ctx, next.sheet.name)
          .getRange(rangeAddress(band.top, band.left, band.rows, band.cols))
          .load('values');
        batch.push({ band, range });
        budget -= cost;
        if (budget <= 0) break;
      }
      await this.sync();
      for (const { band, range } of batch) {
        const block = blocks.get(band.sheet)!;
        range.values.forEach((line, i) => {
          block.rows[band.top - block.top + i] = line.map((v) =>
            v === '' || v === undefined ? null : (v as CellValue),
          );
        });
        perRow.set(
          band.sheet,
          Math.max(perRow.get(band.sheet) ?? 0, Math.ceil(jsonBytes(range.values) / band.rows) + 8),
        );
      }
    }
    for (const [sheet, block] of blocks) {
      const out: SheetValues = Array.from({ length: block.top }, () => []);
      for (const line of block.rows) out.push([...Array.from({ length: block.left }, () => null), ...(line ?? [])]);
      sheet.values = trimmed(out);
      (sheet as { original: SheetValues | null }).original = sheet.values.map((r) => [...r]);
    }
  }

  private find(name: string): MirrorSheet | undefined {
    const key = name.toLowerCase();
    return this.sheets.find((s) => s.name.toLowerCase() === key);
  }

  private need(name: string): MirrorSheet {
    const s = this.find(name);
    if (!s) throw new Error(`internal: no sheet ${name}`);
    return s;
  }

  private queue(phase: Phase, weight: number, apply: (ctx: Excel.RequestContext) => void, sheet?: string): void {
    this.ops.push({ phase, weight, apply, ...(sheet ? { sheet } : {}) });
  }

  private sheetProxy(ctx: Excel.RequestContext, name: string): Excel.Worksheet {
    return ctx.workbook.worksheets.getItem(name);
  }

  /** Operations recorded and not yet sent. */
  get pendingOperations(): number {
    return this.ops.length;
  }

  async listSheets(): Promise<string[]> {
    return this.sheets.filter((s) => s.name !== JOURNAL_SHEET).map((s) => s.name);
  }

  async readSheet(name: string): Promise<SheetValues> {
    const s = this.find(name);
    if (!s) return [];
    if (s.values === null) {
      // the writes wait in `ops` until commit, none of them in the context yet: a sheet they do not touch reads as
      // it was at open (a report sheet not loaded then, read by the FIDE-mode mark after another report's writes)
      const key = s.name.toLowerCase();
      const touches = (op: Op) => (op.sheet ?? op.deletes)?.toLowerCase() ?? key;
      if (this.ops.some((op) => touches(op) === key))
        throw new Error(`internal: sheet "${name}" read after writes to it without being loaded`);
      const used = this.usedRange(this.sheetProxy(this.ctx, s.name)).load('address');
      await this.sync();
      await this.readBands([{ sheet: s, address: used.address }]);
    }
    return trimmed(s.values ?? []);
  }

  async ensureSheet(name: string, options?: { before?: string }): Promise<void> {
    if (this.find(name)) return;
    // deleted and made again in one command (re-pairing a round): cleared instead, so no deletion is needed
    const gone = this.deleted.find((d) => d.name.toLowerCase() === name.toLowerCase());
    if (gone) {
      this.deleted.splice(this.deleted.indexOf(gone), 1);
      this.ops = this.ops.filter((op) => op.deletes !== gone.name);
      const revived: MirrorSheet = {
        ...gone,
        values: gone.original ? gone.original.map((r) => [...r]) : null,
        tables: [...gone.tables],
        textAreas: [],
        diff: false,
        touched: false,
      };
      this.sheets.push(revived);
      await this.clearSheet(revived.name);
      return;
    }
    const before = options?.before ? this.sheets.findIndex((s) => s.name === options.before) : -1;
    const sheet: MirrorSheet = {
      name,
      values: [],
      original: null,
      existedAtOpen: false,
      tables: [],
      textAreas: [],
      diff: false,
      touched: true,
    };
    if (before >= 0) this.sheets.splice(before, 0, sheet);
    else this.sheets.push(sheet);
    this.queue(
      'data',
      CALL_BYTES + jsonBytes(name),
      (ctx) => {
        ctx.workbook.worksheets.add(name);
      },
      name,
    );
    // Worksheet.position has no undo support on Windows and Mac: set after the data, outside the undo group
    if (before >= 0) {
      const position = before;
      this.queue(
        'after',
        CALL_BYTES,
        (ctx) => {
          this.sheetProxy(ctx, name).position = position;
        },
        name,
      );
    }
  }

  async deleteSheet(name: string): Promise<void> {
    const s = this.find(name);
    if (!s) return;
    this.sheets.splice(this.sheets.indexOf(s), 1);
    if (s.existedAtOpen) this.deleted.push(s);
    // Worksheet.delete has no undo support anywhere: never in the undo group. An empty sheet (Sheet1 of a new
    // workbook) goes after the data (a workbook keeps one visible sheet); a sheet with content goes first
    const empty = s.existedAtOpen && s.original !== null && s.original.length === 0;
    // a workbook keeps one visible sheet: the last sheet that was there goes after the new ones are made
    const last = !this.sheets.some((x) => x.existedAtOpen && x.name !== JOURNAL_SHEET);
    // writes queued for the sheet would fail once it is gone
    this.ops = this.ops.filter((op) => op.sheet?.toLowerCase() !== s.name.toLowerCase() || op.phase === 'before');
    if (!s.existedAtOpen) return; // made by this command: never sent
    this.ops.push({
      phase: empty || last ? 'after' : 'before',
      weight: CALL_BYTES,
      deletes: s.name,
      apply: (ctx) => this.sheetProxy(ctx, s.name).delete(),
    });
  }

  async clearSheet(name: string): Promise<void> {
    const s = this.need(name);
    const tables = s.tables;
    const diff = s.existedAtOpen && s.original !== null;
    s.values = [];
    s.tables = [];
    s.textAreas = [];
    s.diff = diff;
    s.touched = true;
    const { supports } = this.options;
    this.queue(
      'data',
      CALL_BYTES * (2 + tables.length),
      (ctx) => {
        const ws = this.sheetProxy(ctx, s.name);
        for (const t of tables) ws.tables.getItem(t).delete();
        const all = ws.getRange();
        // a sheet written again keeps its values where they do not change (the Log grows by a round, not rewritten)
        all.clear(diff ? 'Formats' : 'All');
        if (supports('ExcelApi', '1.8')) all.dataValidation.clear();
      },
      s.name,
    );
    this.queue(
      'layout',
      CALL_BYTES * 2,
      (ctx) => {
        const ws = this.sheetProxy(ctx, s.name);
        if (supports('ExcelApi', '1.7')) ws.freezePanes.unfreeze();
        if (supports('ExcelApi', '1.9')) ws.horizontalPageBreaks.removePageBreaks();
      },
      s.name,
    );
  }

  private textAt(s: MirrorSheet, r: number, c: number): boolean {
    return s.textAreas.some((a) => r >= a.top && r <= a.bottom && c >= a.left && c <= a.right);
  }

  /** Queue a block of values, split into pieces of at most WRITE_BUDGET / 2 serialized bytes. */
  private queueValues(phase: Phase, s: MirrorSheet, row: number, col: number, block: SheetValues): void {
    const width = Math.max(1, ...block.map((r) => r.length));
    const input = block.map((line, i) =>
      Array.from({ length: width }, (_, j) => excelInput(line[j] ?? null, this.textAt(s, row + i, col + j))),
    );
    let start = 0;
    while (start < input.length) {
      let end = start;
      let weight = CALL_BYTES;
      while (end < input.length && (end === start || weight + jsonBytes(input[end]) + 1 <= WRITE_BUDGET / 2)) {
        weight += jsonBytes(input[end]) + 1;
        end++;
      }
      const piece = input.slice(start, end);
      const where = rangeAddress(row + start, col, piece.length, width);
      const name = s.name;
      this.queue(
        phase,
        weight,
        (ctx) => {
          this.sheetProxy(ctx, name).getRange(where).values = piece;
        },
        name,
      );
      start = end;
    }
  }

  async writeValues(sheet: string, topLeft: string, values: SheetValues): Promise<void> {
    const s = this.need(sheet);
    const { row, col } = parseAddress(topLeft);
    const width = Math.max(1, ...values.map((r) => r.length));
    if (values.length === 0) return;
    const block = values.map((r) => Array.from({ length: width }, (_, j) => (r[j] === undefined ? null : r[j]!)));
    const mirror = (s.values ??= []);
    block.forEach((line, i) => {
      const target = (mirror[row + i] ??= []);
      while (target.length < col) target.push(null);
      line.forEach((v, j) => {
        target[col + j] = v;
      });
    });
    for (let r = 0; r < mirror.length; r++) mirror[r] ??= [];
    s.touched = true;
    if (s.diff) return; // written at commit: the rows that differ from what the sheet had
    this.queueValues('data', s, row, col, block);
  }

  /** The rows of a cleared-and-rewritten sheet that differ from what it had, and blanks for rows it no longer has. */
  private queueDiff(s: MirrorSheet): void {
    const now = trimmed(s.values ?? []);
    const before = s.original ?? [];
    const width = (r: CellValue[] | undefined) => r?.length ?? 0;
    const same = (a: CellValue[] | undefined, b: CellValue[] | undefined) => {
      const n = Math.max(width(a), width(b));
      for (let c = 0; c < n; c++) if (!sameCell(a?.[c] ?? null, b?.[c] ?? null)) return false;
      return true;
    };
    let r = 0;
    while (r < now.length) {
      if (same(now[r], before[r])) {
        r++;
        continue;
      }
      let end = r;
      while (end < now.length && !same(now[end], before[end])) end++;
      const cols = Math.max(1, ...now.slice(r, end).map(width), ...before.slice(r, end).map(width));
      const block = now.slice(r, end).map((line) => Array.from({ length: cols }, (_, c) => line[c] ?? null));
      this.queueValues('data', s, r, 0, block);
      r = end;
    }
    if (before.length > now.length) {
      const cols = Math.max(1, ...before.slice(now.length).map(width));
      const where = rangeAddress(now.length, 0, before.length - now.length, cols);
      this.queue(
        'data',
        CALL_BYTES,
        (ctx) => {
          this.sheetProxy(ctx, s.name).getRange(where).clear('Contents');
        },
        s.name,
      );
    }
  }

  async formatRange(sheet: string, range: string, format: CellFormat): Promise<void> {
    const s = this.need(sheet);
    const b = bounds(range);
    const rows = b.bottom - b.top + 1;
    const cols = b.right - b.left + 1;
    if (format.numberFormat !== undefined) {
      // a number format decides how the values are read: it goes with the data, before them
      if (format.numberFormat === '@') s.textAreas.push(b);
      const grid1 = grid(rows, cols, format.numberFormat);
      this.queue(
        'data',
        CALL_BYTES + jsonBytes(grid1),
        (ctx) => {
          this.sheetProxy(ctx, s.name).getRange(range).numberFormat = grid1;
        },
        s.name,
      );
    }
    let calls = 1;
    for (const k of ['bold', 'italic', 'fontSize', 'align', 'fill'] as const) if (format[k] !== undefined) calls += 2;
    if (format.wrap !== undefined) calls += 3;
    if (format.border) calls += 12;
    if (calls === 1) return;
    this.queue(
      'layout',
      CALL_BYTES * calls,
      (ctx) => {
        const r = this.sheetProxy(ctx, s.name).getRange(range);
        if (format.bold !== undefined) r.format.font.bold = format.bold;
        if (format.italic !== undefined) r.format.font.italic = format.italic;
        if (format.fontSize !== undefined) r.format.font.size = format.fontSize;
        if (format.align !== undefined) r.format.horizontalAlignment = ALIGN[format.align];
        if (format.wrap !== undefined) {
          r.format.wrapText = format.wrap;
          if (format.wrap) r.format.verticalAlignment = 'Top';
        }
        if (format.fill !== undefined) r.format.fill.color = `#${format.fill}`;
        if (format.border) {
          // inside edges only where the range has them
          const edges: ('EdgeTop' | 'EdgeBottom' | 'EdgeLeft' | 'EdgeRight' | 'InsideVertical' | 'InsideHorizontal')[] =
            [...BORDER_EDGES];
          if (cols > 1) edges.push('InsideVertical');
          if (rows > 1) edges.push('InsideHorizontal');
          for (const edge of edges) {
            const border = r.format.borders.getItem(edge);
            border.style = 'Continuous';
            border.color = '#808080';
          }
        }
      },
      s.name,
    );
  }

  async addListValidation(
    sheet: string,
    range: string,
    choices: readonly string[],
    options?: { strict?: boolean },
  ): Promise<void> {
    // data validation is ExcelApi 1.8; older hosts get the values without the drop-down (the reader checks them)
    if (!this.options.supports('ExcelApi', '1.8')) return;
    const s = this.need(sheet);
    // a list literal is comma-separated and at most 255 characters long
    const usable = choices.filter((c) => !c.includes(','));
    const source = usable.join(',');
    if (usable.length === 0 || source.length > LIST_VALIDATION_CHARS) return;
    const strict = options?.strict ?? true;
    this.queue(
      'layout',
      CALL_BYTES * 4 + 2 * jsonBytes(source),
      (ctx) => {
        const r = this.sheetProxy(ctx, s.name).getRange(range);
        r.dataValidation.clear();
        r.dataValidation.rule = { list: { inCellDropDown: true, source } };
        r.dataValidation.errorAlert = { showAlert: strict, style: 'Stop', title: 'Arbiter Sheet', message: source };
      },
      s.name,
    );
  }

  async setColumnWidths(sheet: string, widths: readonly number[]): Promise<void> {
    if (!this.options.supports('ExcelApi', '1.2')) return; // format.columnWidth is ExcelApi 1.2
    const s = this.need(sheet);
    // widths are in characters (as in the file format); Excel.js wants points: (7 px per character + 5 px) * 0.75
    const points = widths.map((w) => Math.round((w * 7 + 5) * 0.75 * 100) / 100);
    this.queue(
      'layout',
      CALL_BYTES * 3 * points.length,
      (ctx) => {
        const ws = this.sheetProxy(ctx, s.name);
        points.forEach((p, c) => {
          ws.getRange(address(0, c)).format.columnWidth = p;
        });
      },
      s.name,
    );
  }

  async setView(sheet: string, view: SheetView): Promise<void> {
    const s = this.need(sheet);
    const { supports } = this.options;
    const rows = view.frozenRows ?? 0;
    const cols = view.frozenColumns ?? 0;
    const extent =
      s.values && s.values.length
        ? rangeAddress(0, 0, s.values.length, Math.max(1, ...s.values.map((r) => r.length)))
        : null;
    this.queue(
      'layout',
      CALL_BYTES * 4,
      (ctx) => {
        const ws = this.sheetProxy(ctx, s.name);
        if (supports('ExcelApi', '1.7')) {
          if (rows && cols) ws.freezePanes.freezeAt(ws.getRange(rangeAddress(0, 0, rows, cols)));
          else if (rows) ws.freezePanes.freezeRows(rows);
          else if (cols) ws.freezePanes.freezeColumns(cols);
          else ws.freezePanes.unfreeze();
        }
        // Office.js cannot flip a sheet right to left; Persian text at least reads right to left in its cells
        if (view.rightToLeft && extent && supports('ExcelApi', '1.9')) {
          ws.getRange(extent).format.readingOrder = 'RightToLeft';
        }
      },
      s.name,
    );
  }

  async setPageSetup(sheet: string, setup: PageSetup): Promise<void> {
    if (!this.options.supports('ExcelApi', '1.9')) return; // page layout is ExcelApi 1.9
    const s = this.need(sheet);
    // Excel holds at most 1,026 page breaks and 255 characters per header section; beyond that it refuses
    const breaks = (setup.rowBreaks ?? []).slice(0, PAGE_BREAKS_MAX);
    if ((setup.rowBreaks?.length ?? 0) > PAGE_BREAKS_MAX)
      this.warnings.push(`${s.name}: only the first ${PAGE_BREAKS_MAX} page breaks are set (Excel's limit)`);
    const header = setup.header ? clip(setup.header.replace(/&/g, '&&'), HEADER_MAX) : undefined;
    this.queue(
      'layout',
      CALL_BYTES * 12 + jsonBytes(setup.header ?? ''),
      (ctx) => {
        const ws = this.sheetProxy(ctx, s.name);
        const page = ws.pageLayout;
        page.orientation = setup.orientation === 'landscape' ? 'Landscape' : 'Portrait';
        page.paperSize = 'A4';
        page.centerHorizontally = true;
        // one page wide; the height is left to Excel (a zoom without verticalFitToPages)
        if (setup.fitToWidth) page.zoom = { horizontalFitToPages: 1 };
        if (setup.printTitleRows) page.setPrintTitleRows(`$${setup.printTitleRows[0]}:$${setup.printTitleRows[1]}`);
        if (setup.printArea) page.setPrintArea(setup.printArea);
        if (header) page.headersFooters.defaultForAllPages.centerHeader = header;
        page.headersFooters.defaultForAllPages.centerFooter = '&P / &N';
      },
      s.name,
    );
    for (let i = 0; i < breaks.length; i += 200) {
      const some = breaks.slice(i, i + 200);
      this.queue(
        'layout',
        CALL_BYTES * 2 * some.length,
        (ctx) => {
          const ws = this.sheetProxy(ctx, s.name);
          for (const r of some) ws.horizontalPageBreaks.add(`A${r + 1}`);
        },
        s.name,
      );
    }
  }

  async defineTable(sheet: string, range: string, name: string): Promise<void> {
    const s = this.need(sheet);
    const taken = new Set(this.sheets.flatMap((x) => x.tables.map((t) => t.toLowerCase())));
    // table names: a letter or _ first, then letters, digits, _ or . (no spaces), unique in the workbook
    const base = /^[\p{L}_][\p{L}\p{N}_.]*$/u.test(name) ? name : `Table_${name.replace(/[^\p{L}\p{N}_.]/gu, '_')}`;
    let unique = base;
    for (let i = 2; taken.has(unique.toLowerCase()); i++) unique = `${base}${i}`;
    s.tables.push(unique);
    this.queue(
      'layout',
      CALL_BYTES * 3,
      (ctx) => {
        const table = this.sheetProxy(ctx, s.name).tables.add(range, true);
        table.name = unique;
      },
      s.name,
    );
  }

  /** Let this command overwrite one cell without asking (undo putting back what a pairing wrote). */
  permitOverwrite(sheet: string, cell: string): void {
    this.permittedCells.add(`${sheet}!${cell}`);
  }

  /** Let this command delete a sheet without asking while its content has this fingerprint. */
  permitDeletion(sheet: string, print: string): void {
    this.permittedDeletions.set(sheet, print);
  }

  /** Values of a sheet as the command will leave them (null: unknown, i.e. a report sheet not loaded). */
  valuesNow(sheet: string): SheetValues | null {
    return this.find(sheet)?.values ?? null;
  }

  journalEntry(round: number): JournalEntry | undefined {
    return this.journal.get(round);
  }

  /**
   * At the next commit, record the command's changes as the undo journal of `round` (later rounds' entries
   * go). With `merge` (re-pairing a round), what the earlier pairing of that round changed is kept.
   */
  recordJournal(round: number, options: { merge?: boolean } = {}): void {
    this.journalRound = { round, merge: !!options.merge };
  }

  /**
   * Hold the writes of the shared commands (their `flush`) until `commit`: the add-in adds its own writes
   * (undo journal, restored cells) and sends everything in one sync.
   */
  hold(): void {
    this.held = true;
  }

  dropJournal(round: number): void {
    if (this.journal.delete(round)) this.journalChanged = true;
  }

  /** Cells of arbiter-owned sheets the pending writes would overwrite, and which sheets would vanish. */
  overwrites(): { list: Overwrite[]; deletedSheets: Set<string> } {
    const list: Overwrite[] = [];
    const deletedSheets = new Set<string>();
    const atOpen = [...this.sheets.filter((s) => s.existedAtOpen), ...this.deleted];
    for (const s of atOpen) {
      if (!s.original || isGeneratedSheet(s.name)) continue;
      // a deleted sheet may have been made again under its name (cleared and rewritten)
      const successor = this.deleted.includes(s) ? this.find(s.name) : s;
      if (!successor) {
        const print = this.permittedDeletions.get(s.name);
        if (print !== undefined && print === fingerprint(s.original)) continue;
      }
      const final = successor?.values ?? [];
      let count = 0;
      s.original.forEach((line, r) =>
        line.forEach((before, c) => {
          if (sameCell(before, null)) return;
          const after = final[r]?.[c] ?? null;
          if (sameCell(before, after) || this.permittedCells.has(`${s.name}!${address(r, c)}`)) return;
          list.push({
            sheet: s.name,
            cell: address(r, c),
            before: String(before),
            after: after === null ? '' : String(after),
          });
          count++;
        }),
      );
      if (!successor && count) deletedSheets.add(s.name);
    }
    return { list, deletedSheets };
  }

  /** Changes outside the sheets created by this command, for the undo journal. */
  private changes(): JournalEntry {
    const changes: CellChange[] = [];
    const created: { sheet: string; fingerprint: string }[] = [];
    for (const s of this.sheets) {
      if (s.name === JOURNAL_SHEET) continue;
      if (!s.existedAtOpen) {
        created.push({ sheet: s.name, fingerprint: fingerprint(s.values ?? []) });
        continue;
      }
      if (!s.original || isGeneratedSheet(s.name)) continue;
      const now = s.values ?? [];
      const rows = Math.max(now.length, s.original.length);
      for (let r = 0; r < rows; r++) {
        const cols = Math.max(now[r]?.length ?? 0, s.original[r]?.length ?? 0);
        for (let c = 0; c < cols; c++) {
          const before = s.original[r]?.[c] ?? null;
          const after = now[r]?.[c] ?? null;
          if (!sameCell(before, after)) changes.push({ sheet: s.name, cell: address(r, c), before, after });
        }
      }
    }
    const deleted = this.deleted
      .filter((s) => s.original && !isGeneratedSheet(s.name) && !this.find(s.name))
      .map((s) => ({ sheet: s.name, values: s.original! }));
    return { round: this.journalRound!.round, changes, created, deleted };
  }

  private merged(entry: JournalEntry): JournalEntry {
    const old = this.journal.get(entry.round);
    if (!old) return entry;
    const key = (c: { sheet: string; cell: string }) => `${c.sheet}!${c.cell}`;
    const earlier = new Map(old.changes.map((c) => [key(c), c] as const));
    const changes = entry.changes.map((c) => {
      const first = earlier.get(key(c));
      return first ? { ...c, before: first.before } : c;
    });
    const seen = new Set(changes.map(key));
    for (const c of old.changes) if (!seen.has(key(c))) changes.push(c);
    const created = [...entry.created];
    for (const c of old.created) if (!created.some((x) => x.sheet === c.sheet)) created.push(c);
    const deleted = [...old.deleted, ...entry.deleted.filter((d) => !old.deleted.some((x) => x.sheet === d.sheet))];
    return { round: entry.round, changes, created, deleted };
  }

  private async writeJournal(): Promise<void> {
    const values = renderJournal(this.journal);
    const existing = this.find(JOURNAL_SHEET);
    if (!existing) {
      await this.ensureSheet(JOURNAL_SHEET);
      // Worksheet.visibility is ExcelApi 1.2 and has no undo support on Windows and Mac: after the data, ungrouped
      if (this.options.supports('ExcelApi', '1.2')) {
        this.queue(
          'after',
          CALL_BYTES,
          (ctx) => {
            this.sheetProxy(ctx, JOURNAL_SHEET).visibility = 'VeryHidden';
          },
          JOURNAL_SHEET,
        );
      }
    }
    // overwrite in place (a hidden sheet takes values, not view changes); rows left from a longer journal are blanked
    const previous = existing?.values?.length ?? 0;
    while (values.length < previous) values.push([null, null, null]);
    await this.formatRange(JOURNAL_SHEET, rangeAddress(0, 2, values.length, 1), { numberFormat: '@' });
    await this.writeValues(JOURNAL_SHEET, 'A1', values);
  }

  /** The shared commands' end: sends the writes, unless `hold` keeps them for `commit`. */
  async flush(): Promise<void> {
    if (!this.held) await this.commit();
  }

  /** Send ops in syncs of at most WRITE_BUDGET estimated bytes. */
  private async send(ctx: Excel.RequestContext, ops: readonly Op[]): Promise<void> {
    let weight = 0;
    for (const op of ops) {
      if (weight > 0 && weight + op.weight > WRITE_BUDGET) {
        await this.sync(ctx);
        weight = 0;
      }
      op.apply(ctx);
      weight += op.weight;
    }
    if (ops.length) await this.sync(ctx);
  }

  /** A phase in its own Excel.run (grouped: one undo step on ExcelApi 1.20), or in the opening context without a runner. */
  private async runPhase(ops: readonly Op[], grouped: boolean): Promise<void> {
    if (!ops.length) return;
    const runner = this.options.runner;
    if (runner) await runner(grouped && this.options.supports('ExcelApi', '1.20'), (ctx) => this.send(ctx, ops));
    else await this.send(this.ctx, ops);
  }

  /**
   * Put back what the data phase may have written: each sheet that existed gets its values of the start
   * again (over the area it has now), sheets the command made go, sheets it deleted come back.
   */
  private rollbackOps(
    atOpen: readonly MirrorSheet[],
    deletedFirst: readonly MirrorSheet[],
    present: (name: string) => boolean,
  ): Op[] {
    const saved = this.ops;
    this.ops = [];
    for (const s of deletedFirst) {
      if (!s.original) continue;
      const name = s.name;
      this.queue('data', CALL_BYTES, (ctx) => {
        ctx.workbook.worksheets.add(name);
      });
      if (s.original.length) this.queueValues('data', { ...s, textAreas: [] }, 0, 0, s.original);
    }
    for (const s of atOpen) {
      if (!s.touched || !s.original) continue;
      const now = s.values ?? [];
      const rows = Math.max(now.length, s.original.length);
      const cols = Math.max(1, ...now.map((r) => r.length), ...s.original.map((r) => r.length));
      if (rows === 0) continue;
      const block = Array.from({ length: rows }, (_, r) =>
        Array.from({ length: cols }, (_, c) => s.original![r]?.[c] ?? null),
      );
      // text that Excel would take for a formula goes back quoted, as when it was typed
      this.queueValues('data', { ...s, textAreas: [] }, 0, 0, block);
    }
    const made = this.sheets.filter((s) => !s.existedAtOpen && present(s.name)).map((s) => s.name);
    for (const name of made)
      this.queue('data', CALL_BYTES, (ctx) => {
        ctx.workbook.worksheets.getItem(name).delete();
      });
    const ops = this.ops;
    this.ops = saved;
    return ops;
  }

  /** Check the overwrites, add the journal, send the writes phase by phase (see the class comment). */
  async commit(): Promise<void> {
    const { list, deletedSheets } = this.overwrites();
    if (list.length) {
      const confirmation = confirmationOf(list, deletedSheets);
      if (confirmation.token !== this.options.allow) throw new ConfirmationNeeded(confirmation);
    }
    if (this.journalRound !== null) {
      const fresh = this.changes();
      const entry = this.journalRound.merge ? this.merged(fresh) : fresh;
      for (const round of [...this.journal.keys()]) if (round >= entry.round) this.journal.delete(round);
      this.journal.set(entry.round, entry);
      this.journalChanged = true;
      this.journalRound = null;
    }
    if (this.journalChanged && this.ops.length) await this.writeJournal();
    this.journalChanged = false;
    for (const s of this.sheets) if (s.diff) this.queueDiff(s);
    const ops = this.ops;
    this.ops = [];
    const of = (phase: Phase) => ops.filter((op) => op.phase === phase);
    const atOpen = this.sheets.filter((s) => s.existedAtOpen);
    const deletedFirst = this.deleted.filter((s) => ops.some((op) => op.phase === 'before' && op.deletes === s.name));
    try {
      // deletions first, outside any undo group (Worksheet.delete has no undo support)
      await this.runPhase(of('before'), false);
    } catch (err) {
      throw new WriteFailed(err, true);
    }
    try {
      await this.runPhase(of('data'), true);
    } catch (err) {
      await this.rollback(err, atOpen, deletedFirst);
    }
    for (const phase of ['layout', 'after'] as const) {
      try {
        await this.runPhase(of(phase), phase === 'layout');
      } catch (err) {
        this.warnings.push(
          phase === 'layout' ? `layout: ${errorWords(err)}` : `sheet order or visibility: ${errorWords(err)}`,
        );
      }
    }
    // what is now in the workbook is the new starting point of any further writes in this run
    this.sheets = this.sheets.map((s) => ({
      ...s,
      original: s.values ? s.values.map((r) => [...r]) : null,
      existedAtOpen: true,
      diff: false,
      touched: false,
    }));
    this.deleted = [];
    this.permittedCells.clear();
    this.permittedDeletions.clear();
  }

  private async rollback(
    err: unknown,
    atOpen: readonly MirrorSheet[],
    deletedFirst: readonly MirrorSheet[],
  ): Promise<never> {
    let restored = true;
    const batch = async (ctx: Excel.RequestContext) => {
      // only sheets that are there now: a failed call may have stopped before a sheet was made
      const sheets = ctx.workbook.worksheets.load('items/name');
      await this.sync(ctx);
      const present = new Set(sheets.items.map((w) => w.name.toLowerCase()));
      const ops = this.rollbackOps(
        atOpen.filter((s) => present.has(s.name.toLowerCase())),
        deletedFirst.filter((s) => !present.has(s.name.toLowerCase())),
        (name) => present.has(name.toLowerCase()),
      );
      await this.send(ctx, ops);
    };
    try {
      if (this.options.runner) await this.options.runner(false, batch);
      else await batch(this.ctx);
    } catch {
      restored = false;
    }
    throw new WriteFailed(err, restored);
  }
}
