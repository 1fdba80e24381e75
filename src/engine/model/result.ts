/**
 * Per-round result codes. We use the TRF letters (trf.md §4) as the canonical vocabulary because every
 * FIDE-distinguished outcome has exactly one of them, and the workbook and TRF both map onto it.
 */

/** Outcome of one player in one round, as TRF writes it. */
export type ResultCode =
  | '1' // played win
  | '=' // played draw
  | '0' // played loss
  | 'W' // win of a game shorter than one move (played, unrated)
  | 'D' // draw of a game shorter than one move
  | 'L' // loss of a game shorter than one move
  | '+' // forfeit win (paired, not played)
  | '-' // forfeit loss (paired, not played); on both sides: double forfeit
  | 'H' // requested half-point bye
  | 'F' // full-point bye (arbiter-granted)
  | 'U' // pairing-allocated bye (PAB)
  | 'Z' // zero-point bye: absent, withdrawn, not yet entered
  | '*'; // paired, result not yet entered (adjourned games count as draws for pairing, C.04.2 3.1)

export const RESULT_CODES: readonly ResultCode[] = ['1', '=', '0', 'W', 'D', 'L', '+', '-', 'H', 'F', 'U', 'Z', '*'];

export type Colour = 'w' | 'b';

export function opposite(colour: Colour): Colour {
  return colour === 'w' ? 'b' : 'w';
}

/** One player's entry for one round. `opponent` is 0 when the player had no opponent (byes, absence). */
export interface RoundEntry {
  readonly opponent: number;
  /** Scheduled colour; null for byes. For forfeits it is kept but ignored for colour history (C.04.2 3.4). */
  readonly colour: Colour | null;
  readonly result: ResultCode;
}

/** A game over the board took place (GHR 3.4/3.5): only these count for colours and meetings. */
export function isPlayed(entry: RoundEntry | undefined | null): boolean {
  if (!entry || entry.opponent === 0) return false;
  return (
    entry.result === '1' ||
    entry.result === '=' ||
    entry.result === '0' ||
    entry.result === 'W' ||
    entry.result === 'D' ||
    entry.result === 'L' ||
    entry.result === '*'
  );
}

/** The player was paired against an opponent by the pairing (played or forfeited). */
export function isPairedGame(entry: RoundEntry | undefined | null): boolean {
  return !!entry && entry.opponent !== 0;
}

export function isBye(entry: RoundEntry | undefined | null): boolean {
  return (
    !!entry &&
    entry.opponent === 0 &&
    (entry.result === 'H' || entry.result === 'F' || entry.result === 'U' || entry.result === 'Z')
  );
}

/** Codes that may stand in the round being paired before pairing: requested byes and absences. */
export function isInputBye(code: ResultCode): code is 'H' | 'F' | 'Z' {
  return code === 'H' || code === 'F' || code === 'Z';
}

/** The result the opponent must have recorded for this one (TRF symmetry, trf.md §9). */
export function mirrorResult(code: ResultCode): ResultCode[] {
  switch (code) {
    case '1':
      return ['0'];
    case '0':
      return ['1'];
    case '=':
      return ['='];
    case 'W':
      return ['L'];
    case 'L':
      return ['W'];
    case 'D':
      return ['D'];
    case '+':
      return ['-'];
    case '-':
      return ['+', '-'];
    case '*':
      return ['*'];
    default:
      return [];
  }
}
