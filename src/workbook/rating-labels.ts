import type { Word } from './labels';

/**
 * Words of the rating-list features (rating-lists.md §2): the Players sheet's extra columns and the Settings
 * rows, in EN/TR/FA. Kept apart from labels.ts so the shared tables stay as they are.
 */
export const RATING_PLAYER_HEADERS = {
  tournamentRating: {
    en: 'Tournament rating',
    tr: 'Turnuva kuvvet puanı',
    fa: 'ریتینگ مسابقه',
    aliases: ['TRtg', 'Tournament Rtg'],
  },
  tournamentRatingSource: { en: 'Tournament rating source', tr: 'Turnuva puanı kaynağı', fa: 'منبع ریتینگ مسابقه' },
  k: { en: 'K', tr: 'K', fa: 'K', aliases: ['K factor', 'K faktörü'] },
  ratingSource: { en: 'Rating source', tr: 'Kuvvet puanı kaynağı', fa: 'منبع ریتینگ', aliases: ['Rtg source'] },
} satisfies Record<string, Word>;
export type RatingPlayerColumn = keyof typeof RATING_PLAYER_HEADERS;

export const RATING_SETTING_LABELS = {
  ratingList: { en: 'Rating list', tr: 'Kuvvet puanı listesi', fa: 'فهرست ریتینگ', aliases: ['FIDE list'] },
  ratingListMonth: { en: 'Rating list month', tr: 'Liste ayı', fa: 'ماه فهرست ریتینگ', aliases: ['List month'] },
  ratingType: { en: 'Rating type', tr: 'Kuvvet puanı türü', fa: 'نوع ریتینگ' },
  tournamentRatingMethod: { en: 'Tournament rating method', tr: 'Turnuva puanı yöntemi', fa: 'روش ریتینگ مسابقه' },
} satisfies Record<string, Word>;
export type RatingSettingKey = keyof typeof RATING_SETTING_LABELS;

export const RATING_TYPE_WORDS = {
  standard: { en: 'standard', tr: 'klasik', fa: 'کلاسیک', aliases: ['std', 'classical', 'standart'] },
  rapid: { en: 'rapid', tr: 'hızlı', fa: 'سریع', aliases: ['rpd', 'hizli'] },
  blitz: { en: 'blitz', tr: 'yıldırım', fa: 'برق‌آسا', aliases: ['blz', 'yildirim'] },
} satisfies Record<string, Word>;

export const SOURCE_WORDS = {
  fide: { en: 'FIDE', tr: 'FIDE', fa: 'فیده' },
  national: { en: 'national', tr: 'ulusal', fa: 'ملی' },
  estimate: { en: 'estimate', tr: 'tahmin', fa: 'برآورد', aliases: ['typed', 'E'] },
  effective: { en: 'as', tr: 'yerine', fa: 'به‌جای' },
} satisfies Record<string, Word>;
