import { pairTeamSwiss } from '../../src/engine/systems/team-swiss';
import { readTeamTrf } from '../../src/formats/trf/team-records';
import { writeTeamTrf } from '../../src/formats/trf/team-writer';
import { truncateTeamTournament } from '../../src/engine/team/truncate';
import { readFixture } from '../support/shared';

describe('acceleration for teams (TRF 250, C.04.7; team.md §4.9)', () => {
  const base = truncateTeamTournament(readTeamTrf(readFixture('team/swiss', 'team-swiss-t03-n8-b4-r5.trf')).tournament!, 1);

  it('without 250: round 1 is the first half against the second', () => {
    expect(pairTeamSwiss(base, 1).matches.map((m) => [m.white, m.black].sort((a, b) => a - b))).toEqual([[1, 5], [2, 6], [3, 7], [4, 8]]);
  });

  it('2 virtual MP for teams 1-4 in round 1: two scoregroups of four', () => {
    const t = { ...base, acceleration: [{ mp: 2, gp: 0, firstRound: 1, lastRound: 1, firstTeam: 1, lastTeam: 4 }] };
    const p = pairTeamSwiss(t, 1);
    expect(p.matches.map((m) => [m.white, m.black].sort((a, b) => a - b))).toEqual([[1, 3], [2, 4], [5, 7], [6, 8]]);
    // virtual points are for pairing only: a round outside the range is not affected
    expect(pairTeamSwiss({ ...t, acceleration: [{ ...t.acceleration[0], firstRound: 2, lastRound: 2 }] }, 1).matches).toEqual(pairTeamSwiss(base, 1).matches);
  });

  it("reads the TEC sample's 250 records (blank virtual GP = 0) and writes them back", () => {
    const text = readFixture('team/trf-samples', 'grandmommys-cup-tec-sample.trf');
    const t = readTeamTrf(text).tournament!;
    expect(t.acceleration).toEqual([
      { mp: 2, gp: 0, firstRound: 1, lastRound: 1, firstTeam: 1, lastTeam: 2 },
      { mp: 2, gp: 0, firstRound: 1, lastRound: 1, firstTeam: 4, lastTeam: 25 },
      { mp: 2, gp: 0, firstRound: 2, lastRound: 4, firstTeam: 1, lastTeam: 25 },
      { mp: 1, gp: 0, firstRound: 5, lastRound: 7, firstTeam: 1, lastTeam: 25 },
    ]);
    expect(writeTeamTrf(t).split('\n').filter((l) => l.startsWith('250'))).toEqual(text.split('\n').filter((l) => l.startsWith('250')).map((l) => l.trimEnd()));
  });
});
