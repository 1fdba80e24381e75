import { buildPairingState } from '../../history/pairing-state';
import { tinyTournament } from '../../../../test/dubov/fake-players';
import { compatible, limContext } from './context';

describe('Lim compatibility (2.1, Art. 6) and previous floats (3.10)', () => {
  // r1: 1–2 ½, 3–4 1–0, 5–6 ½, 7 absent; r2: 1 (½) v 4 (0), 5 (½) v 2 (½), 3 (1) v 6 (½), 7 PAB
  const t = (totalRounds: number) =>
    tinyTournament(
      [2400, 2300, 2200, 2100, 2000, 1900, 1800],
      [
        {
          1: [2, 'w', '='],
          2: [1, 'b', '='],
          3: [4, 'w', '1'],
          4: [3, 'b', '0'],
          5: [6, 'w', '='],
          6: [5, 'b', '='],
          7: 'Z',
        },
        {
          1: [4, 'w', '1'],
          4: [1, 'b', '0'],
          5: [2, 'w', '='],
          2: [5, 'b', '='],
          6: [3, 'w', '0'],
          3: [6, 'b', '1'],
          7: 'U',
        },
      ],
      totalRounds,
      'lim',
    );

  test('two players who both need the same colour are not compatible, except in the last round', () => {
    const early = limContext(buildPairingState(t(5), 3));
    const last = limContext(buildPairingState(t(3), 3));
    const pair = (ctx: typeof early, a: number, b: number) => compatible(ctx, ctx.players.get(a)!, ctx.players.get(b)!);
    // 1 and 5 have played White twice (both need Black); 2 and 4 Black twice (both need White)
    expect([pair(early, 1, 5), pair(early, 2, 4), pair(early, 1, 4), pair(early, 1, 6)]).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect([pair(last, 1, 5), pair(last, 2, 4), pair(last, 1, 4)]).toEqual([true, true, false]); // a rematch stays illegal
  });

  test('3.10: paired against another score, or the PAB, in the previous round = floated', () => {
    const ctx = limContext(buildPairingState(t(5), 3));
    expect([1, 2, 3, 4, 5, 6, 7].map((id) => ctx.players.get(id)!.floatedLastRound)).toEqual([
      true,
      false,
      true,
      true,
      false,
      true,
      true,
    ]);
  });
});
