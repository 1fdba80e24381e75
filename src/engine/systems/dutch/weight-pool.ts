import { limbsForBits } from '../../matching/wide-int';
import { composeWeight } from './weight-compose';

/**
 * The distinct edge weights of a round, each composed once (dutch.md §7.2).
 *
 * A Dutch edge weight depends on the two players only through what the criteria read of them (score, PAB
 * eligibility, colour state, float history) and on where the pair sits (this bracket, the next one, outside);
 * whether they may meet at all (C1, C3) is the only truly per-pair part. A 1,000-player bracket has a few
 * hundred thousand edges but only a few hundred distinct weights, so edges carry the id of their weight here
 * instead of their own term list: composing the wide integers and allocating the term lists once per edge
 * was half the time of a large round.
 */
export class WeightPool {
  /** Limbs of a composed weight (the bracket matcher's width). */
  readonly limbs: number;
  private readonly byKey = new Map<number, number>();
  private readonly termLists: (readonly number[])[] = [];
  /** Per id, the terms below the top field, and that weight composed (big-endian; see `write`). */
  private readonly belowLists: (readonly number[])[] = [];
  private composed: Float64Array;

  constructor(readonly belowTop: number) {
    this.limbs = limbsForBits(belowTop + 2);
    this.composed = new Float64Array(16 * this.limbs);
  }

  /** The id of the weight filed under `key`, or −1. */
  find(key: number): number {
    return this.byKey.get(key) ?? -1;
  }

  /** Files a new weight (its terms: offset, value pairs) under `key`; returns its id. */
  add(key: number, terms: readonly number[]): number {
    if (this.byKey.has(key)) throw new Error(`weight ${key} is already pooled`);
    const id = this.termLists.length;
    this.termLists.push(terms);
    if (this.composed.length < (id + 1) * this.limbs) {
      const grown = new Float64Array(2 * this.composed.length);
      grown.set(this.composed);
      this.composed = grown;
    }
    // The top field (completion, C1–C5) is the same for every complete pairing of U, so the bracket's
    // matching leaves it out; the whole-field solve composes the full terms (`termsOf`).
    const below = terms.length >= 2 && terms[0] === this.belowTop ? terms.slice(2) : terms;
    this.belowLists.push(below);
    composeWeight(below, 0, this.composed, id * this.limbs, this.limbs);
    this.byKey.set(key, id);
    return id;
  }

  /** The terms of a weight below the top field (what a bracket's matching weighs). */
  belowOf(id: number): readonly number[] {
    return this.belowLists[id];
  }

  /** The full term list (offset, value pairs) of a weight. */
  termsOf(id: number): readonly number[] {
    return this.termLists[id];
  }

  /**
   * Weight `id` without its top field, plus a small signed `delta` (the ordering addends of the staged
   * decisions, which borrow from the fields above when negative), into dst[off .. off+limbs).
   */
  write(id: number, delta: number, dst: Float64Array, off: number): void {
    if (delta === 0) {
      dst.set(this.composed.subarray(id * this.limbs, (id + 1) * this.limbs), off);
      return;
    }
    if (!Number.isSafeInteger(delta)) throw new RangeError(`weight addend ${delta} is not an integer`);
    composeWeight(this.belowLists[id], delta, dst, off, this.limbs);
  }

  get size(): number {
    return this.termLists.length;
  }
}
