import type { Word } from './labels';

/**
 * Points, tie-break values and ranks are written as numbers (they sum, sort and compare), and shown by a number
 * format: halves as Excel's built-in "As halves" fraction (`# ?/2`: `4 1/2`), or as decimals (`0.0`: `4.5`), the
 * arbiter's choice in Settings. Number format codes: Microsoft, "Review guidelines for customizing a number
 * format" (fractions: `?/2` gives halves); a number format cannot print the single glyph `½`.
 */
export type PointsStyle = 'halves' | 'decimal';

export const POINTS_STYLE_WORDS: Record<PointsStyle, Word> = {
  halves: {
    en: 'halves (4 1/2)',
    tr: 'kesirli (4 1/2)',
    fa: 'کسری (4 1/2)',
    aliases: ['halves', '4½', '4 1/2', '½', 'fraction'],
  },
  decimal: { en: 'decimal (4.5)', tr: 'ondalık (4.5)', fa: 'اعشاری (4.5)', aliases: ['decimal', '4.5', '0.5'] },
};

export const DEFAULT_POINTS_STYLE: PointsStyle = 'halves';

/** The number format of a points cell. */
export function pointsNumberFormat(style: PointsStyle): string {
  return style === 'halves' ? '# ?/2' : '0.0';
}

/**
 * The number format of a tie-break column, in the points style where its values allow it: halves for values in
 * half points (Buchholz), quarters for Sonneborn-Berger's products of halves, whole numbers for counts and
 * ranks (DE, WIN), two decimals for averages (ARO).
 */
export function tiebreakNumberFormat(values: readonly (number | null)[], style: PointsStyle): string {
  const present = values.filter((v): v is number => v !== null);
  const multipleOf = (d: number) => present.every((v) => Math.abs(v * d - Math.round(v * d)) < 1e-9);
  if (multipleOf(1)) return '0';
  if (multipleOf(2)) return pointsNumberFormat(style);
  if (multipleOf(4)) return style === 'halves' ? '# ?/4' : '0.00';
  return '0.00';
}

/** A shared place keeps its number (it sorts) and prints as the booklet's range `3–4` (paper-forms.md §7a). */
export function sharedPlaceFormat(last: number): string {
  return `0"–${last}"`;
}
