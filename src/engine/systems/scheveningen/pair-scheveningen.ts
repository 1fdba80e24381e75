import type { Tournament } from '../../model';
import type { Board, PairOptions, RoundPairing } from '../../pairing';
import { ScheveningenSizeError, seatLabel } from './scheveningen';
import {
  isDoubleScheveningen,
  scheveningenRounds,
  seatPlayer,
  teamsFromClubs,
  type ScheveningenTeams,
} from './two-teams';

export interface ScheveningenPairOptions extends PairOptions {
  /** The two teams (the workbook's Team column); absent: the players' clubs (teamsFromClubs). */
  readonly teams?: ScheveningenTeams;
}

/**
 * Round `round` of a two-team Scheveningen: the booklet's table (other-systems.md §2.1: A_k meets B_j with
 * j = ((k-1) + (r-1)) mod n + 1; A has White in odd rounds), board k = A's board k. A double Scheveningen
 * (system `double-scheveningen`) plays the table twice, the second cycle with colours reversed.
 */
export function pairScheveningen(t: Tournament, round: number, options: ScheveningenPairOptions = {}): RoundPairing {
  const teams = options.teams ?? teamsFromClubs(t);
  const double = isDoubleScheveningen(t);
  const rounds = scheveningenRounds(teams, double);
  const scheduled = rounds[round - 1];
  if (!scheduled)
    throw new ScheveningenSizeError(`round ${round} does not exist: this Scheveningen has ${rounds.length} rounds`);
  const boards: Board[] = scheduled.boards.map((b) => ({
    white: seatPlayer(teams, b.white),
    black: seatPlayer(teams, b.black),
  }));
  const explanation: string[] = [];
  if (options.explain) {
    const n = teams.a.members.length;
    explanation.push(
      `Scheveningen, two teams of ${n}${double ? ' (double)' : ''}, round ${round} of ${rounds.length}: ` +
        `team A "${teams.a.name}" (average ${teams.a.averageRating}) keeps its boards, team B "${teams.b.name}" ` +
        `(average ${teams.b.averageRating}) moves one board each round; ` +
        `${scheduled.boards[0]?.white.team === 1 ? 'A' : 'B'} has White` +
        (double && round > n ? ' (second cycle: colours of round ' + (round - n) + ' reversed)' : ''),
    );
    scheduled.boards.forEach((b, i) =>
      explanation.push(
        `board ${i + 1}: ${seatLabel(b.white)} (${boards[i]!.white}) - ${seatLabel(b.black)} (${boards[i]!.black})`,
      ),
    );
  }
  return { round, boards, pab: null, explanation };
}
