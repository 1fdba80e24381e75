import { address, cellText, type SheetValues } from './cells';
import { means, say, SHEETS, type Language } from './labels';
import { FIDE_MODE_LABELS, isFideModeMark, NOT_IN_FIDE_MODE, YES_NO_WORDS, type FideModeKey } from './labels/fide-mode';
import { fideModeRows, fideModeWrites, readFideMode } from './fide-mode-settings';
import { readRecord } from './record-sheet';
import { readSettings } from './settings';
import type { WorkbookPort } from './port';

/**
 * Writing FIDE mode into a workbook: its Settings rows, and the mark every sheet of a tournament outside FIDE mode
 * carries (checklist Q46: "a permanent visible marker"). The mark sits in the first row, one column right of the
 * sheet's used cells, so no reader takes it for data (readers find their columns by header).
 */

/** Set FIDE-mode rows on the Settings sheet (present rows updated, missing ones added below the others). */
export async function writeFideModeRows(
  port: WorkbookPort,
  sheet: string,
  set: Partial<Record<FideModeKey, string | number>>,
  lang: Language,
): Promise<void> {
  const values = await port.readSheet(sheet);
  const rows = fideModeRows(values);
  for (const w of fideModeWrites(values, rows, set, lang)) await port.writeValues(sheet, w.cell, w.values);
  if (set.fideMode !== undefined && !rows.has('fideMode')) {
    // the new row: a yes/no drop-down like the other Settings choices (typing no is refused, fide-mode-settings.ts)
    const row = fideModeRows(await port.readSheet(sheet)).get('fideMode')!;
    await port.addListValidation(sheet, address(row, 1), [say(YES_NO_WORDS.yes, lang), say(YES_NO_WORDS.no, lang)], {
      strict: false,
    });
    await port.formatRange(sheet, address(row, 0), { bold: true });
  }
}

/** The cell of a sheet's mark: where it already is, else one column right of the first row's last used cell. */
export function markCell(values: SheetValues): string {
  const first = values[0] ?? [];
  const at = first.findIndex((v) => isFideModeMark(v));
  if (at >= 0) return address(0, at);
  let last = -1;
  first.forEach((v, c) => {
    if (cellText(v) !== '') last = c;
  });
  return address(0, last + 2);
}

export const MARK_FILL = 'FFC7CE';

/**
 * Put the mark on every sheet of the workbook (a tournament outside FIDE mode). Sheets written whole by a command
 * lose it when rebuilt, so every command that writes sheets calls this after its writes.
 */
export async function markEverySheet(port: WorkbookPort, lang: Language): Promise<void> {
  const text = say(NOT_IN_FIDE_MODE, lang);
  for (const name of await port.listSheets()) {
    const cell = markCell(await port.readSheet(name));
    await port.writeValues(name, cell, [[text]]);
    await port.formatRange(name, cell, { bold: true, fill: MARK_FILL });
  }
}

/** The Settings row label of a key, in the sheet's language (for messages that name the row). */
export function fideModeLabel(key: FideModeKey, lang: Language): string {
  return say(FIDE_MODE_LABELS[key], lang);
}

/**
 * After any command that saves a workbook: a tournament outside FIDE mode gets the mark on every sheet, the ones
 * the command wrote included. Reads only Settings and the Record sheet.
 */
export async function markIfOutsideFideMode(port: WorkbookPort): Promise<void> {
  const names = await port.listSheets();
  const settingsSheet = names.find((n) => means(SHEETS.settings, n));
  if (!settingsSheet) return;
  const values = await port.readSheet(settingsSheet);
  const recordSheet = names.find((n) => means(SHEETS.record, n));
  const record = recordSheet ? readRecord(await port.readSheet(recordSheet)) : [];
  const settings = readSettings(values, settingsSheet);
  const fm = readFideMode(values, settingsSheet, settings, record);
  if (!fm.state.on) await markEverySheet(port, settings.settings.language);
}
