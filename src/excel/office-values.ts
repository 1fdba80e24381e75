import { parseAddress, type CellValue, type SheetValues } from '../workbook/cells';

/**
 * Values and sizes as the Office port sends them to Excel (office-port.ts): the serialized size of a request,
 * cell input Excel would take for a formula, ranges as bounds, and Office errors in words.
 */

export function jsonBytes(v: unknown): number {
  const text = JSON.stringify(v);
  let n = text.length;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) n += 2; // UTF-8: at most 3 bytes per UTF-16 unit
  return n;
}

export function bounds(range: string): { top: number; left: number; bottom: number; right: number } {
  const [a, b] = range.split(':');
  const from = parseAddress(a!);
  const to = b ? parseAddress(b) : from;
  return {
    top: Math.min(from.row, to.row),
    left: Math.min(from.col, to.col),
    bottom: Math.max(from.row, to.row),
    right: Math.max(from.col, to.col),
  };
}

export function grid<T>(rows: number, cols: number, value: T): T[][] {
  return Array.from({ length: rows }, () => Array.from({ length: cols }, () => value));
}

/** Excel reads `=`, and `+`/`-` before anything but a number, as a formula: such text goes in quoted. */
export function excelInput(v: CellValue, textCell: boolean): string | number | boolean {
  if (v === null) return ''; // '' clears; null would leave the old value in place
  if (typeof v !== 'string' || textCell) return v;
  if (/^[=+\-@']/.test(v) && !/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(v.trim())) return `'${v}`;
  return v;
}

export function trimmed(values: SheetValues): SheetValues {
  const rows = values.map((r) => [...r]);
  while (rows.length && rows[rows.length - 1]!.every((v) => v === null || v === '')) rows.pop();
  return rows;
}

export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/** An Office error in words: its code and message, never a stack. */
export function errorWords(err: unknown): string {
  if (err && typeof err === 'object') {
    const e = err as { message?: unknown; code?: unknown };
    const message = typeof e.message === 'string' ? e.message : String(err);
    const code = typeof e.code === 'string' && !message.includes(e.code) ? ` (${e.code})` : '';
    return `${message}${code}`;
  }
  return String(err);
}
