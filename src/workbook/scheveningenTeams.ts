import type { Player, Tournament } from '../engine/model';
import type { Board, PairOptions, RoundPairing } from '../engine/pairing';
import type { PairFn } from '../engine/systems';
import { scheveningen, seatLabel, type ScheveningenRound, type TeamSeat } from '../engine/systems/scheveningen/scheveningen';
import { address, cellText, type SheetValues } from './cells';
import { findHeaderRow } from './headers';
import { PLAYER_HEADERS, type Word } from './labels';
import { error, type Problem } from './problems';
import type { WorkbookState } from './read';
import { TEAM_HEADER } from './systemLabels';

/**
 * The two teams of a Scheveningen event (other-systems.md §2.1), read from the Players sheet: a Team column, or
 * the Club column when there is none. Team A is the team with the higher average rating; it keeps its boards
 * and has White in the odd rounds. Within a team, boards follow the pairing numbers (the arbiter numbers each
 * team in board order).
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
  /** Which Players-sheet column the teams came from. */
  readonly column: 'team' | 'club';
}

export function isDoubleScheveningen(t: Pick<Tournament, 'system'>): boolean {
  return t.system === 'double-scheveningen';
}

function averageRating(players: readonly Player[] | readonly Omit<Player, 'rounds'>[]): number {
  const rated = players.filter((p) => p.rating > 0);
  if (rated.length === 0) return 0;
  return Math.round(rated.reduce((s, p) => s + p.rating, 0) / rated.length);
}

/** Read the teams from the Players sheet values; every problem names the cell. */
export function readTeams(values: SheetValues, state: WorkbookState): { teams: ScheveningenTeams | null; problems: Problem[] } {
  const sheet = state.sheetOf.players ?? 'Players';
  const problems: Problem[] = [];
  const columns: Record<'no' | 'team' | 'club', Word> = { no: PLAYER_HEADERS.no, team: TEAM_HEADER, club: PLAYER_HEADERS.club };
  const header = findHeaderRow<'no' | 'team' | 'club'>(values, columns, ['no']);
  const teamCol = header?.columns.get('team')?.[0];
  const clubCol = header?.columns.get('club')?.[0];
  const col = teamCol ?? clubCol;
  if (!header || col === undefined) {
    problems.push(error(sheet, 'A1', 'a Scheveningen needs every player\'s team: add a "Team" column (or fill the Club column)'));
    return { teams: null, problems };
  }
  const byName = new Map<string, { name: string; rows: typeof state.players.players }>();
  for (const row of state.players.players) {
    const name = cellText(values[row.row]?.[col] ?? null);
    if (name === '') {
      problems.push(error(sheet, address(row.row, col), `player ${row.player.id} has no team`));
      continue;
    }
    const key = name.toLocaleLowerCase('en');
    const entry = byName.get(key) ?? { name, rows: [] };
    entry.rows.push(row);
    byName.set(key, entry);
  }
  if (problems.length) return { teams: null, problems };
  const groups = [...byName.values()];
  const where = address(header.row, col);
  if (groups.length !== 2) {
    problems.push(error(sheet, where, groups.length < 2
      ? `a Scheveningen needs two teams; the players all belong to "${groups[0]?.name ?? ''}"`
      : `a Scheveningen in the workbook is played by two teams, found ${groups.length} (${groups.map((g) => `"${g.name}"`).join(', ')}); ` +
        'for more teams print the tables with: arbiter tables scheveningen N --teams T'));
    return { teams: null, problems };
  }
  const [first, second] = groups as [typeof groups[0], typeof groups[0]];
  if (first.rows.length !== second.rows.length) {
    problems.push(error(sheet, where, `the teams must have the same number of players: "${first.name}" has ${first.rows.length}, ` +
      `"${second.name}" has ${second.rows.length}`));
    return { teams: null, problems };
  }
  const team = (g: typeof first): ScheveningenTeam => {
    const members = g.rows.map((r) => r.player).sort((x, y) => x.id - y.id);
    return { name: g.name, members: members.map((p) => p.id), averageRating: averageRating(members) };
  };
  const [x, y] = [team(first), team(second)];
  // §2.1: team A has the higher average rating; equal averages: the team of the lowest pairing number
  const xFirst = x.averageRating > y.averageRating || (x.averageRating === y.averageRating && x.members[0]! < y.members[0]!);
  return { teams: { a: xFirst ? x : y, b: xFirst ? y : x, column: teamCol !== undefined ? 'team' : 'club' }, problems };
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

/**
 * The pairing function of a two-team Scheveningen: round r of the booklet's table (A_k meets B_j with
 * j = ((k-1) + (r-1)) mod n + 1; A has White in odd rounds), board k = A's board k.
 */
export function scheveningenPairing(teams: ScheveningenTeams, double: boolean): PairFn {
  return (_t: Tournament, round: number, options: PairOptions = {}): RoundPairing => {
    const rounds = scheveningenRounds(teams, double);
    const scheduled = rounds[round - 1];
    if (!scheduled) throw new RangeError(`round ${round} does not exist: this Scheveningen has ${rounds.length} rounds`);
    const boards: Board[] = scheduled.boards.map((b) => ({ white: seatPlayer(teams, b.white), black: seatPlayer(teams, b.black) }));
    const explanation: string[] = [];
    if (options.explain) {
      const n = teams.a.members.length;
      explanation.push(`Scheveningen, two teams of ${n}${double ? ' (double)' : ''}, round ${round} of ${rounds.length}: ` +
        `team A "${teams.a.name}" (average ${teams.a.averageRating}) keeps its boards, team B "${teams.b.name}" ` +
        `(average ${teams.b.averageRating}) moves one board each round; ${scheduled.boards[0]?.white.team === 1 ? 'A' : 'B'} has White` +
        (double && round > n ? ' (second cycle: colours of round ' + (round - n) + ' reversed)' : ''));
      scheduled.boards.forEach((b, i) => explanation.push(
        `board ${i + 1}: ${seatLabel(b.white)} (${boards[i]!.white}) - ${seatLabel(b.black)} (${boards[i]!.black})`));
    }
    return { round, boards, pab: null, explanation };
  };
}
