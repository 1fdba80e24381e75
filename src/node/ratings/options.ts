import { RATING_TYPES, type ListPlayer, type RatingType } from '../../formats/rating-list';
import { UserError } from '../exit';

/** Options and output shared by the rating-list commands. */

const SPACES = ' '.repeat(64);

function pad(v: string | number | null, n: number): string {
  const t = v === null ? '-' : typeof v === 'number' ? `${v}` : v;
  return t.length >= n ? t : t + SPACES.slice(0, n - t.length);
}

export const TEXT_HEADER =
  `${pad('FIDE ID', 11)}${pad('Name', 34)}${pad('Fed', 4)}${pad('Sex', 4)}${pad('Titles', 10)}` +
  `${pad('Std', 5)}${pad('Gms', 4)}${pad('K', 3)}${pad('Rpd', 5)}${pad('Gms', 4)}${pad('K', 3)}${pad('Blz', 5)}${pad('Gms', 4)}${pad('K', 3)}${pad('Born', 5)}Flag`;

export function textLine(p: ListPlayer): string {
  const titles = [p.tit, p.wtit && p.wtit !== p.tit ? p.wtit : '', p.foa, ...p.otit].filter(Boolean).join(' ');
  return (
    `${pad(p.fide_id, 11)}${pad(p.name, 34)}${pad(p.fed, 4)}${pad(p.sex, 4)}${pad(titles, 10)}` +
    `${pad(p.standard, 5)}${pad(p.standard_games, 4)}${pad(p.standard_k, 3)}` +
    `${pad(p.rapid, 5)}${pad(p.rapid_games, 4)}${pad(p.rapid_k, 3)}` +
    `${pad(p.blitz, 5)}${pad(p.blitz_games, 4)}${pad(p.blitz_k, 3)}${pad(p.birth_year, 5)}${p.flag}`.trimEnd()
  );
}

export function parseRatingType(text: string | undefined): RatingType | undefined {
  if (text === undefined) return undefined;
  const t = text.toLowerCase() as RatingType;
  if (!RATING_TYPES.includes(t)) throw new UserError(`--type: "${text}" is not standard, rapid or blitz`);
  return t;
}

export function parseMonth(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const m = /^(\d{4})-(\d{2})$/.exec(text);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) throw new UserError(`--month: "${text}" is not a month (YYYY-MM)`);
  return text;
}
