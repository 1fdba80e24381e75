import { colourState } from './colour-preference';
import type { Colour } from '../model';

const cs = (s: string) => colourState(s.split('').filter((c) => c !== ' ') as Colour[]);

describe('colour preference (C.04.3 1.7)', () => {
  test('no game played: no preference (1.7.4)', () => {
    expect(cs('')).toMatchObject({ preference: null, strength: 'none', difference: 0 });
  });
  test('CD 0: mild, opposite of last colour (1.7.3)', () => {
    expect(cs('wb')).toMatchObject({ preference: 'w', strength: 'mild' });
    expect(cs('bw')).toMatchObject({ preference: 'b', strength: 'mild' });
  });
  test('CD ±1: strong, the colour that reduces |CD| (1.7.2)', () => {
    expect(cs('w')).toMatchObject({ preference: 'b', strength: 'strong', difference: 1 });
    expect(cs('bwb')).toMatchObject({ preference: 'w', strength: 'strong', difference: -1 });
  });
  test('two latest the same: absolute (1.7.1)', () => {
    expect(cs('bww')).toMatchObject({ preference: 'b', strength: 'absolute', repeatedColour: 'w' });
    expect(cs('wbb')).toMatchObject({ preference: 'w', strength: 'absolute', repeatedColour: 'b' });
  });
  test('|CD| > 1: absolute towards the lower colour (1.7.1)', () => {
    expect(cs('wbww')).toMatchObject({ preference: 'b', strength: 'absolute', difference: 2 });
  });
  test('CD decides when repetition and imbalance disagree (topscorer aftermath)', () => {
    // CD = -2 but the last two were White: only possible after a last-round exception
    expect(cs('bbbbww')).toMatchObject({ preference: 'w', strength: 'absolute', difference: -2 });
  });
  test('the spec example: B W W absolute Black, W B W strong Black', () => {
    expect(cs('bww')).toMatchObject({ preference: 'b', strength: 'absolute' });
    expect(cs('wbw')).toMatchObject({ preference: 'b', strength: 'strong' });
  });
});
