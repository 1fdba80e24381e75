import '../support/verify-matching';
import { formatPairing } from '../../src/engine/pairing';
import { pairDutch } from '../../src/engine/systems/dutch';
import { firstDifference } from './bracket';
import { oracleTournament } from './build';
import { pairDutchOracle } from './oracle';

const ids = (xs: readonly number[]) => [...xs];

describe('oracle on the worked examples of dutch.md §6', () => {
  test('§6.1: round 1, nine players: 1-5, 6-2, 3-7, 8-4, PAB to 9', () => {
    const t = oracleTournament({ totalRounds: 5, players: Array.from({ length: 9 }, () => '.') });
    const r = pairDutchOracle(t, 1);
    expect(r.boards).toEqual([
      { white: 1, black: 5 },
      { white: 6, black: 2 },
      { white: 3, black: 7 },
      { white: 8, black: 4 },
    ]);
    expect(r.pab).toBe(9);
    // one homogeneous bracket, MaxPairs 4, first candidate perfect
    expect(r.brackets).toHaveLength(1);
    expect(r.detail.brackets[0].choice.chosenAt).toBe(1);
  });

  // 3 rounds, pairing the final round; 4 is absent in round 3
  const c5 = oracleTournament({
    totalRounds: 3,
    players: ['4w1 2b1', '5b1 1w0', '6w1 4b1', '1b0 3w0 0Z', '2w0 6b1', '3b0 5w0'],
  });

  test('§6.2: C5 overrides C6 — both 2-point players downfloat so that the PAB goes to a 0-point player', () => {
    const r = pairDutchOracle(c5, 3);
    expect(r.pabScore).toBe(0);
    expect(r.brackets[0]).toEqual({ mdps: [], residents: [1, 3], pairs: [], downfloaters: [1, 3] });
    expect(r.brackets[1].pairs).toEqual([
      [1, 5],
      [3, 2],
    ]);
    expect(r.boards).toEqual([
      { white: 1, black: 5 },
      { white: 3, black: 2 },
    ]);
    expect(r.pab).toBe(6);
    expect(formatPairing({ round: 3, boards: r.boards, pab: r.pab, explanation: [] })).toBe('3\n1 5\n3 2\n6 0\n');
  });

  test('§6.2: pairing 1-3 in the top bracket is not a candidate (it leaves a 1-point PAB)', () => {
    const r = pairDutchOracle(c5, 3);
    const top = r.detail.brackets[0].bracket;
    const [i1, i3] = [0, 1]; // indices in 1.2 order: 1 and 3 head the list with 2 points
    expect(top.assess([[i1, i3]])).toEqual({ valid: false, reason: 'C4/C5: no completion with the fixed PAB score' });
  });

  test('§6.2: in the 1-point bracket the transposition 3-4 (1-2, already played) is skipped for 4-3', () => {
    const r = pairDutchOracle(c5, 3);
    const second = r.detail.brackets[1];
    // BSN 1, 2 = MDPs 1, 3; BSN 3, 4 = residents 2, 5; the second transposition is the first legal one
    expect(second.bracket.generationIndex(second.choice.pairs)).toBe(2);
  });

  // round 1: 1-3 1-0, 4-2 0-1, 5 absent
  const c9 = oracleTournament({ totalRounds: 3, players: ['3w1', '4b1', '1b0', '2w0', '0Z'] });

  test('§6.3: C9 — the PAB goes to the 0-point player with no unplayed round, not to the absentee', () => {
    const r = pairDutchOracle(c9, 2);
    expect(r.boards).toEqual([
      { white: 2, black: 1 },
      { white: 3, black: 5 },
    ]);
    expect(r.pab).toBe(4);
    expect(ids(r.brackets[1].residents)).toEqual([3, 4, 5]);
    expect(r.detail.brackets[1].choice.vector.c9).toBe(0);
  });

  test('§6.3: the first candidate 3-4 satisfies both colour preferences but loses on C9', () => {
    const r = pairDutchOracle(c9, 2);
    const { bracket, choice } = r.detail.brackets[1];
    const idx = (id: number) => r.detail.ctx.players.findIndex((p) => p.id === id);
    const first = bracket.assess([[idx(3), idx(4)]]);
    if (!first.valid) throw new Error(first.reason);
    expect(first.vector.c9).toBe(1);
    expect(first.vector.c12).toBe(0);
    expect(choice.vector.c12).toBe(0); // 5 has no preference
    expect(firstDifference(choice.vector, first.vector)).toEqual({ criterion: 'c9', sign: -1 });
  });

  test('the fast engine agrees on the three examples', () => {
    const blank9 = oracleTournament({ totalRounds: 5, players: Array.from({ length: 9 }, () => '.') });
    for (const [t, round] of [
      [blank9, 1],
      [c5, 3],
      [c9, 2],
    ] as const) {
      const o = pairDutchOracle(t, round);
      const e = pairDutch(t, round);
      expect({ boards: e.boards, pab: e.pab }).toEqual({ boards: o.boards, pab: o.pab });
    }
  });
});
