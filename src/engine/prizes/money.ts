/**
 * Amounts as exact fractions of a base unit (1/10,000 of the currency), so that shares of a tie are rounded
 * once, per player, to the unit the regulations name (event-reports.md §5.2).
 */

export const SCALE = 10000;

/** `"120"`, `"33.5"`, `12.25` -> base units; null when not an amount with at most four decimals. */
export function parseAmount(v: unknown): number | null {
  const text = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
  const m = /^(\d+)(?:[.,](\d{1,4}))?$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * SCALE + Number((m[2] ?? '').padEnd(4, '0'));
}

/** An exact value num/den base units, rounded half up to a multiple of `unit` base units. */
export function roundToUnit(num: number, den: number, unit: number): number {
  return Math.floor((2 * num + den * unit) / (2 * den * unit)) * unit;
}

/** Decimals a rounding unit such as "0.01", "0.05" or "1" shows. */
export function unitDecimals(unitText: string): number {
  const m = /[.,](\d+)$/.exec(unitText.trim());
  return m ? m[1].length : 0;
}

export function formatAmount(base: number, decimals: number): string {
  const whole = Math.floor(base / SCALE);
  if (decimals === 0) return String(whole);
  const frac = String(base % SCALE)
    .padStart(4, '0')
    .slice(0, decimals)
    .padEnd(decimals, '0');
  return `${whole}.${frac}`;
}
