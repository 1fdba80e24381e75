import type { WorkbookPort } from '../port';
import { REPORT_SHEET_NAMES } from '../report-labels';
import { writePrizesSheet } from './prizes';
import { writeRatingChangeSheet } from './rating-change';

/**
 * Rebuild the Rating change and Prizes sheets when the workbook already has them (the arbiter asked for them
 * once); called with the other reports so they never go stale. Sheets that are not there are not added.
 */
export async function refreshEventReports(port: WorkbookPort): Promise<string[]> {
  const names = await port.listSheets();
  const has = (w: { en: string; tr: string; fa: string }): boolean => [w.en, w.tr, w.fa].some((n) => names.includes(n));
  const written: string[] = [];
  if (has(REPORT_SHEET_NAMES.ratingChange)) written.push((await writeRatingChangeSheet(port)).sheet);
  if (has(REPORT_SHEET_NAMES.prizes)) written.push((await writePrizesSheet(port)).sheet);
  return written;
}
