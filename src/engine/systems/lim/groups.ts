import type { LimContext, LimPlayer } from './context';

/**
 * Scoregroups and the order in which Lim pairs them — C.04.4.3 (2026) 2.2: from the highest scoregroup down
 * to just above the median scoregroup, then from the lowest up to just below it, the median group last,
 * downwards. Floaters go to the next group in the direction of pairing (3.2): down from an upper group, up from
 * a lower group; the median group receives both.
 */
export type Direction = 'down' | 'up';

export interface ScoreGroup {
  readonly index: number;
  readonly score: number;
  readonly residents: readonly LimPlayer[];
  readonly part: 'upper' | 'median' | 'lower';
  readonly direction: Direction;
  /** Index of the group its floaters go to; null for the median group (it must be paired completely). */
  readonly next: number | null;
}

/**
 * The median scoregroup: players whose score is half the points of the rounds played (win value × rounds / 2).
 * When no group has exactly that score (odd scores after byes, acceleration), the nearest group is taken, the
 * higher one on a tie [guidance: the text does not cover it, lim.md §2.2].
 */
export function medianScore(ctx: LimContext, scores: readonly number[]): number {
  const target = (ctx.st.playedRounds * ctx.st.winUnits) / 2;
  let best = scores[0];
  for (const s of scores) {
    const d = Math.abs(s - target);
    const db = Math.abs(best - target);
    if (d < db || (d === db && s > best)) best = s;
  }
  return best;
}

/** Groups in pairing order (2.2). */
export function pairingOrder(ctx: LimContext, players: readonly LimPlayer[]): ScoreGroup[] {
  const scores = [...new Set(players.map((p) => p.score))].sort((a, b) => b - a);
  if (!scores.length) return [];
  const median = medianScore(ctx, scores);
  const residentsOf = (s: number) => players.filter((p) => p.score === s).sort((a, b) => a.rank - b.rank);
  const upper = scores.filter((s) => s > median);
  const lower = scores.filter((s) => s < median).reverse(); // lowest first
  const groups: ScoreGroup[] = [];
  const at = (s: number) => scores.indexOf(s);
  upper.forEach((s) => {
    groups.push({
      index: at(s),
      score: s,
      residents: residentsOf(s),
      part: 'upper',
      direction: 'down',
      next: at(s) + 1,
    });
  });
  lower.forEach((s) => {
    groups.push({ index: at(s), score: s, residents: residentsOf(s), part: 'lower', direction: 'up', next: at(s) - 1 });
  });
  groups.push({
    index: at(median),
    score: median,
    residents: residentsOf(median),
    part: 'median',
    direction: 'down',
    next: null,
  });
  return groups;
}
