/** Exact decimal helpers for values held as integer hundredths (scores, PD, rating changes). */

/** `-1.13`, `0.00`: always two decimals. */
export function hundredthsFixed(h: number): string {
  const sign = h < 0 ? '-' : '';
  const a = Math.abs(h);
  return `${sign}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

/** `-11.3`, `22`, `-1.75`: trailing zeros dropped. */
export function hundredthsShort(h: number): string {
  return hundredthsFixed(h).replace(/\.?0+$/, '');
}

/** Nearest whole number of a hundredths value, .5 away from zero (B.02 8.3.4). */
export function roundHalfAwayFromZero(h: number): number {
  const a = Math.abs(h);
  const r = Math.floor((a + 50) / 100);
  return h < 0 ? -r : r;
}

/** a / b rounded to the nearest integer, .5 up (b > 0). */
export function divideRoundHalfUp(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}
