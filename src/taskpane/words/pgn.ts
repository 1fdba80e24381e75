import type { Language, Word } from '../../workbook/labels';
import { sayWith } from './template';

/** Words of the pane's Save PGN (issue #24: a round's pairings as PGN for electronic boards and broadcasts). */
export const PGN_WORDS = {
  savePgn: { en: 'Save PGN', tr: 'PGN kaydet', fa: 'ذخیره PGN' },
  saveFile: { en: 'Save {file}', tr: '{file} dosyasını kaydet', fa: 'ذخیره {file}' },
  copyPgn: { en: 'Copy the PGN', tr: 'PGN’yi kopyala', fa: 'کپی PGN' },
  pgnText: { en: 'PGN as text (to copy)', tr: 'Metin olarak PGN (kopyalamak için)', fa: 'PGN به صورت متن (برای کپی)' },
  pgnDone: {
    en: 'PGN of round {r} ready: {file}.',
    tr: '{r}. turun PGN’si hazır: {file}.',
    fa: 'PGN دور {r} آماده است: {file}.',
  },
  copied: {
    en: 'PGN copied: paste it into a text file.',
    tr: 'PGN kopyalandı: bir metin dosyasına yapıştırın.',
    fa: 'PGN کپی شد: آن را در یک فایل متنی بچسبانید.',
  },
} satisfies Record<string, Word>;

export type PgnWordKey = keyof typeof PGN_WORDS;

export function pgnText(key: PgnWordKey, lang: Language, vars: Record<string, string | number> = {}): string {
  return sayWith(PGN_WORDS[key], lang, vars);
}

export function isPgnWordKey(key: string | null): key is PgnWordKey {
  return key !== null && Object.prototype.hasOwnProperty.call(PGN_WORDS, key);
}
