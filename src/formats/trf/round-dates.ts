/**
 * Record 132 (trf.md §2): round r's date as `YY/MM/DD` in columns 92+10(r-1) .. 99+10(r-1), the columns of
 * round r's block in `001`. The model keeps full dates (`YYYY/MM/DD`, as TRF26 writes 042/052 and as the
 * workbook shows them); only the 132 record uses the two-digit year.
 */

/** The two-digit years 70-99 are read as 19xx, 00-69 as 20xx (no TRF predates 1970). */
const CENTURY_PIVOT = 70;

/** `YYYY/MM/DD` from a date typed in any of the usual orders of year, month and day; null when it is not one. */
export function fullDate(text: string): string | null {
  const t = text.trim();
  let m = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(t);
  if (m) return checked(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{2})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(t);
  if (m) {
    const yy = Number(m[1]);
    return checked(yy < CENTURY_PIVOT ? 2000 + yy : 1900 + yy, Number(m[2]), Number(m[3]));
  }
  // day first, as most of Europe and Turkey write it: 26.11.2026
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  if (m) return checked(Number(m[3]), Number(m[2]), Number(m[1]));
  return null;
}

function checked(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${year}/${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}`;
}

/** The 8-character `YY/MM/DD` a 132 record holds; null when the text is not a date. */
export function trfRoundDate(text: string): string | null {
  const full = fullDate(text);
  return full === null ? null : full.slice(2);
}

/** A 132 field: exactly `YY/MM/DD` (trf.md §2); null otherwise. */
export function readTrfRoundDate(field: string): string | null {
  return /^\d{2}\/\d{2}\/\d{2}$/.test(field) ? fullDate(field) : null;
}

/** A 10-character `YYYY/MM/DD` where 132 wants 8 (written so by Arbiter Sheet before 2026-11). */
export function readLongRoundDate(field: string): string | null {
  return /^\d{4}\/\d{2}\/\d{2}$/.test(field) ? fullDate(field) : null;
}
