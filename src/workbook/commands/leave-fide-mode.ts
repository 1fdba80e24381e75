import { address } from '../cells';
import { confirmLeave, FIDE_MODE_ON, requestLeave, type FideModeState } from '../fide-mode';
import { SHEETS, say } from '../labels';
import { RECORD_EVENTS, sayYesNo } from '../labels/fide-mode';
import { markEverySheet, writeFideModeRows } from '../fide-mode-sheet';
import type { FideModeRead } from '../fide-mode-settings';
import type { WorkbookPort } from '../port';
import { error, WorkbookProblems } from '../problems';
import { readWorkbook, type WorkbookState } from '../read';
import { appendRecord, recordTrfLine, type RecordEntry } from '../record-sheet';
import { requireConfirmed, tournamentIdentity } from '../confirm-warnings';
import type { LeveledWarning } from '../warning-levels';

export interface LeaveFideModeOptions {
  readonly reason: string;
  /** `--confirm` values (warning-levels.ts): leaving is Level 4, `leave-fide-mode:TOKEN`. */
  readonly confirmed?: ReadonlySet<string>;
}

export interface LeaveFideModeOutcome {
  readonly round: number;
  readonly reason: string;
  /** The `###` line the TRF export will carry. */
  readonly comment: string;
}

/** The round FIDE mode is left in: the last paired round (round 1 before any round is paired). */
export function roundInProgress(state: Pick<WorkbookState, 'roundSheets'>): number {
  return Math.max(1, ...state.roundSheets.keys());
}

/**
 * Leave FIDE mode (checklist Q43-Q46): a Level-4 act. The first run states the consequence and the confirmation
 * to give; the second, confirmed, writes "no" and the round in Settings, a "FIDE mode left" row on the Record
 * sheet (a `###` line in the TRF) and the mark on every sheet. It cannot be undone: the Settings cell typed back
 * to yes is refused (fide-mode-settings.ts). The rest of the workbook need not be valid: a tournament may leave
 * FIDE mode precisely to keep a choice FIDE mode refuses.
 */
export async function leaveFideMode(port: WorkbookPort, options: LeaveFideModeOptions): Promise<LeaveFideModeOutcome> {
  const state = await readWorkbook(port);
  const sheet = state.sheetOf.settings;
  if (!sheet || !state.fideMode)
    throw new WorkbookProblems([error('Settings', undefined, 'the workbook has no Settings sheet')]);
  const fm: FideModeRead = state.fideMode;
  const modeRow = fm.rows.get('fideMode');
  const where = modeRow !== undefined ? address(modeRow, 1) : undefined;
  if (!fm.state.on) {
    throw new WorkbookProblems([
      error(
        sheet,
        where,
        fm.state.left
          ? `FIDE mode was already left in round ${fm.state.left.round}`
          : 'this tournament is not in FIDE mode (a knockout runs outside it)',
      ),
    ]);
  }
  const round = roundInProgress(state);
  let request;
  try {
    request = requestLeave(FIDE_MODE_ON, round, options.reason);
  } catch (err) {
    throw new WorkbookProblems([error(undefined, undefined, (err as Error).message)]);
  }
  const warning: LeveledWarning = {
    level: 4,
    code: 'leave-fide-mode',
    message: `leave FIDE mode in round ${round}: ${request.reason}`,
    place: `${sheet}${where ? `!${where}` : ''}`,
    consequence: request.consequence,
  };
  requireConfirmed([warning], options.confirmed, tournamentIdentity(state));
  const left: FideModeState = confirmLeave(FIDE_MODE_ON, request);

  // --- confirmed: the writes ---
  const lang = state.settings.settings.language;
  await writeFideModeRows(port, sheet, { fideMode: sayYesNo(false, lang), fideModeLeft: round }, lang);
  const entry: RecordEntry = { round: left.left!.round, event: RECORD_EVENTS.fideModeLeft, text: request.reason };
  await appendRecord(
    port,
    state.sheetOf.record ?? (await port.listSheets()).find((n) => n === say(SHEETS.record, lang)),
    [entry],
    lang,
  );
  await markEverySheet(port, lang);
  await port.flush();
  return { round, reason: request.reason, comment: recordTrfLine(entry) };
}
