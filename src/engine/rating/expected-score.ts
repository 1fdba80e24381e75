/**
 * The two tables of the FIDE Rating Regulations (B.02, 1 March 2024): 8.1.2, rating difference D -> scoring
 * probability PD, and 8.1.1, fractional score p -> rating difference dp (identical to B.01 1.4.9).
 * Values are kept in hundredths so every sum stays exact. The tables are used, never the logistic formula
 * (event-reports.md §1.3: they differ by up to 0.01 per game, and above 735 the formula never reaches 1.00).
 */

/** Upper bound of D for each PD of the higher-rated player, from .50 up to .99 (table 8.1.2, 50 rows). */
const PD_UPPER_BOUNDS: readonly number[] = [
  3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162, 170, 179, 188, 197,
  206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374, 391, 411, 432, 456, 484, 517, 559, 619,
  735,
];

/** PD of the higher-rated player for |D| (B.02 8.1.2), in hundredths: 50..100. */
export function higherPd(absoluteD: number): number {
  const d = Math.abs(absoluteD);
  for (let i = 0; i < PD_UPPER_BOUNDS.length; i++) if (d <= PD_UPPER_BOUNDS[i]) return 50 + i;
  return 100; // > 735
}

/** PD, in hundredths, of the player whose rating exceeds his opponent's by `d` (negative: lower-rated). */
export function scoringProbability(d: number): number {
  const h = higherPd(d);
  return d >= 0 ? h : 100 - h;
}

/** dp for p = .50 .. 1.00 (table 8.1.1), index = p in hundredths - 50. */
const DP_UPPER_HALF: readonly number[] = [
  0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166, 175, 184, 193, 202,
  211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677,
  800,
];

/** dp for a fractional score p given in hundredths (0..100); below .50 the mirror, negated (8.1.1). */
export function ratingDifferenceFor(pHundredths: number): number {
  if (!Number.isInteger(pHundredths) || pHundredths < 0 || pHundredths > 100) {
    throw new RangeError(`p must be a whole number of hundredths in 0..100, got ${pHundredths}`);
  }
  return pHundredths >= 50 ? DP_UPPER_HALF[pHundredths - 50] : -DP_UPPER_HALF[50 - pHundredths];
}
