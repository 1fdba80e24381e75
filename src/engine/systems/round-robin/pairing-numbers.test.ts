import { adviseWithdrawalBeforeRoundOne, proposeDraw, seededRandom } from './pairing-numbers';

describe('drawing pairing numbers by lot (other-systems.md §1.2)', () => {
  const entrants = [
    { id: 1, rating: 2100 },
    { id: 2, rating: 2400 },
    { id: 3, rating: 1900 },
    { id: 4, rating: 2400 },
    { id: 5, rating: 0 },
  ];

  test('every entrant gets a different number 1..n, the highest-rated draws first', () => {
    for (let seed = 0; seed < 50; seed++) {
      const draw = proposeDraw(entrants, seed);
      expect([...draw.numbers.values()].sort()).toEqual([1, 2, 3, 4, 5]);
      expect(draw.drawingOrder).toEqual([2, 4, 1, 3, 5]);
    }
  });

  test('the same seed reproduces the draw; different seeds give different draws', () => {
    expect(proposeDraw(entrants, 42).numbers).toEqual(proposeDraw(entrants, 42).numbers);
    const distinct = new Set(
      Array.from({ length: 30 }, (_, s) => JSON.stringify([...proposeDraw(entrants, s).numbers])),
    );
    expect(distinct.size).toBeGreaterThan(10);
  });

  test('the generator stays in [0, 1)', () => {
    const random = seededRandom(7);
    for (let i = 0; i < 1000; i++) {
      const x = random();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});

describe('withdrawal after the draw, before round 1 (§1.2, an arbiter choice)', () => {
  test('the highest number of an even field becomes the bye', () => {
    expect(adviseWithdrawalBeforeRoundOne(10, 10, false).recommended).toBe('number-becomes-bye');
  });
  test('a substitute keeps the number', () => {
    expect(adviseWithdrawalBeforeRoundOne(10, 4, true).recommended).toBe('substitute-takes-number');
  });
  test('otherwise a new draw is offered', () => {
    const advice = adviseWithdrawalBeforeRoundOne(10, 4, false);
    expect(advice.recommended).toBe('new-draw');
    expect(advice.options).toContain('new-draw');
    expect(adviseWithdrawalBeforeRoundOne(9, 9, false).recommended).toBe('new-draw');
  });
});
