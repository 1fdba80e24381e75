import { parseTiebreak } from '../../engine/tiebreaks/specifier';
import { say, type Language, type Word } from '../labels';

/**
 * The legend printed under Standings: what each tie-break code in use means (C.07 names), so that DE (a rank
 * within the tie) is not read as points.
 */
const CODES: Record<string, Word> = {
  PTS: { en: 'points', tr: 'puan', fa: 'امتیاز' },
  BH: {
    en: "Buchholz: sum of the opponents' scores",
    tr: 'Buchholz (Solkoff): rakiplerin puanları toplamı',
    fa: 'بوخهولتس: مجموع امتیاز حریفان',
  },
  FB: {
    en: 'Fore Buchholz: Buchholz with the last round counted as draws',
    tr: 'Ön Buchholz: son tur beraberlik sayılarak Buchholz',
    fa: 'بوخهولتس پیشین: با تساوی فرض کردن دور آخر',
  },
  AOB: {
    en: "average of the opponents' Buchholz",
    tr: 'rakiplerin Buchholz ortalaması',
    fa: 'میانگین بوخهولتس حریفان',
  },
  SB: {
    en: "Sonneborn-Berger: each opponent's score times the points scored against him",
    tr: 'Sonneborn-Berger: her rakibin puanı × ona karşı alınan puan',
    fa: 'زونبورن-برگر: امتیاز هر حریف × امتیاز کسب‌شده مقابل او',
  },
  KS: {
    en: 'Koya: points against the players with at least half the maximum score',
    tr: 'Koya: en az yarı puan almış oyunculara karşı alınan puan',
    fa: 'کویا: امتیاز مقابل بازیکنان با دست‌کم نیمی از حداکثر امتیاز',
  },
  DE: {
    en: 'direct encounter: a rank within the tie (1 = ahead), not points',
    tr: 'karşılaşma sonucu: eşitlik içindeki sıra (1 = önde), puan değil',
    fa: 'رویارویی مستقیم: رتبه در میان هم‌امتیازها (۱ = جلوتر)، نه امتیاز',
  },
  WIN: {
    en: 'number of wins (played or not)',
    tr: 'galibiyet sayısı (oynanmış ya da oynanmamış)',
    fa: 'تعداد بردها (انجام‌شده یا نه)',
  },
  WON: { en: 'games won over the board', tr: 'tahtada kazanılan oyunlar', fa: 'بردهای روی صفحه' },
  BPG: { en: 'games played with Black', tr: 'siyahla oynanan oyunlar', fa: 'بازی‌های انجام‌شده با سیاه' },
  BWG: { en: 'games won with Black', tr: 'siyahla kazanılan oyunlar', fa: 'بردها با سیاه' },
  PS: {
    en: 'progressive score: sum of the running totals',
    tr: 'ilerleyen puan: tur sonu puanlarının toplamı',
    fa: 'امتیاز پیش‌رونده: مجموع امتیازهای پس از هر دور',
  },
  REP: { en: 'rounds elected to play', tr: 'oynamayı seçtiği turlar', fa: 'دورهایی که بازیکن بازی را برگزید' },
  STD: {
    en: 'standard points (1, ½, 0 per game)',
    tr: 'standart puan (oyun başına 1, ½, 0)',
    fa: 'امتیاز استاندارد (۱، ½، ۰)',
  },
  TPN: { en: 'pairing number', tr: 'eşlendirme numarası', fa: 'شماره جفت‌سازی' },
  ARO: { en: 'average rating of the opponents', tr: 'rakiplerin ortalama kuvvet puanı', fa: 'میانگین ریتینگ حریفان' },
  TPR: { en: 'tournament performance rating', tr: 'turnuva performansı', fa: 'ریتینگ عملکرد در مسابقه' },
  PTP: { en: 'perfect tournament performance', tr: 'tam turnuva performansı', fa: 'عملکرد کامل در مسابقه' },
  APRO: {
    en: 'average performance rating of the opponents',
    tr: 'rakiplerin ortalama performansı',
    fa: 'میانگین عملکرد حریفان',
  },
  APPO: {
    en: 'average perfect performance of the opponents',
    tr: 'rakiplerin ortalama tam performansı',
    fa: 'میانگین عملکرد کامل حریفان',
  },
  RTNG: { en: 'own rating', tr: 'kendi kuvvet puanı', fa: 'ریتینگ خود بازیکن' },
};

const CUT: Word = { en: 'leaving out the lowest', tr: 'en düşük çıkarılarak', fa: 'با حذف کمترین' };
const MEDIAN: Word = {
  en: 'leaving out the highest and the lowest',
  tr: 'en yüksek ve en düşük çıkarılarak',
  fa: 'با حذف بیشترین و کمترین',
};
const TITLE: Word = { en: 'Tie-breaks', tr: 'Eşitlik bozma ölçütleri', fa: 'معیارهای تساوی‌شکنی' };
const PLACE: Word = {
  en: 'Place: a shared place prints as a range (3–4); the cell holds its first number',
  tr: 'Derece: paylaşılan derece aralık olarak yazılır (3–4); hücrede ilk sayı vardır',
  fa: 'رتبه: رتبه مشترک به صورت بازه (3–4) چاپ می‌شود؛ خانه عدد اول را دارد',
};

/** One line per code in use: `BH-C1: Buchholz: ..., leaving out the lowest 1`. Unknown codes are named as typed. */
export function standingsLegend(codes: readonly string[], lang: Language): string[] {
  const lines = [`${say(TITLE, lang)}:`];
  for (const code of codes) {
    let text: string;
    try {
      const spec = parseTiebreak(code);
      const word = CODES[spec.name];
      if (!word) continue;
      text = say(word, lang);
      if (spec.cutLow > 0 && spec.cutHigh > 0) text += `, ${say(MEDIAN, lang)} ${spec.cutLow}`;
      else if (spec.cutLow > 0) text += `, ${say(CUT, lang)} ${spec.cutLow}`;
    } catch {
      continue;
    }
    lines.push(`${code}: ${text}`);
  }
  lines.push(say(PLACE, lang));
  return lines.length > 2 ? lines : [];
}
