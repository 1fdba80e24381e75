import { boardColour, pairTeamRoundRobin, teamRoundRobinSchedule } from '../../src/engine/systems/team-round-robin';
import { readTeamTrf } from '../../src/formats/trf/team-records';
import { teamRounds } from '../../src/engine/team/team-rounds';
import { listFixtures, readFixture, readFixtureJson } from '../support/shared';

interface Table {
  white?: number;
  black?: number;
  rest?: number;
  board_colours_of_white_team?: string[];
}

describe('team round robin: Berger schedules and board colours', () => {
  it.each(listFixtures('team/roundrobin', '.trf'))('%s', (file) => {
    const { tournament } = readTeamTrf(readFixture('team/roundrobin', file));
    const t = tournament!;
    const expected = readFixtureJson<{ schedule: { round: number; tables: Table[] }[] }>(
      'team/roundrobin',
      file.replace('.trf', '.json'),
    ).schedule;
    expect(teamRoundRobinSchedule(t)).toHaveLength(expected.length);
    const recorded = teamRounds(t);
    for (const e of expected) {
      const got = pairTeamRoundRobin(t, e.round);
      const games = e.tables.filter((x) => x.rest === undefined);
      expect(got.matches.map((m) => [m.white, m.black])).toEqual(games.map((x) => [x.white, x.black]));
      expect(got.absent).toEqual(e.tables.filter((x) => x.rest !== undefined).map((x) => x.rest));
      for (const g of games) {
        const colours = Array.from({ length: t.settings.boards }, (_, k) =>
          boardColour(t.settings.boardPattern, k + 1, true),
        );
        expect(colours).toEqual(g.board_colours_of_white_team);
        // and the file itself: the white team's board-1 colour as recorded is White
        expect(recorded[g.white! - 1][e.round - 1].colour).toBe('w');
      }
    }
  });
});
