import { limbsForBits } from '../../matching/wide-int';

/**
 * The distinct edge weights of a round, each composed once (dutch.md §7.2).
 *
 * A Dutch edge weight depends on the two players only through what the criteria read of them (score, PAB
 * eligibility, colour state, float history) and on where the pair sits (this bracket, the next one, outside);
 * whether they may meet at all (C1, C3) is the only truly per-pair part. A 1,000-player bracket has a few
 * hundred thousand edges but only a few hundred distinct weights, so edges carry the id of their weight here
 * instead of their own term list (docs/performance.md, "Weights pooled by what the criteria read").
 */
export class WeightPool {
  /** Limbs of a whole weight, top field included (the whole-field solve's width). */
  readonly limbs: number;
  private readonly byKey = new Map<number, number>();
  private readonly termLists: (readonly number[])[] = [];
  /** Per id, the terms below the top field (a bracket composes them in its own layout: weight-compression.ts). */
  private readonly belowLists: (readonly number[])[] = [];

  constructor(readonly belowTop: number) {
    this.limbs = limbsForBits(belowTop + 2);
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
    // The top field (completion, C1–C5) is the same for every complete pairing of U, so the bracket's
    // matching leaves it out; the whole-field solve composes the full terms (`termsOf`).
    this.belowLists.push(terms.length >= 2 && terms[0] === this.belowTop ? terms.slice(2) : terms);
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

  get size(): number {
    return this.termLists.length;
  }
}
