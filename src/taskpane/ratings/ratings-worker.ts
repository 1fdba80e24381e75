/**
 * The rating-list Web Worker (webpack entry `ratings-worker`): reads FIDE's list (TXT, XML or zip) from the
 * File the arbiter picked, as a stream, into a PlayerIndex, reporting progress, then answers look-ups. Pure
 * reader code only: no Office.js, no DOM.
 */
import { formatListProblem, indexList, RatingListError, type PlayerIndex } from '../../formats/rating-list';
import type { RatingsReply, RatingsRequest } from './ratings-protocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<RatingsRequest>) => void) | null;
  postMessage(message: RatingsReply): void;
  importScripts?: unknown;
}

/** A Blob's bytes in chunks (ReadableStream's reader: async iteration of streams is not in every host). */
async function* chunks(file: Blob): AsyncGenerator<Uint8Array> {
  const reader = file.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

/** The worker's state and answers, apart from the worker scope so tests can drive it. */
export class RatingsService {
  private index: PlayerIndex | null = null;
  private loading: Promise<void> = Promise.resolve();

  constructor(
    private readonly post: (reply: RatingsReply) => void,
    private readonly now: () => number = () => Date.now(),
  ) {}

  handle(request: RatingsRequest): void {
    if (request.kind === 'load') {
      this.loading = this.load(request.file, request.name, request.month);
      return;
    }
    // a search sent while a list loads waits for it
    if (request.kind === 'ids') void this.loading.then(() => this.ids(request.id, request.ids));
    else void this.loading.then(() => this.search(request.id, request.query, request.limit ?? 20));
  }

  private async load(file: Blob, name: string, month: string | null): Promise<void> {
    const start = this.now();
    this.index = null;
    let last = 0;
    try {
      const list = await indexList(name, chunks(file), {
        progress: (bytes, players) => {
          const t = this.now();
          if (t - last < 50 && bytes < file.size) return; // at most 20 a second
          last = t;
          this.post({ kind: 'progress', bytes, total: file.size, players });
        },
      });
      this.index = list.index;
      this.post({
        kind: 'ready',
        name,
        players: list.index.size,
        period: month ?? list.info.listPeriod,
        problems: list.problems.slice(0, 20).map(formatListProblem),
        problemCount: list.problemCount,
        ms: this.now() - start,
      });
    } catch (err) {
      this.post({
        kind: 'failed',
        message:
          err instanceof RatingListError ? err.message : `${name}: ${err instanceof Error ? err.message : String(err)}`,
      });
    }
  }

  private ids(id: number, ids: readonly number[]): void {
    const start = this.now();
    const players = this.index
      ? ids.map((x) => this.index!.byId(x)).filter((p): p is NonNullable<typeof p> => p !== null)
      : [];
    this.post({ kind: 'results', id, players, exact: true, more: false, ms: this.now() - start });
  }

  private search(id: number, query: string, limit: number): void {
    const start = this.now();
    const index = this.index;
    if (!index) {
      this.post({ kind: 'results', id, players: [], exact: false, more: false, ms: 0 });
      return;
    }
    const q = query.trim();
    if (/^\d{1,10}$/.test(q)) {
      const p = index.byId(Number(q));
      this.post({ kind: 'results', id, players: p ? [p] : [], exact: p !== null, more: false, ms: this.now() - start });
      return;
    }
    const found = index.searchName(q, limit);
    this.post({ kind: 'results', id, ...found, ms: this.now() - start });
  }
}

// inside a worker only (`self` of a page has no importScripts; importing this module in a test does nothing)
if (typeof self !== 'undefined') {
  const scope = self as unknown as WorkerScope;
  if (typeof scope.importScripts === 'function') {
    const service = new RatingsService(
      (reply) => scope.postMessage(reply),
      () => performance.now(),
    );
    scope.onmessage = (event) => service.handle(event.data);
  }
}
