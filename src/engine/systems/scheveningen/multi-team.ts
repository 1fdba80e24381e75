import { singleRoundRobin } from '../round-robin/berger';
import { ScheveningenOptions, ScheveningenRound, scheveningenMatch } from './scheveningen';

/**
 * More than two teams (other-systems.md §2.2 [reading]): the teams are paired by a Berger round robin and each
 * team-versus-team meeting is played as a Scheveningen match. The team named first in the Berger pair (White
 * there) plays as team A of its match: it keeps its boards and has White in the match's odd rounds.
 */
export interface TeamMeeting {
  /** Team numbers (1 = A, 2 = B, ...). */
  readonly teamA: number;
  readonly teamB: number;
  /** The match's rounds numbered within the whole event. */
  readonly rounds: readonly ScheveningenRound[];
}

export interface TeamStage {
  /** Round of the team round robin (1..). */
  readonly stage: number;
  readonly meetings: readonly TeamMeeting[];
  /** Team drawn against the dummy of an odd number of teams, or null. */
  readonly restingTeam: number | null;
}

export function multiTeamScheveningen(
  teams: number,
  playersPerTeam: number,
  options: ScheveningenOptions = {},
): TeamStage[] {
  if (!Number.isInteger(teams) || teams < 2) {
    throw new RangeError(`a Scheveningen event needs a whole number of at least 2 teams, got ${teams}`);
  }
  const teamTable = singleRoundRobin(teams);
  const roundsPerMeeting = playersPerTeam * (options.double ? 2 : 1);
  return teamTable.map((stage, index) => {
    const offset = index * roundsPerMeeting;
    const meetings = stage.boards.map(([teamA, teamB]) => ({
      teamA,
      teamB,
      rounds: scheveningenMatch(playersPerTeam, teamA, teamB, options).map((r) => ({ ...r, round: r.round + offset })),
    }));
    return { stage: stage.round, meetings, restingTeam: stage.bye };
  });
}
