import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { runCli } from '../support/cli';

/** `arbiter generate` and the checker's handling of generated and reference-generated files, through the CLI. */
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-generate-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('arbiter generate', () => {
  test('a fixed seed gives the same file; the checker passes it (pairings and standings)', async () => {
    const [a, b] = [path.join(dir, 'a.trf'), path.join(dir, 'b.trf')];
    const args = ['--players', '13', '--rounds', '5', '--seed', '77', '--half-byes', '2', '--forfeits', '5%'];
    expect((await runCli('generate', '-o', a, ...args)).code).toBe(0);
    expect((await runCli('generate', '-o', b, ...args)).code).toBe(0);
    expect(fs.readFileSync(a, 'utf8')).toBe(fs.readFileSync(b, 'utf8'));
    const check = await runCli('check-trf', a);
    expect(check.code).toBe(0);
    expect(check.stdout.trim().split('\n').slice(-2)).toEqual([
      'standings: 1 checked, 1 agree',
      'rounds: 5 checked, 5 identical',
    ]);
  });

  test('without a seed, one is drawn and printed', async () => {
    const run = await runCli('generate', '-o', path.join(dir, 'c.trf'), '--players', '8', '--rounds', '3');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^seed: \d+\n$/);
  });

  test("the reference generators' configuration file; a bad key is refused with its line", async () => {
    const cfg = path.join(dir, 'bbp.cfg');
    fs.writeFileSync(cfg, 'PlayersNumber=11\nRoundsNumber=4\nDrawPercentage=25\nForfeitRate=30\n');
    const out = path.join(dir, 'd.trf');
    expect((await runCli('generate', '-o', out, '--config', cfg, '--seed', '5')).code).toBe(0);
    expect(fs.readFileSync(out, 'utf8')).toMatch(/^062 11$/m);
    fs.writeFileSync(cfg, 'PlayersNumber=11\nRounds=4\n');
    const bad = await runCli('generate', '-o', out, '--config', cfg, '--seed', '5');
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toMatch(/bbp\.cfg: line 2: unknown key "Rounds"/);
  });
});

describe('check-trf on a finished tournament without 142/XXR', () => {
  test('the rounds in the file are the total, with a note line', async () => {
    const full = path.join(dir, 'e.trf');
    expect((await runCli('generate', '-o', full, '--players', '9', '--rounds', '4', '--seed', '3')).code).toBe(0);
    const stripped = path.join(dir, 'no-rounds.trf');
    fs.writeFileSync(
      stripped,
      fs
        .readFileSync(full, 'utf8')
        .split('\n')
        .filter((l) => !l.startsWith('142 '))
        .join('\n'),
    );
    const run = await runCli('check-trf', stripped);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /note: the file does not set the total number of rounds \(142 \/ XXR\); the 4 rounds in the file are taken as the total/,
    );
    expect(run.stdout.trim().split('\n').pop()).toBe('rounds: 4 checked, 4 identical');
  });

  test('a rank out of order is reported on its own line and the exit code is not 0', async () => {
    const file = path.join(dir, 'f.trf');
    expect((await runCli('generate', '-o', file, '--players', '10', '--rounds', '4', '--seed', '8')).code).toBe(0);
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    // give the last-placed player rank 1 (columns 86-89)
    const records = lines.filter((l) => l.startsWith('001'));
    const last = records.reduce((worst, l) => (Number(l.slice(85, 89)) > Number(worst.slice(85, 89)) ? l : worst));
    const edited = lines.map((l) => (l === last ? `${l.slice(0, 85)}   1${l.slice(89)}` : l));
    fs.writeFileSync(file, edited.join('\n'));
    const run = await runCli('check-trf', file);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^standings: rank 1: player \d+ stands above player \d+ .*but the tie-break list puts/m);
    expect(run.stdout.trim().split('\n').pop()).toBe('rounds: 4 checked, 4 identical');
  });
});
