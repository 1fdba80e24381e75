import type { Colour, ResultCode } from '../model';

/**
 * Rule set a tournament's tie-breaks follow (tiebreaks.md, table at the top):
 * `fide2026` = C.07 applied from 1 Mar 2026 (dummy caps 16.4.1/16.4.2), `fide2024` = C.07 applied 1 Aug 2024 -
 * 28 Feb 2026 (uncapped dummy), `legacy` = the booklet / FIDE 2009 "virtual opponent" method.
 */
export type TiebreakRules = 'fide2026' | 'fide2024' | 'legacy';

export const TIEBREAK_RULES: readonly TiebreakRules[] = ['fide2026', 'fide2024', 'legacy'];

/** What happened to one player in one round, reduced to the distinctions the tie-break rules make (C.07 15-16). */
export type RoundKind =
  | 'game' // played over the board, including games shorter than one move (W/D/L) and pending results
  | 'forfeitWin'
  | 'forfeitLoss' // also each side of a double forfeit
  | 'pab' // pairing-allocated bye
  | 'fullBye'
  | 'halfBye'
  | 'zeroBye'; // zero-point bye, not paired, withdrawn, not yet entered, free round of an odd round robin

/** One round of a player's card as the tie-break engine sees it. */
export interface CardRound {
  /** 1-based round number. */
  readonly round: number;
  readonly kind: RoundKind;
  /** Scheduled opponent (games and forfeits); 0 for byes and absences. */
  readonly opponent: number;
  readonly colour: Colour | null;
  readonly code: ResultCode;
  /** Points awarded under the tournament's scoring system. */
  readonly points: number;
  /** Chess result 1 / ½ / 0 of a game (or of a forfeit: 1 / 0), independent of the scoring system. */
  readonly gameResult: number;
}

/** Category of an unplayed round, C.07 16.2 (evaluated after the last round considered). */
export type UnplayedCategory = '16.2.1' | '16.2.2' | '16.2.3' | '16.2.4' | '16.2.5';

/**
 * One element of a Buchholz / Sonneborn-Berger sum: a real opponent or the player's dummy / virtual opponent.
 * `value` is what enters Buchholz (the opponent's adjusted score or the dummy score); the SB contribution is
 * `value * points`.
 */
export interface ScoreElement {
  readonly round: number;
  /** Opponent id; 0 for a dummy / virtual opponent. */
  readonly opponent: number;
  readonly value: number;
  /** Points the player was awarded in that round. */
  readonly points: number;
  /** The round was a voluntary unplayed round (C.07 16.1: requested bye or forfeit loss). */
  readonly vur: boolean;
  readonly dummy: boolean;
}

/** A tie-break code that cannot be computed for this tournament or is not known. */
export class TiebreakError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`tie-break ${code}: ${message}`);
    this.name = 'TiebreakError';
  }
}
