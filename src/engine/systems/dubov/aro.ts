import type { Tournament } from '../../model';
import { type PairingState, type PlayerState, SCORE_UNIT, buildPairingState } from '../../history/pairing-state';

/**
 * Average Rating of Opponents — C.04.4.1 (2026) Art. 1.7.
 * 1.7.1 the mean rating of the opponents met over the board (only played games: byes and forfeits add nothing),
 *       rounded to the nearest integer, a division ending in .5 rounded up;
 * 1.7.2 recomputed after every round, for the pairing of the next one;
 * 1.7.3 zero for a player who has not played yet.
 * The opponents' ratings are the ratings on record (Art. 1.1: the arbiter gives unrated players a provisional one).
 */
export function aroOf(st: PairingState, p: PlayerState): number {
  let sum = 0;
  let games = 0;
  for (const h of p.history) {
    if (!h.played) continue;
    sum += st.byId.get(h.opponent)?.rating ?? 0;
    games++;
  }
  return roundedMean(sum, games);
}

/** sum / count rounded half up, in integers (no float rounding of x.5). 0 when count is 0 (1.7.3). */
export function roundedMean(sum: number, count: number): number {
  if (count === 0) return 0;
  return Math.floor((2 * sum + count) / (2 * count));
}

/** One line of the ARO list C.04.4.1 asks to publish (the round sheet of paper-forms.md §4). */
export interface AroRow {
  readonly id: number;
  readonly rating: number;
  /** Points before the round (real points, no acceleration). */
  readonly score: number;
  readonly gamesPlayed: number;
  /** Sum of the ratings of the opponents met over the board. */
  readonly opponentRatingSum: number;
  /** The ARO used to pair the round (1.7). */
  readonly aro: number;
  /** Whether the player is paired in this round (not absent, withdrawn or on a requested bye). */
  readonly toPair: boolean;
}

/**
 * The ARO list used to pair round `round` (or, with round = total rounds + 1, the final one): every player on
 * record, sorted by score (descending), then ARO (descending, as the booklet's sheet), then pairing number.
 * Pure: the same tournament gives the same list.
 */
export function dubovAroTable(t: Tournament, round: number): AroRow[] {
  // after the last round (round = totalRounds + 1) the list is still wanted for the final sheet
  const st = buildPairingState(
    t.totalRounds !== null && round > t.totalRounds ? { ...t, totalRounds: round } : t,
    round,
  );
  const present = new Set(st.toPair.map((p) => p.id));
  const rows: AroRow[] = [];
  for (const p of st.byId.values()) {
    let sum = 0;
    for (const h of p.history) if (h.played) sum += st.byId.get(h.opponent)?.rating ?? 0;
    rows.push({
      id: p.id,
      rating: p.rating,
      score: p.score / SCORE_UNIT,
      gamesPlayed: p.playedGames,
      opponentRatingSum: sum,
      aro: aroOf(st, p),
      toPair: present.has(p.id),
    });
  }
  rows.sort((a, b) => b.score - a.score || b.aro - a.aro || a.id - b.id);
  return rows;
}
