import type { PairOptions } from '../../pairing';

/**
 * Which Burstein text to pair by (burstein.md §0).
 *  - '2026': C.04.4.2 as in force since 1 February 2026 (default).
 *  - 'legacy-reference': the older text as implemented by the program that produced the shared Burstein
 *    fixtures (bbpPairings v5.0.1, "a flawed implementation of a previous version", not endorsed by FIDE),
 *    including its default acceleration (fixtures README §6). Only for reproducing those files.
 */
export type BursteinEdition = '2026' | 'legacy-reference';

export interface BursteinOptions extends PairOptions {
  readonly edition?: BursteinEdition;
}
