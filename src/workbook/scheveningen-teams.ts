import { groupByTeam, twoTeams, type ScheveningenTeams as EngineTeams } from '../engine/systems/scheveningen/two-teams';
import { address, cellText, type SheetValues } from './cells';
import { findHeaderRow } from './headers';
import { PLAYER_HEADERS, type Word } from './labels';
import { error, type Problem } from './problems';
import type { WorkbookState } from './read';
import { TEAM_HEADER } from './system-labels';

// the teams, their seats and the table are the engine's (src/engine/systems/scheveningen); this module reads them
export {
  isDoubleScheveningen,
  scheveningenRounds,
  seatPlayer,
  seatsOf,
  type ScheveningenTeam,
} from '../engine/systems/scheveningen/two-teams';

/**
 * The two teams of a Scheveningen event (other-systems.md §2.1), read from the Players sheet: a Team column, or
 * the Club column when there is none. The engine decides which is team A (twoTeams).
 */
export interface ScheveningenTeams extends EngineTeams {
  /** Which Players-sheet column the teams came from. */
  readonly column: 'team' | 'club';
}

/** Read the teams from the Players sheet values; every problem names the cell. */
export function readTeams(
  values: SheetValues,
  state: WorkbookState,
): { teams: ScheveningenTeams | null; problems: Problem[] } {
  const sheet = state.sheetOf.players ?? 'Players';
  const problems: Problem[] = [];
  const columns: Record<'no' | 'team' | 'club', Word> = {
    no: PLAYER_HEADERS.no,
    team: TEAM_HEADER,
    club: PLAYER_HEADERS.club,
  };
  const header = findHeaderRow<'no' | 'team' | 'club'>(values, columns, ['no']);
  const teamCol = header?.columns.get('team')?.[0];
  const clubCol = header?.columns.get('club')?.[0];
  const col = teamCol ?? clubCol;
  if (!header || col === undefined) {
    problems.push(
      error(sheet, 'A1', 'a Scheveningen needs every player\'s team: add a "Team" column (or fill the Club column)'),
    );
    return { teams: null, problems };
  }
  const teamOf = (row: number) => cellText(values[row]?.[col] ?? null);
  for (const row of state.players.players) {
    if (teamOf(row.row) === '')
      problems.push(error(sheet, address(row.row, col), `player ${row.player.id} has no team`));
  }
  if (problems.length) return { teams: null, problems };
  const rowOf = new Map(state.players.players.map((r) => [r.player.id, r.row]));
  const groups = groupByTeam(
    state.players.players.map((r) => r.player),
    (p) => teamOf(rowOf.get(p.id)!),
  );
  const where = address(header.row, col);
  if (groups.length !== 2) {
    problems.push(
      error(
        sheet,
        where,
        groups.length < 2
          ? `a Scheveningen needs two teams; the players all belong to "${groups[0]?.name ?? ''}"`
          : `a Scheveningen in the workbook is played by two teams, found ${groups.length} (${groups.map((g) => `"${g.name}"`).join(', ')}); ` +
              'for more teams print the tables with: arbiter tables scheveningen N --teams T',
      ),
    );
    return { teams: null, problems };
  }
  const [first, second] = groups as [(typeof groups)[0], (typeof groups)[0]];
  if (first.players.length !== second.players.length) {
    problems.push(
      error(
        sheet,
        where,
        `the teams must have the same number of players: "${first.name}" has ${first.players.length}, ` +
          `"${second.name}" has ${second.players.length}`,
      ),
    );
    return { teams: null, problems };
  }
  return { teams: { ...twoTeams(first, second), column: teamCol !== undefined ? 'team' : 'club' }, problems };
}
