import type { ResultCode } from './result';

/**
 * Point values. C.04.1 speaks of "points for a win" and the Dutch system of "points for a loss": never
 * hard-code 1/½/0 (general.md §1). Values mirror TRF-26 record 162 and the bbpPairings BB? lines.
 */
export interface Scoring {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  /** Forfeit win and full-point bye score `win`; these are the values that may differ. */
  readonly forfeitLoss: number;
  readonly zeroBye: number;
  readonly halfBye: number;
  readonly fullBye: number;
  /** Pairing-allocated bye (C.04.1 Art. 3: every PAB is worth the same; default = a win). */
  readonly pab: number;
  readonly forfeitWin: number;
}

export const STANDARD_SCORING: Scoring = Object.freeze({
  win: 1,
  draw: 0.5,
  loss: 0,
  forfeitLoss: 0,
  zeroBye: 0,
  halfBye: 0.5,
  fullBye: 1,
  pab: 1,
  forfeitWin: 1,
});

/** Points a result code earns. Pending games ('*') score nothing until entered. */
export function pointsFor(code: ResultCode, s: Scoring): number {
  switch (code) {
    case '1':
    case 'W':
      return s.win;
    case '=':
    case 'D':
      return s.draw;
    case '0':
    case 'L':
      return s.loss;
    case '+':
      return s.forfeitWin;
    case '-':
      return s.forfeitLoss;
    case 'H':
      return s.halfBye;
    case 'F':
      return s.fullBye;
    case 'U':
      return s.pab;
    case 'Z':
      return s.zeroBye;
    case '*':
      return 0;
  }
}

/** Points used for pairing: an unfinished game counts as a draw (C.04.2 3.1). */
export function pairingPointsFor(code: ResultCode, s: Scoring): number {
  return code === '*' ? s.draw : pointsFor(code, s);
}

export function isStandardScoring(s: Scoring): boolean {
  return (Object.keys(STANDARD_SCORING) as (keyof Scoring)[]).every((k) => s[k] === STANDARD_SCORING[k]);
}

/** Round a score to the 1/1000 grid so float sums of halves and tenths compare exactly. */
export function roundScore(x: number): number {
  return Math.round(x * 1000) / 1000;
}
