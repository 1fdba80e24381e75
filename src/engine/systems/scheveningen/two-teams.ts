import type { Player, Tournament } from '../../model';
import { scheveningen, seatLabel, type ScheveningenRound, type TeamSeat } from './scheveningen';

/**
 * The two teams of a two-team Scheveningen (other-systems.md §2.1). Team A is the team with the higher average
 * rating; it keeps its boards and has White in the odd rounds. Within a team, boards follow the pairing numbers
 * (the arbiter numbers each team in board order).
 */
export interface ScheveningenTeam {
  readonly name: string;
  /** Player ids in board order: members[k-1] sits on board k. */
  readonly members: readonly number[];
  /** Average of the rated members' ratings (0 when nobody is rated). */
  readonly averageRating: number;
}

export interface ScheveningenTeams {
  readonly a: ScheveningenTeam;
  readonly b: ScheveningenTeam;
}

/** A team as its players were listed: a name and its members, in any order. */
export interface TeamGroup {
  readonly name: string;
  readonly players: readonly Pick<Player, 'id' | 'rating'>[];
}

/** The teams cannot be formed (input, not engine): the message says what is missing. */
export class ScheveningenTeamsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScheveningenTeamsError';
  }
}

export function isScheveningen(t: Pick<Tournament, 'system'>): boolean {
  return t.system === 'scheveningen' || t.system === 'double-scheveningen';
}

export function isDoubleScheveningen(t: Pick<Tournament, 'system'>): boolean {
  return t.system === 'double-scheveningen';
}

function averageRating(players: readonly Pick<Player, 'rating'>[]): number {
  const rated = players.filter((p) => p.rating > 0);
  if (rated.length === 0) return 0;
  return Math.round(rated.reduce((s, p) => s + p.rating, 0) / rated.length);
}

/** Players grouped by team name (case-insensitive; a group keeps the first spelling), in first-seen order. */
export function groupByTeam<P extends Pick<Player, 'id' | 'rating'>>(
  players: readonly P[],
  teamOf: (p: P) => string,
): { name: string; players: P[] }[] {
  const byKey = new Map<string, { name: string; players: P[] }>();
  for (const p of players) {
    const name = teamOf(p);
    const key = name.toLocaleLowerCase('en');
    const group = byKey.get(key) ?? { name, players: [] };
    group.players.push(p);
    byKey.set(key, group);
  }
  return [...byKey.values()];
}

/**
 * Teams A and B from two groups of equal size. §2.1: team A has the higher average rating; equal averages: the
 * team of the lowest pairing number.
 */
export function twoTeams(first: TeamGroup, second: TeamGroup): ScheveningenTeams {
  if (first.players.length !== second.players.length || first.players.length === 0) {
    throw new ScheveningenTeamsError(
      `the teams must have the same number of players (at least one): "${first.name}" has ` +
        `${first.players.length}, "${second.name}" has ${second.players.length}`,
    );
  }
  const team = (g: TeamGroup): ScheveningenTeam => {
    const members = [...g.players].sort((x, y) => x.id - y.id);
    return { name: g.name, members: members.map((p) => p.id), averageRating: averageRating(members) };
  };
  const [x, y] = [team(first), team(second)];
  const shared = x.members.find((id) => y.members.includes(id));
  if (shared !== undefined) throw new ScheveningenTeamsError(`player ${shared} is in both teams`);
  const xFirst =
    x.averageRating > y.averageRating || (x.averageRating === y.averageRating && x.members[0]! < y.members[0]!);
  return xFirst ? { a: x, b: y } : { a: y, b: x };
}

/**
 * The teams of a tournament whose players carry their club (the Club column; the workbook reads a Team column
 * first and passes its teams in the options).
 */
export function teamsFromClubs(t: Tournament): ScheveningenTeams {
  const without = t.players.filter((p) => !p.club?.trim());
  if (without.length) {
    const ids =
      without
        .slice(0, 5)
        .map((p) => p.id)
        .join(', ') + (without.length > 5 ? ', ...' : '');
    const who = without.length > 1 ? `players ${ids} have` : `player ${ids} has`;
    throw new ScheveningenTeamsError(`a Scheveningen needs every player's team; ${who} no club or team`);
  }
  const groups = groupByTeam(t.players, (p) => p.club!.trim());
  if (groups.length !== 2) {
    throw new ScheveningenTeamsError(
      groups.length < 2
        ? `a Scheveningen needs two teams; the players all belong to "${groups[0]?.name ?? ''}"`
        : `a Scheveningen is paired here for two teams, found ${groups.length} (${groups.map((g) => `"${g.name}"`).join(', ')})`,
    );
  }
  return twoTeams(groups[0]!, groups[1]!);
}

/** Rounds of the event: n, or 2n for a double (§2.1). */
export function scheveningenRounds(teams: ScheveningenTeams, double: boolean): ScheveningenRound[] {
  return scheveningen(teams.a.members.length, { double });
}

/** The player sitting at a seat (team 1 = A, team 2 = B). */
export function seatPlayer(teams: ScheveningenTeams, seat: TeamSeat): number {
  const team = seat.team === 1 ? teams.a : teams.b;
  return team.members[seat.board - 1]!;
}

/** Seat label (`A1`, `B3`) of every player. */
export function seatsOf(teams: ScheveningenTeams): Map<number, string> {
  const out = new Map<number, string>();
  teams.a.members.forEach((id, i) => out.set(id, seatLabel({ team: 1, board: i + 1 })));
  teams.b.members.forEach((id, i) => out.set(id, seatLabel({ team: 2, board: i + 1 })));
  return out;
}
