import { available, nextStep, nextStepText } from '../../src/taskpane/words/next-step';

describe('the pane tells the next step and offers only what can run', () => {
  it('walks setup, players, round 1, results, next round, the end', () => {
    expect(nextStep(null).key).toBe('setup');
    expect(nextStep({ hasTournament: true, players: 1, totalRounds: 5, current: null }).key).toBe('players');
    expect(nextStep({ hasTournament: true, players: 12, totalRounds: 5, current: null }).key).toBe('pairFirst');
    expect(nextStep({ hasTournament: true, players: 12, totalRounds: 5, current: { round: 2, missing: 3 } })).toEqual({
      key: 'results',
      vars: { r: 2, n: 3 },
    });
    expect(nextStep({ hasTournament: true, players: 12, totalRounds: 5, current: { round: 2, missing: 0 } })).toEqual({
      key: 'pairNext',
      vars: { r: 3 },
    });
    expect(nextStep({ hasTournament: true, players: 12, totalRounds: 5, current: { round: 5, missing: 0 } }).key).toBe(
      'finished',
    );
  });

  it('keeps Pair and Reports unavailable until there is a tournament with players', () => {
    expect(available(null)).toEqual({ pair: false, reports: false, round: false });
    expect(available({ hasTournament: true, players: 0, totalRounds: 5, current: null })).toEqual({
      pair: false,
      reports: false,
      round: false,
    });
    expect(available({ hasTournament: true, players: 12, totalRounds: 5, current: null })).toEqual({
      pair: true,
      reports: false,
      round: false,
    });
    expect(available({ hasTournament: true, players: 12, totalRounds: 5, current: { round: 1, missing: 6 } })).toEqual({
      pair: true,
      reports: true,
      round: true,
    });
  });

  it('says it in Persian with the numbers in place', () => {
    expect(nextStepText('results', 'fa', { r: 2, n: 3 })).toBe('گام بعد: نتایج دور 2 را وارد کنید (3 مانده).');
  });
});
