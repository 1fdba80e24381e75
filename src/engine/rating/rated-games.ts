import type { Player, RoundEntry } from '../model';

/** Why a round does not count for the rating (event-reports.md §1.1). */
export type NotRatedReason =
  | 'forfeit'
  | 'pab'
  | 'half-point-bye'
  | 'full-point-bye'
  | 'zero-point-bye'
  | 'less-than-one-move'
  | 'opponent-unrated'
  | 'both-unrated'
  | 'not-played-yet'
  | 'rapid-600-rule';

/** The wording of the fixtures (event-reports.md §1.1, test/fixtures/ratings README §3). */
export const NOT_RATED_TEXT: Record<NotRatedReason, string> = {
  forfeit: 'forfeit (not played)',
  pab: 'pairing-allocated bye',
  'half-point-bye': 'half-point bye',
  'full-point-bye': 'full-point bye',
  'zero-point-bye': 'zero-point bye / absent',
  'less-than-one-move': 'game of less than one move',
  'opponent-unrated': 'opponent unrated',
  'both-unrated': 'both players unrated',
  'not-played-yet': 'result not entered',
  'rapid-600-rule': '600 points or more apart with a player rated above 2600 (rapid/blitz)',
};

export type RatingType = 'standard' | 'rapid' | 'blitz';

/** A game that counts: opponent's rating and the score in hundredths (100, 50, 0). */
export interface CountedGame {
  readonly round: number;
  readonly opponent: number;
  readonly colour: 'w' | 'b' | null;
  readonly opponentRating: number;
  readonly score: number;
}

export interface RoundNotRated {
  readonly round: number;
  readonly opponent: number;
  readonly result: string;
  readonly reason: NotRatedReason;
}

const PLAYED_SCORE: Partial<Record<string, number>> = { '1': 100, '=': 50, '0': 0 };

const BYE_REASON: Partial<Record<string, NotRatedReason>> = {
  U: 'pab',
  H: 'half-point-bye',
  F: 'full-point-bye',
  Z: 'zero-point-bye',
};

/**
 * Splits a player's rounds into the games that count and the rounds that do not (5.1, 8.2, 8.3.1): only games
 * played over the board (at least one move) between two rated players count for a rated player; for an
 * unrated player the games against rated opponents. Rapid and blitz (R&B 2024, from 1 Dec 2024): games
 * between players 600 or more apart are not rated when either is rated above 2600.
 */
export function splitRounds(
  player: Player,
  ratingOf: (id: number) => number,
  type: RatingType,
): { counted: CountedGame[]; notRated: RoundNotRated[] } {
  const counted: CountedGame[] = [];
  const notRated: RoundNotRated[] = [];
  player.rounds.forEach((entry: RoundEntry | null, i) => {
    if (!entry) return;
    const round = i + 1;
    const skip = (reason: NotRatedReason): void => {
      notRated.push({ round, opponent: entry.opponent, result: entry.result, reason });
    };
    if (entry.opponent === 0) {
      skip(BYE_REASON[entry.result] ?? 'zero-point-bye');
      return;
    }
    if (entry.result === '+' || entry.result === '-') return skip('forfeit');
    if (entry.result === 'W' || entry.result === 'D' || entry.result === 'L') return skip('less-than-one-move');
    const score = PLAYED_SCORE[entry.result];
    if (score === undefined) return skip('not-played-yet');
    const own = player.rating;
    const opp = ratingOf(entry.opponent);
    if (opp <= 0) return skip(own > 0 ? 'opponent-unrated' : 'both-unrated');
    if (type !== 'standard' && own > 0 && Math.abs(own - opp) >= 600 && Math.max(own, opp) > 2600) {
      return skip('rapid-600-rule');
    }
    counted.push({ round, opponent: entry.opponent, colour: entry.colour, opponentRating: opp, score });
  });
  return { counted, notRated };
}
