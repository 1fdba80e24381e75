import type { TeamTournament } from '../../team/model';
import { singleRoundRobin, type ScheduledRound } from '../round-robin/berger';
import type { TeamMatchPairing, TeamRoundPairing } from '../team-swiss/pair-team-swiss';

/**
 * Team round robin (team.md §3): the Berger tables over the teams' drawn numbers (= TPNs 1..N); in each table pair
 * the first-named team has White on board 1 and the boards follow the 352 pattern. Odd fields: the team drawn
 * against the dummy rests. Double (team.md §3.1): the first cycle with its last two rounds swapped (FIDE, C.05
 * Annex 1), then that cycle again, as played, with colours reversed - the order of the team fixtures (the
 * individual double round robin builds its second cycle from the unswapped table: the two differ only in the
 * last two rounds of the second cycle).
 */
export function teamRoundRobinSchedule(t: TeamTournament): ScheduledRound[] {
  const n = t.teams.length;
  if (n < 2) throw new Error(`a team round robin needs at least 2 teams, found ${n}`);
  const cycle = singleRoundRobin(n);
  if (t.settings.system !== 'team-double-round-robin') return cycle;
  const last = cycle.length - 1;
  const first = cycle.length < 2 ? cycle : [...cycle.slice(0, last - 1), cycle[last], cycle[last - 1]];
  return [
    ...first.map((r, i) => ({ ...r, round: i + 1 })),
    ...first.map((r, i) => ({
      round: cycle.length + i + 1,
      boards: r.boards.map(([w, b]) => [b, w] as const),
      bye: r.bye,
    })),
  ];
}

export { boardColourFor as boardColour } from '../../team/board-colours';

/** Round `round` of the schedule as a team pairing (rest team reported as absent, never as a PAB). */
export function pairTeamRoundRobin(t: TeamTournament, round: number): TeamRoundPairing {
  const schedule = teamRoundRobinSchedule(t);
  const r = schedule[round - 1];
  if (!r) throw new Error(`round ${round} is beyond the ${schedule.length} rounds of this team round robin`);
  const matches: TeamMatchPairing[] = r.boards.map(([white, black], i) => ({
    white,
    black,
    colourRule: 'Berger',
    explanation: `${white}-${black}: Berger table for ${t.teams.length % 2 === 0 ? t.teams.length : t.teams.length + 1} places, round ${round}, table ${i + 1}; the first-named team has White on board 1`,
  }));
  return {
    round,
    matches,
    pab: null,
    absent: r.bye === null ? [] : [r.bye],
    brackets: [],
    log: [
      ...matches.map((m) => m.explanation),
      ...(r.bye === null ? [] : [`team ${r.bye} rests (drawn against the dummy number)`]),
    ],
  };
}
