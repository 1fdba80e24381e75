import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import type { Colour, Tournament } from '../engine/model';
import { readTrf } from '../formats/trf';
import { checkRoundsHere, recheckImportedRounds, recheckImportedRoundsWith } from '../workbook/import-recheck';
import { threadedRoundsCheck, threadsFor } from './recheck-threads';

// The import re-check (Q54) on worker threads gives what it gives on one. The threads run the compiled worker
// (build/node/recheck-worker.js, made by `npm run build:cli`, which `npm ci` runs), as the command line does.
const root = path.join(__dirname, '../..');
const compiled = path.join(root, 'build/node/recheck-worker.js');
const big = readTrf(
  fs.readFileSync(path.join(root, 'test/fixtures/perf/perf-dutch-p1000-r9.trf'), 'latin1'),
).tournament!;

/** One game of each given round with its colours swapped: those rounds no longer follow the rules. */
function flipped(t: Tournament, rounds: readonly number[]): Tournament {
  const flip = (c: Colour | null): Colour | null => (c === 'w' ? 'b' : c === 'b' ? 'w' : c);
  const games = new Map<number, number[]>();
  for (const r of rounds) {
    const p = t.players.find((x) => x.rounds[r - 1]?.opponent)!;
    games.set(r, [p.id, p.rounds[r - 1]!.opponent]);
  }
  return {
    ...t,
    players: t.players.map((p) => ({
      ...p,
      rounds: p.rounds.map((e, i) => (e && games.get(i + 1)?.includes(p.id) ? { ...e, colour: flip(e.colour) } : e)),
    })),
  };
}

describe('the import re-check on threads', () => {
  test('1,000 players, rounds 3 and 7 edited: the same differences as on one thread, in round order', async () => {
    expect(fs.existsSync(compiled)).toBe(true);
    const edited = flipped(big, [7, 3]);
    const all = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    const here = checkRoundsHere(edited, all);
    const pending = threadedRoundsCheck(2, compiled)(edited, all);
    expect(pending).toBeInstanceOf(Promise); // threads, not the one-thread fallback
    const onThreads = await pending;
    expect(onThreads.checked).toBe(9);
    // the edited rounds differ, and the later ones whose colour histories changed with them
    const rounds = here.differences.map((d) => d.round);
    expect(rounds).toEqual(expect.arrayContaining([3, 7]));
    expect(rounds).not.toContain(1);
    expect(onThreads.differences).toEqual(here.differences); // in round order, whichever thread finished first
    const summary = await recheckImportedRoundsWith(edited, threadedRoundsCheck(2, compiled));
    expect(summary).toEqual(recheckImportedRounds(edited));
    expect(summary.warnings.map((w) => Number(/^round (\d+) /.exec(w)![1]))).toEqual(rounds);
  });

  test('small fields, one thread, or no compiled worker: the rounds are checked here, synchronously', () => {
    const small = { ...big, players: big.players.slice(0, 0) };
    expect(threadedRoundsCheck(2, compiled)(small, [])).toEqual(checkRoundsHere(small, []));
    expect(threadedRoundsCheck(1, compiled)(big, [1])).not.toBeInstanceOf(Promise);
    expect(threadedRoundsCheck(2, path.join(root, 'no-such-worker.js'))(big, [1, 2])).not.toBeInstanceOf(Promise);
  });

  test('threads: one per core, at most 4, and only as many as half the free memory holds', () => {
    expect(threadsFor(9999, 2, 16e9)).toBe(2);
    expect(threadsFor(9999, 16, 16e9)).toBe(4);
    expect(threadsFor(9999, 16, 4e9)).toBe(2); // 864 MB a thread, 2 GB to spend
    expect(threadsFor(9999, 16, 1e9)).toBe(1);
    expect(threadsFor(1000, 16, 1e9)).toBe(3);
  });

  test('a thread that dies with a round in hand fails the check with a message', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-recheck-'));
    const dying = path.join(dir, 'dying.js');
    // it takes a round and dies before it sends anything
    fs.writeFileSync(dying, "Atomics.add(require('worker_threads').workerData.next, 0, 1); process.exit(3);\n");
    try {
      await expect(threadedRoundsCheck(2, dying)(big, [1, 2, 3])).rejects.toThrow(
        'a re-check thread stopped during a round (exit code 3)',
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
