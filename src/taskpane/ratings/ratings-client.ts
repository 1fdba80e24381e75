import type { ListPlayer } from '../../formats/rating-list/player';
import type { RatingsReply, RatingsRequest } from './ratings-protocol';

/** The URL of the worker bundle (webpack entry `ratings-worker`). */
export const RATINGS_WORKER_URL = 'ratings-worker.js';

export interface WorkerPort {
  postMessage(message: RatingsRequest): void;
  onmessage: ((event: MessageEvent<RatingsReply>) => void) | null;
}

export interface LoadedList {
  readonly name: string;
  readonly players: number;
  readonly period: string | null;
  readonly problems: readonly string[];
  readonly ms: number;
}

/**
 * The pane's side of the rating-list worker: load a list (progress as it is read) and search it as the
 * arbiter types. Answers to older searches than the last one are dropped, so typing fast shows the last.
 */
export class RatingsClient {
  private nextId = 1;
  private pending = new Map<
    number,
    (r: { players: readonly ListPlayer[]; exact: boolean; more: boolean; ms: number }) => void
  >();
  private loadWaiter: {
    resolve: (l: LoadedList) => void;
    reject: (e: Error) => void;
    progress?: (bytes: number, total: number, players: number) => void;
  } | null = null;

  constructor(private readonly worker: WorkerPort) {
    worker.onmessage = (event) => this.receive(event.data);
  }

  load(
    file: Blob,
    name: string,
    month: string | null,
    progress?: (bytes: number, total: number, players: number) => void,
  ): Promise<LoadedList> {
    return new Promise((resolve, reject) => {
      this.loadWaiter = { resolve, reject, progress };
      this.worker.postMessage({ kind: 'load', file, name, month });
    });
  }

  search(
    query: string,
    limit = 20,
  ): Promise<{ players: readonly ListPlayer[]; exact: boolean; more: boolean; ms: number }> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.worker.postMessage({ kind: 'search', id, query, limit });
    });
  }

  /** The players of these FIDE IDs that the list has. */
  byIds(ids: readonly number[]): Promise<readonly ListPlayer[]> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, (r) => resolve(r.players));
      this.worker.postMessage({ kind: 'ids', id, ids });
    });
  }

  private receive(reply: RatingsReply): void {
    switch (reply.kind) {
      case 'progress':
        this.loadWaiter?.progress?.(reply.bytes, reply.total, reply.players);
        break;
      case 'ready':
        this.loadWaiter?.resolve(reply);
        this.loadWaiter = null;
        break;
      case 'failed':
        this.loadWaiter?.reject(new Error(reply.message));
        this.loadWaiter = null;
        break;
      case 'results': {
        const answer = this.pending.get(reply.id);
        this.pending.delete(reply.id);
        answer?.(reply);
        break;
      }
    }
  }
}
