import { cellInteger, cellText, type SheetValues } from '../workbook/cells';

/**
 * The undo journal of "Pair next round". Excel keeps an add-in's changes on its own undo stack only from
 * ExcelApi 1.20 (Excel.run's mergeUndoGroup); elsewhere an add-in's writes cannot be undone with Ctrl+Z.
 * So every pairing records what it changed outside its new round sheet (the drawn colour in Settings, an
 * Acceleration sheet ...) and a fingerprint of each sheet it created; "Undo last round" restores the cells
 * and removes the created sheets while they are as the pairing left them. The journal lives in a very hidden
 * sheet of the workbook (nothing lives outside the workbook), one row per 30,000-character chunk.
 */
export interface CellChange {
  readonly sheet: string;
  readonly cell: string;
  readonly before: string | number | boolean | null;
  readonly after: string | number | boolean | null;
}

export interface JournalEntry {
  readonly round: number;
  readonly changes: readonly CellChange[];
  /** Sheets the command created, with the fingerprint of what it wrote there. */
  readonly created: readonly { readonly sheet: string; readonly fingerprint: string }[];
  /** Sheets the command deleted, with their values, to put back. */
  readonly deleted: readonly { readonly sheet: string; readonly values: SheetValues }[];
}

const CHUNK = 30000; // a cell holds at most 32,767 characters
const HEADER = ['round', 'part', 'json'];

export function readJournal(values: SheetValues): Map<number, JournalEntry> {
  const parts = new Map<number, string[]>();
  for (const row of values.slice(1)) {
    const round = cellInteger(row[0] ?? null);
    const part = cellInteger(row[1] ?? null);
    if (round === null || part === null) continue;
    const list = parts.get(round) ?? [];
    list[part] = typeof row[2] === 'string' ? row[2] : cellText(row[2] ?? null);
    parts.set(round, list);
  }
  const out = new Map<number, JournalEntry>();
  for (const [round, list] of parts) {
    try {
      const entry = JSON.parse(list.join('')) as JournalEntry;
      if (entry && entry.round === round) out.set(round, entry);
    } catch {
      // a damaged entry is ignored: undo then falls back to asking before it deletes anything
    }
  }
  return out;
}

export function renderJournal(entries: ReadonlyMap<number, JournalEntry>): SheetValues {
  const out: SheetValues = [HEADER];
  for (const round of [...entries.keys()].sort((a, b) => a - b)) {
    const json = JSON.stringify(entries.get(round));
    for (let i = 0, part = 0; i < json.length; i += CHUNK, part++) out.push([round, part, json.slice(i, i + CHUNK)]);
  }
  return out;
}
