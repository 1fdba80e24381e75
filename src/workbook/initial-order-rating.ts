import { cellInteger, type CellValue, type SheetValues } from './cells';
import { findHeaderRow, firstColumn, type HeaderRow } from './headers';
import { PLAYER_HEADERS } from './labels';
import type { WorkbookPort } from './port';
import { RATING_PLAYER_HEADERS } from './rating-labels';
import { readRatingSettings } from './rating-settings';
import { findSheet } from './read';
import { readSettings } from './settings';
import { tournamentRating, type TournamentRatingMethod } from './tournament-rating';

/**
 * The strength that orders the players for C.04.2 2.1 (rating-lists.md §3): a filled Tournament rating cell (the
 * list's, or the arbiters' estimate for an unrated player), else the rating the Settings' Tournament rating
 * method gives from the FIDE and national ratings. `players number` sorts by it and `pair` checks round 1's
 * numbers against it: one reading, so the two never disagree.
 */
export interface RankingColumns {
  readonly rating?: number;
  readonly national?: number;
  readonly tournament?: number;
}

/** The Players-sheet columns the strength is read from (any may be missing). */
export function rankingColumns(values: SheetValues, header: HeaderRow<keyof typeof PLAYER_HEADERS>): RankingColumns {
  const rating = firstColumn(header, 'rating');
  const national = firstColumn(header, 'nationalRating');
  const tournament = findHeaderRow(values, RATING_PLAYER_HEADERS, ['tournamentRating'])?.columns.get(
    'tournamentRating',
  )?.[0];
  return {
    ...(rating !== undefined ? { rating } : {}),
    ...(national !== undefined ? { national } : {}),
    ...(tournament !== undefined ? { tournament } : {}),
  };
}

/** The Settings' method: the Tournament rating method row, else "Rating used for ranking" (FIDE or national). */
export function rankingMethod(settingsValues: SheetValues, settingsSheet: string | undefined): TournamentRatingMethod {
  const settings = settingsSheet ? readSettings(settingsValues, settingsSheet).settings : null;
  return readRatingSettings(settingsValues, settingsSheet ?? 'Settings', settings?.ratingForRanking).settings.method;
}

/** One Players row's strength for the initial order; 0 when it has none (unrated players rank last). */
export function rankingRating(
  line: readonly CellValue[],
  columns: RankingColumns,
  method: TournamentRatingMethod,
): number {
  const read = (c: number | undefined) => (c === undefined ? 0 : (cellInteger(line[c] ?? null) ?? 0));
  const typed = read(columns.tournament);
  if (typed > 0) return typed;
  return (
    tournamentRating({ fide: read(columns.rating) || null, national: read(columns.national) || null }, method).rating ??
    0
  );
}

/** Every numbered player's strength for the initial order, by pairing number, read from the workbook. */
export async function initialOrderRatings(port: WorkbookPort): Promise<Map<number, number>> {
  const names = await port.listSheets();
  const sheet = findSheet(names, 'players');
  const settingsSheet = findSheet(names, 'settings');
  const out = new Map<number, number>();
  if (!sheet) return out;
  const values = await port.readSheet(sheet);
  const header = findHeaderRow(values, PLAYER_HEADERS, ['no', 'name']);
  if (!header) return out;
  const method = rankingMethod(settingsSheet ? await port.readSheet(settingsSheet) : [], settingsSheet);
  const columns = rankingColumns(values, header);
  const noCol = firstColumn(header, 'no')!;
  for (let r = header.row + 1; r < values.length; r++) {
    const line = values[r] ?? [];
    const no = cellInteger(line[noCol] ?? null);
    if (no !== null) out.set(no, rankingRating(line, columns, method));
  }
  return out;
}
