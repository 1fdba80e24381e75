import '../support/verify-matching';
import { NoLegalPairingError } from '../../src/engine/pairing';
import { pairDutch } from '../../src/engine/systems/dutch';
import { type IndexPair, firstDifference, pairKey } from './bracket';
import { oracleTournament } from './build';
import { compareExchanges } from './generation-order';
import { pairDutchOracle } from './oracle';

/**
 * Cases found by the oracle searches that pin down rare rules, a reading the text leaves open, and an engine
 * deviation from an absolute criterion.
 */

describe('4.3 rule 4 decides (round 1, arbiter-forbidden pairs only; found by random search)', () => {
  // In round 1 every criterion but C1 is silent, so the pairing is the first legal candidate in Article 4
  // order. In these fields the two earliest exchanges with a legal candidate move the same players out of S1
  // with the same BSN-sum difference; only rule 4 ("lowest differing BSN moved S2→S1") separates them.
  const cases = [
    {
      n: 10,
      forbidden: [
        [1, 2],
        [1, 3],
        [1, 6],
        [1, 7],
        [1, 8],
        [1, 9],
        [1, 10],
        [2, 3],
        [2, 5],
        [2, 6],
        [2, 7],
        [2, 8],
        [2, 9],
        [2, 10],
        [3, 4],
        [3, 7],
        [3, 9],
        [3, 10],
        [4, 6],
        [4, 7],
        [4, 8],
        [4, 10],
        [5, 6],
        [5, 9],
        [6, 9],
        [7, 9],
      ],
      rule4Winner: '1-5 2-4 3-8 6-7 9-10',
      rule4Loser: '1-5 2-4 3-6 7-10 8-9',
    },
    {
      n: 12,
      forbidden: [
        [1, 2],
        [1, 4],
        [1, 6],
        [1, 8],
        [1, 9],
        [1, 10],
        [1, 11],
        [1, 12],
        [2, 4],
        [2, 7],
        [2, 8],
        [2, 9],
        [2, 10],
        [2, 11],
        [2, 12],
        [3, 7],
        [3, 8],
        [3, 9],
        [3, 10],
        [3, 11],
        [3, 12],
        [4, 5],
        [4, 9],
        [4, 11],
        [4, 12],
        [5, 6],
        [5, 8],
        [5, 9],
        [5, 10],
        [5, 11],
        [5, 12],
        [6, 7],
        [6, 10],
        [6, 11],
        [6, 12],
        [7, 8],
        [7, 9],
        [7, 10],
        [8, 10],
        [8, 11],
        [8, 12],
        [9, 10],
        [10, 12],
      ],
      rule4Winner: '1-7 2-5 3-6 4-10 8-9 11-12',
      rule4Loser: '1-7 2-5 3-6 4-8 9-12 10-11',
    },
    {
      n: 12,
      forbidden: [
        [1, 3],
        [1, 4],
        [1, 11],
        [1, 12],
        [2, 3],
        [2, 5],
        [2, 6],
        [2, 7],
        [2, 8],
        [2, 9],
        [2, 10],
        [2, 11],
        [2, 12],
        [3, 4],
        [3, 6],
        [3, 7],
        [3, 8],
        [3, 9],
        [3, 11],
        [4, 5],
        [4, 6],
        [4, 7],
        [4, 8],
        [4, 10],
        [4, 11],
        [4, 12],
        [5, 6],
        [5, 8],
        [5, 10],
        [5, 11],
        [5, 12],
        [6, 7],
        [6, 8],
        [6, 9],
        [6, 10],
        [6, 11],
        [6, 12],
        [7, 10],
        [7, 11],
        [8, 9],
        [8, 11],
        [9, 10],
        [9, 12],
        [11, 12],
      ],
      rule4Winner: '1-6 2-4 3-12 5-9 7-8 10-11',
      rule4Loser: '1-6 2-4 3-10 5-7 8-12 9-11',
    },
  ];

  const parse = (s: string): IndexPair[] =>
    s.split(' ').map((p) => p.split('-').map((x) => Number(x) - 1) as unknown as IndexPair);
  // the exchange that makes a pairing's higher-ranked members S1 (S1 = the first n/2 BSNs)
  const exchangeOf = (pairs: IndexPair[], n: number) => {
    const higher = pairs.map(([a, b]) => Math.min(a, b) + 1);
    const out = Array.from({ length: n / 2 }, (_, i) => i + 1)
      .filter((b) => !higher.includes(b))
      .sort((x, y) => y - x);
    const inn = higher.filter((b) => b > n / 2).sort((x, y) => x - y);
    return { out, in: inn };
  };

  test.each(cases)(
    '%# : the oracle takes the rule-4 winner and the engine agrees',
    ({ n, forbidden, rule4Winner, rule4Loser }) => {
      const t = {
        ...oracleTournament({ totalRounds: 5, players: Array.from({ length: n }, () => '.') }),
        forbiddenPairs: forbidden.map((ids) => ({ ids })),
      };
      const oracle = pairDutchOracle(t, 1);
      const { bracket, choice } = oracle.detail.brackets[0];
      expect(pairKey(choice.pairs)).toBe(pairKey(parse(rule4Winner)));
      // the loser is a legal candidate with the same failure vector: only the generation order separates them
      const loser = bracket.assess(parse(rule4Loser));
      if (!loser.valid) throw new Error(loser.reason);
      expect(firstDifference(choice.vector, loser.vector)).toBeNull();
      const win = exchangeOf(parse(rule4Winner), n);
      const lose = exchangeOf(parse(rule4Loser), n);
      expect(win.out).toEqual(lose.out); // rules 1 and 3 tie
      expect(win.in.reduce((a, b) => a + b)).toBe(lose.in.reduce((a, b) => a + b)); // rule 2 ties
      expect(compareExchanges(win, lose)).toBeLessThan(0); // rule 4 decides
      const engine = pairDutch(t, 1);
      expect(pairKey(engine.boards.map((b) => [b.white - 1, b.black - 1] as const))).toBe(pairKey(parse(rule4Winner)));
    },
  );
});

describe('C9 scope — the text leaves it open (dutch.md §2.4: "the precise boundary is not defined normatively")', () => {
  // 9 players, final round. The PAB score is 3.0. The 3.0 bracket (1 2 6 7 8) can only pair 1-7, so 2, 6 and 8
  // float into the 2.5 bracket (3, 5), where two of them are paired and the third takes the PAB.
  // Unplayed rounds: 2 and 8 one each, 6 two.
  const t = oracleTournament({
    totalRounds: 7,
    players: [
      '9b1 6b= 3w1 2w= 8b0 4w0',
      '8w1 0Z 7w= 1b= 9b= 6w=',
      '0U 0H 1b0 9w= 4b0 5w=',
      '7b= 5w0 8b1 0H 3w1 1b1',
      '0Z 4b1 9w0 6w0 0U 3b=',
      '0H 1w= 0Z 5b1 7w= 2b=',
      '4w= 8w0 2b= 0H 6b= 0U',
      '2b0 7b1 4w0 0U 1w1 9b0',
      '1w0 0U 5b1 3b= 2w= 8w1',
    ],
  });

  test('reference reading (bbpPairings v6.0.0, checked with -p): the 2.5 bracket downfloats one player who gets the PAB, so C9 gives it to 2', () => {
    const oracle = pairDutchOracle(t, 7);
    expect(oracle.brackets[2]).toMatchObject({ mdps: [2, 6, 8], residents: [3, 5], downfloaters: [2] });
    expect(oracle.detail.brackets[2].choice.vector.c9).toBe(1);
    expect(oracle.pab).toBe(2);
    const engine = pairDutch(t, 7);
    expect({ boards: engine.boards, pab: engine.pab }).toEqual({ boards: oracle.boards, pab: oracle.pab });
    expect(engine.boards.map((b) => `${b.white}-${b.black}`).sort()).toEqual(['4-9', '6-3', '7-1', '8-5']);
  });

  test("narrower reading: C9 only in the PAB score group's own bracket — 2-5, 8-3 and the PAB to 6", () => {
    const narrow = pairDutchOracle(t, 7, { c9Scope: 'pab-score-group' });
    expect(narrow.brackets[2]).toMatchObject({ mdps: [2, 6, 8], residents: [3, 5], downfloaters: [6] });
    expect(narrow.pab).toBe(6);
  });
});

describe('C2 is absolute: a round whose every possible leftover is barred from the PAB has no legal pairing', () => {
  // 3 players. Round 1: 1-3 (1 wins), PAB to 2. Round 2: 1-2 forfeit (1 wins without playing), PAB to 3.
  // Round 3: 1 and 3 have met, so 2 must play; the leftover is 1 (forfeit win) or 3 (PAB): both barred by C2
  // (C.04.1 Art. 4). No legal pairing exists (1.9.3: the Chief Arbiter decides).
  const t = oracleTournament({ totalRounds: 3, players: ['3w1 2w+', '0U 1b-', '1b0 0U'] });

  test('the oracle refuses the round', () => {
    expect(() => pairDutchOracle(t, 3)).toThrow(NoLegalPairingError);
  });

  // Found by the oracle: the engine (like the reference program's pre-pass) used to pair this round with the PAB to
  // an ineligible player; it now refuses, as 1.9.3 asks.
  test('the engine refuses the round too', () => {
    expect(() => pairDutch(t, 3)).toThrow(NoLegalPairingError);
  });
});
