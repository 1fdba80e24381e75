import { NoLegalPairingError } from '../../pairing';
import { tinyTournament } from '../../../../test/dubov/fake-players';
import { pairLim } from './pair-lim';

describe('Lim, Art. 6: in the last round equal scores come before the colour limits', () => {
  // 1 and 2 won twice with White; 3 and 4 lost twice with Black: the only unplayed pairs are 1–2 and 3–4,
  // and each joins two players who need the same colour
  const t = (totalRounds: number) =>
    tinyTournament(
      [2400, 2300, 2200, 2100],
      [
        { 1: [3, 'w', '1'], 3: [1, 'b', '0'], 2: [4, 'w', '1'], 4: [2, 'b', '0'] },
        { 1: [4, 'w', '1'], 4: [1, 'b', '0'], 2: [3, 'w', '1'], 3: [2, 'b', '0'] },
      ],
      totalRounds,
      'lim',
    );

  test('before the last round the colour limits are absolute (2.1): no legal pairing', () => {
    expect(() => pairLim(t(5), 3)).toThrow(NoLegalPairingError);
  });

  test('in the last round the equal scores are paired anyway', () => {
    const p = pairLim(t(3), 3, { explain: true });
    expect(p.boards.map((b) => [b.white, b.black].sort().join('-')).sort()).toEqual(['1-2', '3-4']);
    expect(p.explanation.join('\n')).toContain('last round: equal scores come before colours (Art. 6)');
  });
});
