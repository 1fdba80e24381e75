import type { PairOptions } from '../../pairing';

/**
 * Which Dubov text to pair by (dubov.md §0).
 *  - '2026': C.04.4.1 as in force since 1 February 2026 (default).
 *  - '1997': the procedural text approved by the 1997 General Assembly, as the booklet's worked example
 *    applies it (fixture seeds/dubov-21.json; dubov.md §8): ARO-sorted White column against a rating-sorted
 *    Black column, transfer rules 7.1–7.4, the bye to the lowest-rated player of the lowest score group.
 *    Superseded: for reproducing pairings made under it.
 */
export type DubovEdition = '2026' | '1997';

export const DUBOV_EDITIONS: readonly DubovEdition[] = ['2026', '1997'];

export interface DubovOptions extends PairOptions {
  readonly edition?: DubovEdition;
}
