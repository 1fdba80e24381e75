import { pointsFor, roundScore, type Colour, type Tournament } from '../engine/model';
import { seatLabel } from '../engine/systems/scheveningen/scheveningen';
import { formatPoints } from '../formats/results';
import { address, rangeAddress, type CellValue, type SheetValues } from './cells';
import { means, roundOfSheet, say, type Language } from './labels';
import type { WorkbookPort } from './port';
import type { WorkbookState } from './read';
import { HEADER_FILL } from './render';
import { pointsNumberFormat } from './points-format';
import {
  isDoubleScheveningen,
  readTeams,
  scheveningenRounds,
  seatPlayer,
  type ScheveningenTeam,
  type ScheveningenTeams,
} from './scheveningen-teams';
import { SYSTEM_SHEETS, TEAM_WORDS } from './system-labels';

/**
 * The Scheveningen sheet: the booklet's team sheets (paper-forms.md §8: one row per board, one column per round
 * with `opponent:points`, bold = Black, team total per round) and its round table (§11: one row per board, one
 * column per round, `A1 – B1`, first named White). Opponents are printed for every round from the start, as on
 * the pre-printed round-robin form (§7b); points appear as results are entered. Totals are numbers (they sum and
 * sort), printed by the Settings' points format; the match score is the two team totals in cells of their own.
 * Rebuilt whole on every pair and standings update: it holds nothing the arbiter types.
 */

export interface ScheveningenLayout {
  readonly values: SheetValues;
  /** Rows (0-based) of the column headers. */
  readonly headerRows: readonly number[];
  /** Rows of the team headings and totals (bold). */
  readonly boldRows: readonly number[];
  /** Cells (A1) of games played with Black (§8: bold). */
  readonly blackCells: readonly string[];
  /** Ranges (A1) of points: numbers, printed by the Settings' points format (points-format.ts). */
  readonly pointsRanges: readonly string[];
  readonly columns: number;
}

interface Meeting {
  readonly opponent: number;
  readonly colour: Colour;
}

/** Each player's scheduled opponent and colour in every round, from the table. */
function schedule(teams: ScheveningenTeams, double: boolean): Map<number, Meeting[]> {
  const out = new Map<number, Meeting[]>([...teams.a.members, ...teams.b.members].map((id) => [id, []]));
  for (const round of scheveningenRounds(teams, double)) {
    for (const b of round.boards) {
      const white = seatPlayer(teams, b.white);
      const black = seatPlayer(teams, b.black);
      out.get(white)!.push({ opponent: black, colour: 'w' });
      out.get(black)!.push({ opponent: white, colour: 'b' });
    }
  }
  return out;
}

/** Points of a player in a round, as printed (`1`, `½`, `+`, `-`), or null while not entered. */
function pointsText(t: Tournament, id: number, round: number): { text: string; points: number } | null {
  const e = t.players.find((p) => p.id === id)?.rounds[round - 1];
  if (!e || e.result === '*') return null;
  const points = pointsFor(e.result, t.scoring);
  return { text: e.result === '+' || e.result === '-' ? e.result : formatPoints(points), points };
}

export function renderScheveningenSheet(t: Tournament, teams: ScheveningenTeams, lang: Language): ScheveningenLayout {
  const W = TEAM_WORDS;
  const double = isDoubleScheveningen(t);
  const meetings = schedule(teams, double);
  const rounds = scheveningenRounds(teams, double);
  const seat = new Map<number, string>();
  teams.a.members.forEach((id, i) => seat.set(id, seatLabel({ team: 1, board: i + 1 })));
  teams.b.members.forEach((id, i) => seat.set(id, seatLabel({ team: 2, board: i + 1 })));
  const byId = new Map(t.players.map((p) => [p.id, p] as const));
  const roundColumns = rounds.map((r) => String(r.round));
  const columns = 5 + rounds.length + 1;
  const values: SheetValues = [[`${t.info.name ? `${t.info.name} — ` : ''}${say(W.title, lang)}`]];
  const headerRows: number[] = [];
  const boldRows: number[] = [];
  const blackCells: string[] = [];
  const pointsRanges: string[] = [];
  const teamTotals: number[] = [];

  const teamBlock = (team: ScheveningenTeam, letter: string): void => {
    values.push([]);
    boldRows.push(values.length);
    values.push([`${letter}: ${team.name}`, null, null, `${say(W.average, lang)}: ${team.averageRating || '-'}`]);
    headerRows.push(values.length);
    values.push([
      say(W.seat, lang),
      say(W.no, lang),
      say(W.name, lang),
      say(W.title_, lang),
      say(W.rating, lang),
      ...roundColumns,
      say(W.total, lang),
    ]);
    const perRound = rounds.map(() => 0);
    let teamTotal = 0;
    for (const id of team.members) {
      const p = byId.get(id);
      const row: CellValue[] = [seat.get(id) ?? '', id, p?.name ?? '', p?.title || null, p?.rating || null];
      let total = 0;
      (meetings.get(id) ?? []).forEach((m, i) => {
        const got = pointsText(t, id, i + 1);
        // §8: `<opponent>:<points>`; the opponent is named by his seat, known before the game
        row.push(got ? `${seat.get(m.opponent)}:${got.text}` : (seat.get(m.opponent) ?? ''));
        if (got) {
          total += got.points;
          perRound[i] = roundScore(perRound[i]! + got.points);
        }
        if (m.colour === 'b') blackCells.push(address(values.length, 5 + i));
      });
      teamTotal = roundScore(teamTotal + total);
      pointsRanges.push(address(values.length, 5 + rounds.length));
      row.push(roundScore(total));
      values.push(row);
    }
    boldRows.push(values.length);
    pointsRanges.push(rangeAddress(values.length, 5, 1, rounds.length + 1));
    values.push([
      say(W.total, lang),
      null,
      null,
      null,
      null,
      ...perRound.map((x, i) => (roundPlayed(t, teams, i + 1) ? x : null)),
      teamTotal,
    ]);
    teamTotals.push(teamTotal);
  };
  teamBlock(teams.a, 'A');
  teamBlock(teams.b, 'B');

  values.push([]);
  boldRows.push(values.length);
  pointsRanges.push(rangeAddress(values.length, 3, 1, 2));
  values.push([say(W.match, lang), null, teams.a.name, teamTotals[0]!, teamTotals[1]!, teams.b.name]);

  // §11: the round table, one row per board, first named has White
  values.push([]);
  boldRows.push(values.length);
  values.push([say(W.table, lang)]);
  headerRows.push(values.length);
  values.push([say(W.board, lang), ...rounds.map((r) => `${say(W.round, lang)} ${r.round}`)]);
  for (let k = 0; k < teams.a.members.length; k++) {
    values.push([k + 1, ...rounds.map((r) => `${seatLabel(r.boards[k]!.white)} – ${seatLabel(r.boards[k]!.black)}`)]);
  }
  return { values, headerRows, boldRows, blackCells, pointsRanges, columns: Math.max(columns, rounds.length + 1) };
}

/** A round counts in the team totals once one of its games has a result. */
function roundPlayed(t: Tournament, teams: ScheveningenTeams, round: number): boolean {
  return teams.a.members.some((id) => pointsText(t, id, round) !== null);
}

/** Write (or rebuild) the Scheveningen sheet in front of the round sheets. */
export async function writeScheveningenSheet(
  port: WorkbookPort,
  state: WorkbookState,
  t: Tournament,
  teams: ScheveningenTeams,
): Promise<void> {
  const lang = state.settings.settings.language;
  const name = say(SYSTEM_SHEETS.scheveningen, lang);
  let names = await port.listSheets();
  for (const old of names.filter((n) => n !== name && means(SYSTEM_SHEETS.scheveningen, n)))
    await port.deleteSheet(old);
  names = await port.listSheets();
  if (names.includes(name)) await port.clearSheet(name);
  else {
    const before = names.find((n) => roundOfSheet(n) !== null);
    await port.ensureSheet(name, before ? { before } : undefined);
  }
  const layout = renderScheveningenSheet(t, teams, lang);
  await port.writeValues(name, 'A1', layout.values);
  await port.formatRange(name, 'A1', { bold: true, fontSize: 13 });
  for (const r of layout.boldRows) await port.formatRange(name, rangeAddress(r, 0, 1, layout.columns), { bold: true });
  for (const r of layout.headerRows) {
    const width = (layout.values[r] ?? []).length;
    await port.formatRange(name, rangeAddress(r, 0, 1, width), {
      bold: true,
      fill: HEADER_FILL,
      align: 'center',
      border: true,
    });
  }
  for (const cell of layout.blackCells) await port.formatRange(name, cell, { bold: true });
  const format = pointsNumberFormat(state.settings.settings.pointsStyle);
  for (const range of layout.pointsRanges)
    await port.formatRange(name, range, { numberFormat: format, align: 'center' });
  await port.setColumnWidths(name, [7, 6, 26, 6, 7, ...Array.from({ length: layout.columns - 5 }, () => 10)]);
  await port.setView(name, { rightToLeft: lang === 'fa' });
  const header = state.settings.settings.info.name;
  await port.setPageSetup(name, { orientation: 'landscape', fitToWidth: true, ...(header ? { header } : {}) });
}

/** Rebuild the Scheveningen sheet from the workbook (standings update); nothing happens when teams cannot be read. */
export async function refreshScheveningenSheet(port: WorkbookPort, state: WorkbookState): Promise<string | null> {
  const s = state.settings.settings;
  if (s.system !== 'scheveningen' && s.system !== 'double-scheveningen') return null;
  const playersSheet = state.sheetOf.players;
  if (!playersSheet) return null;
  const { teams } = readTeams(await port.readSheet(playersSheet), state);
  if (!teams) return null;
  await writeScheveningenSheet(port, state, state.tournament, teams);
  return say(SYSTEM_SHEETS.scheveningen, s.language);
}
