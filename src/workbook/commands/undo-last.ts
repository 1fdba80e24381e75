import type { WorkbookPort } from '../port';
import { error, WorkbookProblems } from '../problems';
import { readLog } from '../log-sheet';
import { appendLog } from './pair-next';
import { forfeitsWrittenByPair } from '../system-plan';
import { readValidWorkbook } from './state';

/**
 * Undo the last round: only while none of its results has been entered (design.md §5), so no result the
 * arbiter typed is ever lost. Removes the round sheet and its log lines.
 */
export async function undoLastRound(port: WorkbookPort): Promise<{ round: number; sheet: string }> {
  const state = await readValidWorkbook(port);
  const round = state.rounds.length;
  if (round === 0)
    throw new WorkbookProblems([error(state.sheetOf.settings, undefined, 'no round has been paired yet')]);
  const sheet = state.roundSheets.get(round)!;
  // forfeits of absent players written by pair itself (round robin, Scheveningen) are not the arbiter's results
  const written = forfeitsWrittenByPair(state, round);
  const entered = state.rounds[round - 1]!.boards.filter(
    (b) => b.result !== null && written.get(`${b.white}-${b.black}`) !== b.result.text,
  );
  if (entered.length) {
    throw new WorkbookProblems(
      entered.map((b) =>
        error(
          sheet,
          b.resultCell,
          `round ${round} cannot be undone: board ${b.board} already has the result "${b.result!.text}"`,
        ),
      ),
    );
  }
  await port.deleteSheet(sheet);
  if (state.sheetOf.log) {
    const lines = readLog(await port.readSheet(state.sheetOf.log));
    if (lines.some((l) => l.round === round)) await appendLog(port, state, round, []);
  }
  await port.flush();
  return { round, sheet };
}
