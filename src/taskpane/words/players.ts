import type { Language, Word } from '../../workbook/labels';
import { sayWith } from './template';

/** Words of the pane's Number players (issue #18: `arbiter players number` from the pane, C.04.2 2.1-2.4). */
export const PLAYERS_WORDS = {
  numberPlayers: { en: 'Number players', tr: 'Oyuncuları numarala', fa: 'شماره‌گذاری بازیکنان' },
  numberHint: {
    en: 'Pairing numbers by C.04.2: rating, then title, then name; after round 1, late entries take their place.',
    tr: 'C.04.2’ye göre eşlendirme numaraları: kuvvet puanı, sonra unvan, sonra ad; 1. turdan sonra geç katılanlar yerlerini alır.',
    fa: 'شماره‌های جفت‌سازی طبق C.04.2: ریتینگ، سپس عنوان، سپس نام؛ پس از دور ۱، بازیکنان دیررس در جای خود قرار می‌گیرند.',
  },
  numberDone: {
    en: '{n} players numbered by C.04.2: {c} number(s) given or changed.',
    tr: '{n} oyuncu C.04.2’ye göre numaralandı: {c} numara verildi ya da değişti.',
    fa: '{n} بازیکن طبق C.04.2 شماره‌گذاری شدند: {c} شماره داده یا تغییر داده شد.',
  },
  numberUnchanged: {
    en: '{n} players: the numbers already follow C.04.2; nothing changed.',
    tr: '{n} oyuncu: numaralar zaten C.04.2’ye uygun; hiçbir şey değişmedi.',
    fa: '{n} بازیکن: شماره‌ها از قبل طبق C.04.2 است؛ چیزی تغییر نکرد.',
  },
} satisfies Record<string, Word>;

export type PlayersWordKey = keyof typeof PLAYERS_WORDS;

export function playersText(key: PlayersWordKey, lang: Language, vars: Record<string, string | number> = {}): string {
  return sayWith(PLAYERS_WORDS[key], lang, vars);
}

export function isPlayersWordKey(key: string | null): key is PlayersWordKey {
  return key !== null && Object.prototype.hasOwnProperty.call(PLAYERS_WORDS, key);
}
