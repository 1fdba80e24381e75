import { readTeamTrf } from '../../src/formats/trf/team-records';
import { teamTiebreakContext } from '../../src/engine/tiebreaks/team/context';
import { parseTeamTiebreak, teamTiebreakValue } from '../../src/engine/tiebreaks/team/values';
import { listFixtures, readFixture, readFixtureJson } from '../support/shared';

type Values = Record<string, Record<string, number>>;

function compare(trf: string, values: Values): string[] {
  const { tournament } = readTeamTrf(trf);
  const ctx = teamTiebreakContext(tournament!);
  const diffs: string[] = [];
  for (const [code, byTeam] of Object.entries(values)) {
    for (const [team, want] of Object.entries(byTeam)) {
      const got = teamTiebreakValue(ctx, Number(team), parseTeamTiebreak(code));
      if (got === null || Math.abs(got - want) > 1e-9) diffs.push(`${code} team ${team}: got ${got}, want ${want}`);
    }
  }
  return diffs;
}

describe('C.07 (2026) team tie-break values', () => {
  it.each(listFixtures('team/swiss', '.trf'))('%s', (file) => {
    const expected = readFixtureJson<{ values: Values }>('team/swiss', file.replace('.trf', '.standings.json'));
    expect(compare(readFixture('team/swiss', file), expected.values)).toEqual([]);
  });
  it.each(listFixtures('team/roundrobin', '.trf'))('%s (round robin, 15.2)', (file) => {
    const expected = readFixtureJson<{ standings: { values: Values } }>(
      'team/roundrobin',
      file.replace('.trf', '.json'),
    );
    expect(compare(readFixture('team/roundrobin', file), expected.standings.values)).toEqual([]);
  });
  it("Held's team exercises (2026 values)", () => {
    const expected = readFixtureJson<{ values_2026_rules: Values }>('team/tiebreaks', 'held-team-14.expected.json');
    expect(compare(readFixture('team/tiebreaks', 'held-team-14.trf'), expected.values_2026_rules)).toEqual([]);
  });
});
