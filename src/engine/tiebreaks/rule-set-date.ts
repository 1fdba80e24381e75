import type { TiebreakRules } from './types';

/**
 * The tie-break rule set a tournament falls under (tiebreaks.md §1): C.07 as approved in 2026 applies to
 * tournaments starting on or after 1 March 2026, the 2024 text to those that started before. A tournament
 * without a readable start date gets the rules in force (2026).
 */
export function rulesForStartDate(startDate: string | undefined): TiebreakRules {
  const date = parseStartDate(startDate);
  if (!date) return 'fide2026';
  return date < '2026-03-01' ? 'fide2024' : 'fide2026';
}

/** `YYYY/MM/DD`, `YYYY-MM-DD`, `YYYY.MM.DD` (TRF 042) or `DD.MM.YYYY`; the date as `YYYY-MM-DD`, or null. */
export function parseStartDate(text: string | undefined): string | null {
  if (!text) return null;
  const s = text.trim();
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s);
  if (m) return `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}`;
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(s);
  if (m) return `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`;
  m = /^(\d{2})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s);
  if (m) return `20${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}`;
  return null;
}
