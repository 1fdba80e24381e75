import { ROUND_HEADERS, type Language, type Word } from '../workbook/labels';
import { SETTINGS_ROWS } from '../workbook/settings';
import { sayWith } from './words/template';

/**
 * The pane's own words in English, Turkish and Persian. Words the workbook already has (setting labels,
 * Board/White/Black/Result) come from src/workbook/labels.ts and settings.ts, and the ribbon's labels are
 * the manifest's translations, so the pane says what the sheets and the ribbon say.
 */
const setting = (key: string): Word => SETTINGS_ROWS.find((r) => r.key === key)!.label;

export const WORDS = {
  paneLanguage: { en: 'Pane language', tr: 'Bölme dili', fa: 'زبان پنل' },
  setupTitle: { en: 'Tournament setup', tr: 'Turnuva kurulumu', fa: 'تنظیم مسابقه' },
  name: setting('name'),
  rounds: setting('rounds'),
  system: setting('system'),
  colour: setting('colour'),
  tiebreaks: setting('tiebreaks'),
  language: setting('language'),
  tiebreakHint: {
    en: 'FIDE codes in order, e.g. BH-C1, BH, DE',
    tr: 'sırasıyla FIDE kodları, örn. BH-C1, BH, DE',
    fa: 'کدهای فیده به ترتیب، مثلاً BH-C1, BH, DE',
  },
  saveSetup: { en: 'Save settings', tr: 'Ayarları kaydet', fa: 'ذخیره تنظیمات' },
  drawLot: { en: 'Draw the lot now', tr: 'Kurayı şimdi çek', fa: 'قرعه را اکنون بکش' },
  drawn: { en: 'Drawn by lot: {colour}', tr: 'Kurada çıkan: {colour}', fa: 'نتیجه قرعه: {colour}' },
  notDrawn: {
    en: 'The lot is drawn when round 1 is paired (or now).',
    tr: 'Kura 1. tur eşlendirilirken (ya da şimdi) çekilir.',
    fa: 'قرعه هنگام قرعه‌کشی دور ۱ (یا همین حالا) کشیده می‌شود.',
  },
  noTournament: {
    en: 'No tournament in this workbook yet: fill in the setup and save.',
    tr: 'Bu çalışma kitabında henüz turnuva yok: kurulumu doldurup kaydedin.',
    fa: 'هنوز مسابقه‌ای در این کارپوشه نیست: تنظیمات را پر و ذخیره کنید.',
  },
  players: { en: 'Players: {n}', tr: 'Oyuncu: {n}', fa: 'بازیکنان: {n}' },
  roundTitle: { en: 'Round {r} of {total}', tr: 'Tur {r} / {total}', fa: 'دور {r} از {total}' },
  noRound: { en: 'No round paired yet.', tr: 'Henüz tur eşlendirilmedi.', fa: 'هنوز دوری قرعه‌کشی نشده است.' },
  entered: { en: '{n} of {m} results entered', tr: '{m} sonuçtan {n} tanesi girildi', fa: '{n} از {m} نتیجه وارد شده' },
  missing: { en: '{n} missing', tr: '{n} eksik', fa: '{n} مانده' },
  board: ROUND_HEADERS.board,
  white: ROUND_HEADERS.white,
  black: ROUND_HEADERS.black,
  result: ROUND_HEADERS.result,
  bye: ROUND_HEADERS.bye,
  why: { en: 'Why?', tr: 'Neden?', fa: 'چرا؟' },
  noExplanation: {
    en: 'The Log sheet has no line about this board.',
    tr: 'Günlük sayfasında bu masayla ilgili satır yok.',
    fa: 'برگه گزارش درباره این میز خطی ندارد.',
  },
  pair: { en: 'Pair next round', tr: 'Sonraki turu eşlendir', fa: 'قرعه‌کشی دور بعد' },
  repair: { en: 'Re-pair last round', tr: 'Son turu yeniden eşlendir', fa: 'قرعه‌کشی دوباره دور آخر' },
  undo: { en: 'Undo last round', tr: 'Son turu geri al', fa: 'لغو دور آخر' },
  refresh: { en: 'Refresh', tr: 'Yenile', fa: 'بازخوانی' },
  standings: { en: 'Standings', tr: 'Sıralama', fa: 'جدول رده‌بندی' },
  crosstable: { en: 'Crosstable', tr: 'Çapraz tablo', fa: 'جدول متقاطع' },
  cards: { en: 'Cards', tr: 'Oyuncu kartları', fa: 'کارت‌های بازیکنان' },
  check: { en: 'Check round', tr: 'Turu denetle', fa: 'بررسی دور' },
  exportTrf: { en: 'Export TRF', tr: 'TRF dışa aktar', fa: 'خروجی TRF' },
  reportsTitle: { en: 'Reports', tr: 'Raporlar', fa: 'گزارش‌ها' },
  saveTrf: { en: 'Save {file}', tr: '{file} dosyasını kaydet', fa: 'ذخیره {file}' },
  trfText: { en: 'TRF as text (to copy)', tr: 'Metin olarak TRF (kopyalamak için)', fa: 'TRF به صورت متن (برای کپی)' },
  problemsTitle: { en: 'Problems', tr: 'Sorunlar', fa: 'مشکلات' },
  noProblems: { en: 'No problems.', tr: 'Sorun yok.', fa: 'مشکلی نیست.' },
  activityTitle: { en: 'Activity', tr: 'Etkinlik', fa: 'فعالیت' },
  fromRibbon: { en: 'Ribbon', tr: 'Şerit', fa: 'نوار' },
  confirmTitle: {
    en: 'This would overwrite what was typed in the workbook',
    tr: 'Bu işlem çalışma kitabına yazılanların üzerine yazacak',
    fa: 'این کار روی آنچه در کارپوشه وارد شده بازنویسی می‌کند',
  },
  confirmYes: { en: 'Overwrite', tr: 'Üzerine yaz', fa: 'بازنویسی' },
  confirmNo: { en: 'Cancel', tr: 'Vazgeç', fa: 'انصراف' },
  cells: { en: '{n} cells', tr: '{n} hücre', fa: '{n} خانه' },
  oneCell: { en: '1 cell', tr: '1 hücre', fa: '۱ خانه' },
  sheetDeleted: { en: 'the sheet is deleted', tr: 'sayfa silinir', fa: 'برگه حذف می‌شود' },
  empty: { en: '(empty)', tr: '(boş)', fa: '(خالی)' },
  reading: { en: 'Reading the workbook…', tr: 'Çalışma kitabı okunuyor…', fa: 'خواندن کارپوشه…' },
  pairing: {
    en: 'Pairing round {r}: {n} players…',
    tr: '{r}. tur eşlendiriliyor: {n} oyuncu…',
    fa: 'قرعه‌کشی دور {r}: {n} بازیکن…',
  },
  writing: { en: 'Writing to the workbook…', tr: 'Çalışma kitabına yazılıyor…', fa: 'نوشتن در کارپوشه…' },
  seconds: { en: '{s} s', tr: '{s} sn', fa: '{s} ثانیه' },
  pairDone: {
    en: 'Round {r} paired: {b} boards on sheet "{s}".',
    tr: '{r}. tur eşlendirildi: "{s}" sayfasında {b} masa.',
    fa: 'دور {r} قرعه‌کشی شد: {b} میز در برگه «{s}».',
  },
  byeTo: { en: 'Bye: player {id}.', tr: 'Bay: {id} numaralı oyuncu.', fa: 'استراحت: بازیکن {id}.' },
  undoDone: {
    en: 'Round {r} undone (sheet "{s}" removed).',
    tr: '{r}. tur geri alındı ("{s}" sayfası kaldırıldı).',
    fa: 'دور {r} لغو شد (برگه «{s}» حذف شد).',
  },
  reportsDone: { en: 'Updated: {sheets}.', tr: 'Güncellendi: {sheets}.', fa: 'به‌روز شد: {sheets}.' },
  checkSame: {
    en: 'Round {r} checked: {n} finding(s); the engine pairs it the same way.',
    tr: '{r}. tur denetlendi: {n} bulgu; motor aynı eşlendirmeyi yapıyor.',
    fa: 'دور {r} بررسی شد: {n} مورد؛ موتور همین قرعه را می‌دهد.',
  },
  checkDiffers: {
    en: 'Round {r} checked: {n} finding(s); the engine pairs it differently.',
    tr: '{r}. tur denetlendi: {n} bulgu; motor farklı eşlendiriyor.',
    fa: 'دور {r} بررسی شد: {n} مورد؛ موتور قرعه دیگری می‌دهد.',
  },
  exportDone: { en: 'TRF ready: {file}.', tr: 'TRF hazır: {file}.', fa: 'TRF آماده است: {file}.' },
  setupDone: { en: 'Settings saved.', tr: 'Ayarlar kaydedildi.', fa: 'تنظیمات ذخیره شد.' },
  drawDone: {
    en: 'The lot gave the top seed {colour}.',
    tr: 'Kura sonucu 1 numara: {colour}.',
    fa: 'قرعه برای نفر اول: {colour}.',
  },
  resultDone: {
    en: 'Result {v} entered in {s}!{c}.',
    tr: '{s}!{c} hücresine {v} sonucu girildi.',
    fa: 'نتیجه {v} در {s}!{c} وارد شد.',
  },
  problemsFound: {
    en: 'Nothing was written: {n} problem(s), listed below.',
    tr: 'Hiçbir şey yazılmadı: {n} sorun, aşağıda listelendi.',
    fa: 'چیزی نوشته نشد: {n} مشکل، در فهرست زیر.',
  },
  needsConfirm: {
    en: 'Waiting for your confirmation: nothing was written yet.',
    tr: 'Onayınız bekleniyor: henüz hiçbir şey yazılmadı.',
    fa: 'در انتظار تأیید شما: هنوز چیزی نوشته نشده است.',
  },
  cancelled: {
    en: 'Cancelled: nothing was written.',
    tr: 'Vazgeçildi: hiçbir şey yazılmadı.',
    fa: 'لغو شد: چیزی نوشته نشد.',
  },
  syncs: { en: '{n} syncs', tr: '{n} eşitleme', fa: '{n} همگام‌سازی' },
  workerNote: {
    en: 'The pairing engine runs beside the pane (Web Worker).',
    tr: 'Eşlendirme motoru bölmenin yanında çalışır (Web Worker).',
    fa: 'موتور قرعه‌کشی در کنار پنل اجرا می‌شود (Web Worker).',
  },
} satisfies Record<string, Word>;

export type WordKey = keyof typeof WORDS;

/** A pane text with its {placeholders} filled in (values are inserted as text, never as markup). */
export function text(key: WordKey, lang: Language, vars: Record<string, string | number> = {}): string {
  return sayWith(WORDS[key], lang, vars);
}

/** Persian is written right to left. */
export function directionOf(lang: Language): 'rtl' | 'ltr' {
  return lang === 'fa' ? 'rtl' : 'ltr';
}

/** The pane's language from Office's display language (e.g. "tr-TR"), English otherwise. */
export function languageOfLocale(locale: string | null | undefined): Language {
  const base = (locale ?? '').toLowerCase().split(/[-_]/)[0];
  return base === 'tr' ? 'tr' : base === 'fa' ? 'fa' : 'en';
}
