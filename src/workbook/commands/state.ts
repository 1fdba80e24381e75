import type { Language, SheetId } from '../labels';
import { SHEETS, say } from '../labels';
import type { WorkbookPort } from '../port';
import { WorkbookProblems, hasErrors } from '../problems';
import { readWorkbook, type WorkbookState } from '../read';

/** Read the workbook and stop (writing nothing) if anything is wrong. */
export async function readValidWorkbook(port: WorkbookPort): Promise<WorkbookState> {
  const state = await readWorkbook(port);
  if (hasErrors(state.problems)) throw new WorkbookProblems(state.problems);
  return state;
}

/** Report sheets come after the round sheets, in this order. */
export const REPORT_SHEETS: readonly SheetId[] = ['standings', 'crosstable', 'cards', 'log', 'acceleration', 'record'];

/** The sheet a new round sheet goes in front of: the first report sheet present. */
export function firstReportSheet(state: Pick<WorkbookState, 'sheetOf' | 'sheetNames'>): string | undefined {
  for (const id of REPORT_SHEETS) {
    const n = state.sheetOf[id];
    if (n) return n;
  }
  return undefined;
}

/** Name a role's sheet gets in the chosen language; an existing sheet of that role under another name is removed. */
export async function claimSheetName(
  port: WorkbookPort,
  state: Pick<WorkbookState, 'sheetOf'>,
  id: SheetId,
  lang: Language,
): Promise<string> {
  const wanted = say(SHEETS[id], lang);
  const existing = state.sheetOf[id];
  if (existing && existing !== wanted) await port.deleteSheet(existing);
  return wanted;
}
