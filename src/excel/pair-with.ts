import type { Tournament } from '../engine/model';
import type { RoundPairing } from '../engine/pairing';
import type { PairFn } from '../engine/systems';
import { pairNextRound, PairingDeferred, type PairOptions, type PairOutcome } from '../workbook/commands/pair-next';
import type { WorkbookPort } from '../workbook/port';

/** Pairs a round somewhere else (the task pane's Web Worker) and answers later. */
export type AsyncPairer = (t: Tournament, round: number) => Promise<RoundPairing>;

/** A pairer that fails in the worker is reported with the error's name (UnsupportedSystemError ...) kept. */
export class PairerError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

export interface PairWithOptions extends Omit<PairOptions, 'pair'> {
  /** Called before the engine runs, for the pane's progress line. */
  readonly onPairing?: (round: number, players: number) => void;
  /** Called before the pairing is written (the add-in records its undo journal then). */
  readonly beforeWrite?: (round: number) => void;
}

/**
 * A shared command that pairs once (`run`, given the pairing function to use) with the engine running
 * asynchronously, the command unchanged:
 *  1. run it with a pairing function that only records the engine input it is given and stops (the shared
 *     commands write nothing before pairing, and this is checked);
 *  2. pair that input with `pairer` (in a Web Worker in the pane);
 *  3. run it again with a pairing function that returns the result. Its reads come from the port's mirror, so the
 *     two runs cost the syncs of one.
 * A command that stops before pairing (its problems are the answer) runs once. The caller hands both runs the
 * same colour lot, so both see the same input.
 */
export async function replayWithPairer<T>(
  port: WorkbookPort & { readonly pendingOperations: number },
  pairer: AsyncPairer,
  run: (pair: PairFn) => Promise<T>,
  hooks: Pick<PairWithOptions, 'onPairing' | 'beforeWrite'> = {},
): Promise<T> {
  const pendingBefore = port.pendingOperations;
  let input: { t: Tournament; round: number } | null = null;
  try {
    return await run((t, round) => {
      input = { t, round };
      throw new PairingDeferred();
    });
  } catch (err) {
    if (input === null) throw err; // the command stopped before pairing: its problems are the answer
  }
  if (port.pendingOperations !== pendingBefore) throw new Error('internal: the command wrote before pairing');
  const { t, round } = input as { t: Tournament; round: number };
  hooks.onPairing?.(round, t.players.length);
  let pairing: RoundPairing | null = null;
  let failure: unknown = null;
  try {
    pairing = await pairer(t, round);
  } catch (err) {
    failure = err;
  }
  if (failure === null) hooks.beforeWrite?.(round);
  return run(() => {
    if (failure !== null || pairing === null) throw failure;
    return pairing;
  });
}

/** "Pair next round" with the engine running asynchronously (replayWithPairer), the colour lot drawn once. */
export async function pairNextRoundWith(
  port: WorkbookPort & { readonly pendingOperations: number },
  pairer: AsyncPairer,
  options: PairWithOptions = {},
): Promise<PairOutcome> {
  const lot = (options.random ?? Math.random)();
  const shared: PairOptions = { ...options, random: () => lot };
  return replayWithPairer(port, pairer, (pair) => pairNextRound(port, { ...shared, pair }), options);
}
