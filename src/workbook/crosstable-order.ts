import type { Word } from './labels';

/**
 * Row order of the Swiss crosstable: by pairing number (the wall chart during the event) or by final place (the
 * booklet's final crosstable, where a cell names the opponent by his line in that order), the arbiter's choice
 * in Settings.
 */
export type CrosstableOrder = 'number' | 'place';

export const CROSSTABLE_ORDER_WORDS: Record<CrosstableOrder, Word> = {
  number: { en: 'pairing numbers', tr: 'sıra numarası', fa: 'شماره جفت‌سازی', aliases: ['number', 'TPN', 'No'] },
  place: { en: 'final places', tr: 'derece sırası', fa: 'رتبه نهایی', aliases: ['place', 'final', 'rank'] },
};

export const FINAL_ORDER_TITLE: Word = {
  en: 'Crosstable in final order',
  tr: 'Derece sırasına göre çapraz tablo',
  fa: 'جدول متقاطع به ترتیب رتبه',
};
