import { describeError, withWorkbook, type AddinHost } from '../excel/actions';
import { ConfirmationNeeded, type Confirmation } from '../excel/overwrites';
import type { OfficeWorkbookPort } from '../excel/office-port';
import { address, cellText } from '../workbook/cells';
import {
  checkManualPairing,
  endManualPairing,
  startManualPairing,
  type ManualCheckOutcome,
} from '../workbook/commands/manual-pairing';
import { readValidWorkbook } from '../workbook/commands/state';
import type { PairFn } from '../engine/systems';
import { replayWithPairer, type AsyncPairer } from '../excel/pair-with';
import { manualRound } from '../workbook/manual-mark';
import { WorkbookProblems, type Problem } from '../workbook/problems';
import type { LeveledWarning } from '../workbook/warning-levels';
import type { RoundPairing } from '../engine/pairing';

/**
 * The pane's manual-pairing actions (checklist Q65-Q69): Start, Check and End run the shared workbook commands
 * (src/workbook/commands/manual-pairing.ts) in one Excel.run each, as the other pane actions do (actions.ts):
 * the writes are held and sent in one sync, and every failure is an answer, never a throw. Start (from the
 * engine's pairing), Check and End pair the round with the pane's pairer (the engine's Worker), as Pair next round
 * does, so a big field does not stop the pane.
 */
export type ManualPaneResult =
  | { readonly kind: 'started'; readonly round: number; readonly sheet: string; readonly boards: number }
  | {
      readonly kind: 'checked';
      readonly round: number;
      readonly warnings: readonly LeveledWarning[];
      readonly unpaired: readonly number[];
    }
  | {
      readonly kind: 'confirm';
      readonly round: number;
      /** Level 3 and 4 warnings to confirm, with what confirms each (the Level-4 token included). */
      readonly unconfirmed: readonly { readonly warning: LeveledWarning; readonly confirmWith: string }[];
      readonly acknowledged: readonly LeveledWarning[];
      /** The engine's pairing, shown with a difference (the TEC manual's Level 4). */
      readonly engine: RoundPairing | null;
    }
  | {
      readonly kind: 'ended';
      readonly round: number;
      readonly differences: readonly string[];
      readonly engine: RoundPairing | null;
    }
  | { readonly kind: 'problems'; readonly problems: readonly Problem[] }
  | { readonly kind: 'overwrite'; readonly confirmation: Confirmation }
  | { readonly kind: 'failed'; readonly message: string };

async function held<T>(host: AddinHost, fn: (port: OfficeWorkbookPort) => Promise<T>): Promise<T> {
  return withWorkbook(host, undefined, async (port) => {
    port.hold();
    const value = await fn(port);
    await port.commit();
    return value;
  });
}

function failure(err: unknown): ManualPaneResult {
  if (err instanceof WorkbookProblems) return { kind: 'problems', problems: err.problems };
  if (err instanceof ConfirmationNeeded) return { kind: 'overwrite', confirmation: err.confirmation };
  return { kind: 'failed', message: describeError(err) };
}

function engineOf(o: ManualCheckOutcome): RoundPairing | null {
  return 'boards' in o.engine ? o.engine : null;
}

export interface ManualStartInput {
  readonly fromEngine: boolean;
  readonly random?: () => number;
  readonly date?: string;
  /** The pane's pairer (the engine's Worker) for a start from the engine's pairing. */
  readonly pairer?: AsyncPairer;
}

/** Start the manual phase of the next round; Undo last round removes it (its journal is kept like a pairing's). */
export async function manualStart(host: AddinHost, input: ManualStartInput): Promise<ManualPaneResult> {
  try {
    return await held(host, async (port) => {
      // the colour lot drawn once: a start from the engine's pairing runs twice (replayWithPairer)
      const lot = (input.random ?? Math.random)();
      const options = { fromEngine: input.fromEngine, random: () => lot, ...(input.date ? { date: input.date } : {}) };
      const o =
        input.fromEngine && input.pairer
          ? await replayWithPairer(port, input.pairer, (pair) => startManualPairing(port, { ...options, pair }))
          : await startManualPairing(port, options);
      port.recordJournal(o.round);
      return { kind: 'started', round: o.round, sheet: o.sheet, boards: o.boards } as const;
    });
  } catch (err) {
    return failure(err);
  }
}

/**
 * A manual command with the engine's pairing made by `pairer` (the engine's Worker) when there is one: the command
 * runs once to record the engine input, then again with the result (replayWithPairer), as Start does.
 */
function withPairer<T>(port: OfficeWorkbookPort, pairer: AsyncPairer | undefined, run: (pair?: PairFn) => Promise<T>) {
  return pairer ? replayWithPairer(port, pairer, run) : run();
}

export async function manualCheck(host: AddinHost, pairer?: AsyncPairer): Promise<ManualPaneResult> {
  try {
    return await held(host, async (port) => {
      const o = await withPairer(port, pairer, (pair) => checkManualPairing(port, pair ? { pair } : {}));
      return { kind: 'checked', round: o.round, warnings: o.warnings, unpaired: o.unpaired } as const;
    });
  } catch (err) {
    return failure(err);
  }
}

/**
 * End the phase with the confirmations the arbiter gave (none on the first click: the answer lists what to
 * confirm). Ending rewrites the round sheet from its numbers: that is the purpose of the command, so the cells the
 * arbiter typed on it are not asked about a second time.
 */
export async function manualEnd(
  host: AddinHost,
  confirmed: readonly string[] = [],
  pairer?: AsyncPairer,
): Promise<ManualPaneResult> {
  try {
    return await held(host, async (port) => {
      const m = await manualRound(port, await readValidWorkbook(port));
      if (m) {
        const values = await port.readSheet(m.sheet);
        values.forEach((row, r) =>
          row.forEach((v, c) => {
            if (cellText(v) !== '') port.permitOverwrite(m.sheet, address(r, c));
          }),
        );
      }
      const o = await withPairer(port, pairer, (pair) =>
        endManualPairing(port, { confirmed: new Set(confirmed), ...(pair ? { pair } : {}) }),
      );
      if (!o.ended) {
        return {
          kind: 'confirm',
          round: o.round,
          unconfirmed: o.decision.unconfirmed,
          acknowledged: o.decision.acknowledged,
          engine: engineOf(o),
        } as const;
      }
      return {
        kind: 'ended',
        round: o.round,
        differences: o.comparison?.differences ?? [],
        engine: engineOf(o),
      } as const;
    });
  } catch (err) {
    return failure(err);
  }
}
