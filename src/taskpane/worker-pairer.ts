import type { Tournament } from '../engine/model';
import type { RoundPairing } from '../engine/pairing';
import { pairRound } from '../engine/systems';
import { PairerError, type AsyncPairer } from '../excel/pair-with';
import type { PairReply, PairRequest } from './engine-protocol';

/** The part of Worker used here, so tests can hand in a fake. */
export interface WorkerLike {
  postMessage(message: PairRequest): void;
  onmessage: ((event: { data: PairReply }) => void) | null;
  onerror: ((event: { message?: string }) => void) | null;
  terminate(): void;
}

/** The file webpack emits for the worker entry, next to taskpane.html. */
export const ENGINE_WORKER_URL = 'engine-worker.js';

/**
 * Pairs in the engine worker: one request at a time per call, answered by id. If the worker cannot start
 * (a host without Worker), or dies, pairing falls back to this thread: slower for the pane, still correct.
 */
export function workerPairer(
  createWorker: () => WorkerLike | null,
): AsyncPairer & { readonly usesWorker: () => boolean } {
  let worker: WorkerLike | null | undefined;
  let nextId = 1;
  const waiting = new Map<number, { resolve: (p: RoundPairing) => void; reject: (e: Error) => void }>();
  const start = (): WorkerLike | null => {
    if (worker !== undefined) return worker;
    try {
      worker = createWorker();
    } catch {
      worker = null;
    }
    if (worker) {
      worker.onmessage = (event) => {
        const reply = event.data;
        const w = waiting.get(reply.id);
        if (!w) return;
        waiting.delete(reply.id);
        if (reply.ok) w.resolve(reply.pairing);
        else w.reject(new PairerError(reply.name, reply.message));
      };
      worker.onerror = (event) => {
        const failure = new Error(`the pairing engine stopped: ${event.message ?? 'unknown error'}`);
        for (const w of waiting.values()) w.reject(failure);
        waiting.clear();
        worker?.terminate();
        worker = null;
      };
    }
    return worker;
  };
  const pair = (t: Tournament, round: number): Promise<RoundPairing> => {
    const w = start();
    if (!w) return new Promise((resolve) => resolve(pairRound(t, round, { explain: true })));
    const id = nextId++;
    return new Promise<RoundPairing>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      w.postMessage({ id, tournament: t, round });
    });
  };
  return Object.assign(pair, { usesWorker: () => start() !== null });
}
