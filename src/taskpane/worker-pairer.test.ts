import { truncateBeforeRound } from '../engine/model';
import { pairRound } from '../engine/systems';
import { readTrf } from '../formats/trf';
import { answer } from './engine-worker';
import type { PairReply, PairRequest } from './engine-protocol';
import { workerPairer, type WorkerLike } from './worker-pairer';

/** A Worker stand-in that answers with the real worker's `answer`, after a structured clone both ways. */
function cloningWorker(log: PairRequest[] = []): WorkerLike {
  const w: WorkerLike = {
    onmessage: null,
    onerror: null,
    postMessage: (request) => {
      const copy = structuredClone(request);
      log.push(copy);
      setTimeout(() => w.onmessage?.({ data: structuredClone(answer(copy)) }), 0);
    },
    terminate: () => undefined,
  };
  return w;
}

const TRF = [
  '012 Worker Cup',
  'XXR 3',
  '001    1      Alpha, A                          2400                                                         ',
  '001    2      Bravo, B                          2300                                                         ',
  '001    3      Charlie, C                        2200                                                         ',
  '001    4      Delta, D                          2100                                                         ',
  '001    5      Echo, E                           2000                                                         ',
].join('\n');

function tournament() {
  const r = readTrf(TRF);
  if (!r.tournament) throw new Error(r.problems.map((p) => p.message).join('; '));
  return { ...r.tournament, initialColour: 'w' as const };
}

describe('the engine worker', () => {
  it('pairs the tournament it is sent exactly as the engine does in the pane', async () => {
    const t = tournament();
    const sent: PairRequest[] = [];
    const pair = workerPairer(() => cloningWorker(sent));
    const viaWorker = await pair(t, 1);
    expect(viaWorker).toEqual(pairRound(truncateBeforeRound(t, 1), 1, { explain: true }));
    expect(viaWorker.pab).toBe(5);
    expect(sent).toHaveLength(1);
    expect(pair.usesWorker()).toBe(true);
  });

  it('answers each request by its id, even out of order', async () => {
    const t = tournament();
    const pending: PairRequest[] = [];
    const w: WorkerLike = {
      onmessage: null,
      onerror: null,
      postMessage: (r) => pending.push(r),
      terminate: () => undefined,
    };
    const pair = workerPairer(() => w);
    const first = pair(t, 1);
    const second = pair({ ...t, initialColour: 'b' }, 1);
    for (const r of [...pending].reverse()) w.onmessage?.({ data: answer(r) });
    const [a, b] = await Promise.all([first, second]);
    expect(a.boards[0]).toEqual({ white: 1, black: 3 });
    expect(b.boards[0]).toEqual({ white: 3, black: 1 });
  });

  it('keeps the name of an engine error, so the command reports it where it belongs', async () => {
    const pair = workerPairer(() => cloningWorker());
    await expect(pair({ ...tournament(), system: 'knockout' }, 1)).rejects.toMatchObject({
      name: 'UnsupportedSystemError',
      message: 'pairing system "knockout" is not available',
    });
    const reply: PairReply = answer({ id: 7, tournament: { ...tournament(), system: 'knockout' }, round: 1 });
    expect(reply).toEqual({
      id: 7,
      ok: false,
      name: 'UnsupportedSystemError',
      message: 'pairing system "knockout" is not available',
    });
  });

  it("pairs on the pane's thread when no worker can start, and fails waiting requests when the worker dies", async () => {
    const t = tournament();
    const without = workerPairer(() => {
      throw new Error('Worker is not defined');
    });
    expect((await without(t, 1)).boards).toHaveLength(2);
    expect(without.usesWorker()).toBe(false);
    const dying: WorkerLike = {
      onmessage: null,
      onerror: null,
      postMessage: () => setTimeout(() => dying.onerror?.({ message: 'out of memory' }), 0),
      terminate: () => undefined,
    };
    const pair = workerPairer(() => dying);
    await expect(pair(t, 1)).rejects.toThrow('the pairing engine stopped: out of memory');
  });
});
