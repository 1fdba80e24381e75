import { TEAM_SYSTEMS } from '../../src/engine/systems';
import { teamRoundProblems } from '../../src/engine/systems/team-round-invariants';
import { TeamPairingImpossibleError, type TeamRoundPairing } from '../../src/engine/systems/team-swiss';
import type { TeamTournament } from '../../src/engine/team/model';
import { truncateTeamTournament } from '../../src/engine/team/truncate';
import { readTeamTrf } from '../../src/formats/trf/team-records';
import { listFixtures, readFixture, readFixtureJson } from '../support/shared';

// The team-round guard over every team fixture (a sweep: jest.tiers.js): every round the engine pairs passes it,
// so the guard refuses only what the rules forbid. Its refusals are tested in team-round-invariants.test.ts.

const load = (set: string, file: string): TeamTournament => readTeamTrf(readFixture(set, file)).tournament!;
const input = (t: TeamTournament, round: number) => truncateTeamTournament(t, round);
const pair = (t: TeamTournament, round: number) => TEAM_SYSTEMS[t.settings.system](input(t, round), round);

describe('the team-round guard on the fixtures', () => {
  test('no false alarm: every round of every team fixture passes it (team Swiss, round robins, examples)', () => {
    let rounds = 0;
    let impossible = 0;
    for (const set of ['team/swiss', 'team/roundrobin', 'team/examples']) {
      for (const file of listFixtures(set, '.trf')) {
        const t = load(set, file);
        // an example's round to pair comes after its recorded rounds (ex04: a double forfeit is no meeting, R3)
        const next =
          set === 'team/examples'
            ? readFixtureJson<{ round_to_pair: number }>(set, file.replace('.trf', '.json')).round_to_pair
            : 0;
        const total = Math.max(next, ...t.players.map((p) => p.rounds.length));
        for (let r = 1; r <= total; r++) {
          let p: TeamRoundPairing;
          try {
            p = pair(t, r); // stored checked: throws on a problem
          } catch (err) {
            // the Chief Arbiter's case (C.04.6 3.3.3), which some examples are: not a refusal of the guard
            if (!(err instanceof TeamPairingImpossibleError)) throw err;
            impossible++;
            continue;
          }
          expect(teamRoundProblems(input(t, r), r, p)).toEqual([]);
          rounds++;
        }
      }
    }
    console.log(
      `team-round guard: ${rounds} fixture rounds paired and checked, none refused (${impossible} without a legal pairing)`,
    );
    expect(rounds).toBeGreaterThan(250);
  });
});
