/**
 * What Excel enforces and the double must enforce too: one table per rule, each with the page that documents it.
 * The double (fake-excel.ts) and the Office.js recorder (office-js.ts) read these tables; nothing else restates them.
 */

export type Platform = 'web' | 'windows' | 'mac';
export const PLATFORMS: readonly Platform[] = ['web', 'windows', 'mac'];

/**
 * APIs without undo support that the add-in could call. Inside `Excel.run({ mergeUndoGroup: true })` Excel
 * throws UndoNotSupported for them; outside a group they clear the user's undo stack.
 * Microsoft Learn, "Undo capabilities with the Excel JavaScript API", table "Unsupported APIs"
 * (https://learn.microsoft.com/office/dev/add-ins/excel/excel-add-ins-undo-capabilities).
 * `member` is Office.js's class and member name as the client serializes it (method or property).
 */
export const UNDO_UNSUPPORTED: readonly { readonly api: string; readonly platforms: readonly Platform[] }[] = [
  { api: 'Worksheet.delete', platforms: ['web', 'windows', 'mac'] },
  { api: 'Worksheet.position', platforms: ['windows', 'mac'] },
  { api: 'Worksheet.visibility', platforms: ['windows', 'mac'] },
  { api: 'Worksheet.name', platforms: ['windows', 'mac'] },
];

export function undoUnsupported(api: string, platform: Platform): boolean {
  return UNDO_UNSUPPORTED.some((u) => u.api === api && u.platforms.includes(platform));
}

/** Undo-unsafe on at least one platform: what a grouped run must never hold. */
export function undoUnsafeAnywhere(api: string): boolean {
  return UNDO_UNSUPPORTED.some((u) => u.api === api);
}

/**
 * Excel on the web refuses a request or a response over 5 MB (RichApi.Error RequestPayloadSizeLimitExceeded /
 * ResponsePayloadSizeLimitExceeded). Microsoft Learn, "Resource limits and performance optimization for Office
 * Add-ins", Excel add-ins section (https://learn.microsoft.com/office/dev/add-ins/concepts/resource-limits-and-performance-optimization).
 * The add-in keeps below AUDIT_LIMIT_BYTES (issue #17's margin).
 */
export const PAYLOAD_LIMIT_BYTES = 5 * 1024 * 1024;
export const AUDIT_LIMIT_BYTES = 4_000_000;

/**
 * Requirement set of every Office.js member the port uses above ExcelApi 1.1 (Microsoft Learn, "Excel
 * JavaScript API requirement sets", and each class's reference page "[API set: ExcelApi 1.x]").
 */
export const REQUIREMENT_SETS: Readonly<Record<string, string>> = {
  'Worksheet.visibility': '1.2',
  'Worksheet.getUsedRange(valuesOnly)': '1.2',
  'Worksheet.freezePanes': '1.7',
  'RangeFormat.columnWidth': '1.2',
  'Range.dataValidation': '1.8',
  'Worksheet.pageLayout': '1.9',
  'Worksheet.horizontalPageBreaks': '1.9',
  'RangeFormat.readingOrder': '1.9',
  'Workbook.getSelectedRange': '1.7',
  'RunOptions.mergeUndoGroup': '1.20',
};

/**
 * Page layout limits Excel enforces: a header or footer section holds at most 255 characters, a sheet holds
 * at most 1,026 horizontal page breaks (Microsoft 365 "Excel specifications and limits": "Page breaks 1,026
 * horizontal and vertical"; "Length of header or footer 255").
 */
export const HEADER_MAX_CHARS = 255;
export const PAGE_BREAKS_MAX = 1026;
