import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { readTeamTrf } from '../../src/formats/trf/team-records';
import { teamRounds } from '../../src/engine/team/team-rounds';
import { runCli } from '../support/cli';
import { fixturePath, listFixtures, readFixture, readFixtureJson } from '../support/shared';

const swiss = (f: string) => fixturePath('team/swiss', f);

describe('arbiter pair-trf / check-trf / standings-trf on TRF-2026 team files', () => {
  it('check-trf: every round of every team Swiss fixture identical, counts printed', async () => {
    const files = listFixtures('team/swiss', '.trf');
    const r = await runCli('check-trf', ...files.map(swiss));
    expect(r.stdout).toMatch(/rounds: 210 checked, 210 identical/);
    for (const f of files) expect(r.stdout).toContain(`${swiss(f)}: `);
    expect(r.code).toBe(0);
  });

  it('check-trf on the team round robins (system from 192)', async () => {
    const r = await runCli(
      'check-trf',
      ...listFixtures('team/roundrobin', '.trf').map((f) => fixturePath('team/roundrobin', f)),
    );
    expect(r.stdout).toMatch(/rounds: 41 checked, 41 identical/);
    expect(r.code).toBe(0);
  });

  it('pair-trf prints the round as the individual systems do (pairs, then the PAB as "N 0") and --out writes the team file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'team-cli-'));
    const out = path.join(dir, 'r3.trf');
    const r = await runCli('pair-trf', swiss('team-swiss-t02-n7-b4-r5.trf'), '--round', '3', '--explain', '--out', out);
    expect(r.code).toBe(0);
    const expected = readFixtureJson<{ rounds: { pairs: [number, number][]; pab: number }[] }>(
      'team/swiss',
      'team-swiss-t02-n7-b4-r5.rounds.json',
    ).rounds[2];
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe(String(expected.pairs.length + 1));
    expect(
      lines
        .slice(1, 1 + expected.pairs.length)
        .map((l) => l.split(' ').map(Number))
        .sort(),
    ).toEqual([...expected.pairs].sort());
    expect(lines[1 + expected.pairs.length]).toBe(`${expected.pab} 0`);
    expect(r.stdout).toContain('C.04.6 3.4');
    const written = readTeamTrf(fs.readFileSync(out, 'utf8')).tournament!;
    const third = teamRounds(written).map((list) => list[2]);
    expect(third.filter((x) => x.kind === 'pab').map((x) => x.round)).toEqual([3]);
    expect(third.filter((x) => x.colour === 'w').length).toBe(expected.pairs.length);
  });

  it('--system team reads a team file whose 192 is missing; a non-team file is refused with a clear error', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'team-cli-'));
    const file = path.join(dir, 'no192.trf');
    fs.writeFileSync(file, readFixture('team/swiss', 'team-swiss-t01-n6-b4-r5.trf').replace(/^192 .*\n/m, ''));
    const r = await runCli('pair-trf', file, '--system', 'team', '--round', '2');
    expect(r.code).toBe(0);
    const bad = await runCli('pair-trf', fixturePath('dutch', listFixtures('dutch', '.trf')[0]), '--system', 'team');
    expect(bad.code).toBe(3);
    expect(bad.stderr).toMatch(/not a team file/);
    expect(bad.stderr).not.toMatch(/\n\s+at /);
  });

  it('standings-trf --json gives the standings file values and ranks', async () => {
    const e = readFixtureJson<{
      declared_order: string[];
      rank: Record<string, number>;
      values: Record<string, Record<string, number>>;
    }>('team/swiss', 'team-swiss-t02-n7-b4-r5.standings.json');
    const r = await runCli(
      'standings-trf',
      swiss('team-swiss-t02-n7-b4-r5.trf'),
      '--json',
      '--tiebreaks',
      'MPvGP,EDE,EMGSB/C1,BH:MP/C1,SSSC,BC',
    );
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as Record<string, Record<string, number>>;
    for (const code of ['MP', 'GP', 'MPvGP', 'EMGSB/C1', 'BH:MP/C1', 'SSSC', 'BC'])
      expect([code, out[code]]).toEqual([code, e.values[code]]);
    expect(out.rank).toEqual(e.rank);
    const table = await runCli('standings-trf', swiss('team-swiss-t02-n7-b4-r5.trf'));
    expect(table.stdout.split('\n')[1]).toMatch(/^ 1 +2 +Bora SK +10\.0 +16\.5/);
  });
});
