/**
 * FIDE mode (checklist Q40-Q46; fide-acceptance.md §1): on by default for the FIDE systems and after a TRF
 * import; leaving it is a two-step act (Level 4) that states the consequence, is recorded with its round, gives a
 * `###` line for the TRF, and can never be undone for the tournament; a tournament outside FIDE mode carries a
 * mark on every sheet.
 */

export interface FideModeState {
  readonly on: boolean;
  /** Set once FIDE mode has been left: the round and the reason, for the record and the TRF comment. */
  readonly left?: { readonly round: number; readonly reason: string };
}

export const FIDE_MODE_ON: FideModeState = { on: true };

/** What the first step tells the user (Level 4: the consequence is stated before the second confirmation). */
export const LEAVE_CONSEQUENCE =
  'Leaving FIDE mode is permanent for this tournament: it cannot be re-entered, every sheet is marked "not in FIDE mode", and the TRF records the change.';

export class FideModeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FideModeError';
  }
}

export interface LeaveRequest {
  readonly round: number;
  readonly reason: string;
  readonly consequence: string;
}

/** Step 1: asks to leave; nothing changes yet. */
export function requestLeave(state: FideModeState, round: number, reason: string): LeaveRequest {
  if (!state.on) throw new FideModeError('the tournament is already outside FIDE mode');
  if (reason.trim() === '') throw new FideModeError('give the reason for leaving FIDE mode');
  return { round, reason: reason.trim(), consequence: LEAVE_CONSEQUENCE };
}

/** Step 2: the confirmation of the request returned by step 1. */
export function confirmLeave(state: FideModeState, request: LeaveRequest): FideModeState {
  if (!state.on) throw new FideModeError('the tournament is already outside FIDE mode');
  return { on: false, left: { round: request.round, reason: request.reason } };
}

/** Q45: once left, never again. */
export function reenter(state: FideModeState): FideModeState {
  if (!state.on)
    throw new FideModeError(
      `FIDE mode was left in round ${state.left?.round ?? '?'} and cannot be re-entered for this tournament`,
    );
  return state;
}

/** Q44: the TRF comment line. */
export function leaveComment(state: FideModeState): string | null {
  return state.left ? `### FIDE mode left @ Round ${state.left.round}: ${state.left.reason}` : null;
}

/** Q46: the mark shown on every sheet of a tournament outside FIDE mode (EN/TR/FA), or null in FIDE mode. */
export function sheetMark(state: FideModeState, lang: 'en' | 'tr' | 'fa' = 'en'): string | null {
  if (state.on) return null;
  return { en: 'NOT IN FIDE MODE', tr: 'FIDE MODUNDA DEĞİL', fa: 'خارج از حالت فیده' }[lang];
}
