import type { Tournament } from './model';

/** One board of a round: pairing numbers of the white and black player. */
export interface Board {
  readonly white: number;
  readonly black: number;
}

/** The output of every pairing system (the reference programs' shape: boards, then the PAB). */
export interface RoundPairing {
  readonly round: number;
  /** In FIDE board order (C.04.2 3.6). */
  readonly boards: readonly Board[];
  /** Receiver of the pairing-allocated bye, or null. */
  readonly pab: number | null;
  /** Human-readable explanation lines (the pairing log); empty unless asked for. */
  readonly explanation: readonly string[];
}

export interface PairOptions {
  /** Produce the explanation (costs time on large fields). */
  readonly explain?: boolean;
  /**
   * Boards to try first (a re-check passes the round on record): each bracket's first solve starts from these
   * pairs as well as its sparse pick. A cost hint only: the start changes the cost, never the result
   * (docs/dutch-engine.md §5); the Dutch engine reads it, the other systems ignore it.
   */
  readonly startFrom?: readonly Board[];
  /**
   * With startFrom: stop at the first pair the engine decides that the start does not hold, by throwing
   * DiffersFromStart. A re-check of a round on record only needs to know whether the record is the pairing and
   * where it first is not, and a decided pair is final (C.04.3 Articles 3–4 fix the pairs bracket by bracket,
   * and 4.2's choice in order within one), so that is known after the first such decision rather than after a
   * whole pairing. The Dutch engine reads it; the other systems pair the whole round.
   */
  readonly stopAtDifference?: boolean;
}

/** PairOptions.stopAtDifference: the engine decided `board` (coloured by the system's rules), which the start lacks. */
export class DiffersFromStart extends Error {
  constructor(readonly board: Board) {
    super(`the pairing differs from the start at ${board.white}-${board.black}`);
    this.name = 'DiffersFromStart';
  }
}

/** Thrown when no legal pairing exists (Dutch 1.9.3: the Chief Arbiter decides). */
export class NoLegalPairingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NoLegalPairingError';
  }
}

/** A pairing system: pair round `round` of `t`, using rounds before it and the input byes of that round. */
export interface PairingSystem {
  readonly id: string;
  pair(t: Tournament, round: number, options?: PairOptions): RoundPairing;
}

/** The reference programs' text output: number of lines, then `white black`, the PAB as `id 0`. */
export function formatPairing(p: RoundPairing): string {
  const lines = p.boards.map((b) => `${b.white} ${b.black}`);
  if (p.pab !== null) lines.push(`${p.pab} 0`);
  return [String(lines.length), ...lines].join('\n') + '\n';
}
