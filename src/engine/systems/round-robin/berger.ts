/**
 * Berger tables (other-systems.md §1.3-1.4; FIDE Handbook C.05 Annex 1). The booklet prints the tables for
 * 3-4 … 11-12 players; the circle rule below generates them exactly and extends them to any size.
 */

/** One board: `[white, black]` pairing numbers (the first number has White, §1.3). */
export type BergerPair = readonly [white: number, black: number];

/** One round of a raw Berger table for an even number of places, boards in table order. */
export type BergerRound = readonly BergerPair[];

/** One round of a schedule for real players: the games and the player who rests (odd fields only). */
export interface ScheduledRound {
  readonly round: number;
  readonly boards: readonly BergerPair[];
  /** The player drawn against the dummy number of an odd field (§1.4), or null. */
  readonly bye: number | null;
}

export class BergerSizeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BergerSizeError';
  }
}

function requirePlayerCount(players: number, minimum: number): void {
  if (!Number.isInteger(players) || players < minimum) {
    throw new BergerSizeError(`a round robin needs a whole number of at least ${minimum} players, got ${players}`);
  }
}

/**
 * The raw Berger table for an even number of places (§1.3): place n stays, places 1..n-1 turn on a circle.
 * Round r starts the circle at s = ((r-1)·n/2 mod (n-1)) + 1; n meets the circle's first element, with Black in
 * odd rounds and White in even rounds; the rest of the circle folds onto itself, first named = White.
 */
export function bergerTable(places: number): BergerRound[] {
  requirePlayerCount(places, 2);
  if (places % 2 !== 0) throw new BergerSizeError(`a raw Berger table needs an even number of places, got ${places}`);
  const circleLength = places - 1;
  const half = places / 2;
  const rounds: BergerRound[] = [];
  for (let r = 1; r <= circleLength; r++) {
    const start = (((r - 1) * half) % circleLength) + 1;
    const circle = Array.from({ length: circleLength }, (_, i) => ((start - 1 + i) % circleLength) + 1);
    const boards: BergerPair[] = [r % 2 === 1 ? [circle[0], places] : [places, circle[0]]];
    for (let k = 1; k < half; k++) boards.push([circle[k], circle[circleLength - k]]);
    rounds.push(boards);
  }
  return rounds;
}

/** Number of places of the table used for `players` players: odd fields use the next even table (§1.4). */
export function bergerPlaces(players: number): number {
  return players % 2 === 0 ? players : players + 1;
}

/** Rounds of one cycle: n-1 for even n, n for odd n (everyone rests once). */
export function roundsPerCycle(players: number): number {
  return bergerPlaces(players) - 1;
}

/** Drop the dummy place of an odd field: its opponent rests that round (§1.4). */
export function withoutDummy(round: BergerRound, players: number, roundNumber: number): ScheduledRound {
  const dummy = players + 1;
  let bye: number | null = null;
  const boards: BergerPair[] = [];
  for (const [white, black] of round) {
    if (white === dummy) bye = black;
    else if (black === dummy) bye = white;
    else boards.push([white, black]);
  }
  return { round: roundNumber, boards, bye };
}

/** Single round robin for `players` real players (≥ 2); odd fields get one rest round each. */
export function singleRoundRobin(players: number): ScheduledRound[] {
  requirePlayerCount(players, 2);
  return bergerTable(bergerPlaces(players)).map((round, i) => withoutDummy(round, players, i + 1));
}
