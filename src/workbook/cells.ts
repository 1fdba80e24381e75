import { asciiDigits } from '../formats/digits';

/** Sheet values as both adapters hand them over: Excel's own cell types, dates as serial numbers. */
export type CellValue = string | number | boolean | null;
export type SheetValues = CellValue[][];

/** Column letters for a 0-based column index: 0 -> A, 25 -> Z, 26 -> AA. */
export function columnLetters(col: number): string {
  let n = col + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** A1-style address of a 0-based row/column. */
export function address(row: number, col: number): string {
  return `${columnLetters(col)}${row + 1}`;
}

/** A1-style range of a block starting at a 0-based row/column. */
export function rangeAddress(row: number, col: number, rows: number, cols: number): string {
  const first = address(row, col);
  if (rows <= 1 && cols <= 1) return first;
  return `${first}:${address(row + Math.max(rows, 1) - 1, col + Math.max(cols, 1) - 1)}`;
}

/** 0-based row/column of an A1 address. */
export function parseAddress(a1: string): { row: number; col: number } {
  const m = /^\$?([A-Za-z]+)\$?(\d+)$/.exec(a1.trim());
  if (!m) throw new Error(`internal: bad cell address ${a1}`);
  let col = 0;
  for (const ch of m[1]!.toUpperCase()) col = col * 26 + (ch.charCodeAt(0) - 64);
  return { row: Number(m[2]) - 1, col: col - 1 };
}

export function cellAt(values: SheetValues, row: number, col: number): CellValue {
  const r = values[row];
  if (!r) return null;
  const v = r[col];
  return v === undefined ? null : v;
}

/** Text of a cell as shown (numbers in plain decimal), trimmed; '' for blank. */
export function cellText(v: CellValue): string {
  if (v === null) return '';
  if (typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  return v.trim();
}

export function isBlank(v: CellValue): boolean {
  return cellText(v) === '';
}

export function isBlankRow(row: readonly CellValue[] | undefined): boolean {
  return !row || row.every((v) => v === null || isBlank(v));
}

/** Key used to compare labels typed in any language: case, spacing and digit script ignored. */
export function labelKey(s: string): string {
  // every cell of a big Players sheet is compared with every header word: the words' keys are computed once
  let k = labelKeys.get(s);
  if (k === undefined) {
    if (labelKeys.size >= MAX_LABEL_KEYS) labelKeys.clear();
    k = computeLabelKey(s);
    labelKeys.set(s, k);
  }
  return k;
}

const labelKeys = new Map<string, string>();
/** Enough for every name and word of a 10,000-player workbook (a smaller cache is cleared again and again). */
const MAX_LABEL_KEYS = 65_536;

function computeLabelKey(s: string): string {
  return asciiDigits(s)
    .normalize('NFC')
    .toLocaleLowerCase('en')
    .replace(/[\s._:]+/g, ' ')
    .trim()
    .replace(/ı/g, 'i')
    .replace(/i̇/g, 'i');
}

/** Integer in a cell (number or digits, any digit script), or null. */
export function cellInteger(v: CellValue): number | null {
  if (typeof v === 'number') return Number.isInteger(v) ? v : null;
  if (typeof v !== 'string') return null;
  const t = asciiDigits(v.trim());
  return /^-?\d+$/.test(t) ? Number(t) : null;
}

/** Decimal number in a cell; accepts `½`, `1½`, decimal comma. */
export function cellNumber(v: CellValue): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string') return null;
  let t = asciiDigits(v.trim()).replace(',', '.').replace('\u066B', '.');
  if (t === '') return null;
  let half = 0;
  if (t.endsWith('½')) {
    half = 0.5;
    t = t.slice(0, -1);
    if (t === '') return 0.5;
  }
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) + half : null;
}

/** Excel's day 0 is 1899-12-30 (with the 1900 leap-year bug folded in). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/** A date cell (Excel serial number) or a typed date as `YYYY/MM/DD` (TRF-26 form); other text kept as is. */
export function cellDate(v: CellValue): string {
  if (typeof v === 'number' && v > 0 && v < 2958466) {
    if (Number.isInteger(v) && v >= 1000 && v <= 2999 && v < 3000) return String(v); // a bare year
    const d = new Date(EXCEL_EPOCH_MS + Math.round(v * 86400000));
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getUTCFullYear()}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}`;
  }
  const t = cellText(v);
  const iso = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})$/.exec(asciiDigits(t));
  if (iso) return `${iso[1]}/${iso[2]!.padStart(2, '0')}/${iso[3]!.padStart(2, '0')}`;
  return t;
}

/** Excel serial number of a JS date (UTC day). */
export function excelSerial(date: Date): number {
  return (
    (Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) - EXCEL_EPOCH_MS) / 86400000 +
    (date.getUTCHours() * 3600 + date.getUTCMinutes() * 60 + date.getUTCSeconds()) / 86400
  );
}
