import { cellInteger, cellText, parseAddress, type SheetValues } from '../../workbook/cells';
import { findHeaderRow } from '../../workbook/headers';
import { PLAYER_HEADERS, SHEETS, means, roundOfSheet } from '../../workbook/labels';
import type { WorkbookPort } from '../../workbook/port';
import type { Problem } from '../../workbook/problems';
import { SETTINGS_ROWS } from '../../workbook/settings';
import { lookup } from '../../workbook/labels';
import { PLAYER_COLUMNS, roundBlockColumn } from '../../formats/trf/records';

/**
 * import-trf builds a workbook the user has not seen; a problem found in it is reported at the TRF line and
 * column the value came from, never at a cell of that workbook (issue #19).
 */

/** Players sheet column -> the first column of its 001 field (trf.md §3). */
const PLAYER_FIELD: Partial<Record<keyof typeof PLAYER_HEADERS, number>> = {
  no: PLAYER_COLUMNS.id[0],
  sex: PLAYER_COLUMNS.sex[0],
  title: PLAYER_COLUMNS.title[0],
  name: PLAYER_COLUMNS.name[0],
  rating: PLAYER_COLUMNS.rating[0],
  federation: PLAYER_COLUMNS.federation[0],
  fideId: PLAYER_COLUMNS.fideId[0],
  birth: PLAYER_COLUMNS.birthDate[0],
};

/** Settings row -> the records that give its value (the last one found is the one the reader used). */
const SETTING_RECORDS: Record<string, readonly string[]> = {
  name: ['012'],
  city: ['022'],
  federation: ['032'],
  startDate: ['042'],
  endDate: ['052'],
  chiefArbiter: ['102'],
  deputies: ['112'],
  timeControl: ['122'],
  typeText: ['092'],
  rounds: ['142', 'XXR'],
  system: ['192', '092'],
  colour: ['152', 'XXC'],
  win: ['162', 'XXS', 'BBW'],
  draw: ['162', 'XXS', 'BBD'],
  loss: ['162', 'XXS', 'BBL'],
  pab: ['162', 'XXS', 'BBU'],
  forfeitWin: ['162', 'XXS', 'BBF'],
  forfeitLoss: ['162', 'XXS'],
  fullBye: ['162', 'XXS'],
  halfBye: ['162', 'XXS'],
  zeroBye: ['162', 'XXS', 'BBZ'],
  tiebreaks: ['202', '212'],
  forbidden: ['260', 'XXP'],
  acceleration: ['250', 'XXA'],
};

export interface TrfIndex {
  readonly lines: readonly string[];
  readonly playerLine: ReadonlyMap<number, number>;
}

export function indexTrf(text: string): TrfIndex {
  const lines = text.split(/\r\n|\r|\n/);
  const playerLine = new Map<number, number>();
  lines.forEach((l, i) => {
    if (!l.startsWith('001')) return;
    const id = Number(l.slice(4, 8).trim());
    if (Number.isInteger(id) && id > 0 && !playerLine.has(id)) playerLine.set(id, i + 1);
  });
  return { lines, playerLine };
}

/** The last line of the file that is a record of one of `codes` (the one the reader used), or 0. */
export function lastLineOf(index: TrfIndex, codes: readonly string[]): number {
  for (let i = index.lines.length - 1; i >= 0; i--) {
    if (codes.some((c) => index.lines[i]!.startsWith(c))) return i + 1;
  }
  return 0;
}

/** Each problem as `FILE:LINE:COL: message` (or `FILE: message` where no line gave the value). */
export async function trfPlaces(
  problems: readonly Problem[],
  book: WorkbookPort,
  text: string,
  file: string,
): Promise<string[]> {
  const index = indexTrf(text);
  const sheets = new Map<string, SheetValues>();
  const values = async (sheet: string) => {
    if (!sheets.has(sheet)) sheets.set(sheet, await book.readSheet(sheet));
    return sheets.get(sheet)!;
  };
  const out: string[] = [];
  for (const p of problems.filter((x) => x.level === 'error')) {
    const at = p.sheet && p.cell ? parseAddress(p.cell) : null;
    let place = '';
    if (p.sheet && at && means(SHEETS.players, p.sheet)) {
      const v = await values(p.sheet);
      const header = findHeaderRow(v, PLAYER_HEADERS, ['no', 'name']);
      const noCol = header?.columns.get('no')?.[0];
      const id = noCol === undefined ? null : cellInteger(v[at.row]?.[noCol] ?? null);
      const line = id === null ? 0 : (index.playerLine.get(id) ?? 0);
      const key = header ? [...header.columns.entries()].find(([, cols]) => cols.includes(at.col))?.[0] : undefined;
      if (line) place = `${line}:${(key && PLAYER_FIELD[key]) ?? 1}`;
    } else if (p.sheet && at && means(SHEETS.settings, p.sheet)) {
      const v = await values(p.sheet);
      const key = lookup(
        Object.fromEntries(SETTINGS_ROWS.map((r) => [r.key, r.label])),
        cellText(v[at.row]?.[0] ?? null),
      );
      const line = key ? lastLineOf(index, SETTING_RECORDS[key] ?? []) : 0;
      if (line) place = `${line}:5`;
    } else if (p.sheet && at) {
      const round = roundOfSheet(p.sheet);
      const v = await values(p.sheet);
      // a round sheet's board row: white's pairing number in B, black's in J (round-sheet.ts)
      const row = v[at.row] ?? [];
      const id = [row[1], row[9]].map((c) => cellInteger(c ?? null)).find((n) => n !== null && index.playerLine.has(n));
      const line = id != null ? index.playerLine.get(id)! : 0;
      if (line) place = `${line}:${round !== null ? roundBlockColumn(round) : 1}`;
    }
    out.push(`${file}${place ? `:${place}` : ''}: ${p.message}`);
  }
  return out;
}

/** `LINE:COL` of a player's round block on his 001 line (where a round's pairing is written), or null. */
export function playerRoundPlace(text: string, id: number, round: number): string | null {
  const line = indexTrf(text).playerLine.get(id);
  return line === undefined ? null : `${line}:${roundBlockColumn(round)}`;
}
