import { TITLE_ORDER } from '../engine/model';
import { compareNames } from '../formats/rating-list/name-key';
import { cellInteger, cellText, type SheetValues } from './cells';
import { findHeaderRow } from './headers';
import type { PlayerRow } from './players';
import { lookup } from './labels';
import { RATING_PLAYER_HEADERS, SOURCE_WORDS } from './rating-labels';
import { tournamentRating, type TournamentRating, type TournamentRatingMethod } from './tournament-rating';

/**
 * The initial ranking of C.04.2 2.2 (rating-lists.md §4.1) with the tournament rating (tournament-rating.ts):
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

export function compareForInitialRanking(
  a: RankingEntry,
  b: RankingEntry,
  finalKey: FinalRankingKey = 'alphabetical',
): number {
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
export function initialRanking<T extends RankingEntry>(
  entries: readonly T[],
  finalKey: FinalRankingKey = 'alphabetical',
): T[] {
  return [...entries].sort((a, b) => compareForInitialRanking(a, b, finalKey));
}

/**
 * The tournament rating of each player of the Players sheet (by pairing number), for the numbering
 * (`arbiter players number`): the `Tournament rating` column when it is filled (a typed estimate counts),
 * else computed by the method from the official and national ratings.
 */
export function tournamentRatingsOf(
  values: SheetValues,
  players: readonly PlayerRow[],
  method: TournamentRatingMethod,
): Map<number, { rating: number | null; source: TournamentRating['source'] }> {
  const header = findHeaderRow<keyof typeof RATING_PLAYER_HEADERS>(values, RATING_PLAYER_HEADERS, ['tournamentRating']);
  const col = header?.columns.get('tournamentRating')?.[0];
  const sourceCol = header?.columns.get('tournamentRatingSource')?.[0];
  const out = new Map<number, { rating: number | null; source: TournamentRating['source'] }>();
  for (const { player, row } of players) {
    const typed = col === undefined ? null : cellInteger(values[row]?.[col] ?? null);
    if (typed !== null && typed > 0) {
      // the source as the sheet records it; a value typed without one is the arbiters' estimate unless it is a rating the player has
      const said = sourceCol === undefined ? null : lookup(SOURCE_WORDS, cellText(values[row]?.[sourceCol] ?? null));
      const source =
        said === 'fide' || said === 'national' || said === 'estimate'
          ? said
          : typed === player.rating
            ? 'fide'
            : typed === player.nationalRating
              ? 'national'
              : 'estimate';
      out.set(player.id, { rating: typed, source });
      continue;
    }
    out.set(
      player.id,
      tournamentRating({ fide: player.rating || null, national: player.nationalRating ?? null }, method),
    );
  }
  return out;
}
