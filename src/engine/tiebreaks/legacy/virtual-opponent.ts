import type { Scoring } from '../../model';
import type { CardRound } from '../types';

/**
 * The booklet's method = FIDE's 2009 (Kallithea) rule for unplayed games (tiebreaks.md §6).
 */

/**
 * Adjusted score ("Ayarlanmış Puan"): every round not played over the board - any bye, forfeit win or loss, not
 * paired, withdrawn - counts as a draw. Used only when the player appears as somebody's opponent.
 * Booklet: Sener, 5.5 points with one forfeit win -> 5.
 */
export function legacyAdjustedScore(card: readonly CardRound[], scoring: Scoring): number {
  let sum = 0;
  for (const r of card) sum += r.kind === 'game' ? r.points : scoring.draw;
  return sum;
}

/**
 * Virtual opponent for the player's own unplayed round `index` (0-based): the player's score before that round
 * + (win points - points he got in it) + draw points for each round remaining after it.
 * The booklet explains the first term as the absent opponent's score "equal to Sener's because players are
 * paired within their score group"; the 2009 formula uses the player's own score, which also covers byes.
 * Sener's round-2 forfeit win: 1 + (1 - 1) + 0.5 x 5 = 3.5.
 */
export function virtualOpponentScore(card: readonly CardRound[], index: number, scoring: Scoring): number {
  let before = 0;
  for (let i = 0; i < index; i++) before += card[i].points;
  const remaining = card.length - index - 1;
  return before + (scoring.win - card[index].points) + scoring.draw * remaining;
}
