/**
 * A thread of the import re-check (recheck-threads.ts): given the tournament and the rounds once, it re-pairs each
 * round no other thread has taken and sends its comparison (round-check.ts).
 */
import { parentPort, workerData } from 'worker_threads';
import type { Tournament } from '../engine/model';
import type { CheckOptions } from '../engine/systems/round-check';
import { checkRoundsHere } from '../workbook/import-recheck';
import type { RecheckMessage } from './recheck-threads';

const { t, rounds, options, next } = workerData as {
  t: Tournament;
  rounds: readonly number[];
  options: CheckOptions;
  next: Int32Array;
};
// each thread takes the next round not yet taken (recheck-threads.ts)
for (let i = Atomics.add(next, 0, 1); i < rounds.length; i = Atomics.add(next, 0, 1)) {
  const message: RecheckMessage = { result: checkRoundsHere(t, [rounds[i]], options) };
  parentPort?.postMessage(message);
}
const done: RecheckMessage = { done: true };
parentPort?.postMessage(done);
