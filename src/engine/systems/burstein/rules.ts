/**
 * The rules in which the 2026 Burstein text and the older text (as the reference program behind the shared
 * fixtures implements it) differ, one switch each. The 2026 procedure uses every '2026' value; the
 * legacy-reference mode every 'legacy' value. Mixing them is for the fixture sweep only: switching the rules one
 * at a time from legacy to 2026 tells which rule change causes each difference between the two (test/burstein).
 */
export interface BursteinRules {
  /** 2026: only announced acceleration (C.04.7); legacy: a virtual point for the top half in rounds 1–2. */
  readonly acceleration: '2026' | 'legacy';
  /** 2026 1.6: the first min(⌊R/2⌋, 4) rounds with the Dutch system; legacy: Burstein from round 1. */
  readonly seedingRounds: '2026' | 'legacy';
  /**
   * 2026 1.7.1–1.7.2: an opponent counts with his real current score (a run of zero-point byes up to now as
   * draws; virtual points excluded). Legacy: with every unplayed round of his as a draw, virtual points included.
   */
  readonly opponentScores: '2026' | 'legacy';
  /**
   * 2026 1.7.2: an unplayed round of the player is a game against himself (his current score). Legacy: a game
   * against a virtual opponent (own score before that round + the virtual opponent's result + draws after).
   */
  readonly unplayedRounds: '2026' | 'legacy';
  /**
   * 2026 1.8: Buchholz, then Sonneborn-Berger, then TPN; scores not used. Legacy: Sonneborn-Berger, Buchholz,
   * Median, rank (a floater compared with Buchholz and Median times his score).
   */
  readonly rankingOrder: '2026' | 'legacy';
  /** 2026 3.1 (eligible, C4, lowest score, most games, lowest by Index); legacy: lowest-ranked eligible. */
  readonly pab: '2026' | 'legacy';
  /** 2026 Article 5; legacy: the reference program's colour rules. */
  readonly colours: '2026' | 'legacy';
  /** 2026 Articles 2–4 (C4–C8, Article 4 order); legacy: score-group merging, one floater per group. */
  readonly brackets: '2026' | 'legacy';
}

export type RuleName = keyof BursteinRules;

export const RULES_2026: BursteinRules = Object.freeze({
  acceleration: '2026',
  seedingRounds: '2026',
  opponentScores: '2026',
  unplayedRounds: '2026',
  rankingOrder: '2026',
  pab: '2026',
  colours: '2026',
  brackets: '2026',
});

export const RULES_LEGACY_REFERENCE: BursteinRules = Object.freeze({
  acceleration: 'legacy',
  seedingRounds: 'legacy',
  opponentScores: 'legacy',
  unplayedRounds: 'legacy',
  rankingOrder: 'legacy',
  pab: 'legacy',
  colours: 'legacy',
  brackets: 'legacy',
});

/** The order in which the sweep switches rules from legacy to 2026 (inputs first, then the procedure). */
export const RULE_ORDER: readonly RuleName[] = [
  'acceleration',
  'seedingRounds',
  'opponentScores',
  'unplayedRounds',
  'rankingOrder',
  'pab',
  'colours',
  'brackets',
];

/** What changed in the 2026 text, per rule (burstein.md §8). */
export const RULE_CHANGE: Record<RuleName, string> = {
  acceleration:
    'no built-in acceleration any more (the 1998 fictitious point for the top half in rounds 1–2 is gone; C.04.7 only if announced)',
  seedingRounds: '1.6: the first min(⌊R/2⌋, 4) rounds are seeding rounds paired with the Dutch system',
  opponentScores:
    '1.7.1–1.7.2: an opponent counts with his real current score (only a run of zero-point byes up to now counts as draws), no virtual points',
  unplayedRounds: '1.7.2: an unplayed round counts as a game against oneself, not against a virtual opponent',
  rankingOrder:
    '1.8: players ranked by Buchholz, then Sonneborn-Berger, then TPN (the older order was Sonneborn-Berger, Buchholz, Median)',
  pab: '3.1: the PAB is chosen first: eligible (C2, C.04.1 Art. 4), leaves a complete pairing (C4), lowest score, most games, lowest by Index',
  colours:
    'Article 5: 5.2.1 by score and TPN parity, 5.2.3 stronger preference, 5.2.4 alternation, 5.2.5 higher by Index',
  brackets:
    'Articles 2–4: C5 most pairs, C6 lowest outgoing-floater scores, C7 following bracket, C8 colours, Article 4 order; no group merging',
};
