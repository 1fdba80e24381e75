/**
 * Fixed-width signed integers for matching weights (dutch.md §7.1: the Dutch criteria are packed into one
 * integer per edge, most significant field first, and quickly exceed 2^53). Production engine code may not use
 * BigInt (older Office hosts lack it), so a wide integer is a run of `limbs` float64 limbs in radix 2^48, stored
 * in a caller-owned Float64Array at an offset:
 *
 *   value = Σ buf[off + i] · 2^(48 · (limbs − 1 − i))        (big-endian: the most significant limb first)
 *
 * Normalised form: limbs 1..limbs−1 are integers in [0, 2^48); limb 0 (the top limb) is a signed integer in
 * [−2^47, 2^47). Negative numbers therefore look like two's complement at limb granularity (−1 = top −1, every
 * lower limb 2^48 − 1), which keeps add/subtract/compare branch-light.
 *
 * Why 48-bit limbs in doubles: float64 holds every integer below 2^53 exactly, so a limb-wise sum of up to
 * ~24 normalised limbs (or small multiples of them) stays exact without carrying. The matching hot loop relies on
 * that: it evaluates expressions such as `u[i] + u[j] − 4·w[k]` limb by limb from the top and stops as soon as the
 * sign is known (see `blossom.ts`), without writing any temporary.
 *
 * All operations work in place on (buffer, offset) pairs and allocate nothing. Operands may alias.
 * Overflow of the fixed width is not detected by the arithmetic itself; `wideFits` checks headroom.
 */

export const LIMB_BITS = 48;
export const LIMB_RADIX = 281474976710656; // 2^48
const HALF_RADIX = 140737488355328; // 2^47
const INV_RADIX = 1 / LIMB_RADIX;
const HEX_DIGITS_PER_LIMB = LIMB_BITS / 4;

/** Limbs needed for signed values of magnitude below 2^bits (one sign bit added). */
export function limbsForBits(bits: number): number {
  if (!Number.isInteger(bits) || bits < 0)
    throw new RangeError(`bit width must be a non-negative integer, got ${bits}`);
  return Math.max(1, Math.ceil((bits + 1) / LIMB_BITS));
}

/** dst := 0 */
export function wideZero(dst: Float64Array, d: number, limbs: number): void {
  for (let i = 0; i < limbs; i++) dst[d + i] = 0;
}

/** dst := src */
export function wideCopy(dst: Float64Array, d: number, src: Float64Array, s: number, limbs: number): void {
  for (let i = 0; i < limbs; i++) dst[d + i] = src[s + i];
}

/** dst := x for a safe integer x (|x| ≤ 2^53 − 1). */
export function wideFromNumber(dst: Float64Array, d: number, limbs: number, x: number): void {
  if (!Number.isSafeInteger(x)) throw new RangeError(`not a safe integer: ${x}`);
  const negative = x < 0;
  let rest = negative ? -x : x;
  for (let i = limbs - 1; i >= 0; i--) {
    const high = Math.floor(rest * INV_RADIX);
    dst[d + i] = rest - high * LIMB_RADIX;
    rest = high;
  }
  if (rest !== 0) throw new RangeError(`${x} does not fit in ${limbs} limbs`);
  if (negative) wideNegate(dst, d, dst, d, limbs);
}

/** dst := a + b */
export function wideAdd(
  dst: Float64Array,
  d: number,
  a: Float64Array,
  ao: number,
  b: Float64Array,
  bo: number,
  limbs: number,
): void {
  let carry = 0;
  for (let i = limbs - 1; i > 0; i--) {
    const s = a[ao + i] + b[bo + i] + carry;
    if (s >= LIMB_RADIX) {
      dst[d + i] = s - LIMB_RADIX;
      carry = 1;
    } else {
      dst[d + i] = s;
      carry = 0;
    }
  }
  dst[d] = a[ao] + b[bo] + carry;
}

/** dst := a − b */
export function wideSub(
  dst: Float64Array,
  d: number,
  a: Float64Array,
  ao: number,
  b: Float64Array,
  bo: number,
  limbs: number,
): void {
  let borrow = 0;
  for (let i = limbs - 1; i > 0; i--) {
    const s = a[ao + i] - b[bo + i] - borrow;
    if (s < 0) {
      dst[d + i] = s + LIMB_RADIX;
      borrow = 1;
    } else {
      dst[d + i] = s;
      borrow = 0;
    }
  }
  dst[d] = a[ao] - b[bo] - borrow;
}

/** dst := −a */
export function wideNegate(dst: Float64Array, d: number, a: Float64Array, ao: number, limbs: number): void {
  let borrow = 0;
  for (let i = limbs - 1; i > 0; i--) {
    const s = -a[ao + i] - borrow;
    if (s < 0) {
      dst[d + i] = s + LIMB_RADIX;
      borrow = 1;
    } else {
      dst[d + i] = s;
      borrow = 0;
    }
  }
  dst[d] = -a[ao] - borrow;
}

/** Sign of a − b: −1, 0 or 1. Decided by the first differing limb from the top. */
export function wideCompare(a: Float64Array, ao: number, b: Float64Array, bo: number, limbs: number): number {
  for (let i = 0; i < limbs; i++) {
    const x = a[ao + i];
    const y = b[bo + i];
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/** Sign of a: −1, 0 or 1. */
export function wideSign(a: Float64Array, ao: number, limbs: number): number {
  if (a[ao] !== 0) return a[ao] < 0 ? -1 : 1;
  for (let i = 1; i < limbs; i++) if (a[ao + i] !== 0) return 1;
  return 0;
}

export function wideIsZero(a: Float64Array, ao: number, limbs: number): boolean {
  for (let i = 0; i < limbs; i++) if (a[ao + i] !== 0) return false;
  return true;
}

/**
 * dst := floor(a / 2). Returns the bit shifted out (0 or 1), so callers that need exact halving can assert it
 * is 0 (the blossom algorithm halves slacks that are even by construction).
 */
export function wideHalve(dst: Float64Array, d: number, a: Float64Array, ao: number, limbs: number): number {
  const top = a[ao];
  const q = Math.floor(top / 2);
  let rem = top - 2 * q;
  dst[d] = q;
  for (let i = 1; i < limbs; i++) {
    const x = a[ao + i] + rem * LIMB_RADIX; // < 2^49: exact
    const h = Math.floor(x / 2);
    rem = x - 2 * h;
    dst[d + i] = h;
  }
  return rem;
}

const SPLIT = 16777216; // 2^24: limbs are multiplied in two 24-bit halves so every product stays below 2^53

/** Largest |k| accepted by `wideMulSmall`. */
export const MUL_SMALL_MAX = 1048576; // 2^20

/** dst := a · k for an integer |k| ≤ 2^20. */
export function wideMulSmall(
  dst: Float64Array,
  d: number,
  a: Float64Array,
  ao: number,
  k: number,
  limbs: number,
): void {
  if (!Number.isInteger(k) || k > MUL_SMALL_MAX || k < -MUL_SMALL_MAX) {
    throw new RangeError(`multiplier must be an integer with |k| ≤ 2^20, got ${k}`);
  }
  const m = k < 0 ? -k : k;
  let carry = 0;
  for (let i = limbs - 1; i > 0; i--) {
    const limb = a[ao + i];
    const lo = limb % SPLIT;
    const hi = (limb - lo) / SPLIT;
    const pLo = lo * m + carry; // < 2^44 + 2^21
    const cLo = Math.floor(pLo / SPLIT);
    const pHi = hi * m + cLo; // < 2^44 + 2^21
    const cHi = Math.floor(pHi / SPLIT);
    dst[d + i] = (pHi - cHi * SPLIT) * SPLIT + (pLo - cLo * SPLIT);
    carry = cHi;
  }
  dst[d] = a[ao] * m + carry;
  if (k < 0) wideNegate(dst, d, dst, d, limbs);
}

/**
 * dst := src · 2^shift for a non-negative normalised src (srcLimbs limbs) into dstLimbs ≥ srcLimbs limbs; throws
 * when the result does not fit. Each limb times 2^r splits exactly into a part below and a part above 2^48.
 */
export function wideShiftLeft(
  dst: Float64Array,
  d: number,
  dstLimbs: number,
  src: Float64Array,
  s: number,
  srcLimbs: number,
  shift: number,
): void {
  if (!Number.isInteger(shift) || shift < 0) throw new RangeError(`shift must be a non-negative integer, got ${shift}`);
  if (src[s] < 0) throw new RangeError('wideShiftLeft: negative value');
  const q = Math.floor(shift / LIMB_BITS);
  const r = shift - q * LIMB_BITS;
  const split = Math.pow(2, LIMB_BITS - r);
  const up = Math.pow(2, r);
  for (let i = 0; i < dstLimbs; i++) dst[d + i] = 0;
  // little-endian position p of src limb i is srcLimbs − 1 − i; it lands at p + q (low part) and p + q + 1 (high)
  for (let i = 0; i < srcLimbs; i++) {
    const x = src[s + i];
    if (x === 0) continue;
    const p = srcLimbs - 1 - i + q;
    const high = Math.floor(x / split);
    const low = (x - high * split) * up;
    if (p >= dstLimbs || (high !== 0 && p + 1 >= dstLimbs)) throw new RangeError('wideShiftLeft: result does not fit');
    dst[d + dstLimbs - 1 - p] += low;
    if (high !== 0) dst[d + dstLimbs - 2 - p] += high;
  }
  if (dst[d] >= HALF_RADIX) throw new RangeError('wideShiftLeft: result does not fit');
}

/** True when a is normalised and |a| < 2^bits (the headroom check used after dual updates). */
export function wideFits(a: Float64Array, ao: number, limbs: number, bits: number): boolean {
  const topBits = bits - LIMB_BITS * (limbs - 1);
  if (topBits >= LIMB_BITS) return a[ao] >= -HALF_RADIX && a[ao] < HALF_RADIX;
  if (topBits >= 0) {
    const bound = Math.pow(2, topBits);
    return a[ao] >= -bound && a[ao] < bound;
  }
  // The boundary lies below the top limb: every limb above the one holding bit `bits` must be pure sign
  // extension (0 for non-negative values, all ones for negative ones), and that limb must be in range.
  const k = Math.floor(bits / LIMB_BITS); // limb index counted from the least significant
  const r = bits - k * LIMB_BITS;
  const negative = a[ao] < 0;
  for (let i = 0; i < limbs - 1 - k; i++) {
    const expected = negative ? (i === 0 ? -1 : LIMB_RADIX - 1) : 0;
    if (a[ao + i] !== expected) return false;
  }
  const limb = a[ao + limbs - 1 - k];
  const bound = Math.pow(2, r);
  return negative ? limb >= LIMB_RADIX - bound : limb < bound;
}

/** Hexadecimal text ("-" and "0x" prefix), e.g. for logs, tests and explanations. */
export function wideToHex(a: Float64Array, ao: number, limbs: number): string {
  const negative = a[ao] < 0;
  let src = a;
  let so = ao;
  if (negative) {
    src = new Float64Array(limbs);
    wideNegate(src, 0, a, ao, limbs);
    so = 0;
  }
  let text = '';
  for (let i = 0; i < limbs; i++) {
    const part = src[so + i].toString(16);
    text += text === '' ? (part === '0' ? '' : part) : part.padStart(HEX_DIGITS_PER_LIMB, '0');
  }
  return (negative ? '-0x' : '0x') + (text === '' ? '0' : text);
}

/** Parses `wideToHex` output (an optional "-", an optional "0x", hex digits). */
export function wideFromHex(dst: Float64Array, d: number, limbs: number, text: string): void {
  const match = /^(-?)(?:0x)?([0-9a-fA-F]+)$/.exec(text.trim());
  if (!match) throw new SyntaxError(`not a hexadecimal integer: "${text}"`);
  const digits = match[2].replace(/^0+(?=.)/, '');
  if (digits.length > limbs * HEX_DIGITS_PER_LIMB) throw new RangeError(`${text} does not fit in ${limbs} limbs`);
  for (let i = limbs - 1, end = digits.length; i >= 0; i--, end -= HEX_DIGITS_PER_LIMB) {
    const start = Math.max(0, end - HEX_DIGITS_PER_LIMB);
    dst[d + i] = end > 0 ? parseInt(digits.slice(start, end), 16) : 0;
  }
  if (dst[d] >= HALF_RADIX) throw new RangeError(`${text} does not fit in ${limbs} signed limbs`);
  if (match[1] === '-') wideNegate(dst, d, dst, d, limbs);
}

/**
 * A packing of non-negative integer fields into one wide integer, most significant field first (dutch.md §7.1:
 * each field wide enough that it can never overflow into the one above). Each field is at most 52 bits wide.
 */
export class FieldLayout {
  /** Total number of bits of a packed value. */
  readonly bits: number;
  /** Per field: limb index counted from the least significant limb, and bit offset inside that limb. */
  private readonly limbFromEnd: Int32Array;
  private readonly scale: Float64Array; // 2^offset
  private readonly room: Float64Array; // 2^(48 − offset): values below it fit in the first limb
  private readonly bound: Float64Array; // 2^width

  constructor(readonly widths: readonly number[]) {
    const count = widths.length;
    this.limbFromEnd = new Int32Array(count);
    this.scale = new Float64Array(count);
    this.room = new Float64Array(count);
    this.bound = new Float64Array(count);
    let bits = 0;
    for (let f = count - 1; f >= 0; f--) {
      const width = widths[f];
      if (!Number.isInteger(width) || width < 0 || width > 52) {
        throw new RangeError(`field ${f}: width must be an integer in 0..52, got ${width}`);
      }
      const offset = bits % LIMB_BITS;
      this.limbFromEnd[f] = Math.floor(bits / LIMB_BITS);
      this.scale[f] = Math.pow(2, offset);
      this.room[f] = Math.pow(2, LIMB_BITS - offset);
      this.bound[f] = Math.pow(2, width);
      bits += width;
    }
    this.bits = bits;
  }

  /** dst := the fields packed; values[f] must be an integer in [0, 2^widths[f]). */
  pack(values: ArrayLike<number>, dst: Float64Array, d: number, limbs: number): void {
    const count = this.widths.length;
    if (values.length !== count) throw new RangeError(`expected ${count} field values, got ${values.length}`);
    if (this.bits > LIMB_BITS * limbs - 1) throw new RangeError(`${this.bits} bits do not fit in ${limbs} limbs`);
    for (let i = 0; i < limbs; i++) dst[d + i] = 0;
    const last = d + limbs - 1;
    for (let f = 0; f < count; f++) {
      const value = values[f];
      if (!(value >= 0 && value < this.bound[f] && Math.floor(value) === value)) {
        throw new RangeError(`field ${f}: value ${value} is not an integer in [0, 2^${this.widths[f]})`);
      }
      let limb = last - this.limbFromEnd[f];
      const room = this.room[f];
      if (value < room) {
        dst[limb] += value * this.scale[f]; // the common case: the field sits inside one limb
        continue;
      }
      // The target bits are still zero, so adding the pieces never carries.
      const low = value % room;
      dst[limb] += low * this.scale[f];
      let rest = (value - low) / room;
      while (rest > 0) {
        limb--;
        const piece = rest % LIMB_RADIX;
        dst[limb] += piece;
        rest = (rest - piece) / LIMB_RADIX;
      }
    }
  }
}

/**
 * A convenience value type over one wide integer (not for hot loops: those work on shared buffers directly).
 * Methods that change the value do so in place and return `this`.
 */
export class WideInt {
  readonly limbs: number;
  readonly data: Float64Array;

  constructor(limbs: number, data?: Float64Array) {
    this.limbs = limbs;
    this.data = data ?? new Float64Array(limbs);
  }

  static fromNumber(limbs: number, x: number): WideInt {
    const r = new WideInt(limbs);
    wideFromNumber(r.data, 0, limbs, x);
    return r;
  }

  static fromHex(limbs: number, text: string): WideInt {
    const r = new WideInt(limbs);
    wideFromHex(r.data, 0, limbs, text);
    return r;
  }

  static fromFields(limbs: number, layout: FieldLayout, values: ArrayLike<number>): WideInt {
    const r = new WideInt(limbs);
    layout.pack(values, r.data, 0, limbs);
    return r;
  }

  clone(): WideInt {
    return new WideInt(this.limbs, this.data.slice());
  }

  add(b: WideInt): this {
    wideAdd(this.data, 0, this.data, 0, b.data, 0, this.limbs);
    return this;
  }

  sub(b: WideInt): this {
    wideSub(this.data, 0, this.data, 0, b.data, 0, this.limbs);
    return this;
  }

  negate(): this {
    wideNegate(this.data, 0, this.data, 0, this.limbs);
    return this;
  }

  /** Halves in place; returns the bit shifted out (0 when the value was even). */
  halve(): number {
    return wideHalve(this.data, 0, this.data, 0, this.limbs);
  }

  mulSmall(k: number): this {
    wideMulSmall(this.data, 0, this.data, 0, k, this.limbs);
    return this;
  }

  compare(b: WideInt): number {
    return wideCompare(this.data, 0, b.data, 0, this.limbs);
  }

  sign(): number {
    return wideSign(this.data, 0, this.limbs);
  }

  isZero(): boolean {
    return wideIsZero(this.data, 0, this.limbs);
  }

  toHex(): string {
    return wideToHex(this.data, 0, this.limbs);
  }
}
