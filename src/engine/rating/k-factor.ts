/** The development coefficient K (B.02 8.3.3). */

export interface KInput {
  /** K printed in the list in force at the start (SK/RK/BK); undefined when the list gives none. */
  readonly listK?: number;
  readonly rating: number;
  /** Year of birth, when known. */
  readonly birthYear?: number;
  /** The year of the list in force (for the junior rule). */
  readonly listYear: number;
  /** The player once had a published rating of 2400 or more (only the arbiter knows). */
  readonly everReached2400?: boolean;
  /** The player has completed events with at least 30 rated games (only the arbiter knows). */
  readonly thirtyGamesCompleted?: boolean;
}

export interface KDecision {
  readonly k: number;
  /** 'list' = printed in the list; 'derived' = worked out here from what is known (the arbiter confirms). */
  readonly source: 'list' | 'derived';
}

/**
 * K from the list when it gives one (7.1.2: the list publishes the current K), otherwise derived in the order
 * of event-reports.md §1.5: 10 once 2400 was reached; 40 for a junior (until the end of the year of his 18th
 * birthday) below 2300; 40 until 30 games are completed; else 20.
 */
export function chooseK(p: KInput): KDecision {
  if (p.listK !== undefined && p.listK > 0) return { k: p.listK, source: 'list' };
  if (p.everReached2400 || p.rating >= 2400) return { k: 10, source: 'derived' };
  const junior = p.birthYear !== undefined && p.listYear - p.birthYear <= 18;
  if (junior && p.rating < 2300) return { k: 40, source: 'derived' };
  if (p.thirtyGamesCompleted === false) return { k: 40, source: 'derived' };
  return { k: 20, source: 'derived' };
}

/**
 * The 700 rule (8.3.3): if n x K exceeds 700, K becomes the largest whole number with K x n <= 700, where n is
 * the player's rated games in the rating period (this event's plus his other ones).
 */
export function applySevenHundredRule(k: number, gamesInPeriod: number): number {
  if (gamesInPeriod <= 0 || k * gamesInPeriod <= 700) return k;
  return Math.floor(700 / gamesInPeriod);
}
