/**
 * TEST DOUBLE of the Excel JavaScript API (Office.js), in memory: the part the adapter (office-port.ts) uses.
 * It keeps Office.js's batching model, so an adapter that would fail in Excel fails here too:
 * - every call on a proxy object is queued and runs only at `context.sync()`, which this double counts;
 * - a property can be read only after `load()` and a sync (else PropertyNotLoaded, as in Excel);
 * - written values must match the range's size; `null` in `values` leaves the cell unchanged (Excel's rule);
 * - a string starting with `=`, or `+`/`-` and not a number, becomes a formula unless the cell is text (`@`)
 *   or the string starts with an apostrophe (the double records formulas so tests can assert there are none);
 * - a failing operation rejects the sync with an error code; the operations before it stay applied.
 * Used by unit tests (test/excel), the sync benchmark (src/node/bench-syncs.ts) and the browser test's fake host.
 */
import { columnLetters, parseAddress, type CellValue, type SheetValues } from '../../src/workbook/cells';
import { HEADER_MAX_CHARS, PAGE_BREAKS_MAX, REQUIREMENT_SETS, undoUnsupported, type Platform } from './excel-rules';

export interface FakeCellFormat {
  numberFormat: string;
  bold?: boolean;
  italic?: boolean;
  size?: number;
  horizontalAlignment?: string;
  verticalAlignment?: string;
  wrapText?: boolean;
  fill?: string;
  readingOrder?: string;
  /** Border edges set on a range covering this cell (EdgeTop, InsideHorizontal ...). */
  borders?: string[];
}

interface FakeCell {
  value: string | number | boolean;
  formula?: string;
  format: FakeCellFormat;
}

export interface FakeValidation {
  address: string;
  rule: { list?: { inCellDropDown: boolean; source: string } };
  errorAlert?: { showAlert: boolean; style?: string; title?: string; message?: string };
}

export interface FakePageLayout {
  orientation?: string;
  paperSize?: string;
  zoom?: { horizontalFitToPages?: number; verticalFitToPages?: number; scale?: number };
  centerHorizontally?: boolean;
  printTitleRows?: string;
  printArea?: string;
  centerHeader?: string;
  centerFooter?: string;
}

export class FakeSheet {
  readonly cells = new Map<string, FakeCell>();
  readonly validations: FakeValidation[] = [];
  readonly columnWidths = new Map<number, number>();
  readonly pageBreaks: string[] = [];
  readonly pageLayout: FakePageLayout = {};
  frozen: { rows: number; columns: number } = { rows: 0, columns: 0 };
  visibility: 'Visible' | 'Hidden' | 'VeryHidden' = 'Visible';
  constructor(
    public name: string,
    readonly id: number,
  ) {}

  cell(row: number, col: number): FakeCell | undefined {
    return this.cells.get(`${row}:${col}`);
  }

  private cellForWrite(row: number, col: number): FakeCell {
    const key = `${row}:${col}`;
    let c = this.cells.get(key);
    if (!c) {
      c = { value: '', format: { numberFormat: 'General' } };
      this.cells.set(key, c);
    }
    return c;
  }

  /** Value as `range.values` reports it ('' for empty). */
  valueAt(row: number, col: number): string | number | boolean {
    return this.cell(row, col)?.value ?? '';
  }

  /** Excel's input rules for one cell (see the module comment). */
  setValue(row: number, col: number, input: unknown): void {
    if (input === null || input === undefined) return; // null leaves the cell as it is
    const c = this.cellForWrite(row, col);
    delete c.formula;
    if (typeof input === 'number' || typeof input === 'boolean') {
      c.value = input;
      return;
    }
    if (typeof input !== 'string')
      throw new FakeExcelError('InvalidArgument', `unsupported cell value ${String(input)}`);
    if (c.format.numberFormat === '@') {
      c.value = input;
      return;
    }
    if (input.startsWith("'")) {
      c.value = input.slice(1);
      return;
    }
    const numeric = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(input.trim());
    if (numeric) {
      c.value = Number(input);
      return;
    }
    if (input.startsWith('=') || input.startsWith('+') || input.startsWith('-')) {
      c.formula = input;
      c.value = '#NAME?';
      return;
    }
    c.value = input;
  }

  setFormat(row: number, col: number, patch: Partial<FakeCellFormat>): void {
    const c = this.cellForWrite(row, col);
    c.format = { ...c.format, ...patch };
  }

  addBorder(row: number, col: number, edge: string): void {
    const c = this.cellForWrite(row, col);
    c.format = { ...c.format, borders: [...new Set([...(c.format.borders ?? []), edge])] };
  }

  /** Bounds of the cells holding a value (valuesOnly) or anything (values or formats). */
  usedBounds(valuesOnly: boolean): { top: number; left: number; bottom: number; right: number } | null {
    let b: { top: number; left: number; bottom: number; right: number } | null = null;
    for (const [key, c] of this.cells) {
      if (valuesOnly && c.value === '' && !c.formula) continue;
      const [r, col] = key.split(':').map(Number) as [number, number];
      if (!b) b = { top: r, left: col, bottom: r, right: col };
      else {
        b.top = Math.min(b.top, r);
        b.left = Math.min(b.left, col);
        b.bottom = Math.max(b.bottom, r);
        b.right = Math.max(b.right, col);
      }
    }
    return b;
  }

  clear(bounds: Bounds | null): void {
    for (const key of [...this.cells.keys()]) {
      const [r, c] = key.split(':').map(Number) as [number, number];
      if (!bounds || (r >= bounds.top && r <= bounds.bottom && c >= bounds.left && c <= bounds.right))
        this.cells.delete(key);
    }
  }

  /** Values from A1 as the port reads them: trailing empty rows dropped, blanks as null. */
  snapshot(): SheetValues {
    const b = this.usedBounds(true);
    if (!b) return [];
    const out: SheetValues = [];
    for (let r = 0; r <= b.bottom; r++) {
      const line: CellValue[] = [];
      for (let c = 0; c <= b.right; c++) {
        const v = this.valueAt(r, c);
        line.push(v === '' ? null : v);
      }
      out.push(line);
    }
    return out;
  }

  formulaCells(): string[] {
    return [...this.cells.entries()]
      .filter(([, c]) => c.formula !== undefined)
      .map(([k]) => {
        const [r, c] = k.split(':').map(Number) as [number, number];
        return `${columnLetters(c)}${r + 1}`;
      });
  }
}

interface Bounds {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

const SHEET_EXTENT: Bounds = { top: 0, left: 0, bottom: 1048575, right: 16383 };

function parseRange(address: string): Bounds {
  const plain = address.includes('!') ? address.slice(address.lastIndexOf('!') + 1) : address;
  const [a, b] = plain.split(':');
  const from = parseAddress(a!);
  const to = b ? parseAddress(b) : from;
  return {
    top: Math.min(from.row, to.row),
    left: Math.min(from.col, to.col),
    bottom: Math.max(from.row, to.row),
    right: Math.max(from.col, to.col),
  };
}

function quoteSheet(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`;
}

function a1(b: Bounds): string {
  const first = `${columnLetters(b.left)}${b.top + 1}`;
  return b.top === b.bottom && b.left === b.right ? first : `${first}:${columnLetters(b.right)}${b.bottom + 1}`;
}

export class FakeExcelError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
    this.name = 'RichApi.Error';
  }
}

/** Excel's name rules for worksheets (31 characters, none of : \ / ? * [ ]). */
function checkSheetName(name: string): void {
  if (name.length === 0 || name.length > 31 || /[:\\/?*[\]]/.test(name))
    throw new FakeExcelError('InvalidArgument', `bad sheet name "${name}"`);
}

/** The workbook behind the double: sheets in tab order and tables. */
export class FakeWorkbook {
  readonly sheets: FakeSheet[] = [];
  readonly tables: { name: string; sheet: FakeSheet; address: string }[] = [];
  /** Sheet and range selected last (range.select()). */
  selection: { sheet: string; address: string } | null = null;
  activeSheet: string | null = null;
  private nextId = 1;

  constructor(sheetNames: readonly string[] = ['Sheet1']) {
    for (const n of sheetNames) this.sheets.push(new FakeSheet(n, this.nextId++));
    this.activeSheet = this.sheets[0]?.name ?? null;
  }

  sheet(name: string): FakeSheet | undefined {
    return this.sheets.find((s) => s.name.toLowerCase() === name.toLowerCase());
  }

  need(name: string): FakeSheet {
    const s = this.sheet(name);
    if (!s) throw new FakeExcelError('ItemNotFound', `no worksheet "${name}"`);
    return s;
  }

  addSheet(name: string): FakeSheet {
    checkSheetName(name);
    if (this.sheet(name)) throw new FakeExcelError('ItemAlreadyExists', `worksheet "${name}" exists`);
    const s = new FakeSheet(name, this.nextId++);
    this.sheets.push(s);
    return s;
  }

  deleteSheet(s: FakeSheet): void {
    const visible = this.sheets.filter((x) => x.visibility === 'Visible');
    if (visible.length === 1 && visible[0] === s)
      throw new FakeExcelError('InvalidOperation', 'a workbook must keep one visible sheet');
    this.sheets.splice(this.sheets.indexOf(s), 1);
    for (let i = this.tables.length - 1; i >= 0; i--) if (this.tables[i]!.sheet === s) this.tables.splice(i, 1);
  }

  /** Convenience for tests and the fake host: values from `topLeft` as an arbiter would type them. */
  type(sheet: string, topLeft: string, values: readonly (readonly unknown[])[]): void {
    const s = this.need(sheet);
    const { row, col } = parseAddress(topLeft);
    values.forEach((line, i) => line.forEach((v, j) => s.setValue(row + i, col + j, v)));
  }

  values(sheet: string): SheetValues {
    return this.sheet(sheet)?.snapshot() ?? [];
  }

  valueAt(sheet: string, address: string): string | number | boolean {
    const { row, col } = parseAddress(address);
    return this.need(sheet).valueAt(row, col);
  }

  formatAt(sheet: string, address: string): FakeCellFormat {
    const { row, col } = parseAddress(address);
    return this.need(sheet).cell(row, col)?.format ?? { numberFormat: 'General' };
  }
}

/** Thrown when a property is read before it was loaded and synced. */
function notLoaded(what: string): never {
  throw new FakeExcelError('PropertyNotLoaded', `${what} was not loaded (call load() and context.sync() first)`);
}

type Op = () => void;

/** One Excel.run: the queue of operations and loads, and the counters tests read. */
export class FakeRequestContext {
  readonly workbook: FakeWorkbookProxy;
  private queue: Op[] = [];
  constructor(
    readonly excel: FakeExcel,
    readonly grouped = false,
  ) {
    this.workbook = new FakeWorkbookProxy(this);
  }

  /** A member above the host's ExcelApi version (excel-rules.ts) fails at sync, as Excel answers ApiNotFound. */
  requires(api: string): void {
    const wanted = REQUIREMENT_SETS[api];
    const version = this.excel.version;
    if (!wanted || !version) return;
    const [m, n] = wanted.split('.').map(Number) as [number, number];
    const [hm, hn] = version.split('.').map(Number) as [number, number];
    if (m > hm || (m === hm && n > hn))
      this.enqueue(() => {
        throw new FakeExcelError('ApiNotFound', `${api} needs ExcelApi ${wanted}; this Excel has ${version}`);
      });
  }

  /** A call without undo support (excel-rules.ts) inside an undo group fails as Excel fails it. */
  undoCheck(api: string): void {
    if (this.grouped && this.excel.platform && undoUnsupported(api, this.excel.platform)) {
      throw new FakeExcelError(
        'UndoNotSupported',
        `${api} cannot be part of an undo group (Excel on ${this.excel.platform})`,
      );
    }
  }

  enqueue(op: Op): void {
    this.queue.push(op);
    this.excel.operations++;
  }

  get pending(): number {
    return this.queue.length;
  }

  async sync(): Promise<void> {
    this.excel.syncs++;
    const ops = this.queue;
    this.queue = [];
    // Excel answers asynchronously; a macrotask keeps the pane's event loop honest in the browser test
    await new Promise((resolve) => setTimeout(resolve, this.excel.latencyMs));
    for (const op of ops) {
      this.excel.executed++;
      if (this.excel.failAt === this.excel.executed)
        throw new FakeExcelError('GeneralException', `call ${this.excel.executed} failed (injected)`);
      op();
    }
  }
}

class FakeWorkbookProxy {
  readonly worksheets: FakeWorksheetCollection;
  readonly tables: FakeTableCollection;
  constructor(ctx: FakeRequestContext) {
    this.worksheets = new FakeWorksheetCollection(ctx);
    this.tables = new FakeTableCollection(ctx, () => ctx.excel.workbook.tables);
  }
}

class FakeWorksheetCollection {
  private loadedItems: FakeWorksheet[] | null = null;
  constructor(private readonly ctx: FakeRequestContext) {}

  get items(): FakeWorksheet[] {
    return this.loadedItems ?? notLoaded('worksheets.items');
  }

  load(_props?: string): this {
    this.ctx.enqueue(() => {
      this.loadedItems = this.ctx.excel.workbook.sheets.map((s) => {
        const ws = new FakeWorksheet(this.ctx, () => s);
        ws.markLoaded(s);
        return ws;
      });
    });
    return this;
  }

  getItem(name: string): FakeWorksheet {
    return new FakeWorksheet(this.ctx, () => this.ctx.excel.workbook.need(name));
  }

  add(name: string): FakeWorksheet {
    let created: FakeSheet | null = null;
    this.ctx.enqueue(() => {
      created = this.ctx.excel.workbook.addSheet(name);
    });
    return new FakeWorksheet(this.ctx, () => created ?? this.ctx.excel.workbook.need(name));
  }
}

class FakeWorksheet {
  private loaded: { name: string; position: number; visibility: string } | null = null;
  readonly freezePanes: {
    freezeRows(n: number): void;
    freezeColumns(n: number): void;
    freezeAt(range: FakeRange | string): void;
    unfreeze(): void;
  };
  readonly tables: FakeTableCollection;
  readonly horizontalPageBreaks: { add(range: FakeRange | string): void; removePageBreaks(): void };
  readonly pageLayout: FakePageLayoutProxy;

  constructor(
    private readonly ctx: FakeRequestContext,
    readonly resolve: () => FakeSheet,
  ) {
    const freeze = (rows: number, columns: number) => {
      ctx.requires('Worksheet.freezePanes');
      ctx.enqueue(() => {
        resolve().frozen = { rows, columns };
      });
    };
    this.freezePanes = {
      freezeRows: (n) => freeze(n, 0),
      freezeColumns: (n) => freeze(0, n),
      freezeAt: (range) => {
        ctx.requires('Worksheet.freezePanes');
        const address = typeof range === 'string' ? range : range.addressText;
        ctx.enqueue(() => {
          const b = parseRange(address);
          resolve().frozen = { rows: b.bottom + 1, columns: b.right + 1 };
        });
      },
      unfreeze: () => freeze(0, 0),
    };
    this.tables = new FakeTableCollection(
      ctx,
      () => ctx.excel.workbook.tables.filter((t) => t.sheet === resolve()),
      resolve,
    );
    this.horizontalPageBreaks = {
      add: (range) => {
        ctx.requires('Worksheet.horizontalPageBreaks');
        const address = typeof range === 'string' ? range : range.addressText;
        ctx.enqueue(() => {
          if (resolve().pageBreaks.length >= PAGE_BREAKS_MAX)
            throw new FakeExcelError('InvalidOperation', `more than ${PAGE_BREAKS_MAX} page breaks`);
          resolve().pageBreaks.push(address);
        });
      },
      removePageBreaks: () => {
        ctx.requires('Worksheet.horizontalPageBreaks');
        ctx.enqueue(() => {
          resolve().pageBreaks.length = 0;
        });
      },
    };
    this.pageLayout = new FakePageLayoutProxy(ctx, resolve);
  }

  markLoaded(s: FakeSheet): void {
    this.loaded = { name: s.name, position: this.ctx.excel.workbook.sheets.indexOf(s), visibility: s.visibility };
  }

  load(_props?: string): this {
    this.ctx.enqueue(() => this.markLoaded(this.resolve()));
    return this;
  }

  get name(): string {
    return this.loaded?.name ?? notLoaded('worksheet.name');
  }
  set name(value: string) {
    this.ctx.enqueue(() => {
      this.ctx.undoCheck('Worksheet.name');
      checkSheetName(value);
      this.resolve().name = value;
    });
  }

  get position(): number {
    return this.loaded?.position ?? notLoaded('worksheet.position');
  }
  set position(value: number) {
    this.ctx.enqueue(() => {
      this.ctx.undoCheck('Worksheet.position');
      const sheets = this.ctx.excel.workbook.sheets;
      const s = this.resolve();
      sheets.splice(sheets.indexOf(s), 1);
      sheets.splice(Math.max(0, Math.min(value, sheets.length)), 0, s);
    });
  }

  get visibility(): string {
    return this.loaded?.visibility ?? notLoaded('worksheet.visibility');
  }
  set visibility(value: string) {
    this.ctx.requires('Worksheet.visibility');
    this.ctx.enqueue(() => {
      this.ctx.undoCheck('Worksheet.visibility');
      this.resolve().visibility = value as FakeSheet['visibility'];
    });
  }

  delete(): void {
    this.ctx.enqueue(() => {
      this.ctx.undoCheck('Worksheet.delete');
      this.ctx.excel.workbook.deleteSheet(this.resolve());
    });
  }

  activate(): void {
    this.ctx.enqueue(() => {
      this.ctx.excel.workbook.activeSheet = this.resolve().name;
    });
  }

  getRange(address?: string): FakeRange {
    return new FakeRange(this.ctx, this.resolve, () => (address ? parseRange(address) : SHEET_EXTENT), address ?? '');
  }

  getUsedRange(valuesOnly?: boolean): FakeRange {
    if (valuesOnly !== undefined) this.ctx.requires('Worksheet.getUsedRange(valuesOnly)');
    return new FakeRange(
      this.ctx,
      this.resolve,
      () => this.resolve().usedBounds(!!valuesOnly) ?? { top: 0, left: 0, bottom: 0, right: 0 },
      '',
    );
  }
}

class FakePageLayoutProxy {
  readonly headersFooters: { defaultForAllPages: { centerHeader: string; centerFooter: string } };
  constructor(
    private readonly ctx: FakeRequestContext,
    private readonly resolve: () => FakeSheet,
  ) {
    const set = (patch: Partial<FakePageLayout>) => {
      ctx.requires('Worksheet.pageLayout');
      ctx.enqueue(() => Object.assign(resolve().pageLayout, patch));
    };
    const page = {} as { centerHeader: string; centerFooter: string };
    const checked = (v: string) => {
      if (v.length > HEADER_MAX_CHARS)
        throw new FakeExcelError('InvalidArgument', `header longer than ${HEADER_MAX_CHARS} characters`);
      return v;
    };
    Object.defineProperty(page, 'centerHeader', {
      set: (v: string) => (
        ctx.requires('Worksheet.pageLayout'),
        ctx.enqueue(() => Object.assign(resolve().pageLayout, { centerHeader: checked(v) }))
      ),
      get: () => notLoaded('centerHeader'),
    });
    Object.defineProperty(page, 'centerFooter', {
      set: (v: string) => set({ centerFooter: v }),
      get: () => notLoaded('centerFooter'),
    });
    this.headersFooters = { defaultForAllPages: page };
  }
  private set(patch: Partial<FakePageLayout>): void {
    this.ctx.requires('Worksheet.pageLayout');
    this.ctx.enqueue(() => Object.assign(this.resolve().pageLayout, patch));
  }
  set orientation(v: string) {
    this.set({ orientation: v });
  }
  set paperSize(v: string) {
    this.set({ paperSize: v });
  }
  set centerHorizontally(v: boolean) {
    this.set({ centerHorizontally: v });
  }
  set zoom(v: FakePageLayout['zoom']) {
    this.set({ zoom: v });
  }
  setPrintTitleRows(rows: string): void {
    this.set({ printTitleRows: rows });
  }
  setPrintArea(area: string): void {
    this.set({ printArea: area });
  }
}

class FakeTableCollection {
  private loadedItems: { name: string }[] | null = null;
  constructor(
    private readonly ctx: FakeRequestContext,
    private readonly list: () => { name: string; sheet: FakeSheet; address: string }[],
    private readonly sheet?: () => FakeSheet,
  ) {}

  get items(): { name: string; delete(): void }[] {
    if (!this.loadedItems) notLoaded('tables.items');
    return this.loadedItems.map((t) => ({ name: t.name, delete: () => this.getItem(t.name).delete() }));
  }

  load(_props?: string): this {
    this.ctx.enqueue(() => {
      this.loadedItems = this.list().map((t) => ({ name: t.name }));
    });
    return this;
  }

  getItem(name: string): { delete(): void } {
    return {
      delete: () =>
        this.ctx.enqueue(() => {
          const all = this.ctx.excel.workbook.tables;
          const i = all.findIndex((t) => t.name.toLowerCase() === name.toLowerCase());
          if (i < 0) throw new FakeExcelError('ItemNotFound', `no table "${name}"`);
          all.splice(i, 1);
        }),
    };
  }

  add(address: string, _hasHeaders: boolean): { name: string } {
    if (!this.sheet) throw new FakeExcelError('NotImplemented', 'workbook.tables.add is not in the double');
    const resolve = this.sheet;
    const table = { name: '', sheet: null as unknown as FakeSheet, address };
    this.ctx.enqueue(() => {
      const s = resolve();
      const b = parseRange(address);
      for (const t of this.ctx.excel.workbook.tables) {
        const o = parseRange(t.address);
        if (t.sheet === s && !(o.bottom < b.top || o.top > b.bottom || o.right < b.left || o.left > b.right)) {
          throw new FakeExcelError('InvalidOperation', `a table cannot overlap table "${t.name}"`);
        }
      }
      table.sheet = s;
      table.name = `Table${this.ctx.excel.workbook.tables.length + 1}`;
      this.ctx.excel.workbook.tables.push(table);
    });
    const ctx = this.ctx;
    return {
      get name() {
        return notLoaded('table.name');
      },
      set name(v: string) {
        ctx.enqueue(() => {
          if (ctx.excel.workbook.tables.some((t) => t !== table && t.name.toLowerCase() === v.toLowerCase())) {
            throw new FakeExcelError('InvalidArgument', `table name "${v}" is taken`);
          }
          table.name = v;
        });
      },
    };
  }
}

const EDGES = ['EdgeTop', 'EdgeBottom', 'EdgeLeft', 'EdgeRight', 'InsideVertical', 'InsideHorizontal'];

class FakeRange {
  private loaded: { values?: (string | number | boolean)[][]; address?: string } = {};
  readonly format: {
    font: { bold: boolean; italic: boolean; size: number };
    horizontalAlignment: string;
    verticalAlignment: string;
    wrapText: boolean;
    readingOrder: string;
    fill: { color: string };
    columnWidth: number;
    borders: { getItem(edge: string): { style: string; color: string } };
  };
  readonly dataValidation: {
    clear(): void;
    rule: FakeValidation['rule'];
    errorAlert: NonNullable<FakeValidation['errorAlert']>;
  };

  constructor(
    private readonly ctx: FakeRequestContext,
    private readonly sheet: () => FakeSheet,
    private readonly bounds: () => Bounds,
    readonly addressText: string,
  ) {
    const each = (fn: (s: FakeSheet, r: number, c: number) => void) =>
      ctx.enqueue(() => {
        const s = sheet();
        const b = bounds();
        if ((b.bottom - b.top + 1) * (b.right - b.left + 1) > 5_000_000)
          throw new FakeExcelError('NotImplemented', 'formatting a whole sheet is not in the double');
        for (let r = b.top; r <= b.bottom; r++) for (let c = b.left; c <= b.right; c++) fn(s, r, c);
      });
    const fmt = (key: keyof FakeCellFormat) => ({
      set: (v: unknown) => each((s, r, c) => s.setFormat(r, c, { [key]: v } as Partial<FakeCellFormat>)),
      get: () => notLoaded(`format.${key}`),
    });
    const font = {};
    Object.defineProperty(font, 'bold', fmt('bold'));
    Object.defineProperty(font, 'italic', fmt('italic'));
    Object.defineProperty(font, 'size', fmt('size'));
    const fill = {};
    Object.defineProperty(fill, 'color', fmt('fill'));
    const format = {
      font,
      fill,
      borders: {
        getItem: (edge: string) => {
          if (!EDGES.includes(edge)) throw new FakeExcelError('InvalidArgument', `unknown border ${edge}`);
          const border = {};
          Object.defineProperty(border, 'style', {
            set: () => each((s, r, c) => s.addBorder(r, c, edge)),
            get: () => notLoaded('border.style'),
          });
          Object.defineProperty(border, 'color', { set: () => undefined, get: () => notLoaded('border.color') });
          return border;
        },
      },
    };
    Object.defineProperty(format, 'horizontalAlignment', fmt('horizontalAlignment'));
    Object.defineProperty(format, 'verticalAlignment', fmt('verticalAlignment'));
    Object.defineProperty(format, 'wrapText', fmt('wrapText'));
    Object.defineProperty(format, 'readingOrder', {
      set: (v: unknown) => {
        ctx.requires('RangeFormat.readingOrder');
        fmt('readingOrder').set(v);
      },
      get: () => notLoaded('format.readingOrder'),
    });
    Object.defineProperty(format, 'columnWidth', {
      set: (v: number) => (
        ctx.requires('RangeFormat.columnWidth'),
        ctx.enqueue(() => {
          const b = bounds();
          for (let c = b.left; c <= b.right; c++) sheet().columnWidths.set(c, v);
        })
      ),
      get: () => notLoaded('format.columnWidth'),
    });
    this.format = format as FakeRange['format'];

    const validation = {
      clear: () => (
        ctx.requires('Range.dataValidation'),
        ctx.enqueue(() => {
          const s = sheet();
          const b = bounds();
          for (let i = s.validations.length - 1; i >= 0; i--) {
            const v = parseRange(s.validations[i]!.address);
            if (v.top >= b.top && v.bottom <= b.bottom && v.left >= b.left && v.right <= b.right)
              s.validations.splice(i, 1);
          }
        })
      ),
    };
    Object.defineProperty(validation, 'rule', {
      set: (rule: FakeValidation['rule']) => (
        ctx.requires('Range.dataValidation'),
        ctx.enqueue(() => {
          const s = sheet();
          const b = bounds();
          const overlapping = s.validations.find((v) => {
            const o = parseRange(v.address);
            return !(o.bottom < b.top || o.top > b.bottom || o.right < b.left || o.left > b.right);
          });
          // Excel refuses a rule over cells that already have one: clear() first
          if (overlapping)
            throw new FakeExcelError('InvalidOperation', `data validation exists at ${overlapping.address}`);
          const source = rule.list?.source ?? '';
          if (source.length > 255)
            throw new FakeExcelError('InvalidArgument', 'list source longer than 255 characters');
          s.validations.push({ address: a1(b), rule });
        })
      ),
      get: () => notLoaded('dataValidation.rule'),
    });
    Object.defineProperty(validation, 'errorAlert', {
      set: (alert: FakeValidation['errorAlert']) =>
        ctx.enqueue(() => {
          const s = sheet();
          const at = a1(bounds());
          const v = s.validations.find((x) => x.address === at);
          if (v) v.errorAlert = alert;
        }),
      get: () => notLoaded('dataValidation.errorAlert'),
    });
    this.dataValidation = validation as FakeRange['dataValidation'];
  }

  private dims(): { rows: number; cols: number } {
    const b = this.bounds();
    return { rows: b.bottom - b.top + 1, cols: b.right - b.left + 1 };
  }

  private checkShape(grid: unknown, what: string): unknown[][] {
    const { rows, cols } = this.dims();
    if (
      !Array.isArray(grid) ||
      grid.length !== rows ||
      grid.some((line) => !Array.isArray(line) || line.length !== cols)
    ) {
      throw new FakeExcelError('InvalidArgument', `${what}: the array does not match the range size ${rows}x${cols}`);
    }
    return grid as unknown[][];
  }

  get values(): (string | number | boolean)[][] {
    return this.loaded.values ?? notLoaded('range.values');
  }

  set values(grid: unknown[][]) {
    this.ctx.enqueue(() => {
      const rows = this.checkShape(grid, 'values');
      const s = this.sheet();
      const b = this.bounds();
      rows.forEach((line, i) => line.forEach((v, j) => s.setValue(b.top + i, b.left + j, v)));
    });
  }

  set numberFormat(grid: unknown[][]) {
    this.ctx.enqueue(() => {
      const rows = this.checkShape(grid, 'numberFormat');
      const s = this.sheet();
      const b = this.bounds();
      rows.forEach((line, i) =>
        line.forEach((v, j) => {
          if (v !== null) s.setFormat(b.top + i, b.left + j, { numberFormat: String(v) });
        }),
      );
    });
  }

  get numberFormat(): unknown[][] {
    return notLoaded('range.numberFormat');
  }

  get address(): string {
    return this.loaded.address ?? notLoaded('range.address');
  }

  load(props?: string): this {
    const wanted = (props ?? 'values,address').split(',').map((p) => p.trim());
    this.ctx.enqueue(() => {
      const s = this.sheet();
      const b = this.bounds();
      if (wanted.includes('values')) {
        const out: (string | number | boolean)[][] = [];
        for (let r = b.top; r <= b.bottom; r++) {
          const line: (string | number | boolean)[] = [];
          for (let c = b.left; c <= b.right; c++) line.push(s.valueAt(r, c));
          out.push(line);
        }
        this.loaded.values = out;
      }
      if (wanted.includes('address')) this.loaded.address = `${quoteSheet(s.name)}!${a1(b)}`;
    });
    return this;
  }

  clear(applyTo?: string): void {
    this.ctx.enqueue(() => {
      const s = this.sheet();
      const b = this.bounds();
      const inside = (key: string) => {
        const [r, c] = key.split(':').map(Number) as [number, number];
        return r >= b.top && r <= b.bottom && c >= b.left && c <= b.right;
      };
      if (applyTo === 'Contents') {
        for (const [key, cell] of s.cells)
          if (inside(key)) {
            cell.value = '';
            delete cell.formula;
          }
      } else if (applyTo === 'Formats') {
        for (const [key, cell] of s.cells) if (inside(key)) cell.format = { numberFormat: 'General' };
      } else {
        s.clear(b === SHEET_EXTENT ? null : b);
      }
    });
  }

  select(): void {
    this.ctx.enqueue(() => {
      const s = this.sheet();
      this.ctx.excel.workbook.activeSheet = s.name;
      this.ctx.excel.workbook.selection = { sheet: s.name, address: a1(this.bounds()) };
    });
  }
}

/** What Excel.run was called with, for tests of the undo grouping. */
export interface FakeRunRecord {
  readonly options: Record<string, unknown> | undefined;
  readonly syncs: number;
}

/**
 * The `Excel` global of the double. `run` counts syncs per run; `syncs` counts them all. `latencyMs` delays
 * every sync (0 by default) so tests can see the pane stay responsive.
 */
export class FakeExcel {
  syncs = 0;
  operations = 0;
  latencyMs = 0;
  readonly runs: FakeRunRecord[] = [];
  /** Operations queued but never synced when a run ended (they would be lost in Excel too). */
  discarded = 0;
  /** Calls executed so far; the call numbered `failAt` (from 1) fails, for tests of what a failure leaves. */
  executed = 0;
  failAt: number | null = null;
  /** ExcelApi version of the host (null: all): members above it fail (REQUIREMENT_SETS). */
  version: string | null = null;
  /** Undo rules of this platform apply in grouped runs (excel-rules.ts); null: none (Excel before 1.20 has no groups). */
  platform: Platform | null = 'windows';

  constructor(readonly workbook: FakeWorkbook = new FakeWorkbook()) {}

  run<T>(
    optionsOrBatch: Record<string, unknown> | ((ctx: FakeRequestContext) => Promise<T>),
    maybeBatch?: (ctx: FakeRequestContext) => Promise<T>,
  ): Promise<T> {
    const batch = typeof optionsOrBatch === 'function' ? optionsOrBatch : maybeBatch!;
    const options = typeof optionsOrBatch === 'function' ? undefined : optionsOrBatch;
    const ctx = new FakeRequestContext(this, !!options?.mergeUndoGroup);
    const before = this.syncs;
    const finish = () => {
      this.discarded += ctx.pending;
      this.runs.push({ options, syncs: this.syncs - before });
    };
    return batch(ctx).then(
      (value) => {
        finish();
        return value;
      },
      (err: unknown) => {
        finish();
        throw err;
      },
    );
  }

  /** Syncs counted while `fn` runs. */
  async countSyncs<T>(fn: () => Promise<T>): Promise<{ value: T; syncs: number }> {
    const before = this.syncs;
    const value = await fn();
    return { value, syncs: this.syncs - before };
  }
}

/** `Office.context.requirements.isSetSupported` of a host that has ExcelApi up to `version`. */
export function requirementsUpTo(version: string): (set: string, wanted: string) => boolean {
  const [major, minor] = version.split('.').map(Number) as [number, number];
  return (set, wanted) => {
    if (set !== 'ExcelApi') return false;
    const [m, n] = wanted.split('.').map(Number) as [number, number];
    return m < major || (m === major && (n ?? 0) <= minor);
  };
}
