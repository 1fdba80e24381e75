/**
 * The import re-check (checklist Q54) on several threads: each imported round is re-paired from the rounds
 * before it, independently of the others, so the rounds are shared out among worker threads, each holding its
 * own copy of the tournament. A 10,000-player field's 9 rounds take most of a minute on one core
 * (docs/performance.md, "Import of 10,000 players").
 */
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { Worker } from 'worker_threads';
import type { Tournament } from '../engine/model';
import type { CheckOptions } from '../engine/systems/round-check';
import { type CheckResult, checkRoundsHere, type RoundsCheck } from '../workbook/import-recheck';

/** Below this many players a round re-pairs in well under a second: a thread costs more than it saves. */
const THREADED_FROM_PLAYERS = 1000;

/** The compiled worker beside this module (absent when the sources run under ts-jest: then one thread). */
const WORKER = path.join(__dirname, 'recheck-worker.js');

/**
 * Threads for a field of `players`: one per core, at most 4, and no more than half the free memory holds at a
 * thread's peak (measured: about 850 MB for a round of 9,999 players, docs/performance.md).
 */
export function threadCount(players: number): number {
  return threadsFor(players, os.availableParallelism?.() ?? os.cpus().length, os.freemem());
}

export function threadsFor(players: number, cores: number, freeBytes: number): number {
  const perThread = 64e6 + players * 80e3;
  return Math.max(1, Math.min(4, cores, Math.floor(freeBytes / 2 / perThread)));
}

/** A RoundsCheck that shares the rounds out among up to `threads` worker threads (`worker`: the thread's script). */
export function threadedRoundsCheck(threads?: number, worker = WORKER): RoundsCheck {
  return (t, rounds, options = {}) => {
    const n = Math.min(threads ?? threadCount(t.players.length), rounds.length);
    if (n <= 1 || t.players.length < THREADED_FROM_PLAYERS || !fs.existsSync(worker))
      return checkRoundsHere(t, rounds, options);
    return checkOnThreads(t, rounds, options, n, worker);
  };
}

/**
 * The rounds go to the threads through a shared counter that each thread advances itself (Atomics), not one
 * message at a time from this thread: the import writes its sheets here while the threads re-pair, and a thread
 * waiting for this busy one to hand it its next round would stand idle.
 */
async function checkOnThreads(
  t: Tournament,
  rounds: readonly number[],
  options: CheckOptions,
  n: number,
  script: string,
): Promise<CheckResult> {
  const next = new Int32Array(new SharedArrayBuffer(4));
  const results: CheckResult[] = [];
  const workers: Worker[] = [];
  try {
    await Promise.all(
      Array.from({ length: n }, () => {
        const worker = new Worker(script, { workerData: { t, rounds, options, next } });
        workers.push(worker);
        return new Promise<void>((resolve, reject) => {
          let done = false;
          worker.on('message', (m: RecheckMessage) => {
            if ('result' in m) results.push(m.result);
            else {
              done = true;
              resolve();
            }
          });
          worker.on('error', reject);
          // a thread that ends before it says it is done (out of memory, killed) fails the check, never shortens it
          worker.on('exit', (code) => {
            if (!done) reject(new Error(`a re-check thread stopped during a round (exit code ${code})`));
          });
        });
      }),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  // in round order, as on one thread (the threads answer in the order they finish)
  return {
    checked: results.reduce((s, r) => s + r.checked, 0),
    differences: results.flatMap((r) => r.differences).sort((a, b) => a.round - b.round),
  };
}

/** What a thread sends: each round's comparison, then that it has no round left. */
export type RecheckMessage = { readonly result: CheckResult } | { readonly done: true };
