import { CANONICAL_RESULTS } from '../formats/results';
import { rangeAddress, type SheetValues } from './cells';
import { fitHeaders } from './column-widths';
import type { Language } from './labels';
import { TITLE_ORDER } from '../engine/model';
import { PLAYER_COLUMNS, renderPlayers, statusChoices, type PlayerRow } from './players';
import type { WorkbookPort } from './port';
import { DEFAULT_POINTS_STYLE, pointsNumberFormat, type PointsStyle } from './points-format';
import { ROUND_COLUMNS, ROUND_WIDTH, renderRoundSheet, type RoundRender } from './round-sheet';
import { SETTINGS_ROWS, renderSettings, settingChoices, type Settings } from './settings';

/**
 * Render: model -> sheet blocks with their formats (design.md §2). Each function writes one sheet whole; the
 * callers decide which sheets may be (re)written so arbiter-owned cells are never touched by accident.
 */

export const HEADER_FILL = 'D9E1F2';
export const TITLE_FILL = 'FFFFFF';

async function replaceSheet(port: WorkbookPort, name: string, before?: string): Promise<void> {
  const names = await port.listSheets();
  if (names.includes(name)) await port.clearSheet(name);
  else await port.ensureSheet(name, before && names.includes(before) ? { before } : undefined);
}

export async function writeSettingsSheet(port: WorkbookPort, name: string, s: Settings): Promise<void> {
  await replaceSheet(port, name);
  const values = renderSettings(s);
  await port.writeValues(name, 'A1', values);
  await port.formatRange(name, rangeAddress(0, 0, 1, 3), { bold: true, fill: HEADER_FILL, border: true });
  await port.formatRange(name, rangeAddress(1, 0, values.length - 1, 1), { bold: true });
  await port.formatRange(name, rangeAddress(1, 1, values.length - 1, 1), { numberFormat: '@', align: 'left' });
  await port.formatRange(name, rangeAddress(1, 2, values.length - 1, 1), { italic: true });
  await port.formatRange(name, rangeAddress(0, 0, values.length, 3), { border: true });
  for (let i = 0; i < SETTINGS_ROWS.length; i++) {
    const choices = settingChoices(SETTINGS_ROWS[i]!.key, s.language);
    if (choices) await port.addListValidation(name, rangeAddress(i + 1, 1, 1, 1), choices, { strict: false });
  }
  await port.setColumnWidths(name, [34, 40, 52]);
  await port.setView(name, { frozenRows: 1, rightToLeft: s.language === 'fa' });
  await port.setPageSetup(name, {
    orientation: 'portrait',
    fitToWidth: true,
    ...(s.info.name ? { header: s.info.name } : {}),
  });
}

/** Rows of a new Players sheet formatted for typing, with the drop-downs. */
export const PLAYER_ROWS_PREPARED = 200;

export async function writePlayersSheet(
  port: WorkbookPort,
  name: string,
  players: readonly PlayerRow[],
  lang: Language,
  header?: string,
  totalRounds: number | null = null,
): Promise<void> {
  await replaceSheet(port, name);
  const values = renderPlayers(players, lang);
  const cols = PLAYER_COLUMNS.length;
  // birth dates, FIDE IDs and byes are text: "1995/04/12" and "3H 5Z" must not become dates or numbers
  const textCols = ['birth', 'byes', 'status', 'title', 'federation', 'sex'].map((k) =>
    PLAYER_COLUMNS.indexOf(k as never),
  );
  const rows = Math.max(values.length, 2);
  for (const c of textCols) await port.formatRange(name, rangeAddress(1, c, rows - 1 + 200, 1), { numberFormat: '@' });
  await port.writeValues(name, 'A1', values);
  await port.formatRange(name, rangeAddress(0, 0, 1, cols), {
    bold: true,
    fill: HEADER_FILL,
    align: 'center',
    border: true,
  });
  // the rows the arbiter will type into get the same look and drop-downs as the filled ones (not only row 2)
  const typed = Math.max(rows - 1, PLAYER_ROWS_PREPARED);
  // borders only on the filled rows: empty bordered rows would print
  if (values.length > 1) await port.formatRange(name, rangeAddress(1, 0, values.length - 1, cols), { border: true });
  // short codes and numbers read best centred under their headers
  for (const k of [
    'no',
    'title',
    'federation',
    'fideId',
    'rating',
    'nationalRating',
    'birth',
    'sex',
    'byes',
  ] as const) {
    await port.formatRange(name, rangeAddress(1, PLAYER_COLUMNS.indexOf(k), typed, 1), { align: 'center' });
  }
  for (const [k, choices] of [
    ['title', [...TITLE_ORDER]],
    ['sex', ['m', 'w']],
    ['status', statusChoices(lang, totalRounds)],
  ] as const) {
    await port.addListValidation(name, rangeAddress(1, PLAYER_COLUMNS.indexOf(k), typed, 1), choices, {
      strict: false,
    });
  }
  await port.defineTable(name, rangeAddress(0, 0, rows, cols), 'Players');
  await port.setColumnWidths(name, fitHeaders([6, 6, 30, 6, 12, 8, 15, 12, 5, 24, 24, 16], values[0] ?? []));
  await port.setView(name, { frozenRows: 1, rightToLeft: lang === 'fa' });
  await port.setPageSetup(name, {
    orientation: 'landscape',
    fitToWidth: true,
    printTitleRows: [1, 1],
    ...(header ? { header } : {}),
  });
}

/** A round sheet. The result cells are text ('@') with a drop-down of the usual notations. */
export async function writeRoundSheet(
  port: WorkbookPort,
  name: string,
  round: RoundRender,
  lang: Language,
  options: { before?: string; header?: string; pointsStyle?: PointsStyle } = {},
): Promise<void> {
  const pointsFormat = pointsNumberFormat(options.pointsStyle ?? DEFAULT_POINTS_STYLE);
  await replaceSheet(port, name, options.before);
  const layout = renderRoundSheet(round, lang);
  const resultRange = rangeAddress(layout.firstBoardRow, ROUND_COLUMNS.result, Math.max(layout.boardCount, 1), 1);
  await port.formatRange(name, resultRange, { numberFormat: '@', align: 'center', bold: true });
  await port.writeValues(name, 'A1', layout.values);
  await port.formatRange(name, 'A1', { bold: true, fontSize: 14 });
  await port.formatRange(name, rangeAddress(0, ROUND_COLUMNS.black, 1, 2), { bold: true });
  await port.formatRange(name, rangeAddress(0, ROUND_COLUMNS.blackRating, 1, 1), { numberFormat: '@', align: 'left' });
  await port.formatRange(name, rangeAddress(layout.headerRow, 0, 1, ROUND_WIDTH), {
    bold: true,
    fill: HEADER_FILL,
    align: 'center',
    border: true,
  });
  if (layout.boardCount > 0) {
    await port.formatRange(name, rangeAddress(layout.firstBoardRow, 0, layout.boardCount, ROUND_WIDTH), {
      border: true,
    });
    for (const c of [
      ROUND_COLUMNS.board,
      ROUND_COLUMNS.whiteNo,
      ROUND_COLUMNS.whiteRating,
      ROUND_COLUMNS.whitePoints,
      ROUND_COLUMNS.blackPoints,
      ROUND_COLUMNS.blackRating,
      ROUND_COLUMNS.blackNo,
    ]) {
      await port.formatRange(name, rangeAddress(layout.firstBoardRow, c, layout.boardCount, 1), { align: 'center' });
    }
    for (const c of [ROUND_COLUMNS.whitePoints, ROUND_COLUMNS.blackPoints]) {
      await port.formatRange(name, rangeAddress(layout.firstBoardRow, c, layout.boardCount, 1), {
        numberFormat: pointsFormat,
      });
    }
    await port.addListValidation(name, resultRange, CANONICAL_RESULTS, { strict: false });
  }
  if (layout.byesTitleRow !== null && layout.byesHeaderRow !== null) {
    await port.formatRange(name, rangeAddress(layout.byesTitleRow, 0, 1, 1), { bold: true });
    await port.formatRange(name, rangeAddress(layout.byesHeaderRow, 1, 1, 5), {
      bold: true,
      fill: HEADER_FILL,
      align: 'center',
      border: true,
    });
    await port.formatRange(name, rangeAddress(layout.byesHeaderRow + 1, 1, layout.byeCount, 5), { border: true });
    await port.formatRange(name, rangeAddress(layout.byesHeaderRow + 1, 1, layout.byeCount, 1), { align: 'center' });
    await port.formatRange(name, rangeAddress(layout.byesHeaderRow + 1, 3, layout.byeCount, 2), { align: 'center' });
    await port.formatRange(name, rangeAddress(layout.byesHeaderRow + 1, 4, layout.byeCount, 1), {
      numberFormat: pointsFormat,
    });
  }
  // the Result column also holds the bye words below the boards ("half-point bye", "Yarım puan bay" ...)
  const byeWidth = Math.max(
    0,
    ...layout.values
      .slice(layout.byesHeaderRow ?? layout.values.length)
      .map((r) => String(r[ROUND_COLUMNS.result] ?? '').length),
  );
  // the date sits in the Black rating column of the title row: wide enough for it (a right-to-left sheet clips it)
  const dateWidth = Array.from(String(layout.values[0]?.[ROUND_COLUMNS.blackRating] ?? '')).length + 2;
  await port.setColumnWidths(
    name,
    fitHeaders(
      [7, 6, 28, 7, 6, Math.max(10, byeWidth + 2), 6, 28, Math.max(7, dateWidth), 6],
      layout.values[layout.headerRow] ?? [],
    ),
  );
  await port.setView(name, { frozenRows: 2, rightToLeft: lang === 'fa' });
  await port.setPageSetup(name, {
    orientation: 'portrait',
    fitToWidth: true,
    printTitleRows: [1, 2],
    ...(options.header ? { header: options.header } : {}),
  });
}

/** Acceleration sheet: No, then one column of virtual points per round. */
export async function writeAccelerationSheet(
  port: WorkbookPort,
  name: string,
  acceleration: ReadonlyMap<number, readonly number[]>,
  rounds: number,
  noHeader: string,
  lang: Language,
): Promise<void> {
  await replaceSheet(port, name);
  const width = Math.max(rounds, ...[...acceleration.values()].map((v) => v.length), 1);
  const values: SheetValues = [[noHeader, ...Array.from({ length: width }, (_, i) => i + 1)]];
  for (const id of [...acceleration.keys()].sort((a, b) => a - b)) {
    const v = acceleration.get(id)!;
    values.push([id, ...Array.from({ length: width }, (_, i) => v[i] ?? 0)]);
  }
  await port.writeValues(name, 'A1', values);
  await port.formatRange(name, rangeAddress(0, 0, 1, width + 1), { bold: true, fill: HEADER_FILL, align: 'center' });
  await port.setColumnWidths(name, [6, ...Array.from({ length: width }, () => 5)]);
  await port.setView(name, { frozenRows: 1, frozenColumns: 1, rightToLeft: lang === 'fa' });
}
