import type { Tournament } from '../model';
import { tidy } from './definition';

type ScoreElementOf<C extends { elements(id: number): readonly unknown[] }> = ReturnType<C['elements']>[number];
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
  return contributionsIn(contextOf(t, options), id);
}

/** Every player's contributions from one context (the cards of a whole field: one pass, not one per player). */
export function roundContributionsOfAll(t: Tournament, options: ContextOptions = {}): Map<number, RoundContribution[]> {
  const ctx = contextOf(t, options);
  return new Map(t.players.map((p) => [p.id, contributionsIn(ctx, p.id)]));
}

function contributionsIn(ctx: ReturnType<typeof contextOf>, id: number): RoundContribution[] {
  const byRound = new Map<number, ScoreElementOf<typeof ctx>>();
  for (const e of ctx.elements(id)) if (!byRound.has(e.round)) byRound.set(e.round, e); // the first, as find() gave
  const result: RoundContribution[] = [];
  for (let round = 1; round <= ctx.rounds; round++) {
    const e = byRound.get(round);
    result.push({ round, buchholz: e ? tidy(e.value) : null, sonnebornBerger: e ? tidy(e.value * e.points) : null });
  }
  return result;
}
