import type { PairingSystemId, Tournament } from '../model';
import type { Board, RoundPairing } from '../pairing';
import { buildTournament } from '../../../test/support/tournament-builder';
import { ROUND_RULES, RoundInvariantError, assertRoundInvariants, checkedRegistry } from './round-invariants';
import { SYSTEMS, pairRound } from '.';
import { buildPairingState, sharingPairingStates } from '../history/pairing-state';

const round = (boards: [number, number][], pab: number | null = null, r = 3): RoundPairing => ({
  round: r,
  boards: boards.map(([white, black]): Board => ({ white, black })),
  pab,
  explanation: [],
});

const withSystem = (t: Tournament, system: PairingSystemId): Tournament => ({ ...t, system });

/**
 * Six players after two rounds. 1, 3 and 5 had White twice (absolute preference for Black); 2, 4, 6 had Black
 * twice (absolute White). 1–2, 3–4, 5–6 met in round 1; 1–4, 3–6, 5–2 in round 2. Player 6 got nothing yet.
 */
const SIX = ['2w1 4w1', '1b0 5b0', '4w1 6w1', '3b0 1b0', '6w1 2w1', '5b0 3b0'];

function expectProblem(t: Tournament, pairing: RoundPairing, pattern: RegExp): void {
  let error: unknown;
  try {
    assertRoundInvariants(t, pairing.round, pairing);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(RoundInvariantError);
  const message = (error as Error).message;
  expect(message).toMatch(/^Internal error: the pairing engine produced an invalid pairing for round 3/);
  expect(message).toMatch(/send the tournament file/);
  expect(message).toMatch(pattern);
}

describe('assertRoundInvariants', () => {
  const t = buildTournament(SIX, { totalRounds: 5 });

  test('a legal round passes', () => {
    // 1 (absolute Black) meets 6 (absolute White), 2 meets 3, 4 meets 5: no rematch, no clash
    expect(() =>
      assertRoundInvariants(
        t,
        3,
        round([
          [6, 1],
          [2, 3],
          [4, 5],
        ]),
      ),
    ).not.toThrow();
  });

  test('a player paired twice', () => {
    expectProblem(
      t,
      round([
        [6, 1],
        [2, 3],
        [4, 1],
      ]),
      /player 1 is paired twice/,
    );
    expectProblem(
      t,
      round(
        [
          [6, 1],
          [2, 3],
        ],
        1,
      ),
      /player 1 is paired twice/,
    );
  });

  test('a player paired with himself, or a player who is not in the tournament', () => {
    expectProblem(
      t,
      round([
        [6, 1],
        [2, 3],
        [4, 4],
      ]),
      /pairs player 4 with himself/,
    );
    expectProblem(
      t,
      round([
        [6, 1],
        [2, 3],
        [4, 9],
      ]),
      /player 9, who is not in the tournament/,
    );
  });

  test('a rematch', () => {
    expectProblem(
      t,
      round([
        [6, 1],
        [2, 5],
        [4, 3],
      ]),
      /board 2: players 2 and 5 have already played each other/,
    );
  });

  test('an arbiter-forbidden pair counts as a rematch for the Swiss systems', () => {
    const forbidden = { ...t, forbiddenPairs: [{ ids: [2, 3] }] };
    expectProblem(
      forbidden,
      round([
        [6, 1],
        [2, 3],
        [4, 5],
      ]),
      /players 2 and 3 have already played each other or may not meet/,
    );
  });

  test('two players with the same absolute colour preference', () => {
    // 6 and 2 both had Black twice: both must have White
    expectProblem(
      t,
      round([
        [6, 2],
        [4, 1],
        [3, 5],
      ]),
      /board 1: players 6 and 2 have the same absolute colour preference/,
    );
  });

  test('absolute colours: Dutch topscorers in the last round, Lim in the last round, Burstein and Dubov never', () => {
    // 1 and 3 had White twice and lead: in the final round both are topscorers; nobody else has a clash
    const lines = ['2w1 4w1', '1b0 5w0', '4w1 6w1', '3b0 1b0', '6w= 2b1', '5b= 3b0'];
    const last = buildTournament(lines, { totalRounds: 3 });
    const topscorers = round([
      [1, 3],
      [4, 5],
      [6, 2],
    ]);
    expect(() => assertRoundInvariants(last, 3, topscorers)).not.toThrow();
    expect(() => assertRoundInvariants(withSystem(last, 'lim'), 3, topscorers)).not.toThrow();
    expectProblem(withSystem(last, 'burstein'), topscorers, /players 1 and 3 have the same absolute colour preference/);
    expectProblem(withSystem(last, 'dubov'), topscorers, /players 1 and 3 have the same absolute colour preference/);
    // not the final round: neither the Dutch nor Lim allows it
    const early = buildTournament(lines, { totalRounds: 5 });
    expectProblem(early, topscorers, /players 1 and 3 have the same absolute colour preference/);
    expectProblem(withSystem(early, 'lim'), topscorers, /players 1 and 3 have the same absolute colour preference/);
  });

  test('the PAB: only to an eligible player, only with an odd number, and nobody left out', () => {
    const seven = buildTournament([...SIX.slice(0, 5), '5b0 3b0', 'U U'], { totalRounds: 5 });
    // 7 players, 7 had two PABs: giving him a third is refused
    expectProblem(
      seven,
      round(
        [
          [6, 1],
          [2, 3],
          [4, 5],
        ],
        7,
      ),
      /bye goes to player 7, who may not receive it/,
    );
    expect(() =>
      assertRoundInvariants(
        seven,
        3,
        round(
          [
            [6, 1],
            [2, 3],
            [7, 5],
          ],
          4,
        ),
      ),
    ).not.toThrow();
    expectProblem(
      t,
      round(
        [
          [6, 1],
          [2, 3],
        ],
        4,
      ),
      /bye with an even number \(6\)/,
    );
    expectProblem(
      t,
      round([
        [6, 1],
        [2, 3],
      ]),
      /players 4, 5 left unpaired/,
    );
  });

  test('a player not due to be paired (an input bye) is not on a board', () => {
    const absent = { ...t, byeRequests: [{ round: 3, id: 4, kind: 'H' as const }] };
    expectProblem(
      absent,
      round([
        [6, 1],
        [2, 3],
        [4, 5],
      ]),
      /player 4 is not due to be paired/,
    );
  });

  test('round robins: a single round robin never repeats a pair, a double one does; no Swiss checks', () => {
    const rr = withSystem(t, 'round-robin');
    expectProblem(
      rr,
      round([
        [6, 3],
        [2, 1],
        [4, 5],
      ]),
      /players 2 and 1 already met in round 1/,
    );
    expect(() =>
      assertRoundInvariants(
        withSystem(t, 'double-round-robin'),
        3,
        round([
          [6, 3],
          [2, 1],
          [4, 5],
        ]),
      ),
    ).not.toThrow();
    // colours and the bye are the schedule's business
    expect(() =>
      assertRoundInvariants(
        rr,
        3,
        round(
          [
            [6, 2],
            [1, 5],
          ],
          3,
        ),
      ),
    ).not.toThrow();
    expect(ROUND_RULES.knockout.noRematch).toBe(false);
  });

  test("a checked pairing derives the players' state once (shared by the system and the check)", () => {
    expect(buildPairingState(t, 3)).not.toBe(buildPairingState(t, 3));
    sharingPairingStates(() => {
      expect(buildPairingState(t, 3)).toBe(buildPairingState(t, 3));
      expect(buildPairingState(t, 2)).not.toBe(buildPairingState(t, 3));
    });
  });

  test('the registry stores every system checked, so that a broken system cannot reach a writer', () => {
    const registry = checkedRegistry();
    registry.dutch = () =>
      round([
        [6, 1],
        [2, 1],
        [4, 5],
      ]);
    expect(() => registry.dutch!(t, 3)).toThrow(RoundInvariantError);
    // the real registry: a correct round passes through unchanged
    expect(SYSTEMS.dutch).toBeDefined();
    const first = pairRound(buildTournament(['', '', '', ''], { totalRounds: 3 }), 1);
    expect(first.boards).toHaveLength(2);
  });
});
