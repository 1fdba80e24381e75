import type { Word } from './labels';

/**
 * Words of the round-robin, Scheveningen and knockout sheets in English, Turkish and Persian. Turkish follows the
 * booklet's forms (paper-forms.md §7-§9, §11): "Takım", "Oyunlar", "Toplam", "Eleme", "Altın puan".
 */

/** Sheets these systems add (found again by any of their names). */
export const SYSTEM_SHEETS = {
  scheveningen: { en: 'Scheveningen', tr: 'Scheveningen', fa: 'شوینینگن', aliases: ['Teams', 'Takımlar'] },
  knockout: { en: 'Knockout', tr: 'Eleme', fa: 'حذفی', aliases: ['Bracket', 'Eleme tablosu'] },
} satisfies Record<string, Word>;

/** The Players-sheet column naming a Scheveningen player's team (the Club column is the fallback). */
export const TEAM_HEADER: Word = { en: 'Team', tr: 'Takım', fa: 'تیم', aliases: ['Team name', 'Takım adı', 'Squad'] };

export const TEAM_WORDS = {
  title: { en: 'Scheveningen', tr: 'Scheveningen', fa: 'شوینینگن' },
  team: TEAM_HEADER,
  seat: { en: 'Seat', tr: 'Masa', fa: 'جایگاه' },
  board: { en: 'Board', tr: 'Masa', fa: 'میز' },
  no: { en: 'No', tr: 'Sıra no', fa: 'شماره' },
  name: { en: 'Name', tr: 'Adı Soyad', fa: 'نام' },
  title_: { en: 'Title', tr: 'Unv', fa: 'عنوان' },
  rating: { en: 'Rtg', tr: 'Rat.', fa: 'ریتینگ' },
  average: { en: 'Average rating', tr: 'Ortalama rating', fa: 'میانگین ریتینگ' },
  round: { en: 'Round', tr: 'Tur', fa: 'دور' },
  total: { en: 'Total', tr: 'Toplam', fa: 'مجموع' },
  games: { en: 'Games', tr: 'Oyunlar', fa: 'بازی‌ها' },
  table: {
    en: 'Round table (first named has White)',
    tr: 'Tur tablosu (ilk yazılan beyaz)',
    fa: 'جدول دورها (نفر اول سفید)',
  },
  teamSheet: {
    en: 'Team sheet (opponent:points; bold = Black)',
    tr: 'TAKIM ADI (rakip:puan; koyu = siyah)',
    fa: 'برگه تیم (حریف:امتیاز؛ پررنگ = سیاه)',
  },
  match: { en: 'Match score', tr: 'Maç sonucu', fa: 'نتیجه مسابقه' },
} satisfies Record<string, Word>;

export const KNOCKOUT_WORDS = {
  title: { en: 'Knockout', tr: 'Eleme', fa: 'حذفی' },
  round: { en: 'Round', tr: 'Tur', fa: 'دور' },
  match: { en: 'Match', tr: 'Maç', fa: 'مسابقه' },
  seed: { en: 'Seed', tr: 'Sıra', fa: 'رده' },
  no: { en: 'No', tr: 'Sıra no', fa: 'شماره' },
  title_: { en: 'Title', tr: 'Unvan', fa: 'عنوان' },
  name: { en: 'Name', tr: 'İsim', fa: 'نام' },
  rating: { en: 'Rtg', tr: 'Rtg', fa: 'ریتینگ' },
  game: { en: 'G', tr: 'O', fa: 'ب' },
  colour: { en: 'c', tr: 'r', fa: 'ر' },
  extension: { en: 'X', tr: 'U', fa: 'ت' },
  armageddon: { en: 'Armageddon', tr: 'Altın puan', fa: 'آرماگدون' },
  total: { en: 'Result', tr: 'Sonuç', fa: 'نتیجه' },
  winner: { en: 'Winner', tr: 'Kazanan', fa: 'برنده' },
  bye: { en: 'bye', tr: 'bay', fa: 'استراحت' },
  winnerOf: { en: 'winner of', tr: 'kazanan:', fa: 'برنده' },
  imaginary: { en: 'no opponent', tr: 'rakip yok', fa: 'بدون حریف' },
  entrants: { en: 'players', tr: 'oyuncu', fa: 'بازیکن' },
  select: { en: 'to select', tr: 'seçilecek', fa: 'انتخابی' },
  bracket: { en: 'bracket of', tr: 'tablo', fa: 'جدول' },
  selected: { en: 'Selected', tr: 'Seçilenler', fa: 'انتخاب‌شدگان' },
} satisfies Record<string, Word>;
