import '../support/verify-matching';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { truncateBeforeRound } from '../../src/engine/model';
import { readTrf, writeTrf } from '../../src/formats/trf';
import { runCli } from '../support/cli';
import { fixturePath, readFixture, readFixtureJson } from '../support/shared';

/** `arbiter pair-trf` and `arbiter check-trf` through the command line entry point. */
const FILE = 'dutch-0031-p16-r6.trf';
interface BoardsFile {
  rounds: { round: number; boards: [number, number][]; pab: number | null }[];
}

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-dutch-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('pair-trf', () => {
  test('prints the pairs count, then WHITE BLACK lines in board order, as the reference program did', async () => {
    const ref = readFixtureJson<BoardsFile>('dutch', FILE.replace('.trf', '.boards.json')).rounds.find(
      (r) => r.round === 3,
    )!;
    const run = await runCli('pair-trf', fixturePath('dutch', FILE), '--round', '3');
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(Number(lines[0])).toBe(lines.length - 1);
    expect(lines.slice(1)).toEqual([...ref.boards.map(([w, b]) => `${w} ${b}`), ...(ref.pab ? [`${ref.pab} 0`] : [])]);
  });

  test('defaults to the first round without a pairing, using only the rounds before it', async () => {
    // the fixture cut before round 3 (rounds 1–2 and round 3's requested byes): the next round to pair is 3
    const t = readTrf(readFixture('dutch', FILE)).tournament!;
    const file = path.join(dir, 'two-rounds.trf');
    fs.writeFileSync(file, writeTrf(truncateBeforeRound(t, 3), { format: 'trf26', engineDialect: true }));
    const run = await runCli('pair-trf', file);
    const full = await runCli('pair-trf', fixturePath('dutch', FILE), '--round', '3');
    expect(run.stdout).toBe(full.stdout);
  });

  test('a PAB is printed last as "N 0"', async () => {
    const run = await runCli('pair-trf', fixturePath('dutch', 'dutch-0001-p7-r5.trf'), '--round', '2');
    const lines = run.stdout.trim().split('\n');
    expect(lines[lines.length - 1]).toMatch(/^\d+ 0$/);
  });

  test('--explain adds the brackets and the colour rule of every board', async () => {
    const run = await runCli('pair-trf', fixturePath('dutch', FILE), '--round', '3', '--explain');
    expect(run.stdout).toMatch(/Bracket 1\.5: residents 1 2 3 6; moved-down players 5 \(2\.0\)/);
    expect(run.stdout).toMatch(/Board 2-5: .*\(C\.04\.3 5\.2\.1\)/);
  });

  test('a malformed file is refused with its line and column', async () => {
    const file = path.join(dir, 'bad.trf');
    fs.writeFileSync(file, readFixture('dutch', FILE).replace('  10 b 1', '  10 b X'));
    const run = await runCli('pair-trf', file);
    expect(run.code).toBe(3);
    expect(run.stderr).toMatch(new RegExp(`${file.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}:6:\\d+ `));
  });
});

describe('check-trf', () => {
  test('every round identical: exit 0 and the summary line', async () => {
    const run = await runCli('check-trf', fixturePath('dutch', FILE));
    expect(run.code).toBe(0);
    expect(run.stdout.trim().split('\n').pop()).toBe('rounds: 6 checked, 6 identical');
  });

  test('a round paired differently is listed with its boards, exit 1', async () => {
    // swap the colours of game 1–9 in round 1 (both lines; round 1 is columns 92–99)
    const text = readFixture('dutch', FILE)
      .split('\n')
      .map((l) => {
        if (l.startsWith('001    1 ')) return l.slice(0, 91) + '   9 b 1' + l.slice(99);
        if (l.startsWith('001    9 ')) return l.slice(0, 91) + '   1 w 0' + l.slice(99);
        return l;
      })
      .join('\n');
    const file = path.join(dir, 'swapped.trf');
    fs.writeFileSync(file, text);
    const run = await runCli('check-trf', file);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^round 1: engine 1-9 vs recorded 9-1$/m);
    expect(run.stdout.trim().split('\n').pop()).toMatch(/^rounds: 6 checked, [0-5] identical$/);
  });
});
