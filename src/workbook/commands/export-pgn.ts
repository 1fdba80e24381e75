import { roundPgn } from '../../formats/pgn-pairings';
import type { WorkbookPort } from '../port';
import { error, WorkbookProblems } from '../problems';
import { readValidWorkbook } from './state';

/** A round of the workbook as PGN (event-reports.md §2), boards in the round sheet's order. */
export async function exportPgn(port: WorkbookPort, round: number): Promise<string> {
  const state = await readValidWorkbook(port);
  const sheet = state.rounds[round - 1];
  if (!sheet) {
    throw new WorkbookProblems([
      error(
        undefined,
        undefined,
        `there is no round ${round} (the workbook has ${state.rounds.length} round sheet(s))`,
      ),
    ]);
  }
  const boards = sheet.boards.map((b) => ({ board: b.board, white: b.white, black: b.black }));
  return roundPgn(state.tournament, round, {
    boards,
    timeControl:
      state.tournament.info.timeControl && /^[\d/+:*?-]+$/.test(state.tournament.info.timeControl)
        ? state.tournament.info.timeControl
        : undefined,
  });
}
