import {
  makeListPlayer,
  normaliseTitle,
  ratingBlock,
  type ListPlayer,
  type RatingBlock,
  type RatingType,
} from './player';

/**
 * The texts of one player's fields, as cut from a TXT line or taken from XML elements, before validation.
 * A single-type list fills only the block of its type (rating-lists.md §1.4).
 */
export interface RawFields {
  id: string;
  name: string;
  fed: string;
  sex: string;
  tit: string;
  wtit: string;
  otit: string;
  foa: string;
  blocks: Partial<Record<RatingType, { rating: string; games: string; k: string }>>;
  bday: string;
  flag: string;
}

export function emptyRaw(): RawFields {
  return { id: '', name: '', fed: '', sex: '', tit: '', wtit: '', otit: '', foa: '', blocks: {}, bday: '', flag: '' };
}

/** '' and any run of zeros are "none" (current files write 0, older ones leave blanks; §1.2). */
function optionalNumber(text: string, what: string): number | null | string {
  const t = text.trim();
  if (t === '' || /^0+$/.test(t)) return null;
  if (!/^\d+$/.test(t)) return `${what} "${t}" is not a number`;
  return Number(t);
}

/** Lists since March 2024 start at 1400; older ones went down to 1000 (§1.2.1 step 4). */
const MIN_RATING = 1000;
const MAX_RATING = 3000;

function block(raw: { rating: string; games: string; k: string } | undefined, type: RatingType): RatingBlock | string {
  if (!raw) return ratingBlock(null, null, null);
  const rating = optionalNumber(raw.rating, `${type} rating`);
  if (typeof rating === 'string') return rating;
  if (rating !== null && (rating < MIN_RATING || rating > MAX_RATING))
    return `${type} rating ${rating} is outside ${MIN_RATING}-${MAX_RATING}`;
  const games = optionalNumber(raw.games, `${type} games`);
  if (typeof games === 'string') return games;
  const k = optionalNumber(raw.k, `${type} K`);
  if (typeof k === 'string') return k;
  return ratingBlock(rating, games, k);
}

const FLAGS = new Set(['', 'i', 'w', 'wi']);

/** Validate and convert (§1.2.1 step 4); a string is the reason the line or element does not parse. */
export function toPlayer(raw: RawFields): ListPlayer | string {
  const id = raw.id.trim();
  if (!/^\d{1,10}$/.test(id) || Number(id) === 0 || Number(id) > 0xffffffff)
    return `FIDE ID "${id}" is not a number of up to 10 digits`;
  const name = raw.name.trim();
  if (name === '') return 'the name is empty';
  const fed = raw.fed.trim();
  if (!/^[A-Z]{3}$/.test(fed)) return `federation "${fed}" is not three capital letters`;
  const sex = raw.sex.trim().toUpperCase();
  if (sex !== '' && sex !== 'M' && sex !== 'F') return `sex "${raw.sex.trim()}" is not M or F`;
  const flag = raw.flag.trim().toLowerCase();
  if (!FLAGS.has(flag)) return `flag "${raw.flag.trim()}" is not i, w, wi or blank`;
  const blocks: RatingBlock[] = [];
  for (const type of ['standard', 'rapid', 'blitz'] as const) {
    const b = block(raw.blocks[type], type);
    if (typeof b === 'string') return b;
    blocks.push(b);
  }
  const bday = raw.bday.trim();
  let birth: number | null = null;
  if (bday !== '' && !/^0+$/.test(bday)) {
    // B-day holds the year only (§1.6); a full date from a user's own list keeps its year
    const m = /^(\d{4})(?:[-/.]\d{1,2}[-/.]\d{1,2})?$/.exec(bday);
    if (!m) return `birth year "${bday}" is not a year`;
    birth = Number(m[1]);
  }
  const otit = raw.otit.trim();
  return makeListPlayer({
    fide_id: Number(id),
    name,
    fed,
    sex,
    tit: normaliseTitle(raw.tit),
    wtit: normaliseTitle(raw.wtit),
    otit:
      otit === ''
        ? []
        : otit
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
    foa: raw.foa.trim().toUpperCase(),
    standard: blocks[0]!,
    rapid: blocks[1]!,
    blitz: blocks[2]!,
    birth_year: birth,
    flag,
  });
}
