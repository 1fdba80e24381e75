import { UserError } from './exit';

/**
 * Whole-number options read strictly: decimal digits only (no `0x3`, `3.0`, `1e1`, ` 3` or `+3`, all of which
 * Number() accepts), at least `min` and at most `max`, so a typo is refused instead of read as another number.
 */
export function parseWholeOption(option: string, text: string, min: number, max: number, what = 'a round number'): number {
  const n = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new UserError(`${option}: "${text}" is not ${what} (a whole number ${min}-${max})`);
  }
  return n;
}
