import type { PairingState, PlayerState } from '../../history/pairing-state';

/**
 * Bit layout of the edge weights that encode the Dutch criteria (C.04.3 Art. 2) for a maximum-weight
 * matching, most significant field first (dutch.md §7.1–7.2). The layout follows the FIDE-endorsed
 * reference engine field by field, because pairings must be identical to it even where two encodings of
 * the same rule could differ in a corner case (field widths, carries).
 *
 * Field widths: `groupBits` = bits to count the largest score group; `scoreBits` = one sub-field per score
 * group (lowest score at bit 0), each wide enough to count that group's players.
 */
export interface CriteriaLayout {
  readonly groupBits: number;
  readonly scoreBits: number;
  /** Bit offset of each score group's sub-field inside a score field. */
  readonly scoreShift: ReadonlyMap<number, number>;
  readonly hasFloats1: boolean;
  readonly hasFloats2: boolean;
  /** Total bits below the top (compatibility/completion) field. */
  readonly belowTop: number;
}

export function bitsToRepresent(x: number): number {
  let bits = 0;
  while (x > 0) {
    bits++;
    x = Math.floor(x / 2);
  }
  return bits;
}

/** Build the layout from the players to pair (sorted by pairing score descending). */
export function criteriaLayout(st: PairingState, players: readonly PlayerState[]): CriteriaLayout {
  const scoreShift = new Map<number, number>();
  let scoreBits = 0;
  let maxGroup = 0;
  let run = 0;
  for (let i = players.length - 1; i >= 0; i--) {
    run++;
    const s = players[i].pairingScore;
    if (i === 0 || players[i - 1].pairingScore > s) {
      scoreShift.set(s, scoreBits);
      scoreBits += bitsToRepresent(run);
      maxGroup = Math.max(maxGroup, run);
      run = 0;
    }
  }
  const groupBits = bitsToRepresent(maxGroup);
  const hasFloats1 = st.playedRounds >= 1;
  const hasFloats2 = st.playedRounds >= 2;
  // C6, C7, C8 (pairs, scores), C9, four colour fields, then float fields, then the ordering room.
  let belowTop = groupBits + scoreBits + groupBits + scoreBits + groupBits + 4 * groupBits;
  if (hasFloats1) belowTop += 2 * groupBits;
  if (hasFloats2) belowTop += 2 * groupBits;
  if (hasFloats1) belowTop += 2 * scoreBits;
  if (hasFloats2) belowTop += 2 * scoreBits;
  belowTop += 3 * groupBits + 1;
  return { groupBits, scoreBits, scoreShift, hasFloats1, hasFloats2, belowTop };
}

/**
 * Builds one weight as a list of terms (bit offset, value), most significant field first, mirroring the
 * "shift then add" construction. Values may exceed their field (a carry is part of the encoding).
 */
export class WeightTerms {
  private readonly rel: number[] = [];
  private offset = 0;

  /** Append a field of `width` bits below the ones already written, holding `value`. */
  field(width: number, value: number): this {
    this.offset += width;
    if (value !== 0) this.rel.push(this.offset, value);
    return this;
  }

  /** Append a score field: `bits` lists (position inside the field, value) pairs. */
  scoreField(width: number, bits: readonly number[]): this {
    this.offset += width;
    for (let i = 0; i < bits.length; i += 2) {
      if (bits[i + 1] !== 0) this.rel.push(this.offset - bits[i], bits[i + 1]);
    }
    return this;
  }

  /** Absolute terms: flat list of (bit offset, value) pairs. */
  finish(): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.rel.length; i += 2) out.push(this.offset - this.rel[i], this.rel[i + 1]);
    return out;
  }
}
