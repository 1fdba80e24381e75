import type { Language, Word } from '../../workbook/labels';
import { sayWith } from './template';

/** Words of the pane's manual-pairing section (checklist Q65-Q69). */
export const MANUAL_PANE_WORDS = {
  title: { en: 'Manual pairing', tr: 'Elle eşlendirme', fa: 'جفت‌بندی دستی' },
  fromEngine: {
    en: "Start from the engine's pairing",
    tr: 'Programın eşlendirmesinden başla',
    fa: 'شروع از جفت‌بندی موتور',
  },
  start: { en: 'Start manual pairing', tr: 'Elle eşlendirmeyi başlat', fa: 'شروع جفت‌بندی دستی' },
  check: { en: 'Check', tr: 'Denetle', fa: 'بررسی' },
  end: { en: 'End manual pairing', tr: 'Elle eşlendirmeyi bitir', fa: 'پایان جفت‌بندی دستی' },
  confirm: { en: 'Confirm and end', tr: 'Onayla ve bitir', fa: 'تأیید و پایان' },
  cancel: { en: 'Cancel', tr: 'Vazgeç', fa: 'انصراف' },
  started: {
    en:
      'Round {r} is in manual pairing on sheet "{sheet}": type the pairing numbers in the two No columns, ' +
      'then Check and End.',
    tr:
      '{r}. tur "{sheet}" sayfasında elle eşlendiriliyor: iki Sıra no sütununa numaraları yazın, ' +
      'sonra Denetle ve Bitir.',
    fa: 'دور {r} در برگهٔ «{sheet}» دستی جفت‌بندی می‌شود: شماره‌ها را در دو ستون شماره بنویسید، سپس بررسی و پایان.',
  },
  checked: {
    en: 'Round {r}: {l3} warning(s) to confirm at the end, {l2} to note.',
    tr: '{r}. tur: bitişte onaylanacak {l3} uyarı, bilgi için {l2} uyarı.',
    fa: 'دور {r}: {l3} هشدار برای تأیید در پایان، {l2} هشدار برای اطلاع.',
  },
  unpaired: { en: 'Not placed yet: {ids}.', tr: 'Henüz yerleştirilmedi: {ids}.', fa: 'هنوز قرار داده نشده: {ids}.' },
  toConfirm: {
    en: 'Round {r} cannot end before you confirm:',
    tr: '{r}. tur şunları onaylamadan bitemez:',
    fa: 'دور {r} بدون تأیید این موارد پایان نمی‌یابد:',
  },
  consequence: { en: 'Consequence: {text}', tr: 'Sonucu: {text}', fa: 'پیامد: {text}' },
  engine: {
    en: "The engine's pairing: {pairing}",
    tr: 'Programın eşlendirmesi: {pairing}',
    fa: 'جفت‌بندی موتور: {pairing}',
  },
  endedSame: {
    en: "Round {r}: manual pairing ended, the same as the engine's pairing.",
    tr: '{r}. tur: elle eşlendirme bitti, programın eşlendirmesiyle aynı.',
    fa: 'دور {r}: جفت‌بندی دستی پایان یافت، همانند جفت‌بندی موتور.',
  },
  endedDiffers: {
    en: 'Round {r}: manual pairing ended with {n} difference(s) from the engine\'s pairing; Record row "MPA" written.',
    tr: '{r}. tur: elle eşlendirme programınkinden {n} farkla bitti; Tutanak sayfasına "MPA" satırı yazıldı.',
    fa: 'دور {r}: جفت‌بندی دستی با {n} تفاوت با جفت‌بندی موتور پایان یافت؛ ردیف «MPA» در صورتجلسه نوشته شد.',
  },
  overwrite: {
    en: 'This would replace cells you typed ({sheets}): nothing was written.',
    tr: 'Bu, yazdığınız hücrelerin yerine geçerdi ({sheets}): hiçbir şey yazılmadı.',
    fa: 'این کار خانه‌هایی را که نوشته‌اید جایگزین می‌کرد ({sheets}): چیزی نوشته نشد.',
  },
  noHost: {
    en: 'Open the pane in Excel to pair by hand.',
    tr: 'Elle eşlendirme için bölmeyi Excel’de açın.',
    fa: 'برای جفت‌بندی دستی، پنل را در اکسل باز کنید.',
  },
} satisfies Record<string, Word>;

export type ManualWordKey = keyof typeof MANUAL_PANE_WORDS;

export function manualText(key: ManualWordKey, lang: Language, vars: Record<string, string | number> = {}): string {
  return sayWith(MANUAL_PANE_WORDS[key], lang, vars);
}
