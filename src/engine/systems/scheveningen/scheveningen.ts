/**
 * Scheveningen: every player of one team meets every player of the other team (other-systems.md §2.1).
 * Booklet variant ('alternate-team-colour', the tabulated one): the whole team has one colour in a round and the
 * teams alternate colours round by round. Team A (the higher average rating) keeps its boards; team B moves up
 * one board each round.
 */

/** Room for FIDE's mixed-colour tables later (§2.1 [FIDE, unconfirmed]). */
export type ScheveningenVariant = 'alternate-team-colour';

/** A player by team number (1 = A, 2 = B, ...) and board (1..n) within the team. */
export interface TeamSeat {
  readonly team: number;
  readonly board: number;
}

export interface ScheveningenBoard {
  readonly white: TeamSeat;
  readonly black: TeamSeat;
}

export interface ScheveningenRound {
  readonly round: number;
  /** Board k is the board of the first team's player k. */
  readonly boards: readonly ScheveningenBoard[];
}

export interface ScheveningenOptions {
  /** Double Scheveningen: 2n rounds, the second cycle is the first with colours reversed (§2.1 [reading]). */
  readonly double?: boolean;
  readonly variant?: ScheveningenVariant;
}

export class ScheveningenSizeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScheveningenSizeError';
  }
}

export function requireTeamSize(playersPerTeam: number): void {
  if (!Number.isInteger(playersPerTeam) || playersPerTeam < 1) {
    throw new ScheveningenSizeError(
      `a Scheveningen team needs a whole number of at least 1 player, got ${playersPerTeam}`,
    );
  }
}

/** Team letter for team numbers 1.. (A, B, ..., Z, then T27, T28 ...). */
export function teamLetter(team: number): string {
  return team >= 1 && team <= 26 ? String.fromCharCode(64 + team) : `T${team}`;
}

/** The booklet's seat label: `A1`, `B3`. */
export function seatLabel(seat: TeamSeat): string {
  return `${teamLetter(seat.team)}${seat.board}`;
}

/**
 * A match between two teams (numbers `first`, `second`). In round r, A_k meets B_j with
 * j = ((k-1) + (r-1)) mod n + 1; A has White in odd rounds, B in even rounds (§2.1; reproduces the printed table).
 */
export function scheveningenMatch(
  playersPerTeam: number,
  first: number,
  second: number,
  options: ScheveningenOptions = {},
): ScheveningenRound[] {
  requireTeamSize(playersPerTeam);
  const n = playersPerTeam;
  const cycle: ScheveningenRound[] = [];
  for (let r = 1; r <= n; r++) {
    const boards: ScheveningenBoard[] = [];
    for (let k = 1; k <= n; k++) {
      const a: TeamSeat = { team: first, board: k };
      const b: TeamSeat = { team: second, board: ((k - 1 + (r - 1)) % n) + 1 };
      boards.push(r % 2 === 1 ? { white: a, black: b } : { white: b, black: a });
    }
    cycle.push({ round: r, boards });
  }
  if (!options.double) return cycle;
  // Continuing the formula would repeat round 1 with the same colours when n is even: reverse colours instead.
  const secondCycle = cycle.map((round) => ({
    round: round.round + n,
    boards: round.boards.map((b) => ({ white: b.black, black: b.white })),
  }));
  return [...cycle, ...secondCycle];
}

/** Two teams, A = 1 and B = 2: n rounds (2n for a double). */
export function scheveningen(playersPerTeam: number, options: ScheveningenOptions = {}): ScheveningenRound[] {
  return scheveningenMatch(playersPerTeam, 1, 2, options);
}
