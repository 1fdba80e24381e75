import * as path from 'path';
import type { Tournament } from '../../engine/model';
import { formatProblem, hasErrors } from '../../formats/trf';
import { readValidWorkbook } from '../../workbook/commands/state';
import type { WorkbookState } from '../../workbook/read';
import { formatProblem as formatWorkbookProblem, WorkbookProblems } from '../../workbook/problems';
import { UserError } from '../exit';
import { XlsxFileError, XlsxWorkbook } from '../xlsx/xlsx-workbook';
import { loadTrf } from './trf';

/** A tournament read for a report from a workbook or a TRF file; nothing is ever written back. */
export interface EventSource {
  readonly tournament: Tournament;
  /** Present when the source was a workbook. */
  readonly book?: XlsxWorkbook;
  readonly state?: WorkbookState;
}

export function isWorkbookFile(file: string): boolean {
  return /\.xls[xm]$/i.test(file);
}

export function readTrfTournament(file: string): Tournament {
  const result = loadTrf(file);
  if (result.tournament === null || hasErrors(result.problems)) {
    const lines = result.problems
      .filter((p) => p.severity === 'error')
      .slice(0, 20)
      .map((p) => formatProblem(file, p));
    throw new UserError(
      `${lines.join('\n') || `${file}:1:1: not a readable TRF file`}\n${file}: the file has errors (see \`arbiter trf validate\`)`,
    );
  }
  return result.tournament;
}

export async function openBook(file: string): Promise<XlsxWorkbook> {
  try {
    return await XlsxWorkbook.load(file);
  } catch (err) {
    if (err instanceof XlsxFileError) throw new UserError(err.message);
    throw err;
  }
}

/** Problems of a workbook as `BOOK.xlsx: Sheet!A1: message` lines. */
export function workbookUserError(err: unknown, file: string): unknown {
  if (err instanceof WorkbookProblems) {
    const lines = err.problems
      .filter((p) => p.level === 'error')
      .map((p) => formatWorkbookProblem(p, path.basename(file)));
    return new UserError(lines.join('\narbiter: '));
  }
  if (err instanceof XlsxFileError) return new UserError(err.message);
  return err;
}

export async function readEvent(file: string): Promise<EventSource> {
  if (!isWorkbookFile(file)) return { tournament: readTrfTournament(file) };
  const book = await openBook(file);
  try {
    const state = await readValidWorkbook(book);
    return { tournament: state.tournament, book, state };
  } catch (err) {
    throw workbookUserError(err, file);
  }
}

/** `--round R`: a round number, 1 or more. */
export function roundOption(text: string): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new UserError(`--round must be a round number (1, 2, ...), not "${text}"`);
  return n;
}
