import type { Tournament } from '../engine/model';
import type { RoundPairing } from '../engine/pairing';
import { pairNextRound, type PairOptions, type PairOutcome } from '../workbook/commands/pair-next';
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
 * "Pair next round" with the engine running asynchronously, using the shared command unchanged:
 *  1. run pairNextRound with a pairing function that only records the engine input it is given and stops
 *     (the shared command writes nothing before pairing, and this is checked);
 *  2. pair that input with `pairer` (in a Web Worker in the pane);
 *  3. run pairNextRound again with a pairing function that returns the result. Its reads come from the
 *     port's mirror, so the two runs cost the syncs of one.
 * The colour lot is drawn once and handed to both runs, so both see the same input.
 */
export async function pairNextRoundWith(
  port: WorkbookPort & { readonly pendingOperations: number },
  pairer: AsyncPairer,
  options: PairWithOptions = {},
): Promise<PairOutcome> {
  const lot = (options.random ?? Math.random)();
  const shared: PairOptions = { ...options, random: () => lot };
  const pendingBefore = port.pendingOperations;
  let input: { t: Tournament; round: number } | null = null;
  const stop = new Error('engine input recorded');
  try {
    return await pairNextRound(port, {
      ...shared,
      pair: (t, round) => {
        input = { t, round };
        throw stop;
      },
    });
  } catch (err) {
    if (input === null) throw err; // the command stopped before pairing: its problems are the answer
  }
  if (port.pendingOperations !== pendingBefore) throw new Error('internal: pairNextRound wrote before pairing');
  const { t, round } = input as { t: Tournament; round: number };
  options.onPairing?.(round, t.players.length);
  let pairing: RoundPairing | null = null;
  let failure: unknown = null;
  try {
    pairing = await pairer(t, round);
  } catch (err) {
    failure = err;
  }
  if (failure === null) options.beforeWrite?.(round);
  return pairNextRound(port, {
    ...shared,
    pair: () => {
      if (failure !== null || pairing === null) throw failure;
      return pairing;
    },
  });
}
