import {
  hundredthsFixed,
  hundredthsShort,
  type PlayerRatingChange,
  type RatedPlayerChange,
  type RatingPlayerInput,
} from '../engine/rating';
import { cellInteger, type SheetValues } from './cells';
import { findHeaderRow, firstColumn } from './headers';
import { say, type Language } from './labels';
import type { WorkbookPort } from './port';
import type { WorkbookState } from './read';
import {
  initialStatusText,
  notRatedText,
  ratingNoteText,
  RATING_WORDS as W,
  REPORT_SHEET_NAMES,
} from './report-labels';

/**
 * The "Rating change" sheet (event-reports.md §1.11): rated players, unrated players' initial ratings, then
 * every game and every round not rated. Rebuilt whole each time; only the two input columns K (list) and
 * Other games, which the arbiter types, are read back first and written again.
 */

export interface RatingSheetLayout {
  readonly values: SheetValues;
  readonly columns: number;
  /** 0-based header rows of the three tables. */
  readonly headerRows: readonly number[];
  /** Rows of each table's body: [first, count]. */
  readonly bodies: readonly (readonly [number, number])[];
}

const RATED_COLUMNS = [
  'no',
  'name',
  'ro',
  'kList',
  'otherGames',
  'kUsed',
  'games',
  'score',
  'expected',
  'sumDelta',
  'change',
  'rounded',
  'newRating',
  'notes',
] as const;

export function ratingSheetName(lang: Language): string {
  return say(REPORT_SHEET_NAMES.ratingChange, lang);
}

export function renderRatingChange(
  changes: readonly PlayerRatingChange[],
  lang: Language,
  heading: string,
): RatingSheetLayout {
  const values: SheetValues = [];
  const headerRows: number[] = [];
  const bodies: [number, number][] = [];
  const pad = (row: (string | number | null)[]): (string | number | null)[] => [
    ...row,
    ...Array(Math.max(0, RATED_COLUMNS.length - row.length)).fill(null),
  ];
  values.push(pad([say(W.title, lang)]));
  values.push(pad([heading]));
  values.push(pad([]));
  headerRows.push(values.length);
  values.push(RATED_COLUMNS.map((c) => say(W[c], lang)));
  const rated = changes.filter((c): c is RatedPlayerChange => c.status === 'rated');
  const start = values.length;
  for (const c of rated) {
    values.push([
      c.player.id,
      c.player.name,
      c.rating,
      c.kSource === 'list' ? c.kList : null,
      c.otherGames,
      c.kUsed,
      c.games.length,
      Number(hundredthsShort(c.score)),
      hundredthsFixed(c.expected),
      hundredthsFixed(c.sumDelta),
      hundredthsShort(c.change),
      c.changeRounded,
      c.newRating,
      c.notes.map((n) => ratingNoteText(n, lang)).join('; '),
    ]);
  }
  bodies.push([start, rated.length]);
  values.push(pad([]));
  values.push(pad([say(W.unratedTitle, lang)]));
  headerRows.push(values.length);
  values.push(
    pad(
      ['no', 'name', 'games', 'score', 'ra', 'p', 'dp', 'ru', 'status'].map((c) => say(W[c as keyof typeof W], lang)),
    ),
  );
  const uStart = values.length;
  let unrated = 0;
  for (const c of changes) {
    if (c.status !== 'unrated') continue;
    const i = c.initial;
    unrated++;
    values.push(
      pad([
        c.player.id,
        c.player.name,
        i.games,
        Number(hundredthsShort(i.score)),
        i.ra === null ? null : hundredthsFixed(i.ra),
        i.p === null ? null : hundredthsFixed(i.p),
        i.dp,
        i.rating,
        initialStatusText(i.status, lang),
      ]),
    );
  }
  bodies.push([uStart, unrated]);
  values.push(pad([]));
  values.push(pad([say(W.gamesTitle, lang)]));
  headerRows.push(values.length);
  values.push(
    pad(
      ['no', 'round', 'opponent', 'oppRating', 'd', 'dUsed', 'pd', 'score', 'delta', 'notes'].map((c) =>
        say(W[c as keyof typeof W], lang),
      ),
    ),
  );
  const gStart = values.length;
  let games = 0;
  for (const c of changes) {
    const rows: { round: number; row: (string | number | null)[] }[] = [];
    for (const g of c.games) {
      const r = c.status === 'rated' ? (g as RatedPlayerChange['games'][number]) : null;
      rows.push({
        round: g.round,
        row: [
          c.player.id,
          g.round,
          g.opponent,
          g.opponentRating,
          r?.d ?? null,
          r?.dUsed ?? null,
          r ? hundredthsFixed(r.pd) : null,
          Number(hundredthsShort(g.score)),
          r ? hundredthsFixed(r.delta) : null,
          null,
        ],
      });
    }
    for (const n of c.notRated) {
      rows.push({
        round: n.round,
        row: [
          c.player.id,
          n.round,
          n.opponent || null,
          null,
          null,
          null,
          null,
          null,
          null,
          notRatedText(n.reason, lang),
        ],
      });
    }
    rows.sort((a, b) => a.round - b.round);
    for (const r of rows) values.push(pad(r.row));
    games += rows.length;
  }
  bodies.push([gStart, games]);
  return { values, columns: RATED_COLUMNS.length, headerRows, bodies };
}

/**
 * K (list) and Other games as the arbiter typed them on an existing Rating change sheet (any language),
 * by TPN. A blank K means "derive it".
 */
export async function readRatingInputs(
  port: WorkbookPort,
  _state?: WorkbookState,
): Promise<Map<number, RatingPlayerInput>> {
  const names = await port.listSheets();
  const name = names.find((n) => Object.values(REPORT_SHEET_NAMES.ratingChange).includes(n));
  const out = new Map<number, RatingPlayerInput>();
  if (!name) return out;
  const values = await port.readSheet(name);
  const header = findHeaderRow(values, { no: W.no, kList: W.kList, otherGames: W.otherGames }, [
    'no',
    'kList',
    'otherGames',
  ]);
  if (!header) return out;
  const cNo = firstColumn(header, 'no')!;
  const cK = firstColumn(header, 'kList')!;
  const cOther = firstColumn(header, 'otherGames')!;
  for (let r = header.row + 1; r < values.length; r++) {
    const row = values[r] ?? [];
    const id = cellInteger(row[cNo] ?? null);
    if (id === null) break; // the rated table ends at its first blank row
    const k = cellInteger(row[cK] ?? null);
    const other = cellInteger(row[cOther] ?? null);
    out.set(id, {
      ...(k !== null && k > 0 ? { listK: k } : {}),
      ...(other !== null && other > 0 ? { otherGamesInPeriod: other } : {}),
    });
  }
  return out;
}
