import { labelKey } from './cells';

/**
 * Sheet names, headers and words in English, Turkish and Persian (design.md §4). The language chosen in
 * Settings decides what is written; reading accepts all three (and a few common aliases), so a workbook
 * keeps working when the arbiter switches language. Turkish headers follow the booklet's forms
 * (paper-forms.md), e.g. "Sıra no", "Masa", "SONUÇ", "Top. Puan".
 */
export type Language = 'en' | 'tr' | 'fa';
export const LANGUAGES: readonly Language[] = ['en', 'tr', 'fa'];

/** One word in the three languages, plus extra spellings accepted on input. */
export interface Word {
  readonly en: string;
  readonly tr: string;
  readonly fa: string;
  readonly aliases?: readonly string[];
}

export function say(word: Word, lang: Language): string {
  return word[lang];
}

/** Does a typed label mean this word (any language, any alias)? */
export function means(word: Word, typed: string): boolean {
  const k = labelKey(typed);
  if (k === '') return false;
  return keysOf(word).has(k);
}

/** The keys of a word's spellings, made once per word (reading a round sheet asks this of every cell). */
const wordKeys = new WeakMap<Word, ReadonlySet<string>>();

function keysOf(word: Word): ReadonlySet<string> {
  let keys = wordKeys.get(word);
  if (!keys) {
    keys = new Set([word.en, word.tr, word.fa, ...(word.aliases ?? [])].map(labelKey));
    wordKeys.set(word, keys);
  }
  return keys;
}

/** The first entry of a table whose word the typed label means. */
export function lookup<K extends string>(table: Record<K, Word>, typed: string): K | null {
  for (const key of Object.keys(table) as K[]) if (means(table[key], typed)) return key;
  return null;
}

export const SHEETS = {
  settings: { en: 'Settings', tr: 'Ayarlar', fa: 'تنظیمات' },
  players: { en: 'Players', tr: 'Oyuncular', fa: 'بازیکنان' },
  standings: { en: 'Standings', tr: 'Sıralama', fa: 'رده‌بندی' },
  crosstable: { en: 'Crosstable', tr: 'Çapraz Tablo', fa: 'جدول متقاطع', aliases: ['Wall chart'] },
  cards: { en: 'Cards', tr: 'Eşlendirme Kartları', fa: 'کارت‌ها', aliases: ['Pairing cards', 'Kartlar'] },
  log: { en: 'Log', tr: 'Eşlendirme Günlüğü', fa: 'گزارش جفت‌سازی', aliases: ['Pairing log', 'Günlük'] },
  acceleration: { en: 'Acceleration', tr: 'Hızlandırma', fa: 'شتاب‌دهی' },
  record: { en: 'Record', tr: 'Tutanak', fa: 'صورتجلسه', aliases: ['Arbiter record', 'TRF comments'] },
} satisfies Record<string, Word>;
export type SheetId = keyof typeof SHEETS;

/** Round sheet names: "Round 3", "Tur 3", "دور ۳" (Persian digits accepted). */
export const ROUND_WORD: Word = { en: 'Round', tr: 'Tur', fa: 'دور', aliases: ['Rd', 'R'] };

export function roundSheetName(round: number, lang: Language): string {
  return `${ROUND_WORD[lang]} ${round}`;
}

/** Round number of a sheet called like a round sheet in any language, else null. */
export function roundOfSheet(name: string): number | null {
  const k = labelKey(name);
  const m = /^(.*?)\s*(\d+)$/.exec(k);
  if (!m || !means(ROUND_WORD, m[1]!)) return null;
  const n = Number(m[2]);
  return n >= 1 ? n : null;
}

export const PLAYER_HEADERS = {
  no: { en: 'No', tr: 'Sıra no', fa: 'شماره', aliases: ['No.', 'Nr', 'SNo', 'TPN', 'Pairing number', '#', 'Sıra'] },
  title: { en: 'Title', tr: 'Unvan', fa: 'عنوان' },
  name: { en: 'Name', tr: 'İsim', fa: 'نام', aliases: ['Player', 'Adı Soyadı', 'Ad Soyad', 'Oyuncu'] },
  federation: { en: 'Fed', tr: 'Fed', fa: 'فدراسیون', aliases: ['Federation', 'Federasyon', 'Country', 'Ülke'] },
  fideId: { en: 'FIDE ID', tr: 'FIDE ID', fa: 'شناسه فیده', aliases: ['ID', 'FIDE no', 'FIDE-ID'] },
  rating: { en: 'Rating', tr: 'Rtg', fa: 'ریتینگ', aliases: ['Rtg', 'Elo', 'FIDE rating', 'FIDE Rtg'] },
  nationalRating: {
    en: 'National rating',
    tr: 'UKD',
    fa: 'ریتینگ ملی',
    aliases: ['Nat. rating', 'NRtg', 'Ulusal kuvvet derecesi'],
  },
  birth: {
    en: 'Birth',
    tr: 'Doğum',
    fa: 'تولد',
    aliases: ['Born', 'Birth date', 'Date of birth', 'Doğum tarihi', 'B-day'],
  },
  sex: { en: 'Sex', tr: 'Cinsiyet', fa: 'جنسیت', aliases: ['Gender'] },
  club: { en: 'Club', tr: 'Kulüp', fa: 'باشگاه' },
  status: { en: 'Status', tr: 'Durum', fa: 'وضعیت' },
  byes: { en: 'Requested byes', tr: 'İstenen baylar', fa: 'استراحت درخواستی', aliases: ['Byes', 'Bay', 'Baylar'] },
} satisfies Record<string, Word>;
export type PlayerColumn = keyof typeof PLAYER_HEADERS;

export const ROUND_HEADERS = {
  board: { en: 'Board', tr: 'Masa', fa: 'میز', aliases: ['Bd', 'Masa no'] },
  no: PLAYER_HEADERS.no,
  white: { en: 'White', tr: 'Beyaz', fa: 'سفید' },
  black: { en: 'Black', tr: 'Siyah', fa: 'سیاه' },
  rating: { en: 'Rtg', tr: 'Rtg', fa: 'ریتینگ', aliases: ['Rating', 'Elo'] },
  points: { en: 'Pts', tr: 'Puan', fa: 'امتیاز', aliases: ['Points', 'Score'] },
  result: { en: 'Result', tr: 'Sonuç', fa: 'نتیجه', aliases: ['Sonuc', 'Res'] },
  player: { en: 'Player', tr: 'Oyuncu', fa: 'بازیکن', aliases: ['Name', 'İsim'] },
  bye: { en: 'Bye', tr: 'Bay', fa: 'استراحت', aliases: ['Type', 'Absent'] },
} satisfies Record<string, Word>;

export const ROUND_WORDS = {
  byesSection: { en: 'Byes and absent players', tr: 'Bay geçen ve gelmeyen oyuncular', fa: 'استراحت و غایبان' },
  date: { en: 'Date', tr: 'Tarih', fa: 'تاریخ' },
} satisfies Record<string, Word>;

/** Bye kinds on a round sheet (the booklet writes `<no> 1 Tur` for the pairing-allocated bye). */
export const BYE_WORDS = {
  U: { en: 'bye', tr: 'Bay', fa: 'استراحت', aliases: ['U', 'PAB', 'Tur', 'Tur atlama', 'pairing-allocated bye'] },
  H: { en: 'half-point bye', tr: 'Yarım puan bay', fa: 'استراحت نیم‌امتیازی', aliases: ['H', 'HPB', '½ bye'] },
  F: { en: 'full-point bye', tr: 'Tam puan bay', fa: 'استراحت یک‌امتیازی', aliases: ['F', 'FPB', '1 bye'] },
  Z: {
    en: 'absent',
    tr: 'Gelmedi',
    fa: 'غایب',
    aliases: ['Z', 'ZPB', 'zero-point bye', '0 bye', 'not paired', 'withdrawn'],
  },
} satisfies Record<string, Word>;

export const STANDINGS_HEADERS = {
  rank: { en: 'Rank', tr: 'Derece', fa: 'رتبه' },
  no: PLAYER_HEADERS.no,
  title: PLAYER_HEADERS.title,
  name: PLAYER_HEADERS.name,
  federation: PLAYER_HEADERS.federation,
  rating: ROUND_HEADERS.rating,
  points: ROUND_HEADERS.points,
} satisfies Record<string, Word>;

export const REPORT_WORDS = {
  standingsAfter: { en: 'Standings after round', tr: 'Sıralama, tur', fa: 'رده‌بندی پس از دور' },
  crosstable: { en: 'Crosstable', tr: 'Çapraz tablo', fa: 'جدول متقاطع' },
  total: { en: 'Total', tr: 'Toplam', fa: 'مجموع' },
  place: { en: 'Place', tr: 'Derece', fa: 'رتبه' },
  player: { en: 'Player', tr: 'Oyuncu', fa: 'بازیکن' },
  no: { en: 'No', tr: 'Sıra', fa: 'شماره' },
  round: { en: 'Round', tr: 'Tur', fa: 'دور' },
  colour: { en: 'Colour', tr: 'Renk', fa: 'رنگ' },
  result: { en: 'Result', tr: 'Puan', fa: 'نتیجه' },
  runningTotal: { en: 'Total', tr: 'Top. Puan', fa: 'مجموع' },
  opponentNo: { en: 'Opp. No', tr: 'Rakip No', fa: 'شماره حریف' },
  opponent: { en: 'Opponent', tr: 'Rakip Adı', fa: 'نام حریف' },
  float: { en: 'Float', tr: 'Kaydırma', fa: 'شناوری' },
  buchholz: { en: 'BH', tr: 'Sol.', fa: 'BH' },
  sonnebornBerger: { en: 'SB', tr: 'Ber.', fa: 'SB' },
  white: { en: 'W', tr: 'B', fa: 'سفید' },
  black: { en: 'B', tr: 'S', fa: 'سیاه' },
  explanation: { en: 'Explanation', tr: 'Açıklama', fa: 'توضیح' },
  card: { en: 'Pairing card', tr: 'EŞLENDİRME KARTI', fa: 'کارت جفت‌سازی' },
  tiebreakLots: { en: 'tied: lots needed', tr: 'eşit: kura gerekir', fa: 'مساوی: قرعه لازم است' },
} satisfies Record<string, Word>;

export const LANGUAGE_NAMES: Record<Language, Word> = {
  en: { en: 'English', tr: 'English', fa: 'English', aliases: ['en', 'İngilizce', 'انگلیسی'] },
  tr: { en: 'Türkçe', tr: 'Türkçe', fa: 'Türkçe', aliases: ['tr', 'Turkish', 'Turkce', 'ترکی'] },
  fa: { en: 'فارسی', tr: 'فارسی', fa: 'فارسی', aliases: ['fa', 'Persian', 'Farsi', 'Farsça'] },
};
