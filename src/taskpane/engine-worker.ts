/**
 * The engine's Web Worker (webpack entry `engine-worker`): pairs off the pane's thread so the pane keeps
 * answering while a large round is paired. Pure engine code only: no Office.js, no DOM.
 */
import { pairRound } from '../engine/systems';
import type { PairReply, PairRequest } from './engine-protocol';

export function answer(request: PairRequest, now: () => number = Date.now): PairReply {
  const start = now();
  try {
    const pairing = pairRound(request.tournament, request.round, { explain: true });
    return { id: request.id, ok: true, pairing, ms: now() - start };
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err));
    return { id: request.id, ok: false, name: e.name, message: e.message };
  }
}

interface WorkerScope {
  onmessage: ((event: MessageEvent<PairRequest>) => void) | null;
  postMessage(message: PairReply): void;
  importScripts?: unknown;
}

// inside a worker only (`self` of a page has no importScripts; importing this module in a test does nothing)
if (typeof self !== 'undefined') {
  const scope = self as unknown as WorkerScope;
  if (typeof scope.importScripts === 'function') scope.onmessage = (event) => scope.postMessage(answer(event.data));
}
