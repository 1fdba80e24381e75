import type { Language, Word } from '../../workbook/labels';

/** The rating-list panel's words (EN/TR/FA), apart from the pane's shared table. */
export const RATINGS_WORDS = {
  title: { en: 'FIDE rating list', tr: 'FIDE kuvvet puanı listesi', fa: 'فهرست ریتینگ فیده' },
  pick: {
    en: 'List file (players_list.zip)',
    tr: 'Liste dosyası (players_list.zip)',
    fa: 'فایل فهرست (players_list.zip)',
  },
  month: { en: 'List month (YYYY-MM)', tr: 'Liste ayı (YYYY-AA)', fa: 'ماه فهرست (YYYY-MM)' },
  none: { en: 'No list chosen yet.', tr: 'Henüz liste seçilmedi.', fa: 'هنوز فهرستی انتخاب نشده است.' },
  reading: {
    en: 'Reading {name}: {pct} % ({n} players)',
    tr: '{name} okunuyor: % {pct} ({n} oyuncu)',
    fa: 'خواندن {name}: {pct}٪ ({n} بازیکن)',
  },
  ready: { en: '{name}: {n} players{month}', tr: '{name}: {n} oyuncu{month}', fa: '{name}: {n} بازیکن{month}' },
  search: {
    en: 'Search by FIDE ID or "Surname, Given"',
    tr: 'FIDE ID veya "Soyadı, Adı" ile ara',
    fa: 'جستجو با شناسه فیده یا «نام خانوادگی، نام»',
  },
  add: { en: 'Add', tr: 'Ekle', fa: 'افزودن' },
  added: {
    en: '{name} added as number {no}',
    tr: '{name} {no} numara olarak eklendi',
    fa: '{name} با شماره {no} افزوده شد',
  },
  check: {
    en: 'Check ratings against the list',
    tr: 'Kuvvet puanlarını listeyle karşılaştır',
    fa: 'مقایسه ریتینگ‌ها با فهرست',
  },
  apply: { en: 'Apply these changes', tr: 'Bu değişiklikleri uygula', fa: 'اعمال این تغییرات' },
  noChanges: {
    en: 'The Players sheet agrees with the list.',
    tr: 'Oyuncular sayfası listeyle uyumlu.',
    fa: 'برگه بازیکنان با فهرست یکسان است.',
  },
  applied: { en: '{n} cells written.', tr: '{n} hücre yazıldı.', fa: '{n} خانه نوشته شد.' },
  more: { en: 'more…', tr: 'daha fazla…', fa: 'بیشتر…' },
} satisfies Record<string, Word>;

export type RatingsWord = keyof typeof RATINGS_WORDS;

export function rw(key: RatingsWord, lang: Language, vars: Record<string, string | number> = {}): string {
  return RATINGS_WORDS[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
}
