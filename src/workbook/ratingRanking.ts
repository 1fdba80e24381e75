import { TITLE_ORDER } from '../engine/model';
import { compareNames } from '../formats/rating-list/nameKey';

/**
 * The initial ranking of C.04.2 2.2 (rating-lists.md §4.1) with the tournament rating (tournamentRating.ts):
 * strength descending (no rating counts as 0: below every rated player unless the arbiters typed an
 * estimate), then FIDE title (GM, IM, WGM, FM, WIM, CM, WFM, WCM, untitled; FOA and other titles never count),
 * then the name, folded for case and accents then exact (§4.1 [decision]), or the FIDE ID when the
 * regulations announce it (VCL Q146).
 */
export interface RankingEntry {
  readonly name: string;
  readonly title: string;
  readonly tournamentRating: number | null;
  readonly fideId?: number | null;
}

export type FinalRankingKey = 'alphabetical' | 'fideId';

function titleRank(title: string): number {
  const i = (TITLE_ORDER as readonly string[]).indexOf(title.toUpperCase());
  return i < 0 ? TITLE_ORDER.length : i;
}

export function compareForInitialRanking(a: RankingEntry, b: RankingEntry, finalKey: FinalRankingKey = 'alphabetical'): number {
  const strength = (b.tournamentRating ?? 0) - (a.tournamentRating ?? 0);
  if (strength !== 0) return strength;
  const title = titleRank(a.title) - titleRank(b.title);
  if (title !== 0) return title;
  if (finalKey === 'fideId') {
    // players without a FIDE ID after those with one, then by name
    const ia = a.fideId ?? Number.MAX_SAFE_INTEGER;
    const ib = b.fideId ?? Number.MAX_SAFE_INTEGER;
    if (ia !== ib) return ia - ib;
  }
  return compareNames(a.name, b.name);
}

/** The entries in initial-ranking order (a new array); TPN = position + 1 (C.04.2 2.3). */
export function initialRanking<T extends RankingEntry>(entries: readonly T[], finalKey: FinalRankingKey = 'alphabetical'): T[] {
  return [...entries].sort((a, b) => compareForInitialRanking(a, b, finalKey));
}
