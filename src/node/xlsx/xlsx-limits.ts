import { readZipParts, ZipPartsError, type ZipPart } from './zip-parts';

/**
 * Checks of an .xlsx file before exceljs reads it, so that a corrupted or hostile workbook ends in a message with
 * its place instead of a crash or gigabytes of memory. exceljs makes an object for every cell of a merged range
 * and a dense array up to the highest row it meets, so both are bounded here first.
 *
 * Excel's own limits: "Excel specifications and limits" (Microsoft Support,
 * https://support.microsoft.com/en-us/office/excel-specifications-and-limits-1672b34d-7043-467e-8e27-269d656771c3):
 * worksheet size 1,048,576 rows by 16,384 columns.
 */
export const EXCEL_MAX_ROWS = 1_048_576;
export const EXCEL_MAX_COLUMNS = 16_384;

/**
 * Merged cells a workbook may hold in all: eight rows across a sheet's whole width. The product writes no merged
 * ranges; an arbiter merges a title or a few headers, never more, and every merged cell costs exceljs an object
 * (about 900 bytes: a merge down one full column, 1,048,576 cells, took a 35 KB workbook to 934 MB and 4 s).
 */
export const MAX_MERGED_CELLS = 8 * EXCEL_MAX_COLUMNS;

/**
 * Uncompressed size of all parts. The largest workbook the product makes (9,999 players, 99 rounds: the Cards
 * sheet's million rows) is about 300 MB of XML; twice that leaves room for an arbiter's own sheets.
 */
export const MAX_UNCOMPRESSED_BYTES = 600 * 1024 * 1024;

export class XlsxLimitError extends Error {}

const DOLLAR = 36;
const DIGIT_0 = 48;
const DIGIT_9 = 57;
const LOWER_A = 97;
const LOWER_Z = 122;

/**
 * `A1` -> { row: 1, col: 1 }; null when it is not a cell reference (`$?` 1-7 letters `$?` 1-15 digits). Read a
 * character at a time: it runs once per cell of every sheet, and a regular expression per cell was the most
 * expensive step of these checks (docs/performance.md, "Reading a workbook once").
 */
function cellRef(ref: string): { row: number; col: number } | null {
  const n = ref.length;
  let i = ref.charCodeAt(0) === DOLLAR ? 1 : 0;
  const lettersFrom = i;
  let col = 0;
  for (; i < n; i++) {
    const c = ref.charCodeAt(i) | 0x20; // ASCII upper case to lower case; no other character lands on a-z
    if (c < LOWER_A || c > LOWER_Z) break;
    col = col * 26 + (c - LOWER_A + 1);
  }
  if (i - lettersFrom < 1 || i - lettersFrom > 7) return null;
  if (ref.charCodeAt(i) === DOLLAR) i++;
  const digitsFrom = i;
  for (; i < n; i++) {
    const c = ref.charCodeAt(i);
    if (c < DIGIT_0 || c > DIGIT_9) return null;
  }
  if (n - digitsFrom < 1 || n - digitsFrom > 15) return null;
  return { row: Number(ref.slice(digitsFrom)), col };
}

/** What the first bytes say a file is, for the message when it is not an .xlsx (a zip archive). */
function notZipCause(bytes: Uint8Array): string {
  if (bytes.length === 0) return 'the file is empty';
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) {
    return 'it is an older .xls workbook or a password-protected one (save it from Excel as .xlsx, without a password)';
  }
  const head = Buffer.from(bytes.subarray(0, 64)).toString('latin1');
  if (/^(012|001|XXR|\uFEFF?0\d2) /.test(head)) return 'it looks like a TRF text file (use import-trf)';
  if ([...head].every((ch) => ch === '\t' || ch === '\n' || ch === '\r' || (ch >= ' ' && ch <= '~')))
    return 'it is a text file, not a zip archive (an .xlsx is one)';
  return 'it is not a zip archive (an .xlsx is one)';
}

/** Sheet part path -> sheet name, from xl/workbook.xml and its relationships. */
function sheetNames(files: Record<string, Uint8Array>): Map<string, string> {
  const names = new Map<string, string>();
  const text = (p: string) => (files[p] ? Buffer.from(files[p]!).toString('utf8') : '');
  const rels = new Map<string, string>();
  for (const m of text('xl/_rels/workbook.xml.rels').matchAll(/<Relationship\b[^>]*>/g)) {
    const id = /\bId="([^"]*)"/.exec(m[0])?.[1];
    const target = /\bTarget="([^"]*)"/.exec(m[0])?.[1];
    if (id && target) rels.set(id, target.replace(/^\/?(xl\/)?/, 'xl/'));
  }
  for (const m of text('xl/workbook.xml').matchAll(/<sheet\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(m[0])?.[1];
    const id = /\br:id="([^"]*)"/.exec(m[0])?.[1];
    const part = id ? rels.get(id) : undefined;
    if (name !== undefined && part)
      names.set(
        part,
        name
          .replace(/&amp;/g, '&')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&apos;/g, "'"),
      );
  }
  return names;
}

/**
 * An .xlsx's parts, inflated once (zip-parts.ts), checked against the bounds above; throws XlsxLimitError with the
 * cause (and the sheet and cell where there is one). Cheap next to exceljs's own reading: a scan of the sheet parts.
 */
export function readXlsxParts(bytes: Uint8Array): ZipPart[] {
  if (!(bytes[0] === 0x50 && bytes[1] === 0x4b)) throw new XlsxLimitError(notZipCause(bytes));
  let parts: ZipPart[];
  try {
    parts = readZipParts(
      bytes,
      MAX_UNCOMPRESSED_BYTES,
      (part) =>
        new XlsxLimitError(
          `its parts unpack to more than ${MAX_UNCOMPRESSED_BYTES / 1024 / 1024} MB (at ${part}); that is more than a tournament workbook holds`,
        ),
    );
  } catch (err) {
    if (err instanceof ZipPartsError) throw new XlsxLimitError(`the zip archive is damaged (${err.message})`);
    throw err;
  }
  const files: Record<string, Uint8Array> = {};
  for (const p of parts) files[p.name] = p.data;
  if (!files['xl/workbook.xml'])
    throw new XlsxLimitError('the zip archive has no xl/workbook.xml (it is not an Excel workbook)');
  checkSheets(files);
  return parts;
}

/** Merged ranges and cell references of every sheet part, within Excel's grid and MAX_MERGED_CELLS. */
function checkSheets(files: Record<string, Uint8Array>): void {
  const names = sheetNames(files);
  let merged = 0;
  for (const [part, data] of Object.entries(files)) {
    if (!/^xl\/worksheets\/[^/]+\.xml$/.test(part)) continue;
    const sheet = names.get(part) ?? part;
    const xml = Buffer.from(data).toString('latin1');
    for (const m of xml.matchAll(/<mergeCell\b[^>]*\bref="([^"]*)"/g)) {
      const [a, b] = m[1]!.split(':');
      const from = cellRef(a ?? '');
      const to = cellRef(b ?? a ?? '');
      if (!from || !to) throw new XlsxLimitError(`${sheet}: merged range "${m[1]}" is not a range`);
      merged += (Math.abs(to.row - from.row) + 1) * (Math.abs(to.col - from.col) + 1);
      if (merged > MAX_MERGED_CELLS) {
        throw new XlsxLimitError(
          `${sheet}!${m[1]}: merged cells cover more than ${MAX_MERGED_CELLS.toLocaleString('en')} cells (unmerge this range in Excel)`,
        );
      }
    }
    for (const m of xml.matchAll(/<(row|c)\b[^>]*?\br="([^"]*)"/g)) {
      if (m[1] === 'row') {
        const row = Number(m[2]);
        if (!Number.isInteger(row) || row < 1 || row > EXCEL_MAX_ROWS) {
          throw new XlsxLimitError(
            `${sheet}: row number "${m[2]}" is outside Excel's rows 1-${EXCEL_MAX_ROWS.toLocaleString('en')}`,
          );
        }
      } else {
        const ref = cellRef(m[2]!);
        if (!ref || ref.row < 1 || ref.row > EXCEL_MAX_ROWS || ref.col < 1 || ref.col > EXCEL_MAX_COLUMNS) {
          throw new XlsxLimitError(
            `${sheet}: cell reference "${m[2]}" is outside Excel's ${EXCEL_MAX_ROWS.toLocaleString('en')} rows and ${EXCEL_MAX_COLUMNS.toLocaleString('en')} columns (A-XFD)`,
          );
        }
      }
    }
  }
}
