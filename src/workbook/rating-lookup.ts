import { nameKey } from '../formats/rating-list/name-key';
import type { ListPlayer } from '../formats/rating-list/player';
import { address, cellAt, cellInteger, cellText, parseAddress, type CellValue, type SheetValues } from './cells';
import { findHeaderRow, type HeaderRow } from './headers';
import { PLAYER_HEADERS, say, SHEETS, type Language, type PlayerColumn } from './labels';
import { readPlayers, type PlayerRow } from './players';
import type { WorkbookPort } from './port';
import { error, hasErrors, warning, WorkbookProblems, type Problem } from './problems';
import { RATING_PLAYER_HEADERS, RATING_TYPE_WORDS, SOURCE_WORDS, type RatingPlayerColumn } from './rating-labels';
import { ratingSettingWrites, readRatingSettings, type RatingSettingsRead } from './rating-settings';
import { findSheet } from './read';
import { readSettings, type SettingsRead } from './settings';
import { officialRating, tournamentRating } from './tournament-rating';

/**
 * Filling and checking the Players sheet from a FIDE rating list by FIDE ID (rating-lists.md §2): blank
 * cells are filled, a typed value that differs from the list is a problem at its cell and is only replaced
 * when the arbiter asks for it (VCL Q133). The official rating, the tournament rating and the source of each
 * are kept in separate columns (§2.2, §2.4; VCL Q116, Q134).
 */

export type AnyPlayerColumn = PlayerColumn | RatingPlayerColumn;
const ALL_HEADERS = { ...PLAYER_HEADERS, ...RATING_PLAYER_HEADERS };

/** The list a lookup uses: its label (file name) and month, and a look-up by FIDE ID. */
export interface ListSource {
  readonly label: string;
  readonly period: string | null;
  readonly byId: (id: number) => ListPlayer | null;
}

export interface CellChange {
  readonly sheet: string;
  readonly cell: string;
  readonly column: AnyPlayerColumn;
  /** The player's name as the sheet has it, for messages. */
  readonly player: string;
  readonly from: CellValue;
  readonly to: CellValue;
}

export interface LookupPlan {
  readonly sheet: string;
  /** Blank (or derived) cells the list fills. */
  readonly fills: CellChange[];
  /** Typed values that differ from the list: reported, replaced only on request. */
  readonly differences: CellChange[];
  /** Differences as warnings at their cells, FIDE IDs not in the list, list/month remarks. */
  readonly problems: Problem[];
  /** Headers of our columns the sheet does not have yet. */
  readonly newHeaders: { readonly cell: string; readonly column: RatingPlayerColumn }[];
  readonly settingsWrites: { readonly sheet: string; readonly cell: string; readonly values: CellValue[][] }[];
  readonly checked: number;
  readonly notInList: number;
}

export interface PlayersContext {
  readonly lang: Language;
  readonly playersSheet: string;
  readonly settingsSheet: string | null;
  readonly values: SheetValues;
  readonly settingsValues: SheetValues;
  readonly header: HeaderRow<AnyPlayerColumn>;
  readonly players: readonly PlayerRow[];
  readonly settings: SettingsRead | null;
  readonly rating: RatingSettingsRead;
  /** Column of each of our columns, existing or to be added (in this order) after the last used header. */
  readonly column: (k: AnyPlayerColumn) => number;
  readonly newHeaders: { readonly cell: string; readonly column: RatingPlayerColumn }[];
}

/** Read Settings and Players; errors that block (no Players sheet, an invalid row) throw WorkbookProblems. */
export async function readPlayersContext(port: WorkbookPort): Promise<PlayersContext> {
  const names = await port.listSheets();
  const settingsSheet = findSheet(names, 'settings') ?? null;
  const playersSheet = findSheet(names, 'players');
  if (!playersSheet)
    throw new WorkbookProblems([
      error(say(SHEETS.players, 'en'), undefined, 'the workbook has no Players sheet (create one with: arbiter new)'),
    ]);
  const settingsValues = settingsSheet ? await port.readSheet(settingsSheet) : [];
  const settings = settingsSheet ? readSettings(settingsValues, settingsSheet) : null;
  const rating = readRatingSettings(settingsValues, settingsSheet ?? 'Settings', settings?.settings.ratingForRanking);
  const values = await port.readSheet(playersSheet);
  const read = readPlayers(values, playersSheet, settings?.settings.totalRounds ?? null);
  const blocking = [...(settings?.problems ?? []), ...rating.problems, ...read.problems].filter(
    (p) => p.level === 'error',
  );
  if (hasErrors(blocking)) throw new WorkbookProblems(blocking);
  const header = findHeaderRow<AnyPlayerColumn>(values, ALL_HEADERS, ['no', 'name'])!;
  const lang = settings?.settings.language ?? 'en';
  const headerLine = values[header.row] ?? [];
  let free = headerLine.length;
  while (free > 0 && cellText(headerLine[free - 1] ?? null) === '') free--;
  const added = new Map<AnyPlayerColumn, number>();
  const newHeaders: { cell: string; column: RatingPlayerColumn }[] = [];
  for (const k of Object.keys(RATING_PLAYER_HEADERS) as RatingPlayerColumn[]) {
    if (header.columns.has(k)) continue;
    added.set(k, free);
    newHeaders.push({ cell: address(header.row, free), column: k });
    free++;
  }
  const column = (k: AnyPlayerColumn) => header.columns.get(k)?.[0] ?? added.get(k) ?? -1;
  return {
    lang,
    playersSheet,
    settingsSheet,
    values,
    settingsValues,
    header,
    players: read.players,
    settings,
    rating,
    column,
    newHeaders,
  };
}

/** `FIDE standard 2026-11`, `FIDE standard as rapid 2026-11` (effective rating, §2.3). */
export function ratingSourceText(used: string, wanted: string, period: string | null, lang: Language): string {
  const type = (t: string) => say(RATING_TYPE_WORDS[t as keyof typeof RATING_TYPE_WORDS], lang);
  const kind = used === wanted ? type(used) : `${type(used)} ${say(SOURCE_WORDS.effective, lang)} ${type(wanted)}`;
  return `${say(SOURCE_WORDS.fide, lang)} ${kind}${period ? ` ${period}` : ''}`;
}

/** The values a list player gives the Players sheet's columns, under the workbook's rating settings. */
export function listValues(
  p: ListPlayer,
  ctx: Pick<PlayersContext, 'rating' | 'lang'>,
  period: string | null,
  national: number | null,
): Partial<Record<AnyPlayerColumn, CellValue>> {
  const type = ctx.rating.settings.ratingType;
  const official = officialRating(p, type);
  const k = official.type === null ? null : p[`${official.type}_k`];
  const t = tournamentRating({ fide: official.rating, national }, ctx.rating.settings.method);
  return {
    name: p.name,
    title: p.title_for_ranking || null,
    federation: p.fed,
    rating: official.rating,
    birth: p.birth_year,
    sex: p.sex === 'F' ? 'w' : p.sex === 'M' ? 'm' : null,
    k,
    ratingSource: official.type ? ratingSourceText(official.type, type, period, ctx.lang) : null,
    tournamentRating: t.rating,
    tournamentRatingSource: t.source ? say(SOURCE_WORDS[t.source], ctx.lang) : null,
  };
}

const blank = (v: CellValue) => v === null || cellText(v) === '';

/** Does a typed value say the same as the list's? */
function same(column: AnyPlayerColumn, typed: CellValue, list: CellValue): boolean {
  switch (column) {
    case 'name':
      return nameKey(cellText(typed)) === nameKey(cellText(list));
    case 'title':
    case 'federation':
    case 'sex':
      return (
        cellText(typed).toUpperCase() === cellText(list).toUpperCase() ||
        (column === 'sex' && /^(f|w)$/i.test(cellText(typed)) && list === 'w')
      );
    case 'birth':
      return /^\d{4}/.exec(cellText(typed))?.[0] === cellText(list); // a typed full date keeps its day (§1.6)
    case 'rating':
    case 'k':
    case 'tournamentRating':
      return cellInteger(typed) === list || (list === null && cellInteger(typed) === 0);
    default:
      return cellText(typed) === cellText(list);
  }
}

/** Columns checked against the list (a difference is a problem); the others are derived and just kept current. */
const CHECKED: readonly AnyPlayerColumn[] = [
  'name',
  'title',
  'federation',
  'rating',
  'birth',
  'sex',
  'k',
  'tournamentRating',
];
const DERIVED: readonly AnyPlayerColumn[] = ['ratingSource', 'tournamentRatingSource'];

/** Compare every player that has a FIDE ID with the list; nothing is written. */
export function planLookup(ctx: PlayersContext, list: ListSource): LookupPlan {
  const sheet = ctx.playersSheet;
  const fills: CellChange[] = [];
  const differences: CellChange[] = [];
  const problems: Problem[] = [];
  const where = `${list.label}${list.period ? `, list of ${list.period}` : ''}`;
  let checked = 0;
  let notInList = 0;
  monthRemarks(ctx, list, problems);
  for (const row of ctx.players) {
    const idCell = address(row.row, ctx.column('fideId'));
    const id = /^\d{1,10}$/.test(row.player.fideId) ? Number(row.player.fideId) : null;
    if (id === null) {
      if (row.player.fideId !== '') problems.push(warning(sheet, idCell, `"${row.player.fideId}" is not a FIDE ID`));
      continue;
    }
    checked++;
    const lp = list.byId(id);
    if (!lp) {
      notInList++;
      problems.push(
        warning(
          sheet,
          idCell,
          `FIDE ID ${id} (${row.player.name}) is not in ${where}: no FIDE rating; a typed rating can only be a tournament rating (§2.1)`,
        ),
      );
      continue;
    }
    const line = ctx.values[row.row] ?? [];
    const wants = listValues(lp, ctx, list.period, row.player.nationalRating ?? null);
    for (const column of [...CHECKED, ...DERIVED]) {
      const c = ctx.column(column);
      if (c < 0 || !(column in wants)) continue;
      const to = wants[column] ?? null;
      const from = line[c] ?? null;
      const change: CellChange = { sheet, cell: address(row.row, c), column, player: row.player.name, from, to };
      if (blank(from)) {
        if (to !== null) fills.push(change);
      } else if (DERIVED.includes(column)) {
        if (cellText(from) !== cellText(to)) fills.push(change);
      } else if (!same(column, from, to)) {
        const header = say(ALL_HEADERS[column], 'en');
        differences.push(change);
        problems.push(
          warning(
            sheet,
            change.cell,
            `${header}: typed "${cellText(from)}", ${where} has ${to === null ? 'none' : `"${cellText(to)}"`} for FIDE ID ${id}; not changed`,
          ),
        );
      }
    }
  }
  // our columns get their header only when something goes in them
  const used = new Set([...fills, ...differences].map((c) => c.column));
  const newHeaders = ctx.newHeaders.filter((h) => used.has(h.column));
  const settingsWrites = ctx.settingsSheet
    ? ratingSettingWrites(
        ctx.settingsValues,
        ctx.rating,
        { ratingList: list.label, ...(list.period ? { ratingListMonth: list.period } : {}) },
        ctx.lang,
      )
        .filter((w) => {
          // a present row's value cell, or a new row (its label cell is blank): written only when it changes
          const at = parseAddress(w.cell);
          const value = w.values[0]![w.values[0]!.length > 1 ? 1 : 0]!;
          return cellText(value) !== cellText(cellAt(ctx.settingsValues, at.row, at.col));
        })
        .map((w) => ({ sheet: ctx.settingsSheet!, ...w }))
    : [];
  return { sheet, fills, differences, problems, newHeaders, settingsWrites, checked, notInList };
}

/** The list must be the one in force at the start date (§1.7, VCL Q137), and the one Settings names. */
function monthRemarks(ctx: PlayersContext, list: ListSource, problems: Problem[]): void {
  const settingsSheet = ctx.settingsSheet ?? 'Settings';
  if (!list.period) {
    if (!ctx.rating.month)
      problems.push(
        warning(
          undefined,
          undefined,
          `${list.label} does not state its month: give it (--month YYYY-MM) so the sheet records which list the ratings come from (§1.7)`,
        ),
      );
    return;
  }
  if (ctx.rating.month && ctx.rating.month !== list.period) {
    const row = ctx.rating.rows.get('ratingListMonth')!;
    problems.push(
      warning(
        settingsSheet,
        address(row, 1),
        `Settings name the list of ${ctx.rating.month}, but ${list.label} is the list of ${list.period}`,
      ),
    );
  }
  const start = ctx.settings?.settings.info.startDate;
  const m = start ? /^(\d{4})\/(\d{2})/.exec(start) : null;
  if (m && `${m[1]}-${m[2]}` !== list.period) {
    problems.push(
      warning(
        settingsSheet,
        undefined,
        `the tournament starts on ${start}: the list in force then is the one of ${m[1]}-${m[2]}, not ${list.period} (§1.7, VCL Q137)`,
      ),
    );
  }
}

/**
 * Write a plan: the fills, and the differences too when `overwrite` (the arbiter accepted the list's
 * values); our column headers and the Settings rows naming the list. Returns the number of cells changed.
 */
export async function applyLookup(
  port: WorkbookPort,
  plan: LookupPlan,
  lang: Language,
  options: { overwrite: boolean },
): Promise<number> {
  for (const h of plan.newHeaders)
    await port.writeValues(plan.sheet, h.cell, [[say(RATING_PLAYER_HEADERS[h.column], lang)]]);
  const changes = options.overwrite ? [...plan.fills, ...plan.differences] : plan.fills;
  for (const c of changes) await port.writeValues(c.sheet, c.cell, [[c.to]]);
  for (const w of plan.settingsWrites) await port.writeValues(w.sheet, w.cell, w.values);
  await port.flush();
  return changes.length;
}
