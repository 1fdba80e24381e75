import { composeWeight } from './weight-compose';
import { limbsForBits, wideToHex } from '../../matching/wide-int';
import { seededRandom } from '../../seeded-random';

function big(terms: number[], delta: number): bigint {
  let x = BigInt(delta);
  for (let i = 0; i < terms.length; i += 2) x += BigInt(terms[i + 1]) << BigInt(terms[i]);
  return x;
}

const rng = seededRandom;

describe('composeWeight', () => {
  test('equals the BigInt sum of its terms, with carries and negative deltas', () => {
    const rand = rng(11);
    for (let t = 0; t < 5000; t++) {
      const bits = 20 + Math.floor(rand() * 400);
      const limbs = limbsForBits(bits + 2);
      const terms: number[] = [];
      const count = Math.floor(rand() * 12);
      for (let i = 0; i < count; i++) {
        terms.push(
          Math.floor(rand() * Math.max(1, bits - 31)),
          Math.floor(rand() * 2 ** (1 + Math.floor(rand() * 30))),
        );
      }
      let delta = Math.floor(rand() * 2000) - 1000;
      if (big(terms, delta) < BigInt(0)) delta = 0;
      const dst = new Float64Array(limbs);
      composeWeight(terms, delta, dst, 0, limbs);
      const hex = wideToHex(dst, 0, limbs)
        .replace(/^0x/, '')
        .replace(/^0+(?=.)/, '');
      expect(hex).toBe(big(terms, delta).toString(16));
    }
  });

  test('rejects a weight that does not fit', () => {
    expect(() => composeWeight([60, 1], 0, new Float64Array(1), 0, 1)).toThrow(RangeError);
    expect(() => composeWeight([-1, 1], 0, new Float64Array(1), 0, 1)).toThrow(RangeError);
  });
});
