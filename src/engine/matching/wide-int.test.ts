import { seededRandom } from '../seeded-random';
import {
  FieldLayout,
  LIMB_BITS,
  WideInt,
  limbsForBits,
  wideAdd,
  wideCompare,
  wideFits,
  wideFromHex,
  wideHalve,
  wideIsZero,
  wideMulSmall,
  wideNegate,
  wideSign,
  wideShiftLeft,
  wideSub,
  wideToHex,
} from './wide-int';

// BigInt is the oracle here (tests only; production code must not use it). No BigInt literals: target is ES2019.
const ZERO = BigInt(0);
const ONE = BigInt(1);
const RADIX = BigInt(2) ** BigInt(LIMB_BITS);

const rng = seededRandom;

function toBig(a: Float64Array, off: number, limbs: number): bigint {
  let v = BigInt(a[off]); // signed top limb
  for (let i = 1; i < limbs; i++) v = v * RADIX + BigInt(a[off + i]);
  return v;
}

function fromBig(x: bigint, limbs: number): Float64Array {
  const out = new Float64Array(limbs);
  let rest = x;
  for (let i = limbs - 1; i > 0; i--) {
    let low = rest % RADIX;
    if (low < ZERO) low += RADIX;
    out[i] = Number(low);
    rest = (rest - low) / RADIX;
  }
  out[0] = Number(rest);
  return out;
}

/** A random value of magnitude below 2^(bits) with many "edge" shapes: limbs all ones, all zeros, tiny, etc. */
function randomBig(next: () => number, bits: number): bigint {
  const shape = Math.floor(next() * 6);
  let v = ZERO;
  const words = Math.ceil(bits / 16);
  for (let i = 0; i < words; i++) {
    let word: number;
    if (shape === 0) word = 0xffff;
    else if (shape === 1) word = next() < 0.8 ? 0 : Math.floor(next() * 65536);
    else if (shape === 2) word = next() < 0.5 ? 0xffff : 0;
    else word = Math.floor(next() * 65536);
    v = (v << BigInt(16)) | BigInt(word);
  }
  v &= (ONE << BigInt(bits)) - ONE;
  if (shape === 5) v >>= BigInt(Math.floor(next() * bits));
  return next() < 0.5 ? -v : v;
}

describe('wide-int arithmetic matches BigInt', () => {
  const limbCounts = [1, 2, 3, 7];
  const casesPerWidth = 1500;

  for (const limbs of limbCounts) {
    test(`${limbs} limb(s): add, sub, negate, compare, sign, halve, mulSmall, hex round trip`, () => {
      const next = rng(1000 + limbs);
      const valueBits = LIMB_BITS * limbs - 3; // so sums and small multiples stay in range
      const dst = new Float64Array(limbs + 3);
      const mismatches: string[] = [];
      const check = (what: string, got: bigint | number | string, want: bigint | number | string): void => {
        if (got !== want) mismatches.push(`${what}: got ${got}, want ${want}`);
      };
      let checked = 0;
      for (let c = 0; c < casesPerWidth; c++) {
        const x = randomBig(next, valueBits);
        const y = c % 7 === 0 ? x : randomBig(next, valueBits); // equal operands exercise compare = 0
        const a = fromBig(x, limbs);
        const b = fromBig(y, limbs);
        check('round trip', toBig(a, 0, limbs), x);

        wideAdd(dst, 2, a, 0, b, 0, limbs);
        check(`${x} + ${y}`, toBig(dst, 2, limbs), x + y);
        wideSub(dst, 1, a, 0, b, 0, limbs);
        check(`${x} - ${y}`, toBig(dst, 1, limbs), x - y);
        wideNegate(dst, 0, a, 0, limbs);
        check(`-${x}`, toBig(dst, 0, limbs), -x);
        check(`cmp ${x} ${y}`, wideCompare(a, 0, b, 0, limbs), x < y ? -1 : x > y ? 1 : 0);
        check(`sign ${x}`, wideSign(a, 0, limbs), x < ZERO ? -1 : x > ZERO ? 1 : 0);
        check(`isZero ${x}`, String(wideIsZero(a, 0, limbs)), String(x === ZERO));

        const bit = wideHalve(dst, 0, a, 0, limbs);
        // floor division, as an arithmetic shift
        check(`${x} >> 1`, toBig(dst, 0, limbs), x >> ONE);
        check(`${x} & 1`, bit, Number(x & ONE));

        const k = Math.floor(next() * 9) - 4;
        wideMulSmall(dst, 0, a, 0, k, limbs);
        check(`${x} * ${k}`, toBig(dst, 0, limbs), x * BigInt(k));

        const hex = wideToHex(a, 0, limbs);
        check(`hex ${x}`, hex, (x < ZERO ? '-0x' : '0x') + (x < ZERO ? -x : x).toString(16));
        wideFromHex(dst, 0, limbs, hex);
        check(`from hex ${hex}`, toBig(dst, 0, limbs), x);
        checked++;
      }
      expect(mismatches.slice(0, 10)).toEqual([]);
      expect(checked).toBe(casesPerWidth);
    });
  }

  test('in-place aliasing (dst = a = b) works', () => {
    const next = rng(7);
    for (let c = 0; c < 500; c++) {
      const x = randomBig(next, 200);
      const a = fromBig(x, 5);
      wideAdd(a, 0, a, 0, a, 0, 5);
      expect(toBig(a, 0, 5)).toBe(twice(x));
      wideSub(a, 0, a, 0, a, 0, 5);
      expect(toBig(a, 0, 5)).toBe(ZERO);
    }
  });

  test('mulSmall with large multipliers (up to 2^20) carries across 24-bit halves', () => {
    const next = rng(11);
    for (let c = 0; c < 1000; c++) {
      const x = randomBig(next, 150);
      const k = Math.floor(next() * 2 * 1048576) - 1048576;
      const a = fromBig(x, 4);
      wideMulSmall(a, 0, a, 0, k, 4);
      expect(toBig(a, 0, 4)).toBe(x * BigInt(k));
    }
    expect(() => wideMulSmall(new Float64Array(2), 0, new Float64Array(2), 0, 1048577, 2)).toThrow(RangeError);
  });

  test('carry and borrow chains across every limb', () => {
    const limbs = 6;
    const allOnes = (ONE << BigInt(LIMB_BITS * 5)) - ONE; // lower five limbs full
    const cases: [bigint, bigint][] = [
      [allOnes, ONE],
      [allOnes + ONE, -ONE],
      [ZERO, ONE],
      [-ONE, ONE],
      [-allOnes, -ONE],
      [ONE << BigInt(LIMB_BITS * 5), -(ONE << BigInt(LIMB_BITS * 5))],
    ];
    const dst = new Float64Array(limbs);
    for (const [x, y] of cases) {
      wideAdd(dst, 0, fromBig(x, limbs), 0, fromBig(y, limbs), 0, limbs);
      expect(toBig(dst, 0, limbs)).toBe(x + y);
      wideSub(dst, 0, fromBig(x, limbs), 0, fromBig(y, limbs), 0, limbs);
      expect(toBig(dst, 0, limbs)).toBe(x - y);
    }
  });
});

function twice(x: bigint): bigint {
  return x * BigInt(2);
}

describe('FieldLayout packs fields most significant first', () => {
  test('random layouts agree with BigInt shifting', () => {
    const next = rng(99);
    for (let c = 0; c < 1000; c++) {
      const count = 1 + Math.floor(next() * 12);
      const widths: number[] = [];
      for (let f = 0; f < count; f++) widths.push(Math.floor(next() * 53));
      const layout = new FieldLayout(widths);
      const limbs = limbsForBits(layout.bits);
      const values = widths.map((w) => (next() < 0.2 ? Math.pow(2, w) - 1 : Math.floor(next() * Math.pow(2, w))));
      let expected = ZERO;
      for (let f = 0; f < count; f++) expected = (expected << BigInt(widths[f])) + BigInt(values[f]);
      const packed = WideInt.fromFields(limbs, layout, values);
      expect(toBig(packed.data, 0, limbs)).toBe(expected);
      expect(wideFits(packed.data, 0, limbs, layout.bits)).toBe(true);
    }
  });

  test('rejects values that do not fit their field', () => {
    const layout = new FieldLayout([3, 4]);
    expect(() => WideInt.fromFields(1, layout, [8, 0])).toThrow(RangeError);
    expect(() => WideInt.fromFields(1, layout, [1, -1])).toThrow(RangeError);
    expect(() => WideInt.fromFields(1, layout, [1])).toThrow(RangeError);
    expect(() => new FieldLayout([53])).toThrow(RangeError);
  });

  test('a higher field outweighs any lower content', () => {
    const layout = new FieldLayout([1, 52, 52, 52]);
    const limbs = limbsForBits(layout.bits);
    const max = Math.pow(2, 52) - 1;
    const high = WideInt.fromFields(limbs, layout, [1, 0, 0, 0]);
    const low = WideInt.fromFields(limbs, layout, [0, max, max, max]);
    expect(high.compare(low)).toBe(1);
    expect(high.clone().sub(low).toHex()).toBe('0x1');
  });
});

describe('WideInt convenience wrapper', () => {
  test('round trips and in-place operations', () => {
    const a = WideInt.fromHex(4, '0x123456789abcdef0123456789abcdef');
    const b = WideInt.fromNumber(4, -5);
    expect(a.clone().add(b).toHex()).toBe('0x123456789abcdef0123456789abcdea');
    expect(b.clone().negate().toHex()).toBe('0x5');
    const c = WideInt.fromNumber(4, 10);
    expect(c.halve()).toBe(0);
    expect(c.toHex()).toBe('0x5');
    expect(c.halve()).toBe(1);
    expect(c.toHex()).toBe('0x2');
    expect(WideInt.fromNumber(3, 0).isZero()).toBe(true);
    expect(b.sign()).toBe(-1);
    expect(b.toHex()).toBe('-0x5');
    expect(a.clone().mulSmall(16).toHex()).toBe('0x123456789abcdef0123456789abcdef0');
  });
});

describe('wideShiftLeft', () => {
  test('equals the BigInt product by 2^shift, for random values and shifts, and refuses what does not fit', () => {
    const rand = seededRandom(4242);
    for (let t = 0; t < 2000; t++) {
      const srcLimbs = 1 + Math.floor(rand() * 4);
      const dstLimbs = srcLimbs + Math.floor(rand() * 3);
      const src = new Float64Array(srcLimbs);
      for (let i = 0; i < srcLimbs; i++) src[i] = Math.floor(rand() * 2 ** 48);
      src[0] = Math.floor(rand() * 2 ** Math.floor(rand() * 47));
      const shift = Math.floor(rand() * 48 * (dstLimbs - srcLimbs + 1));
      const value = BigInt(wideToHex(src, 0, srcLimbs)) << BigInt(shift);
      const dst = new Float64Array(dstLimbs);
      const fits = value < BigInt(2) ** BigInt(48 * dstLimbs - 1);
      if (!fits) {
        expect(() => wideShiftLeft(dst, 0, dstLimbs, src, 0, srcLimbs, shift)).toThrow(RangeError);
        continue;
      }
      wideShiftLeft(dst, 0, dstLimbs, src, 0, srcLimbs, shift);
      expect(BigInt(wideToHex(dst, 0, dstLimbs))).toBe(value);
    }
  });
});
