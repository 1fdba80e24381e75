import { cardTournament } from '../../../test/tiebreaks/cards';
import { computeTiebreak, DEFAULT_TIEBREAKS, matchPoints, registeredCodes } from './index';

describe('team tie-breaks', () => {
  it('registers every team code and refuses to compute it without team data', () => {
    const t = cardTournament([{ card: '2w1' }, { card: '1b0' }]);
    for (const code of [
      'MPvGP',
      'EMMSB',
      'EMGSB',
      'EGMSB',
      'EGGSB',
      'EDE',
      'EDEBT',
      'EDEBB',
      'EDET',
      'EDEB',
      'BC',
      'TBR',
      'BBE',
      'SSSC',
    ]) {
      expect(registeredCodes()).toContain(code.toUpperCase());
      expect(() => computeTiebreak(t, code)).toThrow(new RegExp(`tie-break ${code}: requires team data`));
    }
  });

  it('match points: more than half the board points wins, exactly half draws (booklet)', () => {
    expect(matchPoints(2.5, 4)).toBe(2);
    expect(matchPoints(2, 4)).toBe(1);
    expect(matchPoints(1.5, 4)).toBe(0);
    expect(matchPoints(3, 4, { win: 3, draw: 1, loss: 0 })).toBe(3);
  });
});

describe('default orders', () => {
  it('use only registered codes', () => {
    for (const list of Object.values(DEFAULT_TIEBREAKS)) {
      const t = cardTournament([{ card: '2w1' }, { card: '1b0' }]);
      for (const code of list) expect(() => computeTiebreak(t, code)).not.toThrow();
    }
  });
});
