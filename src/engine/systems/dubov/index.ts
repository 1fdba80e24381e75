import type { Tournament } from '../../model';
import type { RoundPairing } from '../../pairing';
import type { DubovOptions } from './options';
import { pairDubov1997 } from './legacy-1997/pair-dubov-1997';
import { pairDubov2026 } from './pair-dubov';

/**
 * Dubov system, C.04.4.1. Pairs by the 2026 text unless `options.edition` is '1997' (the old procedural text,
 * as the booklet's worked example applies it).
 */
export function pairDubov(t: Tournament, round: number, options: DubovOptions = {}): RoundPairing {
  return options.edition === '1997' ? pairDubov1997(t, round, options) : pairDubov2026(t, round, options);
}

export { pairDubov2026, pairDubov1997 };
export { dubovAroTable, type AroRow } from './aro';
export { DUBOV_EDITIONS, type DubovEdition, type DubovOptions } from './options';
