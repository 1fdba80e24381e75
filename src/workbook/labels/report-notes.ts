import type { Language } from '../labels';

/** The Standings note for games of the last round still without a result, in the sheet's language. */
export function pendingResultsNote(games: number, round: number, lang: Language): string {
  if (lang === 'tr') return `${round}. turun ${games} oyununun sonucu henüz girilmedi; burada hiç puan saymıyor`;
  if (lang === 'fa') return `نتیجهٔ ${games} بازی از دور ${round} هنوز وارد نشده است؛ اینجا امتیازی حساب نمی‌شود`;
  return `${games} game(s) of round ${round} have no result yet; they count nothing here`;
}

/** Colour letters of the wall chart, the same as the pairing cards' (the booklet's Turkish B = beyaz, S = siyah). */
export function wallChartColour(colour: 'w' | 'b' | null, lang: Language): string {
  if (colour === null) return '';
  if (lang === 'tr') return colour === 'w' ? 'B' : 'S';
  return colour;
}
