import { pairDutch } from '../../src/engine/systems/dutch';
import { buildTournament } from '../support/tournament-builder';
import { pairDutchOracle } from '../dutch-oracle/oracle';

/**
 * C.04.3 C9 ("minimise the number of unplayed games of the PAB assignee"; its note: in a bracket that downfloats
 * exactly one player, who will end up with the PAB) also applies in a bracket below the PAB score: when players
 * with the PAB score have dropped into a lower bracket in which everyone else is paired, that bracket's single
 * downfloater is the PAB assignee, and C9 leaves over the one with fewer unplayed rounds. bbpPairings v6.0.0
 * does so (pairing bracket flag set whenever the PAB score is at or above the bracket's resident score); before
 * issue #21 the engine applied C9 only in the PAB score's own bracket and differed on 77 of 75,885 generated rounds.
 */

// Tokens: `5w1` = met 5 with White and won, `=` draw, `+`/`-` forfeit win/loss, `U` PAB, `H` half-point bye.
function field(totalRounds: number, players: string[]) {
  return buildTournament(players, { totalRounds, ratings: players.map((_, k) => 2400 - 50 * k) });
}

const CASE = [
  '5w1 2b= 8w=',
  '6b1 1w= 3b+',
  '7w1 4b1 2w-',
  '9b= 3w0 7b1',
  '1b0 6w- U',
  '2w0 5b+ 9b-',
  '3b0 U 4w0',
  'H 9w= 1b=',
  '4w= 8b= 6w+',
];

describe('C9 in a bracket below the PAB score', () => {
  test('9 players, last round: 4 (no unplayed round) gets the PAB, not 8 (a half-point bye in round 1)', () => {
    // Before round 4: 1, 2, 3, 9 on 2 points; 4 and 8 on 1.5; 5, 6, 7 on 1, each barred from the PAB (5 and 7
    // had it, 6 won by forfeit), so the PAB score is 1.5. 4 and 8 have met nobody in the 1.5 group but each
    // other's pairing would leave a 1-point player over, so both drop into the 1-point bracket (5, 6, 7), which
    // pairs two of its residents with one of them and leaves the other over for the PAB.
    const t = field(4, CASE);
    const r = pairDutch(t, 4);
    // the reference program's round 4 (bbpPairings v6.0.0, -p on this input)
    expect(r.pab).toBe(4);
    expect(r.boards.map((b) => `${b.white}-${b.black}`).sort()).toEqual(['3-2', '5-7', '8-6', '9-1']);
  });

  test("the oracle agrees, and the narrower reading of C9 (only in the PAB score's own bracket) gives 8 the PAB", () => {
    const t = field(4, CASE);
    expect(pairDutchOracle(t, 4).pab).toBe(4);
    expect(pairDutchOracle(t, 4, { c9Scope: 'pab-score-group' }).pab).toBe(8);
  });
});
