import type { RatingType } from '../formats/rating-list/player';
import { address, cellText, type CellValue, type SheetValues } from './cells';
import { lookup, say, type Language } from './labels';
import { error, type Problem } from './problems';
import { RATING_SETTING_LABELS, RATING_TYPE_WORDS, type RatingSettingKey } from './rating-labels';
import {
  DEFAULT_RATING_SETTINGS,
  parseMethod,
  TOURNAMENT_RATING_METHODS,
  type RatingSettings,
} from './tournament-rating';

/**
 * The rating rows of the Settings sheet (rating-lists.md §1.7, §2.3, §3): which list and month the ratings
 * come from, the rating type, the tournament-rating method. Optional rows under the same Setting/Value
 * columns; a workbook without them uses the FIDE standard rating.
 */
export interface RatingSettingsRead {
  readonly settings: RatingSettings;
  readonly list: string | null;
  readonly month: string | null;
  readonly problems: Problem[];
  /** 0-based rows of the rows present. */
  readonly rows: ReadonlyMap<RatingSettingKey, number>;
}

/** True when a Settings label is one of ours (so the general reader does not call it unknown). */
export function isRatingSettingLabel(label: string): boolean {
  return lookup(RATING_SETTING_LABELS, label) !== null;
}

/**
 * Read them; `legacyRating` is the general "Rating used for ranking" (FIDE or national), used as the method
 * (FIDE or NRO) when no method row is present.
 */
export function readRatingSettings(
  values: SheetValues,
  sheet: string,
  legacyRating: 'fide' | 'national' = 'fide',
): RatingSettingsRead {
  const problems: Problem[] = [];
  const rows = new Map<RatingSettingKey, number>();
  let ratingType: RatingType = DEFAULT_RATING_SETTINGS.ratingType;
  let method = legacyRating === 'national' ? ('NRO' as const) : DEFAULT_RATING_SETTINGS.method;
  let list: string | null = null;
  let month: string | null = null;
  values.forEach((line, r) => {
    const key = lookup(RATING_SETTING_LABELS, cellText(line?.[0] ?? null));
    if (!key) return;
    rows.set(key, r);
    const text = cellText(line?.[1] ?? null);
    if (text === '') return;
    const bad = (what: string) =>
      problems.push(error(sheet, address(r, 1), `${RATING_SETTING_LABELS[key].en}: "${text}" is not ${what}`));
    switch (key) {
      case 'ratingList':
        list = text;
        break;
      case 'ratingListMonth': {
        const m = /^(\d{4})[-/.](\d{1,2})$/.exec(text);
        if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) bad('a month (YYYY-MM)');
        else month = `${m[1]}-${m[2]!.padStart(2, '0')}`;
        break;
      }
      case 'ratingType': {
        const t = lookup(RATING_TYPE_WORDS, text);
        if (!t) bad('standard, rapid or blitz');
        else ratingType = t;
        break;
      }
      case 'tournamentRatingMethod': {
        const m = parseMethod(text);
        if (!m) bad(`a method (${TOURNAMENT_RATING_METHODS.join(', ')})`);
        else method = m;
        break;
      }
    }
  });
  return { settings: { ratingType, method }, list, month, problems, rows };
}

/** Hints written beside the rows. */
const HINTS: Record<RatingSettingKey, string> = {
  ratingList: 'file the ratings come from',
  ratingListMonth: 'YYYY-MM, the list in force at the start date',
  ratingType: 'standard, rapid or blitz',
  tournamentRatingMethod: TOURNAMENT_RATING_METHODS.join(', '),
};

/** The writes that set rows (updating present ones, appending missing ones below the last used row). */
export function ratingSettingWrites(
  values: SheetValues,
  read: RatingSettingsRead,
  set: Partial<Record<RatingSettingKey, string>>,
  lang: Language,
): { cell: string; values: CellValue[][] }[] {
  const out: { cell: string; values: CellValue[][] }[] = [];
  let next = values.length;
  for (const [key, value] of Object.entries(set) as [RatingSettingKey, string][]) {
    const row = read.rows.get(key);
    if (row !== undefined) out.push({ cell: address(row, 1), values: [[value]] });
    else out.push({ cell: address(next++, 0), values: [[say(RATING_SETTING_LABELS[key], lang), value, HINTS[key]]] });
  }
  return out;
}
