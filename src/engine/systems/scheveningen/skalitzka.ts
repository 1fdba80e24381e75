/**
 * Skalitzka: three teams in two rounds (other-systems.md §3). Every player plays both rounds, meets exactly one
 * player of each other team, and has one White and one Black. Team 1 always has White against team 2, team 2
 * against team 3, team 3 against team 1.
 */

export type SkalitzkaTeam = 1 | 2 | 3;

export interface SkalitzkaSeat {
  readonly team: SkalitzkaTeam;
  /** 1..n within the team. */
  readonly player: number;
}

export type SkalitzkaGame = readonly [white: SkalitzkaSeat, black: SkalitzkaSeat];

export interface SkalitzkaBoard {
  readonly board: number;
  readonly round1: SkalitzkaGame;
  readonly round2: SkalitzkaGame;
}

const seat = (team: SkalitzkaTeam, player: number): SkalitzkaSeat => ({ team, player });

/**
 * The booklet's table for 8 players per team, extended by blocks of two players per team (our generalisation,
 * §3): block j seats players 2j-1 and 2j of each team on boards 3j-2 .. 3j.
 */
export function skalitzka(playersPerTeam: number): SkalitzkaBoard[] {
  if (!Number.isInteger(playersPerTeam) || playersPerTeam < 2 || playersPerTeam % 2 !== 0) {
    throw new RangeError(`Skalitzka needs an even number of players per team (at least 2), got ${playersPerTeam}`);
  }
  const boards: SkalitzkaBoard[] = [];
  for (let j = 1; j <= playersPerTeam / 2; j++) {
    const odd = 2 * j - 1;
    const even = 2 * j;
    boards.push(
      { board: 3 * j - 2, round1: [seat(1, odd), seat(2, odd)], round2: [seat(3, odd), seat(1, odd)] },
      { board: 3 * j - 1, round1: [seat(2, even), seat(3, odd)], round2: [seat(2, odd), seat(3, even)] },
      { board: 3 * j, round1: [seat(3, even), seat(1, even)], round2: [seat(1, even), seat(2, even)] },
    );
  }
  return boards;
}

/**
 * The booklet's notation: team 1 in capitals (A, B, ...), team 2 in lower case (a, b, ...), team 3 in digits.
 * Beyond 26 players the letters run out; such seats are written `T1/27`.
 */
export function skalitzkaLabel(s: SkalitzkaSeat): string {
  if (s.team === 3) return String(s.player);
  if (s.player > 26) return `T${s.team}/${s.player}`;
  return String.fromCharCode((s.team === 1 ? 64 : 96) + s.player);
}
