/**
 * A thread of the import re-check (recheck-threads.ts): given the tournament once, it re-pairs each round it is
 * sent and answers with the comparison (round-check.ts).
 */
import { parentPort, workerData } from 'worker_threads';
import type { Tournament } from '../engine/model';
import { checkRoundsHere } from '../workbook/import-recheck';

const t = (workerData as { t: Tournament }).t;
parentPort?.on('message', (round: number) => {
  parentPort?.postMessage(checkRoundsHere(t, [round]));
});
