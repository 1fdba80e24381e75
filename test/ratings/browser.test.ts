import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { chromium, type Browser, type Page } from 'playwright-core';
import webpack from 'webpack';
import { syntheticCombinedLines, syntheticId, syntheticPlayers, type ListPlayer } from '../../src/formats/rating-list';
import { CHROMIUM, requireChromium, serve } from '../browser/harness';
import { fixturePath } from '../support/shared';

/**
 * The pane's rating-list worker (webpack entry `ratings-worker`, built with the pane's loader settings) in
 * headless Chromium: a generated list in FIDE's combined layout is read from a Blob with progress, then
 * looked up by FIDE ID and by name; the picked file is kept in IndexedDB with its month. The figures are
 * printed (RATINGS_BROWSER_PLAYERS=2000000 for the full-size list; the default keeps the test short).
 */
const PLAYERS = Number(process.env.RATINGS_BROWSER_PLAYERS ?? 100_000);
const ROOT = path.resolve(__dirname, '..', '..');
let dir: string;
let server: { origin: string; close: () => Promise<void> };
let browser: Browser;
let page: Page;

function build(out: string): Promise<void> {
  const compiler = webpack({
    mode: 'development',
    devtool: false,
    target: ['web', 'es2017'],
    context: ROOT,
    entry: {
      'ratings-worker': './src/taskpane/ratings/ratings-worker.ts',
      'ratings-store': './test/ratings/browser-store.ts',
    },
    output: { path: out, filename: '[name].js' },
    resolve: { extensions: ['.ts', '.js'] },
    node: false,
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: {
              transpileOnly: true,
              configFile: path.join(ROOT, 'tsconfig.json'),
              compilerOptions: { target: 'es2017', module: 'es2020' },
            },
          },
        },
      ],
    },
  });
  if (!compiler) throw new Error('webpack gave no compiler');
  return new Promise((resolve, reject) =>
    compiler.run((err, stats) => {
      if (err || stats?.hasErrors()) reject(err ?? new Error(stats!.toString('errors-only')));
      else compiler.close(() => resolve());
    }),
  );
}

beforeAll(async () => {
  requireChromium();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-ratings-pane-'));
  await build(dir);
  const out = fs.createWriteStream(path.join(dir, 'players_list_foa.txt'));
  let batch: string[] = [];
  for (const line of syntheticCombinedLines({ players: PLAYERS, seed: 5 })) {
    batch.push(line);
    if (batch.length === 5000) {
      out.write(batch.join(''));
      batch = [];
    }
  }
  await new Promise<void>((resolve) => out.end(batch.join(''), () => resolve()));
  fs.copyFileSync(fixturePath('ratings', 'players_list.zip'), path.join(dir, 'players_list.zip'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><meta charset="utf-8"><title>ratings</title><script src="ratings-store.js"></script>',
  );
  server = await serve(dir);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  page = await (await browser.newContext()).newPage();
  await page.goto(`${server.origin}/index.html`);
}, 600000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

interface Loaded {
  ready: { players: number; period: string | null; ms: number };
  progress: { bytes: number; total: number; players: number }[];
  wall: number;
}

/** In the page: start the worker, load a served file as a Blob, keep every progress message. */
async function load(file: string, month: string | null): Promise<Loaded> {
  return page.evaluate(
    async ([name, m]) => {
      const blob = await (await fetch(`/${name}`)).blob();
      const w = new Worker('/ratings-worker.js');
      (window as unknown as { __w: Worker }).__w = w;
      const progress: { bytes: number; total: number; players: number }[] = [];
      const t0 = performance.now();
      const ready = await new Promise<Loaded['ready']>((resolve, reject) => {
        w.onmessage = (e) => {
          if (e.data.kind === 'progress') progress.push(e.data);
          else if (e.data.kind === 'ready') resolve(e.data);
          else if (e.data.kind === 'failed') reject(new Error(e.data.message));
        };
        w.postMessage({ kind: 'load', file: blob, name, month: m });
      });
      return { ready, progress, wall: performance.now() - t0 };
    },
    [file, month] as const,
  );
}

/** In the page: one search, timed from the pane's side (post to answer). */
async function ask(query: string): Promise<{ players: ListPlayer[]; ms: number; roundTrip: number }> {
  return page.evaluate(
    (q) =>
      new Promise((resolve) => {
        const w = (window as unknown as { __w: Worker }).__w;
        const t = performance.now();
        w.onmessage = (e) => {
          if (e.data.kind === 'results') resolve({ ...e.data, roundTrip: performance.now() - t });
        };
        w.postMessage({ kind: 'search', id: 1, query: q, limit: 20 });
      }),
    query,
  );
}

describe('the rating-list worker in Chromium', () => {
  it(`indexes a ${PLAYERS}-player combined list with progress and answers look-ups by ID and name`, async () => {
    const size = fs.statSync(path.join(dir, 'players_list_foa.txt')).size;
    const { ready, progress, wall } = await load('players_list_foa.txt', '2026-11');
    expect(ready.players).toBe(PLAYERS);
    expect(ready.period).toBe('2026-11');
    expect(progress.length).toBeGreaterThanOrEqual(2);
    expect(progress.every((p, i) => i === 0 || p.bytes > progress[i - 1]!.bytes)).toBe(true);
    expect(progress[progress.length - 1]!.bytes).toBe(size);
    expect(progress.every((p) => p.total === size)).toBe(true);

    let target: ListPlayer | null = null;
    let i = 0;
    for (const p of syntheticPlayers({ players: PLAYERS, seed: 5 })) if (i++ === PLAYERS - 7) target = p;
    const byId = await ask(String(syntheticId(PLAYERS - 7, 5)));
    expect(byId.players).toEqual([target]);
    const byName = await ask(target!.name.toUpperCase());
    expect(byName.players).toContainEqual(target);
    const prefix = await ask(target!.name.slice(0, 5));
    expect(prefix.players.length).toBeGreaterThan(0);
    console.log(
      `ratings worker, ${PLAYERS} players (${(size / 1e6).toFixed(0)} MB): indexed in ${(ready.ms / 1000).toFixed(1)} s ` +
        `(${(wall / 1000).toFixed(1)} s from the pane, ${progress.length} progress messages); look-up by ID ${byId.roundTrip.toFixed(1)} ms, ` +
        `by name ${byName.roundTrip.toFixed(1)} ms (${byName.players.length} found), by a 5-letter prefix ${prefix.roundTrip.toFixed(1)} ms (from the pane, post to answer)`,
    );
  }, 600000);

  it("reads FIDE's zip and keeps the picked file in IndexedDB with its month", async () => {
    const { ready } = await load('players_list.zip', null);
    expect(ready.players).toBe(299);
    const stored = await page.evaluate(async () => {
      const store = (
        window as unknown as {
          __ratingsStore: {
            saveList: (l: unknown) => Promise<void>;
            loadList: () => Promise<{ file: Blob; name: string; month: string } | null>;
          };
        }
      ).__ratingsStore;
      const blob = await (await fetch('/players_list.zip')).blob();
      await store.saveList({ file: blob, name: 'players_list.zip', month: '2026-11', savedAt: '2026-11-26T15:00:00Z' });
      const back = await store.loadList();
      return back && { size: back.file.size, name: back.name, month: back.month };
    });
    expect(stored).toEqual({
      size: fs.statSync(fixturePath('ratings', 'players_list.zip')).size,
      name: 'players_list.zip',
      month: '2026-11',
    });
    // the same store from a fresh page (a reopened pane)
    const again = await page.context().newPage();
    await again.goto(`${server.origin}/index.html`);
    const reopened = await again.evaluate(async () => {
      const back = await (
        window as unknown as { __ratingsStore: { loadList: () => Promise<{ file: Blob; month: string } | null> } }
      ).__ratingsStore.loadList();
      return back && { size: back.file.size, month: back.month };
    });
    expect(reopened).toEqual({ size: stored!.size, month: '2026-11' });
    await again.close();
  }, 120000);
});
