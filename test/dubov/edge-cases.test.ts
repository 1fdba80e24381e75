import { NoLegalPairingError } from '../../src/engine/pairing';
import { pairDubov } from '../../src/engine/systems/dubov';
import { pairLim } from '../../src/engine/systems/lim';
import { tinyTournament } from './fake-players';

const pairDubov1997 = (t: Parameters<typeof pairDubov>[0], round: number) => pairDubov(t, round, { edition: '1997' });

describe.each([
  ['Dubov', pairDubov],
  ['Dubov 1997', pairDubov1997],
  ['Lim', pairLim],
] as const)('%s: small and impossible rounds', (_name, pair) => {
  test('a single player present gets the PAB', () => {
    const t = tinyTournament(
      [2000, 1900, 1800],
      [
        { 1: [2, 'w', '1'], 2: [1, 'b', '0'], 3: 'U' },
        { 1: 'Z', 2: 'Z' },
      ],
      5,
    );
    // round 2 input: 1 and 2 absent, 3 alone — but 3 already had the PAB (C.04.1 Art. 4): the arbiter decides
    expect(() => pair(t, 2)).toThrow(NoLegalPairingError);
    const t2 = tinyTournament(
      [2000, 1900, 1800],
      [
        { 1: [2, 'w', '1'], 2: [1, 'b', '0'], 3: 'Z' },
        { 1: 'Z', 2: 'Z' },
      ],
      5,
    );
    expect(pair(t2, 2)).toMatchObject({ boards: [], pab: 3 });
  });

  test('two players who have met cannot be paired again', () => {
    const t = tinyTournament([2000, 1900], [{ 1: [2, 'w', '1'], 2: [1, 'b', '0'] }], 5);
    expect(() => pair(t, 2)).toThrow(NoLegalPairingError);
  });

  test('a forfeited game is no meeting: the two may be paired again (C.04.2 3.5)', () => {
    const t = tinyTournament([2000, 1900], [{ 1: [2, 'w', '+'], 2: [1, 'b', '-'] }], 5);
    expect(pair(t, 2).boards).toHaveLength(1);
  });

  test('the PAB goes only to a player who may receive it (C.04.1 Art. 4)', () => {
    // 3 won by forfeit in round 1: only 1 or 2 may take the bye in round 2
    const t = tinyTournament(
      [2000, 1900, 1800, 1700],
      [{ 1: [2, 'w', '='], 2: [1, 'b', '='], 3: [4, 'w', '+'], 4: [3, 'b', '-'] }, { 4: 'Z' }],
      5,
    );
    const p = pair(t, 2);
    expect([1, 2]).toContain(p.pab);
  });
});
