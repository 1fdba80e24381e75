import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { runCli } from '../support/cli';
import { fixturePath } from '../support/shared';

/**
 * `arbiter bench` runs each case in a child process (bin/arbiter.js, built by `npm run build:cli`) and prints one
 * line per case. With --all-rounds every round of a perf file is a case of its own.
 */
describe('arbiter bench', () => {
  let dir: string;
  beforeAll(() => {
    // a small fixture stands in for the perf directory (a temporary copy, outside the repository)
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-bench-'));
    fs.copyFileSync(fixturePath('dutch', 'dutch-0001-p7-r5.trf'), path.join(dir, 'small.trf'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('--all-rounds: one line per round of each file, then the generated sizes, with time and memory', async () => {
    const run = await runCli('bench', '--fixtures', dir, '--all-rounds', '--sizes', '30', '--timeout', '60');
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    // what the timings depend on, then the table
    expect(lines[0]).toMatch(
      /^node v\d+\.\d+\.\d+, \d+ cores?, \d+ V8 background threads? \((--v8-pool-size=\d+|Node's default pool)\)$/,
    );
    expect(lines[1]).toMatch(/^case\s+players\s+round\s+time \(ms\)\s+again \(ms\)\s+peak RSS \(MB\)$/);
    const rows = lines.slice(2).map((l) => l.trim().split(/\s+/));
    // small.trf has 5 rounds; then "generated 30"
    expect(rows.map((r) => (r[0] === 'generated' ? `gen ${r[2]} r${r[3]}` : `${r[0]} r${r[2]}`))).toEqual([
      'small.trf r1',
      'small.trf r2',
      'small.trf r3',
      'small.trf r4',
      'small.trf r5',
      'gen 30 r7',
    ]);
    for (const r of rows) {
      const [ms, again, mb] = r.slice(-3).map(Number);
      expect(ms).toBeGreaterThanOrEqual(0);
      expect(again).toBeGreaterThanOrEqual(0);
      expect(mb).toBeGreaterThan(10);
    }
  }, 120_000);

  test('without --all-rounds only the last round of each file', async () => {
    const run = await runCli('bench', '--fixtures', dir, '--sizes', '', '--timeout', '60');
    expect(run.code).toBe(0);
    const rows = run.stdout.trim().split('\n').slice(2);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(/^small\.trf\s+7\s+5\s+\d+\s+\d+\s+\d+$/);
  }, 120_000);
});
