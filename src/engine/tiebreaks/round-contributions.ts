import type { Tournament } from '../model';
import { tidy } from './definition';
import { contextOf, type ContextOptions } from './standings';

export interface RoundContribution {
  round: number;
  /** What the round adds to Buchholz (opponent's adjusted score or the dummy); null if it adds nothing. */
  buchholz: number | null;
  /** What the round adds to Sonneborn-Berger (that value x points scored). */
  sonnebornBerger: number | null;
}

/**
 * Per-round Buchholz and Sonneborn-Berger contributions of one player, for the pairing cards (design.md:
 * "per-round tie-break contributions with totals"). Same rules as the standings: C.07 16.3/16.4 or legacy.
 */
export function roundContributions(t: Tournament, id: number, options: ContextOptions = {}): RoundContribution[] {
  const ctx = contextOf(t, options);
  const elements = ctx.elements(id);
  const result: RoundContribution[] = [];
  for (let round = 1; round <= ctx.rounds; round++) {
    const e = elements.find((x) => x.round === round);
    result.push({ round, buchholz: e ? tidy(e.value) : null, sonnebornBerger: e ? tidy(e.value * e.points) : null });
  }
  return result;
}
