import { LIMB_BITS, LIMB_RADIX } from '../../matching/wide-int';

/**
 * Write Σ value·2^offset (terms as flat offset/value pairs) + delta into dst[off .. off+limbs) as a big-endian
 * wide integer (48-bit limbs). Every partial product is kept below 2^53 so the arithmetic stays exact.
 */
let scratch: number[] = [];

export function composeWeight(terms: readonly number[], delta: number, dst: Float64Array, off: number, limbs: number): void {
  // little-endian accumulator, reused between calls (this runs once per edge change)
  if (scratch.length < limbs + 2) scratch = new Array<number>(limbs + 2).fill(0);
  const acc = scratch;
  for (let i = 0; i <= limbs + 1; i++) acc[i] = 0;
  const addAt = (x: number, pos: number) => {
    // x < 2^24 placed at bit `pos`
    const li = Math.floor(pos / LIMB_BITS);
    const bit = pos - li * LIMB_BITS;
    const room = LIMB_BITS - bit;
    if (room >= 24) {
      acc[li] += x * 2 ** bit;
    } else {
      const low = x % 2 ** room;
      acc[li] += low * 2 ** bit;
      acc[li + 1] += (x - low) / 2 ** room;
    }
  };
  for (let i = 0; i < terms.length; i += 2) {
    const pos = terms[i];
    let value = terms[i + 1];
    if (value < 0 || !Number.isSafeInteger(value)) throw new RangeError(`weight term ${value} out of range`);
    let shift = 0;
    while (value > 0) {
      const part = value % 2 ** 24;
      if (part) addAt(part, pos + shift);
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
