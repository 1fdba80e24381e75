import type { Tournament } from '../engine/model';
import { roundRobinSchedule } from '../engine/systems/round-robin/schedule';
import type { DoubleRoundRobinOrder } from '../engine/systems/round-robin/double-round-robin';
import { rangeAddress, type CellValue, type SheetValues } from './cells';
import { fitHeaders } from './column-widths';
import { PLAYER_HEADERS, REPORT_WORDS, ROUND_HEADERS, say, type Language, type Word } from './labels';
import { wallChartColour } from './labels/report-notes';
import type { WorkbookPort } from './port';
import { HEADER_FILL } from './render';

/**
 * The booklet's round-indexed crosstable form for a round robin (paper-forms.md §7b): one row per player, one
 * column per round with the opponent's number and colour printed from the Berger table (`4w`, Turkish `4B`),
 * blank Points and Place columns for the arbiter's pen. Written once, when round 1 is paired (the draw is done).
 */
export const SCHEDULE_SHEET: Word = {
  en: 'Schedule',
  tr: 'Fikstür',
  fa: 'برنامه دورها',
  aliases: ['Round robin schedule'],
};
const TITLE: Word = { en: 'Round robin schedule', tr: 'Çapraz tablo (fikstür)', fa: 'جدول برنامه دوره‌ای' };
const REST: Word = { en: 'rest', tr: 'bay', fa: 'استراحت' };

export function renderRoundRobinSchedule(t: Tournament, order: DoubleRoundRobinOrder, lang: Language): SheetValues {
  const schedule = roundRobinSchedule(t, { doubleRoundRobin: order });
  const header: CellValue[] = [
    say(PLAYER_HEADERS.no, lang),
    say(PLAYER_HEADERS.name, lang),
    ...schedule.map((r) => String(r.round)),
    say(ROUND_HEADERS.points, lang),
    say(REPORT_WORDS.place, lang),
  ];
  const values: SheetValues = [[`${t.info.name ? `${t.info.name} — ` : ''}${say(TITLE, lang)}`], header];
  for (const p of [...t.players].sort((a, b) => a.id - b.id)) {
    const cells = schedule.map((r): CellValue => {
      if (r.bye === p.id) return say(REST, lang);
      for (const [w, b] of r.boards) {
        if (w === p.id) return `${b}${wallChartColour('w', lang)}`;
        if (b === p.id) return `${w}${wallChartColour('b', lang)}`;
      }
      return null;
    });
    values.push([p.id, p.name, ...cells, null, null]);
  }
  return values;
}

export async function writeRoundRobinSchedule(
  port: WorkbookPort,
  t: Tournament,
  order: DoubleRoundRobinOrder,
  lang: Language,
  before?: string,
): Promise<string> {
  const name = say(SCHEDULE_SHEET, lang);
  const values = renderRoundRobinSchedule(t, order, lang);
  const names = await port.listSheets();
  if (names.includes(name)) await port.clearSheet(name);
  else await port.ensureSheet(name, before && names.includes(before) ? { before } : undefined);
  await port.writeValues(name, 'A1', values);
  const header = values[1]!;
  await port.formatRange(name, 'A1', { bold: true, fontSize: 13 });
  await port.formatRange(name, rangeAddress(1, 0, 1, header.length), {
    bold: true,
    fill: HEADER_FILL,
    align: 'center',
    border: true,
  });
  await port.formatRange(name, rangeAddress(2, 0, values.length - 2, header.length), { border: true });
  await port.formatRange(name, rangeAddress(2, 2, values.length - 2, header.length - 2), { align: 'center' });
  await port.setColumnWidths(name, fitHeaders([5, 28, ...header.slice(2, -2).map(() => 6), 7, 7], header, 1));
  await port.setView(name, { frozenRows: 2, frozenColumns: 2, rightToLeft: lang === 'fa' });
  await port.setPageSetup(name, {
    orientation: header.length > 12 ? 'landscape' : 'portrait',
    fitToWidth: true,
    printTitleRows: [1, 2],
    ...(t.info.name ? { header: t.info.name } : {}),
  });
  return name;
}
