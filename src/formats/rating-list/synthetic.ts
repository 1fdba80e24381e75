import { seededRandom } from '../../engine/seeded-random';
import { makeListPlayer, NO_RATING, type ListPlayer, type RatingBlock } from './player';
import { COMBINED_HEADER, formatCombinedLine } from './txt-writer';

const SYLLABLES = [
  'bar',
  'ber',
  'cor',
  'dal',
  'fen',
  'gal',
  'kov',
  'lin',
  'mir',
  'nor',
  'pel',
  'quor',
  'rin',
  'sar',
  'tam',
  'tor',
  'ul',
  'var',
  'wes',
  'zan',
];
const ENDINGS = [
  'a',
  'ov',
  'ova',
  'ski',
  'sson',
  'escu',
  'oglu',
  'yan',
  'ez',
  'mann',
  'ic',
  'ko',
  'dze',
  'ini',
  'uk',
  'en',
];
const GIVEN_M = [
  'Ali',
  'Bruno',
  'Cem',
  'Dmitri',
  'Emil',
  'Farid',
  'Hakan',
  'Ivo',
  'Jonas',
  'Karim',
  'Luka',
  'Milan',
  'Omar',
  'Pedro',
  'Rafael',
  'Sven',
  'Umut',
  'Vasco',
  'Yusuf',
  'Zoltan',
];
const GIVEN_F = [
  'Alina',
  'Bianca',
  'Celine',
  'Dana',
  'Elif',
  'Farah',
  'Irina',
  'Lea',
  'Mina',
  'Olga',
  'Rana',
  'Sara',
  'Una',
  'Vera',
  'Yara',
  'Zeynep',
];
const FEDS = [
  'AZE',
  'BEL',
  'CAN',
  'DEU',
  'ESP',
  'FRA',
  'GEO',
  'IND',
  'IRI',
  'ITA',
  'NED',
  'NOR',
  'POL',
  'RUS',
  'TUR',
  'UKR',
  'USA',
  'UZB',
];
const OTITS = ['NA', 'FA', 'IA', 'NI', 'DI', 'FT', 'IO', 'FA,FT', 'IA,IO'];

export interface SyntheticOptions {
  readonly players: number;
  readonly seed?: number;
  /** One long-OTit line in this many (default 600,000: about the real file's 3 in 1.93 million). */
  readonly longOtitEvery?: number;
}

/** The FIDE ID of the i-th generated player: unique, 8-9 digits, in no real range (each in its own slot of 37). */
export function syntheticId(i: number, seed = 1): number {
  return 100_000_000 + i * 37 + ((Math.imul(i + seed, 2654435761) >>> 0) % 37);
}

function block(next: () => number, share: number, base: number): RatingBlock {
  if (next() >= share) return NO_RATING;
  const rating = Math.max(1400, Math.min(2850, Math.round(base + (next() - 0.5) * 300)));
  const k = rating >= 2400 ? 10 : next() < 0.2 ? 40 : 20;
  return { rating, games: Math.floor(next() * next() * 15), k };
}

/**
 * A deterministic synthetic combined list for tests and benchmarks (the real one cannot be downloaded here):
 * proportions like the October 2026 file (§1.1: about 59 % unrated in all three types), women with women's
 * titles, inactive flags, other titles, unknown birth years, and one long-OTit line in every 600,000 (§1.2.4).
 * Not sorted by name, unlike FIDE's file (the reader does not rely on the order).
 */
export function* syntheticPlayers(options: SyntheticOptions): Generator<ListPlayer> {
  const seed = options.seed ?? 1;
  const every = options.longOtitEvery ?? 600_000;
  const next = seededRandom(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  for (let i = 0; i < options.players; i++) {
    const woman = next() < 0.16;
    const surname = pick(SYLLABLES) + pick(SYLLABLES) + pick(ENDINGS);
    const name = `${surname[0]!.toUpperCase()}${surname.slice(1)}, ${pick(woman ? GIVEN_F : GIVEN_M)}`;
    const rated = next() >= 0.59;
    const strength = 1500 + next() * next() * 1200;
    const standard = rated ? block(next, 0.85, strength) : NO_RATING;
    const rapid = rated ? block(next, 0.45, strength - 40) : NO_RATING;
    const blitz = rated ? block(next, 0.42, strength - 60) : NO_RATING;
    const top = standard.rating ?? 0;
    const tit =
      top >= 2500 && next() < 0.6 ? 'GM' : top >= 2400 && next() < 0.5 ? 'IM' : top >= 2300 && next() < 0.4 ? 'FM' : '';
    const wtit = woman && top >= 2000 && next() < 0.4 ? pick(['WGM', 'WIM', 'WFM', 'WCM']) : '';
    const longOtit = i % every === every - 1;
    const otit = longOtit ? ['SI', 'FI', 'LSI', 'SLI', 'NA'] : next() < 0.01 ? pick(OTITS).split(',') : [];
    const inactive = rated && next() < 0.2;
    yield makeListPlayer({
      fide_id: syntheticId(i, seed),
      name,
      fed: pick(FEDS),
      sex: woman ? 'F' : 'M',
      tit: tit || wtit,
      wtit,
      otit,
      foa: longOtit ? 'AFM' : next() < 0.002 ? 'ACM' : '',
      standard,
      rapid,
      blitz,
      birth_year: next() < 0.03 ? null : 1930 + Math.floor(next() * 88),
      flag: (woman ? 'w' : '') + (inactive ? 'i' : ''),
    });
  }
}

/** The list as text, line by line (header first, CRLF endings, as FIDE writes it). */
export function* syntheticCombinedLines(options: SyntheticOptions): Generator<string> {
  yield `${COMBINED_HEADER}\r\n`;
  for (const p of syntheticPlayers(options)) yield `${formatCombinedLine(p)}\r\n`;
}
