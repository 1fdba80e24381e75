import { pairTeamSwiss } from '../../src/engine/systems/team-swiss';
import { readTeamTrf } from '../../src/formats/trf/team-records';
import { writeTeamTrf } from '../../src/formats/trf/team-writer';
import { truncateTeamTournament } from '../../src/engine/team/truncate';
import { readFixture } from '../support/shared';

describe('acceleration for teams (TRF 250, C.04.7; team.md §4.9)', () => {
  const base = truncateTeamTournament(
    readTeamTrf(readFixture('team/swiss', 'team-swiss-t03-n8-b4-r5.trf')).tournament!,
    1,
  );

  it('without 250: round 1 is the first half against the second', () => {
    expect(pairTeamSwiss(base, 1).matches.map((m) => [m.white, m.black].sort((a, b) => a - b))).toEqual([
      [1, 5],
      [2, 6],
      [3, 7],
      [4, 8],
    ]);
  });

  it('2 virtual MP for teams 1-4 in round 1: two scoregroups of four', () => {
    const t = { ...base, acceleration: [{ mp: 2, gp: 0, firstRound: 1, lastRound: 1, firstTeam: 1, lastTeam: 4 }] };
    const p = pairTeamSwiss(t, 1);
    expect(p.matches.map((m) => [m.white, m.black].sort((a, b) => a - b))).toEqual([
      [1, 3],
      [2, 4],
      [5, 7],
      [6, 8],
    ]);
    // virtual points are for pairing only: a round outside the range is not affected
    expect(
      pairTeamSwiss({ ...t, acceleration: [{ ...t.acceleration[0], firstRound: 2, lastRound: 2 }] }, 1).matches,
    ).toEqual(pairTeamSwiss(base, 1).matches);
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
    expect(
      writeTeamTrf(t)
        .split('\n')
        .filter((l) => l.startsWith('250')),
    ).toEqual(
      text
        .split('\n')
        .filter((l) => l.startsWith('250'))
        .map((l) => l.trimEnd()),
    );
  });
});

describe("4.3.1 parity on the teams that have arrived: FIDE TEC's sample, round 1", () => {
  it('team 3 absent in round 1: the teams after it take their parity from a numbering without it (all 24 matches and colours as the file)', () => {
    const full = readTeamTrf(readFixture('team/trf-samples', 'grandmommys-cup-tec-sample.trf')).tournament!;
    const recorded = (round: number): string[] => {
      const out: string[] = [];
      for (const p of full.players) {
        const e = p.rounds[round - 1];
        const team = full.teams.find((x) => x.members[0] === p.id);
        if (team && e && e.opponent !== 0 && e.colour === 'w')
          out.push(`${team.tpn}-${full.teams.find((x) => x.members.includes(e.opponent))!.tpn}`);
      }
      return out.sort();
    };
    const p = pairTeamSwiss(truncateTeamTournament(full, 1), 1);
    expect(p.absent).toContain(3);
    expect(p.matches.map((m) => `${m.white}-${m.black}`).sort()).toEqual(recorded(1));
    // 11 (the 10th team present, even) is first-team against 23 and gets White although 152 is B and 11 is odd
    expect(p.matches.find((m) => m.white === 11 || m.black === 11)).toMatchObject({
      white: 11,
      black: 23,
      colourRule: '4.3.1',
    });
  });
});
