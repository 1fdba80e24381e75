import { leftOutNote, roundPgnWithNotes } from '../../formats/pgn-pairings';
import type { WorkbookPort } from '../port';
import { error, WorkbookProblems, type Problem } from '../problems';
import { readValidWorkbook } from './state';

/** A round of the workbook as PGN (event-reports.md §2), boards in the round sheet's order. */
export async function exportPgn(port: WorkbookPort, round: number): Promise<string> {
  return (await exportPgnWithNotes(port, round)).text;
}

/**
 * The PGN and, as warnings at their Result cells, the boards left out of it: forfeits without colours
 * (`+/- nc`), which a PGN game cannot hold (it names the player of the white pieces, PGN standard 8.1.1.5).
 */
export async function exportPgnWithNotes(
  port: WorkbookPort,
  round: number,
): Promise<{ text: string; leftOut: Problem[] }> {
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
  const tc = state.tournament.info.timeControl;
  const timeControl = tc && /^[\d/+:*?-]+$/.test(tc) ? tc : undefined;
  const pgn = roundPgnWithNotes(state.tournament, round, { boards, timeControl });
  const name = state.roundSheets.get(round);
  const leftOut = pgn.leftOut.map((b): Problem => {
    const row = sheet.boards.find((x) => x.board === b.board);
    return {
      level: 'warning',
      sheet: name,
      cell: row?.resultCell,
      message: leftOutNote(b),
    };
  });
  return { text: pgn.text, leftOut };
}
