import { renderAlphabetical } from '../alphabetical-list';
import { rangeAddress } from '../cells';
import { say } from '../labels';
import type { WorkbookPort } from '../port';
import { error, WorkbookProblems } from '../problems';
import { HANDOUT_WORDS, REPORT_SHEET_NAMES } from '../report-labels';
import { renderSlips, SLIP_ROWS } from '../result-slips';
import { formatTables, freshSheet, inputSheets } from './report-sheet';
import { readValidWorkbook } from './state';

/** Rebuild the alphabetical pairing list and the result slips of a round (two printable sheets). */
export async function writeRoundHandouts(port: WorkbookPort, round: number): Promise<string[]> {
  const state = await readValidWorkbook(port);
  const sheet = state.rounds[round - 1];
  if (!sheet)
    throw new WorkbookProblems([
      error(
        undefined,
        undefined,
        `there is no round ${round} (the workbook has ${state.rounds.length} round sheet(s))`,
      ),
    ]);
  const lang = state.settings.settings.language;
  const t = state.tournament;
  const boards = sheet.boards.map((b) => ({ board: b.board, white: b.white, black: b.black }));
  const date = sheet.date;
  const reserved = inputSheets(state);
  const header = t.info.name;
  const rtl = lang === 'fa';

  const listName = `${say(REPORT_SHEET_NAMES.alphabetical, lang)} ${round}`;
  const list = renderAlphabetical(t, round, boards, date, lang);
  await freshSheet(port, listName, reserved);
  await port.writeValues(listName, 'A1', list.values);
  await formatTables(port, listName, [
    { headerRow: list.headerRow, firstRow: list.headerRow + 1, rows: list.rows, columns: list.columns },
  ]);
  await port.formatRange(listName, rangeAddress(list.headerRow + 1, 5, list.rows, 2), { align: 'center', bold: true });
  await port.setColumnWidths(listName, [28, 6, 6, 7, 6, 7, 7, 28, 6, 6]);
  await port.setView(listName, { frozenRows: list.headerRow + 1, rightToLeft: rtl });
  await port.setPageSetup(listName, {
    orientation: 'portrait',
    fitToWidth: true,
    printTitleRows: [1, list.headerRow + 1],
    header,
  });

  const slipsName = `${say(REPORT_SHEET_NAMES.slips, lang)} ${round}`;
  const slips = renderSlips(t, round, boards, date, lang);
  await freshSheet(port, slipsName, reserved);
  await port.writeValues(slipsName, 'A1', slips.values);
  for (const r of slips.slipRows) {
    await port.formatRange(slipsName, rangeAddress(r, 0, 1, slips.columns), { bold: true });
    await port.formatRange(slipsName, rangeAddress(r + 1, 0, 2, slips.columns), { border: true });
    await port.formatRange(slipsName, rangeAddress(r + SLIP_ROWS - 2, 0, 1, 1), { italic: true, fontSize: 8 });
  }
  await port.setColumnWidths(slipsName, [18, 6, 30, 14, 12, 22]);
  await port.setView(slipsName, { rightToLeft: rtl });
  await port.setPageSetup(slipsName, {
    orientation: 'portrait',
    fitToWidth: true,
    rowBreaks: slips.rowBreaks,
    header: `${header} · ${say(HANDOUT_WORDS.round, lang)} ${round}`,
  });
  await port.flush();
  return [listName, slipsName];
}
