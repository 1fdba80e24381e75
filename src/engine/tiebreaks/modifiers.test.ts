import { cutBuchholz, cutSonnebornBerger, cutValues } from './modifiers';
import type { ScoreElement } from './types';

const el = (round: number, value: number, points: number, vur = false): ScoreElement => ({
  round,
  opponent: vur ? 0 : round + 100,
  value,
  points,
  vur,
  dummy: vur,
});
const total = (xs: readonly ScoreElement[]) => xs.reduce((s, e) => s + e.value, 0);
const sb = (xs: readonly ScoreElement[]) => xs.reduce((s, e) => s + e.value * e.points, 0);

describe('cutBuchholz (C.07 14.1-14.2 with 16.5)', () => {
  // tiebreaks.md 3.4, swiss08 player 3: contributions 2.0, 2.5 (HPB dummy, VUR), 2.5, 3.5, 2.5
  const p3 = [el(1, 2, 1), el(2, 2.5, 0.5, true), el(3, 2.5, 0.5), el(4, 3.5, 0.5), el(5, 2.5, 1)];

  it('Cut-1 removes the lowest VUR, even above the lowest opponent', () => {
    expect(total(cutBuchholz(p3, { low: 1, high: 0, vurRule: true }))).toBe(10.5); // 13 - 2.5
  });

  it('removes the plain lowest without the VUR rule (legacy) or without VURs', () => {
    expect(total(cutBuchholz(p3, { low: 1, high: 0, vurRule: false }))).toBe(11); // 13 - 2.0
    const noVur = p3.map((e) => ({ ...e, vur: false }));
    expect(total(cutBuchholz(noVur, { low: 1, high: 0, vurRule: true }))).toBe(11);
  });

  it('Cut-2 re-applies the rule: the VUR first, then the lowest of the rest', () => {
    expect(total(cutBuchholz(p3, { low: 2, high: 0, vurRule: true }))).toBe(8.5); // 13 - 2.5 - 2.0
  });

  it('Median-1 removes the least significant (VUR) then the highest', () => {
    expect(total(cutBuchholz(p3, { low: 1, high: 1, vurRule: true }))).toBe(7); // 13 - 2.5 - 3.5
  });

  it('cutting more elements than exist leaves an empty sum', () => {
    expect(cutBuchholz(p3.slice(0, 2), { low: 2, high: 2, vurRule: true })).toEqual([]);
  });
});

describe('cutSonnebornBerger (16.5.2)', () => {
  // tiebreaks.md 3.4, swiss20-sbc1-vur-order player 1: R1 HPB 4.5 x ½ (VUR), R2 7.5 x 0, R3 5 x ½, R4 5 x 1,
  // R5 forfeit loss 5.5 x 0 (VUR), R6 3.5 x 1, R7 3.5 x ½, R8 5 x 1, R9 6 x 1 -> SB 26.0
  const p1 = [
    el(1, 4.5, 0.5, true),
    el(2, 7.5, 0),
    el(3, 5, 0.5),
    el(4, 5, 1),
    el(5, 5.5, 0, true),
    el(6, 3.5, 1),
    el(7, 3.5, 0.5),
    el(8, 5, 1),
    el(9, 6, 1),
  ];

  it('cuts the higher of the lowest VUR contribution and the least significant value', () => {
    expect(sb(p1)).toBe(26);
    // (a) lowest VUR contribution 0 (R5); (b) lowest opponent score 3.5 (R6, R7), smallest contribution 1.75 (R7)
    // -> remove 1.75: 24.25 (TieBreakServer 1.9.57 removes the VUR with the lowest dummy score, R1: 23.75)
    expect(sb(cutSonnebornBerger(p1, { low: 1, high: 0, vurRule: true }))).toBe(24.25);
  });

  it('without VURs removes the contribution of the lowest-scored opponent, smallest among equals', () => {
    const plain = p1.map((e) => ({ ...e, vur: false }));
    // lowest score is 3.5 (R6 3.5, R7 1.75) - the dummies 4.5 and 5.5 are higher - so 1.75 goes
    expect(sb(cutSonnebornBerger(plain, { low: 1, high: 0, vurRule: true }))).toBe(24.25);
    // a lower-scored opponent whose contribution is larger still goes first: it is the least significant value
    const xs = [el(1, 1, 1), el(2, 4, 0)];
    expect(sb(cutSonnebornBerger(xs, { low: 1, high: 0, vurRule: false }))).toBe(0);
  });

  it('removes the VUR when its contribution is the higher one', () => {
    // (a) VUR contribution 2.25 (4.5 x ½); (b) lowest opponent 1.0 x 1 = 1.0 -> the VUR goes
    const xs = [el(1, 4.5, 0.5, true), el(2, 1, 1), el(3, 6, 1)];
    expect(sb(cutSonnebornBerger(xs, { low: 1, high: 0, vurRule: true }))).toBe(7);
  });
});

describe('cutValues', () => {
  it('drops the lowest and highest values (ARO-C1 / ARO-M1)', () => {
    // booklet ARO example: dropping the lowest rating (2139) leaves 19558 over 8 opponents
    const ratings = [2435, 2338, 2450, 2456, 2139, 2550, 2344, 2540, 2445];
    expect(cutValues(ratings, 1, 0).reduce((a, b) => a + b, 0)).toBe(19558);
    expect(cutValues(ratings, 1, 1)).toHaveLength(7);
    expect(cutValues(ratings, 1, 1)).not.toContain(2550);
    expect(cutValues([1, 2], 2, 1)).toEqual([]);
  });
});
