import { leaveFideMode } from '../workbook/commands/leave-fide-mode';
import { WarningsNotConfirmed } from '../workbook/confirm-warnings';
import type { FideModeState } from '../workbook/fide-mode';
import { WorkbookProblems, type Problem } from '../workbook/problems';
import { readWorkbook } from '../workbook/read';
import { describeError, withWorkbook, type AddinHost } from './actions';
import { ConfirmationNeeded } from './overwrites';

/**
 * FIDE mode from the pane (checklist Q43-Q46): reading it for the indicator, and leaving it in the same two
 * Level-4 steps as `arbiter fide-mode leave`: the first call answers with the consequence and the confirmation
 * to give; only a second call carrying it writes.
 */
export type LeaveStep =
  | { readonly kind: 'consequence'; readonly lines: readonly string[]; readonly confirmWith: string }
  | { readonly kind: 'left'; readonly round: number; readonly comment: string }
  | { readonly kind: 'problems'; readonly problems: readonly Problem[] };

/** The tournament's FIDE mode (null: the workbook holds no individual tournament). */
export async function readFideModeInExcel(host: AddinHost): Promise<FideModeState | null> {
  return withWorkbook(host, undefined, async (port) => (await readWorkbook(port)).fideMode?.state ?? null);
}

/**
 * Step 1 without `confirmWith`; step 2 with the value step 1 returned. Never throws. The cells step 2 writes (the
 * Settings "FIDE mode" cell the arbiter may have typed) are the ones the Level-4 confirmation stated, so the
 * pane's overwrite confirmation (overwrites.ts) is given with it rather than asked a third time.
 */
export async function leaveFideModeInExcel(host: AddinHost, reason: string, confirmWith?: string): Promise<LeaveStep> {
  const attempt = (allow?: string) =>
    withWorkbook(host, allow, async (port) => {
      port.hold();
      const o = await leaveFideMode(port, { reason, confirmed: new Set(confirmWith ? [confirmWith] : []) });
      await port.commit();
      return { kind: 'left' as const, round: o.round, comment: o.comment };
    });
  try {
    try {
      return await attempt();
    } catch (err) {
      if (confirmWith && err instanceof ConfirmationNeeded) return await attempt(err.confirmation.token);
      throw err;
    }
  } catch (err) {
    if (err instanceof WarningsNotConfirmed) {
      const pending = err.decision.unconfirmed[0];
      if (pending) {
        return {
          kind: 'consequence',
          lines: err.problems.flatMap((p) => p.message.split('\n')),
          confirmWith: pending.confirmWith,
        };
      }
    }
    if (err instanceof WorkbookProblems) return { kind: 'problems', problems: err.problems };
    return { kind: 'problems', problems: [{ level: 'error', message: describeError(err) }] };
  }
}
