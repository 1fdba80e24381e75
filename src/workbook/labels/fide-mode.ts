import { lookup, type Language, type Word } from '../labels';

/**
 * Words of FIDE mode (fide-acceptance.md §1, §6, §12, §13) in EN/TR/FA: the Settings rows that hold the mode and
 * what round 1 was paired with, their values, and the mark on the sheets of a tournament outside FIDE mode.
 */
export const FIDE_MODE_LABELS = {
  fideMode: { en: 'FIDE mode', tr: 'FIDE modu', fa: 'حالت فیده' },
  fideModeLeft: { en: 'FIDE mode left in round', tr: 'FIDE modundan çıkılan tur', fa: 'دور خروج از حالت فیده' },
  lockedScoring: {
    en: 'Scoring at round 1 (locked)',
    tr: '1. turdaki puanlama (kilitli)',
    fa: 'امتیازدهی در دور ۱ (قفل)',
  },
  lockedAcceleration: {
    en: 'Acceleration at round 1 (locked)',
    tr: '1. turdaki hızlandırma (kilitli)',
    fa: 'شتاب‌دهی در دور ۱ (قفل)',
  },
  lockedTiebreaks: {
    en: 'Tie-breaks at round 1 (locked)',
    tr: '1. turdaki eşitlik bozma (kilitli)',
    fa: 'تساوی‌شکنی در دور ۱ (قفل)',
  },
  lockedForbidden: {
    en: 'Forbidden pairs at round 1 (locked)',
    tr: '1. turdaki eşlenmeyecekler (kilitli)',
    fa: 'جفت‌های ممنوع در دور ۱ (قفل)',
  },
} satisfies Record<string, Word>;
export type FideModeKey = keyof typeof FIDE_MODE_LABELS;

export const FIDE_MODE_HINTS: Record<FideModeKey, Word> = {
  fideMode: {
    en: 'yes; to leave: arbiter fide-mode leave BOOK.xlsx --reason TEXT (permanent)',
    tr: 'evet; çıkmak için: arbiter fide-mode leave BOOK.xlsx --reason METİN (kalıcı)',
    fa: 'بله؛ برای خروج: arbiter fide-mode leave BOOK.xlsx --reason متن (دائمی)',
  },
  fideModeLeft: {
    en: 'filled when FIDE mode is left',
    tr: 'FIDE modundan çıkılınca doldurulur',
    fa: 'هنگام خروج از حالت فیده پر می‌شود',
  },
  lockedScoring: {
    en: 'filled when round 1 is paired',
    tr: '1. tur eşlendirilirken doldurulur',
    fa: 'هنگام جفت‌سازی دور ۱ پر می‌شود',
  },
  lockedAcceleration: {
    en: 'filled when round 1 is paired',
    tr: '1. tur eşlendirilirken doldurulur',
    fa: 'هنگام جفت‌سازی دور ۱ پر می‌شود',
  },
  lockedTiebreaks: {
    en: 'filled when round 1 is paired',
    tr: '1. tur eşlendirilirken doldurulur',
    fa: 'هنگام جفت‌سازی دور ۱ پر می‌شود',
  },
  lockedForbidden: {
    en: 'filled when round 1 is paired',
    tr: '1. tur eşlendirilirken doldurulur',
    fa: 'هنگام جفت‌سازی دور ۱ پر می‌شود',
  },
};

export const YES_NO_WORDS = {
  yes: { en: 'yes', tr: 'evet', fa: 'بله', aliases: ['on', 'true', 'y', 'FIDE', 'açık', 'e'] },
  no: { en: 'no', tr: 'hayır', fa: 'خیر', aliases: ['off', 'false', 'n', 'kapalı', 'h', 'نه'] },
} satisfies Record<string, Word>;

/** Q46: the mark on every sheet of a tournament outside FIDE mode. */
export const NOT_IN_FIDE_MODE: Word = { en: 'NOT IN FIDE MODE', tr: 'FIDE MODUNDA DEĞİL', fa: 'خارج از حالت فیده' };

/** Record sheet events (their English form is the TRF `###` event name; the Record sheet keeps it as written). */
export const RECORD_EVENTS = {
  fideModeLeft: 'FIDE mode left',
  tiebreaks: 'Tie-breaks changed',
  scoring: 'Scoring changed',
  acceleration: 'Acceleration changed',
  forbidden: 'Forbidden pairs changed',
  fullPointBye: 'Full-point bye',
} as const;

export function sayYesNo(on: boolean, lang: Language): string {
  return YES_NO_WORDS[on ? 'yes' : 'no'][lang];
}

/** True when a Settings label is a FIDE-mode row (so the general reader does not call it unknown). */
export function isFideModeSettingLabel(label: string): boolean {
  return lookup(FIDE_MODE_LABELS, label) !== null;
}

/** Is this text the mark (in any of the three languages)? */
export function isFideModeMark(v: unknown): boolean {
  const t = typeof v === 'string' ? v.trim() : '';
  return t !== '' && [NOT_IN_FIDE_MODE.en, NOT_IN_FIDE_MODE.tr, NOT_IN_FIDE_MODE.fa].includes(t);
}
