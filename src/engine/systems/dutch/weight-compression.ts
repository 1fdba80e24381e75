/**
 * A bracket's edge weights with the bit ranges it does not use squeezed out (dutch.md §7.2 layout).
 *
 * The round's layout gives every score group a sub-field in each of the six score fields (C7, C8, C18–C21), so at
 * 1,000 players a weight is ~560 bits (12 limbs) and at 10,000 ~950 bits (20 limbs); a bracket uses the sub-fields
 * of its two or three scores only. Every slack comparison of the blossom solver between equal slacks (most of them,
 * in a bracket full of ties) reads every limb, so the width is paid in the solver's innermost loops.
 *
 * Squeezing must not change which matching is best, and the reference layout's carries (a field whose sum over a
 * matching overflows into the next one) are part of its behaviour. So a gap between two used bit positions is
 * shortened only where no carry can cross it: with at most `pairs` edges in a matching, per-edge values below
 * the gap of at most `maxLow`, and ordering addends whose sum over any matching stays within ±`addends`, the part
 * below a position p ranges over less than pairs·maxLow + 2·addends; if that is below 2^p, matchings compare
 * lexicographically — first on the part from p up, then on the part below — and the part from p up can be moved
 * down as one block, as long as the same bound holds at its new place. Runs of positions with a crossable gap
 * between them keep their spacing. The order of any two matchings' totals, ties included, is unchanged.
 */
export interface CompressedLayout {
  /** New bit offset of every term offset the bracket's weights use. */
  readonly offsetOf: ReadonlyMap<number, number>;
  /** Bits enough for any compressed weight plus an addend within the bound. */
  readonly bits: number;
}

/** Sort keys of terms: (offset · KEY_WEIGHTS + weight) · KEY_PLACES + place in the list, exact below 2^53. */
const KEY_WEIGHTS = 2 ** 24;
const KEY_PLACES = 2 ** 12;
const KEY_OFFSETS = 2 ** 17;

/**
 * @param lists  the distinct weights of the bracket as term lists (flat offset, value pairs; values ≥ 0)
 * @param pairs  the most edges a matching of the bracket can have
 * @param addends  bound on |Σ addends| over any matching (and so on any one addend); addends sit at offset 0
 */
export function compressLayout(
  lists: readonly (readonly number[])[],
  pairs: number,
  addends: number,
): CompressedLayout {
  if (lists.length > KEY_WEIGHTS || lists.some((terms) => terms.length > KEY_PLACES)) {
    throw new RangeError(`compressLayout: more than ${KEY_WEIGHTS} weights or ${KEY_PLACES / 2} terms in one`);
  }
  // every nonzero term by ascending offset, then weight: one number per term (offset, weight, place in its
  // list), so that a typed array's numeric sort orders them (docs/performance.md, "Sorting layout positions")
  let termCount = 0;
  for (const terms of lists) termCount += terms.length >> 1;
  const keys = new Float64Array(termCount);
  let keyCount = 0;
  lists.forEach((terms, w) => {
    for (let i = 0; i < terms.length; i += 2) {
      if (terms[i + 1] === 0) continue;
      if (terms[i] >= KEY_OFFSETS) throw new RangeError(`compressLayout: a term at bit ${terms[i]}`);
      keys[keyCount++] = (terms[i] * KEY_WEIGHTS + w) * KEY_PLACES + i;
    }
  });
  const sorted = keys.subarray(0, keyCount).sort();
  const offsetAt = (k: number) => Math.floor(sorted[k] / (KEY_WEIGHTS * KEY_PLACES));
  // Per weight, its terms below the current position, kept in units of 2^(the offset of its last term) and
  // rescaled when it gets another; the largest of them over all weights in units of 2^position (original and
  // compressed). Every weight rescales by the same factor from one position to the next, so the largest one only
  // changes where a weight gets a term.
  const low = new Float64Array(lists.length);
  const lowC = new Float64Array(lists.length);
  const lastAt = new Float64Array(lists.length);
  const lastAtC = new Float64Array(lists.length);
  let maxLow = 0;
  let maxLowC = 0;
  const offsetOf = new Map<number, number>();
  let prev = 0;
  let prevC = 0;
  for (let k = 0; k < keyCount;) {
    const p = offsetAt(k);
    maxLow *= 2 ** (prev - p);
    // range of the part below p over all matchings, in units of 2^p (a factor 2 of margin for rounding)
    const below = pairs * maxLow + 2 * addends * 2 ** -p;
    let pc: number;
    if (2 * below < 1) {
      // no carry crosses: the block from p up moves down to the lowest place where that still holds
      const belowC = pairs * maxLowC + 2 * addends * 2 ** -prevC; // in units of 2^prevC
      let gap = 1;
      while (2 ** gap <= 2 * belowC) gap++;
      pc = prevC + gap;
    } else {
      pc = prevC + (p - prev);
    }
    maxLowC *= 2 ** (prevC - pc);
    for (; k < keyCount && offsetAt(k) === p; k++) {
      const w = Math.floor(sorted[k] / KEY_PLACES) % KEY_WEIGHTS;
      const value = lists[w][(sorted[k] % KEY_PLACES) + 1];
      low[w] = low[w] * 2 ** (lastAt[w] - p) + value;
      lowC[w] = lowC[w] * 2 ** (lastAtC[w] - pc) + value;
      lastAt[w] = p;
      lastAtC[w] = pc;
      maxLow = Math.max(maxLow, low[w]);
      maxLowC = Math.max(maxLowC, lowC[w]);
    }
    offsetOf.set(p, pc);
    prev = p;
    prevC = pc;
  }
  // the largest weight is below (maxLowC + 1)·2^prevC; one more bit for the addend, one of margin
  const bits = Math.max(prevC + Math.ceil(Math.log2(maxLowC + 1)), Math.ceil(Math.log2(addends + 1))) + 2;
  return { offsetOf, bits };
}

/** A term list with its offsets moved as the layout says. */
export function compressTerms(terms: readonly number[], layout: CompressedLayout): number[] {
  const out: number[] = [];
  for (let i = 0; i < terms.length; i += 2) {
    const o = layout.offsetOf.get(terms[i]);
    if (o === undefined) throw new Error(`weight term at bit ${terms[i]} is outside the bracket's layout`);
    out.push(o, terms[i + 1]);
  }
  return out;
}
