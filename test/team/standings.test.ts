import { readTeamTrf } from '../../src/formats/trf/team-records';
import { teamStandings } from '../../src/engine/tiebreaks/team/standings';
import { listFixtures, readFixture, readFixtureJson } from '../support/shared';

type Ranks = Record<string, number>;

function ranks(trf: string, list: readonly string[]): Ranks {
  const { tournament } = readTeamTrf(trf);
  const s = teamStandings(tournament!, list);
  return Object.fromEntries(s.rows.map((r) => [String(r.tpn), r.rank]));
}

describe('team standings: ranks by the declared order and by the EDE chains', () => {
  it.each(listFixtures('team/swiss', '.trf'))('%s', (file) => {
    const e = readFixtureJson<{ declared_order: string[]; rank: Ranks; ede_ranks: Record<string, Ranks> }>(
      'team/swiss',
      file.replace('.trf', '.standings.json'),
    );
    const trf = readFixture('team/swiss', file);
    expect(ranks(trf, e.declared_order)).toEqual(e.rank);
    for (const [chain, want] of Object.entries(e.ede_ranks))
      expect({ chain, ranks: ranks(trf, [chain]) }).toEqual({ chain, ranks: want });
  });
  it.each(listFixtures('team/roundrobin', '.trf'))('%s (round robin)', (file) => {
    const e = readFixtureJson<{
      standings: { declared_order: string[]; rank: Ranks; booklet_order: { codes: string[]; rank: Ranks } };
    }>('team/roundrobin', file.replace('.trf', '.json')).standings;
    const trf = readFixture('team/roundrobin', file);
    expect(ranks(trf, e.declared_order)).toEqual(e.rank);
    expect(
      ranks(
        trf,
        e.booklet_order.codes.filter((c) => c !== 'MP'),
      ),
    ).toEqual(e.booklet_order.rank);
  });
  it("Held's exercises: EDE and its chains (2026)", () => {
    const e = readFixtureJson<{ ranks_2026: Record<string, Ranks> }>('team/tiebreaks', 'held-team-14.expected.json');
    const trf = readFixture('team/tiebreaks', 'held-team-14.trf');
    for (const [chain, want] of Object.entries(e.ranks_2026))
      expect({ chain, ranks: ranks(trf, [chain]) }).toEqual({ chain, ranks: want });
  });
});
