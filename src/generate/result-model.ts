/**
 * The result model of the random tournament generator (docs/generator.md §3).
 *
 * Expected score: FIDE's rating table (Rating Regulations B.02 8.1.2) is the normal distribution of the rating
 * difference with σ = 200·√2; a difference above 400 points counts as 400 (B.02 8.3.1). Using FIDE's own table
 * keeps each player's expected rating change over many generated games near zero (checklist Q32).
 * White advantage: White plays as if `whiteAdvantage` points stronger (35 by default, i.e. White scores about
 * 55 % between equals); it cancels out over a Swiss, where colours alternate.
 * Draws: the draw rate rises with the pair's mean rating (in proportion: `drawRate` at 2000, half of it at 1000,
 * 1.5 times at 3000, at most 0.9), and is capped by 2·min(E, 1 − E) so that a mismatched pair draws less and every
 * probability stays valid: P(White wins) = E − d/2, P(draw) = d, P(Black wins) = 1 − E − d/2.
 */

export interface ResultModel {
  /** Draw rate between two 2000-rated players (0..1). */
  readonly drawRate: number;
  /** Rating points White is worth (default 35). */
  readonly whiteAdvantage: number;
}

export const DEFAULT_RESULT_MODEL: ResultModel = { drawRate: 0.3, whiteAdvantage: 35 };

/** Standard normal distribution function (Abramowitz–Stegun 7.1.26 erf, |error| < 1.5e-7). */
function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** FIDE expected score of a player `difference` rating points above the opponent (B.02 8.1.2, 8.3.1). */
export function expectedScore(difference: number): number {
  const d = Math.max(-400, Math.min(400, difference));
  return normalCdf(d / (200 * Math.SQRT2));
}

export interface GameOdds {
  readonly whiteWins: number;
  readonly draw: number;
  readonly blackWins: number;
}

export function gameOdds(white: number, black: number, model: ResultModel = DEFAULT_RESULT_MODEL): GameOdds {
  const e = expectedScore(white + model.whiteAdvantage - black);
  const mean = (white + black) / 2;
  const rising = Math.max(0, Math.min(0.9, (model.drawRate * mean) / 2000));
  const draw = Math.min(rising, 2 * Math.min(e, 1 - e));
  return { whiteWins: e - draw / 2, draw, blackWins: 1 - e - draw / 2 };
}

/** White's result for a uniform draw u in [0, 1). */
export function drawResult(odds: GameOdds, u: number): '1' | '=' | '0' {
  if (u < odds.whiteWins) return '1';
  if (u < odds.whiteWins + odds.draw) return '=';
  return '0';
}
