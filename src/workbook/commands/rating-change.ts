import {
  ratingChanges,
  AMENDMENT_2650_FROM,
  isoDate,
  type PlayerRatingChange,
  type RatingPlayerInput,
  type RatingType,
} from '../../engine/rating';
import { say } from '../labels';
import type { WorkbookPort } from '../port';
import { readRatingInputs, ratingSheetName, renderRatingChange } from '../rating-change-sheet';
import { RATING_WORDS } from '../report-labels';
import { a4, formatTables, freshSheet, inputSheets } from './report-sheet';
import { readValidWorkbook } from './state';

export interface RatingChangeOutcome {
  readonly sheet: string;
  readonly changes: readonly PlayerRatingChange[];
}

/**
 * Rebuild the Rating change sheet (event-reports.md §1.11). K and other games typed on the sheet are kept;
 * `inputs` (e.g. from a FIDE list) override them.
 */
export async function writeRatingChangeSheet(
  port: WorkbookPort,
  options: { type?: RatingType; inputs?: ReadonlyMap<number, RatingPlayerInput> } = {},
): Promise<RatingChangeOutcome> {
  const state = await readValidWorkbook(port);
  const lang = state.settings.settings.language;
  const typed = await readRatingInputs(port);
  for (const [id, v] of options.inputs ?? []) typed.set(id, { ...typed.get(id), ...v });
  const t = state.tournament;
  const changes = ratingChanges(t, { type: options.type, players: typed });
  const start = isoDate(t.info.startDate);
  const rules = start !== '' && start < AMENDMENT_2650_FROM ? RATING_WORDS.rulesBefore : RATING_WORDS.rules;
  const heading = `${t.info.name} · ${say(rules, lang)}${start ? ` · ${start}` : ''}`;
  const layout = renderRatingChange(changes, lang, heading);
  const name = ratingSheetName(lang);
  await freshSheet(port, name, inputSheets(state));
  await port.writeValues(name, 'A1', layout.values);
  await formatTables(
    port,
    name,
    layout.headerRows.map((h, i) => ({
      headerRow: h,
      firstRow: layout.bodies[i]![0],
      rows: layout.bodies[i]![1],
      columns: layout.columns,
    })),
  );
  // the two input columns the arbiter types
  if (layout.bodies[0]![1] > 0) {
    await port.formatRange(name, `D${layout.bodies[0]![0] + 1}:E${layout.bodies[0]![0] + layout.bodies[0]![1]}`, {
      fill: 'FFF2CC',
    });
  }
  await port.setColumnWidths(name, [6, 28, 7, 8, 8, 8, 5, 7, 7, 7, 8, 8, 9, 40]);
  await port.setView(name, { frozenRows: layout.headerRows[0]! + 1, rightToLeft: lang === 'fa' });
  await port.setPageSetup(
    name,
    a4(layout.values, {
      orientation: 'landscape',
      printTitleRows: [1, layout.headerRows[0]! + 1],
      header: t.info.name,
    }),
  );
  await port.flush();
  return { sheet: name, changes };
}
