/**
 * FIDE Rating Regulations tables used by the rating-based tie-breaks (tiebreaks.md Appendices A and B).
 * Everything is kept in integer hundredths so comparisons are exact.
 */

/** Table 8.1a: dp for p = 0.50 ... 1.00 (index = hundredths - 50). */
const DP_FROM_HALF = [
  0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166, 175, 184, 193, 202,
  211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470, 501, 538, 589, 677,
  800,
];

/** dp(p) for a fractional score given in hundredths (0..100); below .50 dp is -dp(1 - p). */
export function ratingDifference(pHundredths: number): number {
  if (pHundredths >= 50) return DP_FROM_HALF[pHundredths - 50];
  return -DP_FROM_HALF[100 - pHundredths - 50];
}

/** Table 8.1b: upper bound of |D| for each expected score of the higher-rated player from .50 to .99. */
const PD_UPPER_BOUNDS = [
  3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162, 170, 179, 188, 197,
  206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374, 391, 411, 432, 456, 484, 517, 559, 619,
  735,
];

/** Expected score in hundredths of a player rated `difference` points above his opponent (full scale, no 400 clip). */
export function expectedScore(difference: number): number {
  const d = Math.abs(difference);
  let pd = 100;
  for (let i = 0; i < PD_UPPER_BOUNDS.length; i++) {
    if (d <= PD_UPPER_BOUNDS[i]) {
      pd = 50 + i;
      break;
    }
  }
  return difference >= 0 ? pd : 100 - pd;
}

/** Round half up to an integer (C.07 10.1: ARO, APRO, APPO). Exact for quotients of integers. */
export function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}
