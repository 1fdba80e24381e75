import { runCli } from '../support/cli';
import { fixturePath, readFixtureJson } from '../support/shared';

const run = runCli;

type Values = Record<string, Record<string, number | null>>;
const trf = (name: string) => fixturePath('tiebreaks', `${name}.trf`);

describe('arbiter standings-trf', () => {
  it('--json prints every code per starting rank and the rank under the list (swiss08, 2026)', async () => {
    const expected = readFixtureJson<Values>('tiebreaks', 'swiss08-byes-forfeits.expected.json');
    const ranking = readFixtureJson<{ order: string[]; rank: Record<string, number> }>(
      'tiebreaks',
      'swiss08-byes-forfeits.ranking.json',
    );
    const codes = [...ranking.order, 'AOB', 'ARO', 'KS'].filter((c, i, all) => all.indexOf(c) === i);
    const r = await run('standings-trf', trf('swiss08-byes-forfeits'), '--tiebreaks', codes.join(','), '--json');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout) as Values;
    expect(Object.keys(out)).toEqual([...codes, 'rank']);
    for (const code of codes) expect([code, out[code]]).toEqual([code, expected[code]]); // AOB printed with 2 decimals
    expect(out.rank).toEqual(ranking.rank);
  });

  it('--rules fide2024 and legacy change the Buchholz family', async () => {
    const e2024 = readFixtureJson<Values>('tiebreaks', 'swiss08-byes-forfeits.expected.fide2024.json');
    const legacy = readFixtureJson<Values>('tiebreaks', 'swiss08-byes-forfeits.expected.legacy.json');
    const a = JSON.parse(
      (
        await run(
          'standings-trf',
          trf('swiss08-byes-forfeits'),
          '--tiebreaks',
          'BH,SB-C1',
          '--json',
          '--rules',
          'fide2024',
        )
      ).stdout,
    ) as Values;
    expect([a.BH, a['SB-C1']]).toEqual([e2024.BH, e2024['SB-C1']]);
    const b = JSON.parse(
      (
        await run(
          'standings-trf',
          trf('swiss08-byes-forfeits'),
          '--tiebreaks',
          'BH/M1,PS/C3',
          '--json',
          '--rules',
          'legacy',
        )
      ).stdout,
    ) as Values;
    expect([b['BH/M1'], b['PS/C3']]).toEqual([legacy['BH-M1'], legacy['PS-C3']]);
  });

  it('detects a round robin from the file and accepts --round-robin', async () => {
    const ranking = readFixtureJson<{ order: string[]; rank: Record<string, number> }>(
      'tiebreaks',
      'rr10-forfeits.ranking.json',
    );
    const auto = JSON.parse(
      (await run('standings-trf', trf('rr10-forfeits'), '--tiebreaks', ranking.order.join(','), '--json')).stdout,
    ) as Values;
    const forced = JSON.parse(
      (
        await run(
          'standings-trf',
          trf('rr10-forfeits'),
          '--tiebreaks',
          ranking.order.join(','),
          '--json',
          '--round-robin',
        )
      ).stdout,
    ) as Values;
    expect(auto.rank).toEqual(ranking.rank);
    expect(forced).toEqual(auto);
    // Buchholz is refused in a round robin (2026) but computed when the event is declared a Swiss
    expect((await run('standings-trf', trf('rr10-forfeits'), '--tiebreaks', 'BH', '--json')).code).toBe(3);
    const swiss = await run('standings-trf', trf('rr10-forfeits'), '--tiebreaks', 'BH', '--json', '--swiss');
    expect(swiss.code).toBe(0);
    expect(Object.keys((JSON.parse(swiss.stdout) as Values).BH)).toHaveLength(10);
  });

  it('prints an aligned table: Rank, No, Name, Pts, one column per code', async () => {
    const r = await run('standings-trf', trf('swiss08-byes-forfeits'), '--tiebreaks', 'BH-C1,BH,DE,SB,WIN');
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^Rank\s+No\s+Name\s+Pts\s+BH-C1\s+BH\s+DE\s+SB\s+WIN$/);
    expect(lines).toHaveLength(9);
    expect(lines[1]).toMatch(/^\s+1\s+1\s+Smith, Jan\s+3\.5\s+11\.0\s+13\.0\s+1\s+8\.75\s+2$/);
    // columns line up: the points of every row end where the "Pts" header ends
    const ptsEnd = lines[0].indexOf('Pts') + 3;
    for (const row of lines.slice(1)) expect(row.slice(ptsEnd - 3, ptsEnd + 1)).toMatch(/^\d\.\d $/);
    expect(r.stdout).toMatch(/^\s+8\s+8\s+Nikolaidis, Maria\s+1\.0/m);
  });

  it('reports user errors with the file and the code, exit 3', async () => {
    const unknown = await run('standings-trf', trf('swiss08-byes-forfeits'), '--tiebreaks', 'BH,FOO');
    expect(unknown.code).toBe(3);
    expect(unknown.stderr).toMatch(/swiss08-byes-forfeits\.trf: tie-break FOO: unknown code/);
    const rrBh = await run('standings-trf', trf('rr10-forfeits'), '--tiebreaks', 'BH');
    expect(rrBh.code).toBe(3);
    expect(rrBh.stderr).toMatch(
      /rr10-forfeits\.trf: tie-break BH: the Buchholz family must not be used in round robins/,
    );
    const missing = await run('standings-trf', fixturePath('tiebreaks', 'no-such.trf'), '--tiebreaks', 'BH');
    expect([missing.code, missing.stderr]).toEqual([3, expect.stringMatching(/no-such\.trf: no such file/)]);
    const rules = await run('standings-trf', trf('swiss08-byes-forfeits'), '--tiebreaks', 'BH', '--rules', 'fide2099');
    expect(rules.stderr).toMatch(/--rules must be one of fide2026, fide2024, legacy/);
    expect(rules.stderr).not.toMatch(/\n\s+at /); // no stack
  });
});
