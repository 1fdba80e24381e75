import type { RatingType } from '../formats/rating-list/player';

/**
 * The tournament rating (rating-lists.md §2.2, §3): the strength used for the initial ranking (C.04.2 2.1),
 * kept apart from the official FIDE rating. The methods are those of TRF-2026 record 172.
 */
export const TOURNAMENT_RATING_METHODS = ['FIDE', 'NRO', 'FIDON', 'NIDOF', 'HBFN', 'LBFN', 'OTHER'] as const;
export type TournamentRatingMethod = (typeof TOURNAMENT_RATING_METHODS)[number];

export interface RatingSettings {
  readonly ratingType: RatingType;
  readonly method: TournamentRatingMethod;
}

export const DEFAULT_RATING_SETTINGS: RatingSettings = { ratingType: 'standard', method: 'FIDE' };

/** What a player has: the official FIDE rating of the tournament's type, a national one, an arbiter's estimate. */
export interface RatingInputs {
  readonly fide: number | null;
  readonly national: number | null;
  /** Typed by the arbiter for a player the chosen ratings leave without one (C.04.2 2.1: estimated by the arbiters). */
  readonly estimate?: number | null;
}

export interface TournamentRating {
  readonly rating: number | null;
  readonly source: 'fide' | 'national' | 'estimate' | null;
}

const none: TournamentRating = { rating: null, source: null };
const fide = (r: RatingInputs): TournamentRating => (r.fide ? { rating: r.fide, source: 'fide' } : none);
const national = (r: RatingInputs): TournamentRating =>
  r.national ? { rating: r.national, source: 'national' } : none;

function byMethod(r: RatingInputs, method: TournamentRatingMethod): TournamentRating {
  switch (method) {
    case 'FIDE':
      return fide(r);
    case 'NRO':
      return national(r);
    case 'FIDON':
      return r.fide ? fide(r) : national(r);
    case 'NIDOF':
      return r.national ? national(r) : fide(r);
    // HBFN/LBFN: the higher/lower of the two; if only one exists, that one (§3)
    case 'HBFN':
      return r.fide && r.national ? (r.fide >= r.national ? fide(r) : national(r)) : r.fide ? fide(r) : national(r);
    case 'LBFN':
      return r.fide && r.national ? (r.fide <= r.national ? fide(r) : national(r)) : r.fide ? fide(r) : national(r);
    // OTHER: whatever the arbiter typed (the reference checker reads it as 0 when there is none)
    case 'OTHER':
      return none;
  }
}

/**
 * The tournament rating of a player under a method; when the method leaves none, the arbiter's estimate if
 * one is typed, else none (the player then ranks as 0, below every rated player).
 */
export function tournamentRating(r: RatingInputs, method: TournamentRatingMethod): TournamentRating {
  const t = byMethod(r, method);
  if (t.rating !== null) return t;
  return r.estimate ? { rating: r.estimate, source: 'estimate' } : none;
}

export interface ListRatings {
  readonly standard: number | null;
  readonly rapid: number | null;
  readonly blitz: number | null;
}

/**
 * The official FIDE rating of the tournament's type (§2.3): standard; for rapid and blitz the effective
 * rating, i.e. the standard one when the player has no rating of that type (FIDE R&B regulations 7.2.1).
 * `type` says which list's value it is, so the source can show it.
 */
export function officialRating(
  p: ListRatings,
  ratingType: RatingType,
): { rating: number | null; type: RatingType | null } {
  const own = p[ratingType];
  if (own !== null) return { rating: own, type: ratingType };
  if (ratingType !== 'standard' && p.standard !== null) return { rating: p.standard, type: 'standard' };
  return { rating: null, type: null };
}

/** A method named in Settings or on the command line (case-insensitive). */
export function parseMethod(text: string): TournamentRatingMethod | null {
  const t = text.trim().toUpperCase();
  return (TOURNAMENT_RATING_METHODS as readonly string[]).includes(t) ? (t as TournamentRatingMethod) : null;
}
