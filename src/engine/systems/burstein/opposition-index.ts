import type { PairingState, PlayerState, RoundRecord } from '../../history/pairing-state';

/**
 * The Burstein "Index" (C.04.4.2 1.7, 2026): how strong a player's opposition was, from tournament data only.
 * Buchholz in score units (tenths of a point); Sonneborn-Berger in units² (points scored × opponent's score).
 * `median` (Buchholz without its highest and lowest contribution) is not used by the 2026 text; it is kept for
 * the older texts' ranking, which the fixture sweep combines with these values (rules.ts).
 */
export interface OppositionIndex {
  readonly buchholz: number;
  readonly sonnebornBerger: number;
  readonly median: number;
}

/** Fold per-round contributions (opponent's score, own points) into Buchholz, Sonneborn-Berger and Median. */
export function foldContributions(contributions: readonly (readonly [number, number])[]): OppositionIndex {
  let buchholz = 0;
  let sonnebornBerger = 0;
  let min = Infinity;
  let max = -Infinity;
  for (const [opponentScore, points] of contributions) {
    buchholz += opponentScore;
    sonnebornBerger += opponentScore * points;
    min = Math.min(min, opponentScore);
    max = Math.max(max, opponentScore);
  }
  return { buchholz, sonnebornBerger, median: contributions.length > 2 ? buchholz - min - max : 0 };
}

/** A zero-point bye, an absence or a round without an entry (late entry, withdrawal). */
function isZeroPointBye(h: RoundRecord): boolean {
  return !h.participated && (h.result === 'Z' || h.result === null);
}

/**
 * The score a player counts with in his over-the-board opponents' Index (1.7.2): his real points before this
 * round — virtual (acceleration) points are excluded — except that a run of zero-point byes reaching up to the
 * current round counts as draws [reading: the run must end with the last round before this one].
 */
export function scoreForOpponents(st: PairingState, p: PlayerState): number {
  let score = p.score;
  for (let k = p.history.length - 1; k >= 0 && isZeroPointBye(p.history[k]); k--) {
    score += st.drawUnits - p.history[k].points;
  }
  return score;
}

/**
 * 1.7.1 Buchholz (sum of the opponents' current scores) and Sonneborn-Berger (sum of points scored against
 * each opponent × his current score). 1.7.2: an unplayed round (bye, absence, forfeit) counts as a game against
 * oneself with the points actually registered [unconfirmed wording].
 */
export function oppositionIndex(st: PairingState, p: PlayerState): OppositionIndex {
  return foldContributions(
    p.history.map((h) => {
      const opponent = h.played ? st.byId.get(h.opponent) : undefined;
      return [opponent ? scoreForOpponents(st, opponent) : p.score, h.points] as const;
    }),
  );
}

/** The Index of every player to pair, by id. */
export function indexOfPlayers(st: PairingState): Map<number, OppositionIndex> {
  const out = new Map<number, OppositionIndex>();
  for (const p of st.toPair) out.set(p.id, oppositionIndex(st, p));
  return out;
}

/**
 * 1.8: the order inside a bracket after the seeding rounds — Buchholz (higher first), then Sonneborn-Berger
 * (higher first), then TPN. Scores are not used, so incoming floaters rank among the residents by Index.
 * Negative when `a` ranks above `b`.
 */
export function compareByIndex(index: ReadonlyMap<number, OppositionIndex>, a: PlayerState, b: PlayerState): number {
  const ia = index.get(a.id)!;
  const ib = index.get(b.id)!;
  return ib.buchholz - ia.buchholz || ib.sonnebornBerger - ia.sonnebornBerger || a.rankIndex - b.rankIndex;
}
