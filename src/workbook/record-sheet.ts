import { cellInteger, cellText, type SheetValues } from './cells';
import { SHEETS, say, type Language } from './labels';
import type { WorkbookPort } from './port';

/**
 * The Record sheet: what the tournament's TRF must say about how it was run, one row per event, kept across
 * re-pairing (unlike the Log): leaving FIDE mode, a manual pairing that differs from the engine's, an imported
 * round that does not comply, a locked setting changed after round 1 (checklist Q43, Q55, Q69, Q76, Q201).
 * Each row becomes a `### <Event> @ Round n: <text>` line in the TRF-2026 export (trf.md: `###` comments;
 * TRF-16 has no comments, so the export lists them as not kept).
 */
export interface RecordEntry {
  readonly round: number;
  /** `FIDE mode left`, `MPA`, `Import`, `Settings changed` ... */
  readonly event: string;
  readonly text: string;
}

const HEADERS = { en: ['Round', 'Event', 'Text'], tr: ['Tur', 'Olay', 'Metin'], fa: ['دور', 'رویداد', 'متن'] } as const;

export function readRecord(values: SheetValues): RecordEntry[] {
  const out: RecordEntry[] = [];
  for (let r = 1; r < values.length; r++) {
    const round = cellInteger(values[r]?.[0] ?? null);
    const event = cellText(values[r]?.[1] ?? null);
    if (round !== null && event !== '') out.push({ round, event, text: cellText(values[r]?.[2] ?? null) });
  }
  return out;
}

/** Excel holds at most 32,767 characters in a cell (Excel specifications and limits); a longer text is cut there. */
const CELL_TEXT_MAX = 32767;

export function renderRecord(entries: readonly RecordEntry[], lang: Language): SheetValues {
  const fit = (text: string) => (text.length > CELL_TEXT_MAX ? `${text.slice(0, CELL_TEXT_MAX - 1)}…` : text);
  return [[...HEADERS[lang]], ...entries.map((e) => [e.round, e.event, fit(e.text)])];
}

/** The TRF `###` line of an entry; line breaks and control characters become spaces (one record per line). */
export function recordTrfLine(e: RecordEntry): string {
  // eslint-disable-next-line no-control-regex
  const clean = (s: string) => s.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return `### ${clean(e.event)} @ Round ${e.round}: ${clean(e.text)}`;
}

/** Append entries to the Record sheet (created after the other sheets when missing). */
export async function appendRecord(
  port: WorkbookPort,
  existingName: string | undefined,
  entries: readonly RecordEntry[],
  lang: Language,
): Promise<void> {
  if (entries.length === 0) return;
  const name = existingName ?? say(SHEETS.record, lang);
  const old = existingName ? readRecord(await port.readSheet(existingName)) : [];
  if (!existingName) await port.ensureSheet(name);
  await port.writeValues(name, 'A1', renderRecord([...old, ...entries], lang));
}
