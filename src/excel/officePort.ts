/// <reference types="office-js" />
import { address, parseAddress, rangeAddress, type CellValue, type SheetValues } from '../workbook/cells';
import type { CellFormat, PageSetup, SheetView, WorkbookPort } from '../workbook/port';
import { readJournal, renderJournal, type CellChange, type JournalEntry } from './journal';
import {
  ConfirmationNeeded, confirmationOf, fingerprint, isGeneratedSheet, isReportSheet, JOURNAL_SHEET, sameCell, type Overwrite,
} from './overwrites';

/**
 * The workbook port on Office.js (design.md §3), for one Excel.run.
 *
 * Batching: `open` reads the sheet list (sync 1), then the used values and tables of every sheet a command
 * may read (sync 2; report sheets are skipped, no command reads them). Reads after that come from this
 * mirror, which also follows the command's own pending writes. Writes are recorded, not sent: `flush`
 * checks them against what the arbiter typed (overwrites.ts), then replays them on the request context and
 * sends them in one sync (more only when the payload would pass Excel's request size limit). So a command
 * costs three syncs whatever the number of players.
 *
 * Writes are ranges only: a table is made once over a written range, never grown by inserting rows (table
 * row inserts collide under co-authoring).
 */
export type RequirementCheck = (set: string, version: string) => boolean;

type Op = { readonly weight: number; readonly apply: (ctx: Excel.RequestContext) => void };

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
}

/** Excel on the web refuses requests over about 5 MB; stay well below it per sync. */
const PAYLOAD_LIMIT = 2_500_000;

// Office.js enums are strings at run time, and the typings accept the string forms
const ALIGN = { left: 'Left', center: 'Center', right: 'Right' } as const;
const BORDER_EDGES = ['EdgeTop', 'EdgeBottom', 'EdgeLeft', 'EdgeRight'] as const;

function bounds(range: string): { top: number; left: number; bottom: number; right: number } {
  const [a, b] = range.split(':');
  const from = parseAddress(a!);
  const to = b ? parseAddress(b) : from;
  return { top: Math.min(from.row, to.row), left: Math.min(from.col, to.col), bottom: Math.max(from.row, to.row), right: Math.max(from.col, to.col) };
}

function grid<T>(rows: number, cols: number, value: T): T[][] {
  return Array.from({ length: rows }, () => Array.from({ length: cols }, () => value));
}

/** Excel reads `=`, and `+`/`-` before anything but a number, as a formula: such text goes in quoted. */
export function excelInput(v: CellValue, textCell: boolean): string | number | boolean {
  if (v === null) return ''; // '' clears; null would leave the old value in place
  if (typeof v !== 'string' || textCell) return v;
  if (/^[=+\-@']/.test(v) && !/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(v.trim())) return `'${v}`;
  return v;
}

function trimmed(values: SheetValues): SheetValues {
  const rows = values.map((r) => [...r]);
  while (rows.length && rows[rows.length - 1]!.every((v) => v === null || v === '')) rows.pop();
  return rows;
}

/** Used range (values from its top-left corner) placed back at A1. */
function fromUsedRange(values: unknown[][], usedAddress: string): SheetValues {
  const at = usedAddress.slice(usedAddress.lastIndexOf('!') + 1).split(':')[0]!;
  const { row, col } = parseAddress(at);
  const out: SheetValues = Array.from({ length: row }, () => []);
  for (const line of values) {
    const cells: CellValue[] = Array.from({ length: col }, () => null);
    for (const v of line) cells.push(v === '' || v === undefined ? null : (v as CellValue));
    out.push(cells);
  }
  return trimmed(out);
}

export interface OfficePortOptions {
  readonly supports: RequirementCheck;
  /** Token of a confirmation the arbiter accepted (overwrites.ts): exactly those overwrites may happen. */
  readonly allow?: string;
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
  /** Syncs this port made (the fake Excel counts them too; this is for the pane's diagnostics). */
  syncs = 0;

  private constructor(private readonly ctx: Excel.RequestContext, private readonly options: OfficePortOptions) {}

  /** Open the workbook of `ctx`: two syncs. */
  static async open(ctx: Excel.RequestContext, options: OfficePortOptions): Promise<OfficeWorkbookPort> {
    const port = new OfficeWorkbookPort(ctx, options);
    await port.load();
    return port;
  }

  private async sync(): Promise<void> {
    this.syncs++;
    await this.ctx.sync();
  }

  private async load(): Promise<void> {
    const worksheets = this.ctx.workbook.worksheets;
    worksheets.load('items/name');
    await this.sync();
    const loads = worksheets.items.map((ws) => {
      const name = ws.name;
      const used = isReportSheet(name) ? null : ws.getUsedRange(true).load('values,address');
      const tables = ws.tables.load('items/name');
      return { name, used, tables };
    });
    await this.sync();
    this.sheets = loads.map(({ name, used, tables }) => {
      const values = used ? fromUsedRange(used.values, used.address) : null;
      return {
        name, values, original: values ? values.map((r) => [...r]) : null, existedAtOpen: true,
        tables: tables.items.map((t) => t.name), textAreas: [],
      };
    });
    const journal = this.find(JOURNAL_SHEET);
    if (journal?.values) this.journal = readJournal(journal.values);
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

  private queue(weight: number, apply: (ctx: Excel.RequestContext) => void): void {
    this.ops.push({ weight, apply });
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
      if (this.ops.length) throw new Error(`internal: sheet "${name}" read after writes without being loaded`);
      const used = this.sheetProxy(this.ctx, s.name).getUsedRange(true).load('values,address');
      await this.sync();
      s.values = fromUsedRange(used.values, used.address);
    }
    return trimmed(s.values);
  }

  async ensureSheet(name: string, options?: { before?: string }): Promise<void> {
    if (this.find(name)) return;
    const before = options?.before ? this.sheets.findIndex((s) => s.name === options.before) : -1;
    const sheet: MirrorSheet = { name, values: [], original: null, existedAtOpen: false, tables: [], textAreas: [] };
    if (before >= 0) this.sheets.splice(before, 0, sheet);
    else this.sheets.push(sheet);
    const position = before >= 0 ? before : null;
    this.queue(100, (ctx) => {
      const ws = ctx.workbook.worksheets.add(name);
      if (position !== null) ws.position = position;
    });
  }

  async deleteSheet(name: string): Promise<void> {
    const s = this.find(name);
    if (!s) return;
    this.sheets.splice(this.sheets.indexOf(s), 1);
    if (s.existedAtOpen) this.deleted.push(s);
    this.queue(50, (ctx) => this.sheetProxy(ctx, s.name).delete());
  }

  async clearSheet(name: string): Promise<void> {
    const s = this.need(name);
    const tables = s.tables;
    s.values = [];
    s.tables = [];
    s.textAreas = [];
    const { supports } = this.options;
    this.queue(200, (ctx) => {
      const ws = this.sheetProxy(ctx, s.name);
      for (const t of tables) ws.tables.getItem(t).delete();
      const all = ws.getRange();
      all.clear();
      if (supports('ExcelApi', '1.8')) all.dataValidation.clear();
      if (supports('ExcelApi', '1.7')) ws.freezePanes.unfreeze();
      if (supports('ExcelApi', '1.9')) ws.horizontalPageBreaks.removePageBreaks();
    });
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
      line.forEach((v, j) => { target[col + j] = v; });
    });
    for (let r = 0; r < mirror.length; r++) mirror[r] ??= [];
    const textAt = (r: number, c: number) => s.textAreas.some((a) => r >= a.top && r <= a.bottom && c >= a.left && c <= a.right);
    const input = block.map((line, i) => line.map((v, j) => excelInput(v, textAt(row + i, col + j))));
    let weight = 0;
    for (const line of input) for (const v of line) weight += String(v).length + 6;
    const where = rangeAddress(row, col, block.length, width);
    this.queue(weight, (ctx) => { this.sheetProxy(ctx, s.name).getRange(where).values = input; });
  }

  async formatRange(sheet: string, range: string, format: CellFormat): Promise<void> {
    const s = this.need(sheet);
    const b = bounds(range);
    const rows = b.bottom - b.top + 1;
    const cols = b.right - b.left + 1;
    if (format.numberFormat === '@') s.textAreas.push(b);
    const weight = 300 + (format.numberFormat !== undefined ? rows * cols * (format.numberFormat.length + 4) : 0);
    this.queue(weight, (ctx) => {
      const r = this.sheetProxy(ctx, s.name).getRange(range);
      if (format.numberFormat !== undefined) r.numberFormat = grid(rows, cols, format.numberFormat);
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
        const edges: ('EdgeTop' | 'EdgeBottom' | 'EdgeLeft' | 'EdgeRight' | 'InsideVertical' | 'InsideHorizontal')[] = [...BORDER_EDGES];
        if (cols > 1) edges.push('InsideVertical');
        if (rows > 1) edges.push('InsideHorizontal');
        for (const edge of edges) {
          const border = r.format.borders.getItem(edge);
          border.style = 'Continuous';
          border.color = '#808080';
        }
      }
    });
  }

  async addListValidation(sheet: string, range: string, choices: readonly string[], options?: { strict?: boolean }): Promise<void> {
    // data validation is ExcelApi 1.8; older hosts get the values without the drop-down (the reader checks them)
    if (!this.options.supports('ExcelApi', '1.8')) return;
    const s = this.need(sheet);
    // a list literal is comma-separated and at most 255 characters long
    const usable = choices.filter((c) => !c.includes(','));
    const source = usable.join(',');
    if (usable.length === 0 || source.length > 255) return;
    const strict = options?.strict ?? true;
    this.queue(200 + source.length, (ctx) => {
      const r = this.sheetProxy(ctx, s.name).getRange(range);
      r.dataValidation.clear();
      r.dataValidation.rule = { list: { inCellDropDown: true, source } };
      r.dataValidation.errorAlert = { showAlert: strict, style: 'Stop', title: 'Arbiter Sheet', message: source };
    });
  }

  async setColumnWidths(sheet: string, widths: readonly number[]): Promise<void> {
    if (!this.options.supports('ExcelApi', '1.2')) return; // format.columnWidth is ExcelApi 1.2
    const s = this.need(sheet);
    // widths are in characters (as in the file format); Excel.js wants points: (7 px per character + 5 px) * 0.75
    const points = widths.map((w) => Math.round((w * 7 + 5) * 0.75 * 100) / 100);
    this.queue(60 * points.length, (ctx) => {
      const ws = this.sheetProxy(ctx, s.name);
      points.forEach((p, c) => { ws.getRange(address(0, c)).format.columnWidth = p; });
    });
  }

  async setView(sheet: string, view: SheetView): Promise<void> {
    const s = this.need(sheet);
    const { supports } = this.options;
    const rows = view.frozenRows ?? 0;
    const cols = view.frozenColumns ?? 0;
    const extent = s.values && s.values.length ? rangeAddress(0, 0, s.values.length, Math.max(1, ...s.values.map((r) => r.length))) : null;
    this.queue(200, (ctx) => {
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
    });
  }

  async setPageSetup(sheet: string, setup: PageSetup): Promise<void> {
    if (!this.options.supports('ExcelApi', '1.9')) return; // page layout is ExcelApi 1.9
    const s = this.need(sheet);
    this.queue(300 + 40 * (setup.rowBreaks?.length ?? 0), (ctx) => {
      const ws = this.sheetProxy(ctx, s.name);
      const page = ws.pageLayout;
      page.orientation = setup.orientation === 'landscape' ? 'Landscape' : 'Portrait';
      page.paperSize = 'A4';
      page.centerHorizontally = true;
      if (setup.fitToWidth) page.zoom = { horizontalFitToPages: 1, verticalFitToPages: 0 };
      if (setup.printTitleRows) page.setPrintTitleRows(`$${setup.printTitleRows[0]}:$${setup.printTitleRows[1]}`);
      if (setup.printArea) page.setPrintArea(setup.printArea);
      if (setup.header) page.headersFooters.defaultForAllPages.centerHeader = setup.header.replace(/&/g, '&&');
      page.headersFooters.defaultForAllPages.centerFooter = '&P / &N';
      for (const r of setup.rowBreaks ?? []) ws.horizontalPageBreaks.add(`A${r + 1}`);
    });
  }

  async defineTable(sheet: string, range: string, name: string): Promise<void> {
    const s = this.need(sheet);
    const taken = new Set(this.sheets.flatMap((x) => x.tables.map((t) => t.toLowerCase())));
    // table names: a letter or _ first, then letters, digits, _ or . (no spaces), unique in the workbook
    const base = /^[\p{L}_][\p{L}\p{N}_.]*$/u.test(name) ? name : `Table_${name.replace(/[^\p{L}\p{N}_.]/gu, '_')}`;
    let unique = base;
    for (let i = 2; taken.has(unique.toLowerCase()); i++) unique = `${base}${i}`;
    s.tables.push(unique);
    this.queue(150, (ctx) => {
      const table = this.sheetProxy(ctx, s.name).tables.add(range, true);
      table.name = unique;
    });
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
      s.original.forEach((line, r) => line.forEach((before, c) => {
        if (sameCell(before, null)) return;
        const after = final[r]?.[c] ?? null;
        if (sameCell(before, after) || this.permittedCells.has(`${s.name}!${address(r, c)}`)) return;
        list.push({ sheet: s.name, cell: address(r, c), before: String(before), after: after === null ? '' : String(after) });
        count++;
      }));
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
    const deleted = this.deleted.filter((s) => s.original && !isGeneratedSheet(s.name) && !this.find(s.name))
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
      this.queue(50, (ctx) => { this.sheetProxy(ctx, JOURNAL_SHEET).visibility = 'VeryHidden'; });
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

  /** Check the overwrites, add the journal, send every recorded write (one sync, more only for huge payloads). */
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
    const ops = this.ops;
    this.ops = [];
    let weight = 0;
    for (const op of ops) {
      if (weight > 0 && weight + op.weight > PAYLOAD_LIMIT) {
        await this.sync();
        weight = 0;
      }
      op.apply(this.ctx);
      weight += op.weight;
    }
    if (ops.length) await this.sync();
    // what is now in the workbook is the new starting point of any further writes in this run
    this.sheets = this.sheets.map((s) => ({ ...s, original: s.values ? s.values.map((r) => [...r]) : null, existedAtOpen: true }));
    this.deleted = [];
    this.permittedCells.clear();
    this.permittedDeletions.clear();
  }
}
