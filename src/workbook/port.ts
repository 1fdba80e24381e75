import type { SheetValues } from './cells';

/**
 * The workbook port (design.md §3): the only way commands touch a workbook. The Node adapter
 * (src/node/xlsx, exceljs) and the Office.js adapter implement it; the in-memory one backs tests.
 * Methods are async so the Office.js adapter can queue writes and sync once in `flush`.
 * Rows and columns of `readSheet` start at A1, so value [r][c] is the cell address(r, c).
 */
export interface CellFormat {
  /** Excel number format; '@' = text (result cells, so `=` or `+` is not taken for a formula). */
  readonly numberFormat?: string;
  readonly bold?: boolean;
  readonly italic?: boolean;
  readonly fontSize?: number;
  readonly align?: 'left' | 'center' | 'right';
  readonly wrap?: boolean;
  /** Background colour as RRGGBB. */
  readonly fill?: string;
  /** Thin border on every cell of the range. */
  readonly border?: boolean;
}

export interface PageSetup {
  readonly orientation: 'portrait' | 'landscape';
  /** Fit all columns on one page width (height: as many pages as needed). */
  readonly fitToWidth?: boolean;
  /** 1-based inclusive rows repeated at the top of every printed page. */
  readonly printTitleRows?: readonly [number, number];
  /** 1-based rows after which a page break is forced (e.g. so a pairing card is never split). */
  readonly rowBreaks?: readonly number[];
  /** Centre header text (e.g. tournament name and sheet title). */
  readonly header?: string;
  /** Print area as an A1 range. */
  readonly printArea?: string;
}

export interface SheetView {
  /** Rows frozen at the top (header), columns frozen at the left. */
  readonly frozenRows?: number;
  readonly frozenColumns?: number;
  /** Persian sheets read right to left. */
  readonly rightToLeft?: boolean;
}

export interface WorkbookPort {
  /** Sheet names in tab order. */
  listSheets(): Promise<string[]>;
  /** Used values of a sheet from A1 (blank rows/cells as null). Unknown sheet: an empty array. */
  readSheet(name: string): Promise<SheetValues>;
  /** Create the sheet if it is missing (placed before `before` when given, else last). */
  ensureSheet(name: string, options?: { before?: string }): Promise<void>;
  deleteSheet(name: string): Promise<void>;
  /** Remove values, formats and validation of a sheet (reports are rebuilt whole). */
  clearSheet(name: string): Promise<void>;
  /** Write a rectangular block of values with its top-left cell at `topLeft` (A1 address). */
  writeValues(sheet: string, topLeft: string, values: SheetValues): Promise<void>;
  formatRange(sheet: string, range: string, format: CellFormat): Promise<void>;
  /**
   * A drop-down list on a range. `strict: false` offers the list but accepts other text (arbiters type
   * result notations the list does not show; the reader validates them).
   */
  addListValidation(
    sheet: string,
    range: string,
    choices: readonly string[],
    options?: { strict?: boolean },
  ): Promise<void>;
  /** Widths in characters, from column A. */
  setColumnWidths(sheet: string, widths: readonly number[]): Promise<void>;
  setView(sheet: string, view: SheetView): Promise<void>;
  setPageSetup(sheet: string, setup: PageSetup): Promise<void>;
  /** Mark a header+rows range as a table (Excel table in Office; filter row in the file adapter). */
  defineTable(sheet: string, range: string, name: string): Promise<void>;
  /** Send queued writes (Office.js `context.sync`); a no-op for file adapters. */
  flush(): Promise<void>;
}
