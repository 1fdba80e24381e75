import { address, cellText } from './cells';
import { means } from './labels';
import { MANUAL_WORDS } from './labels/manual-pairing';
import type { WorkbookPort } from './port';
import { error, WorkbookProblems } from './problems';
import type { WorkbookState } from './read';

/**
 * The manual-pairing phase of a round (checklist Q65) is marked on its round sheet: a cell of the title row says
 * "MANUAL PAIRING: not ended" until `manual end` compares the round with the engine's and removes it. Only the
 * last round can be in the phase (the next one cannot be paired before it ends).
 */
export interface ManualRound {
  readonly round: number;
  readonly sheet: string;
  /** The mark's cell, for messages. */
  readonly cell: string;
}

/** Column of the mark in the title row (C1: between the round title in A1 and the date label in H1). */
export const MANUAL_MARK_COLUMN = 2;

/** The last round when its sheet carries the manual-pairing mark (in any of the three languages). */
export async function manualRound(
  port: WorkbookPort,
  state: Pick<WorkbookState, 'rounds' | 'roundSheets'>,
): Promise<ManualRound | null> {
  const round = state.rounds.length;
  const sheet = state.roundSheets.get(round);
  if (!sheet) return null;
  const title = (await port.readSheet(sheet))[0] ?? [];
  const c = title.findIndex((v) => means(MANUAL_WORDS.mark, cellText(v)));
  return c < 0 ? null : { round, sheet, cell: address(0, c) };
}

/**
 * Commands that need a finished pairing (pair the next round, standings, the TRF) refuse while a round is in the
 * manual phase: its pairing has not been compared with the engine's yet (Q68), and a report or file made from it
 * would publish a pairing the arbiter has not ended.
 */
export async function refuseWhileManual(
  port: WorkbookPort,
  state: Pick<WorkbookState, 'rounds' | 'roundSheets'>,
  doing: string,
): Promise<void> {
  const m = await manualRound(port, state);
  if (!m) return;
  throw new WorkbookProblems([
    error(
      m.sheet,
      m.cell,
      `round ${m.round} is in the manual pairing phase: end it ` +
        `(arbiter manual end, or the pane's End manual pairing) or undo it before ${doing}`,
    ),
  ]);
}
