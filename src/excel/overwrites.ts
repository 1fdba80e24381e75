import { cellText, type CellValue, type SheetValues } from '../workbook/cells';
import { SHEETS, means, type SheetId } from '../workbook/labels';

/**
 * What a command would overwrite that the arbiter typed (design.md §2: "rendering never touches cells the
 * arbiter owns ... except where the command's purpose is to write them, and then only after confirmation").
 * The Office.js port compares every sheet's content before and after a command; a non-blank cell of an
 * arbiter-owned sheet that would change (or vanish with its sheet) is an overwrite, and the command stops
 * before its write sync until the pane confirms exactly that list.
 */
export interface Overwrite {
  readonly sheet: string;
  readonly cell: string;
  readonly before: string;
  /** '' when the cell is cleared or its sheet deleted. */
  readonly after: string;
}

/** Per sheet, for the confirmation panel: how many cells, and the first few. */
export interface OverwriteSummary {
  readonly sheet: string;
  readonly cells: number;
  /** The whole sheet would be deleted. */
  readonly deleted: boolean;
  readonly examples: readonly Overwrite[];
}

export interface Confirmation {
  /** Hash of the exact list: the pane sends it back to allow these overwrites and no others. */
  readonly token: string;
  readonly sheets: readonly OverwriteSummary[];
}

/** Thrown by the port's flush when a command would overwrite arbiter-typed cells: nothing was written. */
export class ConfirmationNeeded extends Error {
  constructor(readonly confirmation: Confirmation) {
    super(`confirmation needed: ${confirmation.sheets.map((s) => `${s.sheet} (${s.cells} cells)`).join(', ')}`);
    this.name = 'ConfirmationNeeded';
  }
}

/** Sheets the add-in rebuilds whole from the others; their content is never the arbiter's (design.md §4). */
const GENERATED: readonly SheetId[] = ['standings', 'crosstable', 'cards', 'log'];

/** The hidden sheet that keeps the undo journal (journal.ts). */
export const JOURNAL_SHEET = 'Arbiter undo';

export function isGeneratedSheet(name: string): boolean {
  return name === JOURNAL_SHEET || GENERATED.some((id) => means(SHEETS[id], name));
}

/** Report sheets are not read by any command, so the port does not load them up front. */
export function isReportSheet(name: string): boolean {
  return (['standings', 'crosstable', 'cards'] as const).some((id) => means(SHEETS[id], name));
}

/** FNV-1a over a string, as 8 hex digits: a short, deterministic fingerprint (not security). */
export function hashText(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** Fingerprint of a sheet's content as shown (numbers and their text form alike, trailing blanks ignored). */
export function fingerprint(values: SheetValues): string {
  const rows = values.map((r) => {
    const line = r.map((v) => cellText(v));
    while (line.length && line[line.length - 1] === '') line.pop();
    return line.join('\u001f');
  });
  while (rows.length && rows[rows.length - 1] === '') rows.pop();
  return hashText(rows.join('\u001e'));
}

export function sameCell(a: CellValue | undefined, b: CellValue | undefined): boolean {
  return cellText(a ?? null) === cellText(b ?? null);
}

export function confirmationOf(overwrites: readonly Overwrite[], deletedSheets: ReadonlySet<string>): Confirmation {
  const sorted = [...overwrites].sort((a, b) => (a.sheet === b.sheet ? 0 : a.sheet < b.sheet ? -1 : 1));
  const token = hashText(JSON.stringify(sorted.map((o) => [o.sheet, o.cell, o.before, o.after])));
  const bySheet = new Map<string, Overwrite[]>();
  for (const o of sorted) {
    const list = bySheet.get(o.sheet) ?? [];
    list.push(o);
    bySheet.set(o.sheet, list);
  }
  const sheets = [...bySheet.entries()].map(([sheet, list]) => ({
    sheet,
    cells: list.length,
    deleted: deletedSheets.has(sheet),
    examples: list.slice(0, 5),
  }));
  return { token, sheets };
}
