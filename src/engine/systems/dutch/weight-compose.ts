import { LIMB_BITS, LIMB_RADIX } from '../../matching/wide-int';

/**
 * Write Σ value·2^offset (terms as flat offset/value pairs) + delta into dst[off .. off+limbs) as a big-endian
 * wide integer (48-bit limbs). Every partial product is kept below 2^53 so the arithmetic stays exact.
 */
let scratch = new Float64Array(16);

/** 2^i for i = 0 … 48 (a table: a variable-exponent power is slow in the hottest loop of the Dutch engine). */
const POW2 = Float64Array.from({ length: LIMB_BITS + 1 }, (_, i) => 2 ** i);

/** Add x < 2^24 at bit `pos` of the little-endian accumulator. */
function addAt(acc: Float64Array, x: number, pos: number): void {
  const li = Math.floor(pos / LIMB_BITS);
  const bit = pos - li * LIMB_BITS;
  const room = LIMB_BITS - bit;
  if (room >= 24) {
    acc[li] += x * POW2[bit];
  } else {
    const high = Math.floor(x / POW2[room]);
    acc[li] += (x - high * POW2[room]) * POW2[bit];
    acc[li + 1] += high;
  }
}

export function composeWeight(
  terms: readonly number[],
  delta: number,
  dst: Float64Array,
  off: number,
  limbs: number,
): void {
  // little-endian accumulator, reused between calls (this runs once per edge change)
  if (scratch.length < limbs + 2) scratch = new Float64Array(limbs + 2);
  const acc = scratch;
  acc.fill(0, 0, limbs + 2);
  for (let i = 0; i < terms.length; i += 2) {
    const pos = terms[i];
    let value = terms[i + 1];
    if (!(pos >= 0)) throw new RangeError(`weight term position ${pos} out of range`);
    if (value < 2 ** 24 && value >= 0 && value === Math.floor(value)) {
      addAt(acc, value, pos);
      continue;
    }
    if (value < 0 || !Number.isSafeInteger(value)) throw new RangeError(`weight term ${value} out of range`);
    let shift = 0;
    while (value > 0) {
      const part = value % 2 ** 24;
      if (part) addAt(acc, part, pos + shift);
      value = (value - part) / 2 ** 24;
      shift += 24;
    }
  }
  acc[0] += delta;
  for (let i = 0; i < limbs; i++) {
    const carry = Math.floor(acc[i] / LIMB_RADIX);
    acc[i] -= carry * LIMB_RADIX;
    acc[i + 1] += carry;
  }
  if (acc[limbs] !== 0) throw new RangeError('edge weight does not fit its layout');
  for (let i = 0; i < limbs; i++) dst[off + i] = acc[limbs - 1 - i];
}
