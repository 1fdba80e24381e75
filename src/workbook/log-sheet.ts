import { cellInteger, cellText, type SheetValues } from './cells';
import { REPORT_WORDS, say, type Language } from './labels';

/** The Log sheet: Round | Explanation, one row per line of the pairing explanation (design.md §4). */
export interface LogLine {
  readonly round: number;
  readonly text: string;
}

export function readLog(values: SheetValues): LogLine[] {
  const out: LogLine[] = [];
  for (let r = 1; r < values.length; r++) {
    const round = cellInteger(values[r]?.[0] ?? null);
    if (round !== null) out.push({ round, text: cellText(values[r]?.[1] ?? null) });
  }
  return out;
}

export function renderLog(lines: readonly LogLine[], lang: Language): SheetValues {
  return [[say(REPORT_WORDS.round, lang), say(REPORT_WORDS.explanation, lang)], ...lines.map((l) => [l.round, l.text])];
}
