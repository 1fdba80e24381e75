import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { writeTrf } from '../../src/formats/trf';
import { runCli } from '../support/cli';
import { readFixtureJson } from '../support/shared';
import { type BookletBoard, type BookletPlayer, bookletTournament } from './booklet-support';

/**
 * `--edition` on pair-trf / check-trf, with the booklet's Dubov example (fixture seeds/dubov-21.json) written as a
 * TRF. A TRF cannot hold the effective 0–0 of round 1 board 10 (a played game both lost), so that game is entered
 * as a draw here: it only moves 10 and 20 into the ½ group and leaves the 1-point group of round 2 as it is.
 */
interface Fixture {
  players: BookletPlayer[];
  rounds: { pairings: BookletBoard[] }[];
}
const fixture = readFixtureJson<Fixture>('seeds', 'dubov-21.json');
const round1 = fixture.rounds[0].pairings.map((b) =>
  b.white === 20 && b.black === 10 ? { ...b, result: '1/2-1/2' } : b,
);

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-dubov-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function bookletFile(rounds: readonly (readonly BookletBoard[])[]): string {
  const file = path.join(dir, `booklet-${rounds.length}.trf`);
  fs.writeFileSync(
    file,
    writeTrf(bookletTournament('dubov', fixture.players, rounds, 5, 'w'), { format: 'trf26', engineDialect: true }),
  );
  return file;
}

describe('Dubov --edition on the command line', () => {
  test('pair-trf --edition 1997 pairs the 1-point group of round 2 as the booklet does; the default is the 2026 text', async () => {
    const file = bookletFile([round1]);
    const old = await runCli('pair-trf', file, '--round', '2', '--edition', '1997');
    expect(old.code).toBe(0);
    const lines = old.stdout.trim().split('\n');
    expect(Number(lines[0])).toBe(lines.length - 1);
    // booklet worksheet, 1-point group: 21 (White-due after his bye) and 16 (moved by 7.4) in the White column
    for (const board of ['21 1', '8 3', '2 7', '16 9']) expect(lines).toContain(board);
    const current = await runCli('pair-trf', file, '--round', '2');
    expect(current.code).toBe(0);
    // 2026: 21 has a mild Black preference (1.6.4), 7 and 9 shift to G1 (4.3): 7–1, 2–21
    for (const board of ['7 1', '2 21']) expect(current.stdout.split('\n')).toContain(board);
    expect((await runCli('pair-trf', file, '--round', '2', '--edition', '2026')).stdout).toBe(current.stdout);
  });

  test('check-trf takes the edition too (round 1 is the same in both)', async () => {
    const run = await runCli('check-trf', bookletFile([round1]), '--edition', '1997');
    expect(run.code).toBe(0);
    expect(run.stdout.trim().split('\n').pop()).toBe('rounds: 1 checked, 1 identical');
  });

  test('an unknown edition, or an edition for a system that has only one, is refused', async () => {
    const file = bookletFile([round1]);
    const unknown = await runCli('pair-trf', file, '--edition', '2018');
    expect(unknown.code).toBe(3);
    expect(unknown.stderr).toContain("--edition for the dubov system must be one of 2026, 1997 (got '2018')");
    const dutch = await runCli('check-trf', file, '--system', 'dutch', '--edition', '1997');
    expect(dutch.code).toBe(3);
    expect(dutch.stderr).toContain('--edition applies to the dubov and burstein systems only');
    const burstein = await runCli('pair-trf', file, '--system', 'burstein', '--edition', '1997');
    expect(burstein.stderr).toContain('must be one of 2026, legacy-reference');
    expect((await runCli('pair-trf', file, '--system', 'burstein', '--edition', 'legacy-reference')).code).toBe(0);
  });
});
