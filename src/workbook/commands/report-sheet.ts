import { rangeAddress, type SheetValues } from '../cells';
import type { PageSetup, WorkbookPort } from '../port';
import type { WorkbookState } from '../read';
import { HEADER_FILL } from '../render';

/** Sheets the arbiter types in: a report never takes their name. */
export function inputSheets(state: WorkbookState): string[] {
  return [state.sheetOf.settings, state.sheetOf.players, ...state.roundSheets.values()].filter((n): n is string => !!n);
}

/** Put a rebuilt report sheet in place: cleared when it exists, else added at the end. Never an input sheet. */
export async function freshSheet(port: WorkbookPort, name: string, reserved: readonly string[]): Promise<void> {
  if (reserved.includes(name))
    throw new Error(`"${name}" is one of the tournament's own sheets; it is never overwritten`);
  const names = await port.listSheets();
  if (names.includes(name)) await port.clearSheet(name);
  else await port.ensureSheet(name);
}

export interface TableFormat {
  readonly headerRow: number;
  readonly firstRow: number;
  readonly rows: number;
  readonly columns: number;
}

/** Title bold, header filled and bordered, body bordered (as Standings). */
export async function formatTables(port: WorkbookPort, name: string, tables: readonly TableFormat[]): Promise<void> {
  await port.formatRange(name, 'A1', { bold: true, fontSize: 13 });
  for (const t of tables) {
    await port.formatRange(name, rangeAddress(t.headerRow, 0, 1, t.columns), {
      bold: true,
      fill: HEADER_FILL,
      align: 'center',
      border: true,
      wrap: true,
    });
    if (t.rows > 0) await port.formatRange(name, rangeAddress(t.firstRow, 0, t.rows, t.columns), { border: true });
  }
}

/** A4 printing with repeated title rows and the event's name in the header. */
export function a4(
  values: SheetValues,
  setup: Omit<PageSetup, 'orientation'> & { orientation?: PageSetup['orientation'] },
): PageSetup {
  const columns = Math.max(0, ...values.map((r) => r.length));
  return { orientation: setup.orientation ?? (columns > 10 ? 'landscape' : 'portrait'), fitToWidth: true, ...setup };
}
