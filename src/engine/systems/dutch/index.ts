import type { Tournament } from '../../model';
import type { PairOptions, RoundPairing } from '../../pairing';
import { DenseMatcher } from './dense-matcher';
import { pairDutchWith } from './pair-dutch';

/** FIDE (Dutch) system, C.04.3 (2026). */
export function pairDutch(t: Tournament, round: number, options?: PairOptions): RoundPairing {
  return pairDutchWith((n, bits) => new DenseMatcher(n, bits), t, round, options);
}
