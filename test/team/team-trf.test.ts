import { decodeTeamSystemCode, encodeTeamSystemCode, isTeamTrf, readTeamTrf } from '../../src/formats/trf/team-records';
import { teamRounds } from '../../src/engine/team/team-rounds';
import { readFixture, readFixtureJson } from '../support/shared';

describe('TRF-2026 team records', () => {
  it("reads FIDE TEC's own sample (Grandmommy's Cup): teams, rosters with reserves, 300 line-ups, 330, 240, 320", () => {
    const summary = readFixtureJson<{
      teams: number;
      boards: number;
      players_001: number;
      roster_sizes: number[];
      record_counts: Record<string, number>;
    }>('team/trf-samples', 'grandmommys-cup-tec-sample.summary.json');
    const { tournament, problems } = readTeamTrf(readFixture('team/trf-samples', 'grandmommys-cup-tec-sample.trf'));
    expect(tournament).not.toBeNull();
    const t = tournament!;
    expect(t.teams).toHaveLength(summary.teams);
    expect(t.settings.boards).toBe(summary.boards);
    expect(t.players).toHaveLength(summary.players_001);
    expect([...new Set(t.teams.map((x) => x.members.length))].sort()).toEqual(summary.roster_sizes);
    expect(t.lineUps).toHaveLength(summary.record_counts['300']);
    expect(t.matchForfeits).toHaveLength(summary.record_counts['330']);
    // 362 loosely spaced "TW 2     TD 1     TL 0" is read leniently (team.md §8.2)
    expect(t.settings.matchPoints).toEqual({ win: 2, draw: 1, loss: 0 });
    expect(t.settings.colourType).toBe('A'); // FIDE_TEAM_BAKU = FIDE_TEAM: Type A, MP primary
    expect(t.settings.totalRounds).toBe(14);
    expect(t.settings.initialColour).toBe('b');
    expect(t.tiebreaks).toEqual(['EDET/P', 'EMGSB/C1/P', 'BH:MP/C1/P', 'MPvGP']);
    expect(t.teams[0]).toMatchObject({
      tpn: 1,
      name: 'India',
      shortName: 'IND',
      strength: 2486,
      members: [1, 5, 15, 28, 44],
    });
    // every team has a round of some kind in each of the 14 rounds, and MP stay within 0..2
    const rounds = teamRounds(t);
    for (const list of rounds)
      for (const r of list.slice(0, 14)) expect(r.mp === 0 || r.mp === 1 || r.mp === 2).toBe(true);
    // the sample writes reserves and FPB members as "0000 - -": warnings (read as Z), never errors
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  });

  it('what makes a file a team file: 310 or a team 192, never a 013 of an individual event alone', () => {
    expect(isTeamTrf(readFixture('team/swiss', 'team-swiss-t01-n6-b4-r5.trf'))).toBe(true);
    expect(isTeamTrf('012 Open\n013 Club A                            1    2\n001    1      A\n')).toBe(false);
    expect(isTeamTrf('012 Open\n192 FIDE_TEAM_TYPEB_MP_GP\n013 Club A                            1    2\n')).toBe(true);
    expect(isTeamTrf('012 Open\n192 FIDE_DUTCH_2026\n')).toBe(false);
  });

  it('192 codes (team.md §8.2)', () => {
    expect(decodeTeamSystemCode('FIDE_TEAM')).toEqual({
      system: 'team-swiss',
      primary: 'MP',
      secondaryForColour: true,
      colourType: 'A',
    });
    expect(decodeTeamSystemCode('FIDE_TEAM_TYPEB_GP_MP')).toEqual({
      system: 'team-swiss',
      primary: 'GP',
      secondaryForColour: true,
      colourType: 'B',
    });
    expect(decodeTeamSystemCode('FIDE_TEAM_MP')).toEqual({
      system: 'team-swiss',
      primary: 'MP',
      secondaryForColour: false,
      colourType: 'none',
    });
    expect(decodeTeamSystemCode('FIDE_TEAM_TYPEA_MP')).toEqual({
      system: 'team-swiss',
      primary: 'MP',
      secondaryForColour: false,
      colourType: 'A',
    });
    expect(decodeTeamSystemCode('FIDE_DUTCH_2026')).toBeNull();
    for (const code of [
      'FIDE_TEAM_TYPEA_MP_GP',
      'FIDE_TEAM_TYPEB_GP',
      'FIDE_TEAM_MP_GP',
      'FIDE_ROUNDROBIN',
      'FIDE_DOUBLEROUNDROBIN',
    ]) {
      expect(encodeTeamSystemCode(decodeTeamSystemCode(code)!)).toBe(code);
    }
  });

  it('a bad team record is reported with its line and column, and reading goes on', () => {
    const text = readFixture('team/swiss', 'team-swiss-t01-n6-b4-r5.trf')
      .replace(/^330 .*$/m, '330 ?? 002 003 001')
      .replace(/^310 {3}2/m, '310  XX');
    const { problems } = readTeamTrf(text.includes('330') ? text : text + '330 ?? 002 003 001\n');
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors.some((p) => p.message.startsWith('record 310') && p.column === 5)).toBe(true);
    expect(errors.some((p) => p.message.startsWith('record 330'))).toBe(true);
  });
});
