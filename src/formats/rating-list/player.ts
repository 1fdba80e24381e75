/**
 * One player of a FIDE rating list, as our reader gives it (rating-lists.md §1.2, §1.5, §1.6). Field names are
 * those of test/fixtures/ratings/players_list.expected.json, so `arbiter ratings read --json` prints them as is.
 * `null` = none: an unrated type (its games and K are then null too), an unknown birth year.
 */
export interface ListPlayer {
  readonly fide_id: number;
  readonly name: string;
  readonly fed: string;
  /** `M`, `F` or '' */
  readonly sex: string;
  readonly tit: string;
  readonly wtit: string;
  readonly otit: readonly string[];
  readonly foa: string;
  readonly title_for_ranking: string;
  readonly standard: number | null;
  readonly standard_games: number | null;
  readonly standard_k: number | null;
  readonly rapid: number | null;
  readonly rapid_games: number | null;
  readonly rapid_k: number | null;
  readonly blitz: number | null;
  readonly blitz_games: number | null;
  readonly blitz_k: number | null;
  readonly effective_rapid: number | null;
  readonly effective_blitz: number | null;
  readonly birth_year: number | null;
  readonly inactive: boolean;
  /** `i`, `w`, `wi` or '' */
  readonly flag: string;
}

export type RatingType = 'standard' | 'rapid' | 'blitz';
export const RATING_TYPES: readonly RatingType[] = ['standard', 'rapid', 'blitz'];

/** One type's rating block; all three null when the player has no rating of that type. */
export interface RatingBlock {
  readonly rating: number | null;
  readonly games: number | null;
  readonly k: number | null;
}

/** The order of C.04.2 2.2 for the initial ranking (rating-lists.md §1.6, §4.1). */
export const RANKING_TITLES = ['GM', 'IM', 'WGM', 'FM', 'WIM', 'CM', 'WFM', 'WCM'] as const;

/** Titles as FIDE's legend and older files spell them in letters (rating-lists.md §1.6). */
const LETTER_TITLES: Readonly<Record<string, string>> = {
  g: 'GM',
  m: 'IM',
  f: 'FM',
  c: 'CM',
  wg: 'WGM',
  wm: 'WIM',
  wf: 'WFM',
  wc: 'WCM',
};

/** `GM` / `g` -> `GM`; '' stays ''; an unknown code is returned as written (upper case) for the caller to judge. */
export function normaliseTitle(text: string): string {
  const t = text.trim();
  if (t === '') return '';
  return LETTER_TITLES[t] ?? t.toUpperCase();
}

export function isKnownTitle(title: string): boolean {
  return title === '' || (RANKING_TITLES as readonly string[]).includes(title);
}

/** The better of Tit and WTit in the C.04.2 order; FOA and OTit never count (rating-lists.md §1.6). */
export function titleForRanking(tit: string, wtit: string): string {
  const rank = (t: string) => {
    const i = (RANKING_TITLES as readonly string[]).indexOf(t);
    return i < 0 ? RANKING_TITLES.length : i;
  };
  const best = Math.min(rank(tit), rank(wtit));
  return best < RANKING_TITLES.length ? RANKING_TITLES[best]! : '';
}

/** Rapid/blitz rating, or the standard one when the player has none of that type (FIDE R&B 7.2.1; §2.3). */
export function effectiveRating(own: number | null, standard: number | null): number | null {
  return own ?? standard;
}

/** Build the full record from the fields a list line or element carries. */
export function makeListPlayer(f: {
  fide_id: number;
  name: string;
  fed: string;
  sex: string;
  tit: string;
  wtit: string;
  otit: readonly string[];
  foa: string;
  standard: RatingBlock;
  rapid: RatingBlock;
  blitz: RatingBlock;
  birth_year: number | null;
  flag: string;
}): ListPlayer {
  return {
    fide_id: f.fide_id,
    name: f.name,
    fed: f.fed,
    sex: f.sex,
    tit: f.tit,
    wtit: f.wtit,
    otit: f.otit,
    foa: f.foa,
    title_for_ranking: titleForRanking(f.tit, f.wtit),
    standard: f.standard.rating,
    standard_games: f.standard.games,
    standard_k: f.standard.k,
    rapid: f.rapid.rating,
    rapid_games: f.rapid.games,
    rapid_k: f.rapid.k,
    blitz: f.blitz.rating,
    blitz_games: f.blitz.games,
    blitz_k: f.blitz.k,
    effective_rapid: effectiveRating(f.rapid.rating, f.standard.rating),
    effective_blitz: effectiveRating(f.blitz.rating, f.standard.rating),
    birth_year: f.birth_year,
    inactive: f.flag.includes('i'),
    flag: f.flag,
  };
}

export const NO_RATING: RatingBlock = { rating: null, games: null, k: null };

/** The block of one type, from the texts of its three fields ('' or `0` = none). */
export function ratingBlock(rating: number | null, games: number | null, k: number | null): RatingBlock {
  if (rating === null) return NO_RATING;
  return { rating, games: games ?? 0, k: k ?? 0 };
}
