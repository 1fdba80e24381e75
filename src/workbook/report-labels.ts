import type { InitialStatus, NotRatedReason, RatingNote } from '../engine/rating';
import { say, type Language, type Word } from './labels';

/** Words of the hand-out and end-of-event sheets (rating change, alphabetical list, result slips, prizes). */

export const REPORT_SHEET_NAMES = {
  ratingChange: { en: 'Rating change', tr: 'Kur değişimi', fa: 'تغییر ریتینگ' },
  prizes: { en: 'Prizes', tr: 'Ödüller', fa: 'جوایز' },
  alphabetical: { en: 'Alphabetical', tr: 'Alfabetik', fa: 'الفبایی' },
  slips: { en: 'Result slips', tr: 'Sonuç fişleri', fa: 'برگه نتیجه' },
} satisfies Record<string, Word>;

export const RATING_WORDS = {
  title: {
    en: 'FIDE rating change (estimate for this event)',
    tr: 'FIDE kur değişimi (bu turnuva için tahmin)',
    fa: 'تغییر ریتینگ فیده (برآورد برای این مسابقه)',
  },
  rules: {
    en: 'B.02 2024, 8.3.1 as amended 1 Oct 2025',
    tr: 'B.02 2024, 8.3.1 (1 Ekim 2025 değişikliği)',
    fa: 'B.02 2024، بند 8.3.1 با اصلاحیه 1 اکتبر 2025',
  },
  rulesBefore: {
    en: 'B.02 2024 (400-point rule for everybody)',
    tr: 'B.02 2024 (herkes için 400 puan kuralı)',
    fa: 'B.02 2024 (قاعده 400 امتیاز برای همه)',
  },
  kDerived: {
    en: 'K not given: derived, confirm',
    tr: 'K verilmedi: hesaplandı, doğrulayın',
    fa: 'K داده نشده: محاسبه شد، تأیید کنید',
  },
  no: { en: 'No', tr: 'No', fa: 'شماره' },
  name: { en: 'Name', tr: 'Ad', fa: 'نام' },
  ro: { en: 'Ro', tr: 'Ro', fa: 'Ro' },
  kList: { en: 'K (list)', tr: 'K (liste)', fa: 'K (فهرست)' },
  otherGames: { en: 'Other games', tr: 'Diğer oyunlar', fa: 'بازی‌های دیگر' },
  kUsed: { en: 'K used', tr: 'Kullanılan K', fa: 'K به‌کاررفته' },
  games: { en: 'n', tr: 'n', fa: 'n' },
  score: { en: 'Score', tr: 'Puan', fa: 'امتیاز' },
  expected: { en: 'ΣPD', tr: 'ΣPD', fa: 'ΣPD' },
  sumDelta: { en: 'ΣΔR', tr: 'ΣΔR', fa: 'ΣΔR' },
  change: { en: 'Change', tr: 'Değişim', fa: 'تغییر' },
  rounded: { en: 'Rounded', tr: 'Yuvarlanmış', fa: 'گردشده' },
  newRating: { en: 'New rating', tr: 'Yeni kur', fa: 'ریتینگ جدید' },
  notes: { en: 'Rule applied', tr: 'Uygulanan kural', fa: 'قاعده به‌کاررفته' },
  unratedTitle: {
    en: 'Unrated players: initial rating (8.2)',
    tr: 'Kursuz oyuncular: ilk kur (8.2)',
    fa: 'بازیکنان بدون ریتینگ: ریتینگ اولیه (8.2)',
  },
  ra: { en: 'Ra', tr: 'Ra', fa: 'Ra' },
  p: { en: 'p', tr: 'p', fa: 'p' },
  dp: { en: 'dp', tr: 'dp', fa: 'dp' },
  ru: { en: 'Ru', tr: 'Ru', fa: 'Ru' },
  status: { en: 'Status', tr: 'Durum', fa: 'وضعیت' },
  gamesTitle: { en: 'Games', tr: 'Oyunlar', fa: 'بازی‌ها' },
  round: { en: 'Rd', tr: 'Tur', fa: 'دور' },
  opponent: { en: 'Opp.', tr: 'Rakip', fa: 'حریف' },
  oppRating: { en: 'Opp. rating', tr: 'Rakip kuru', fa: 'ریتینگ حریف' },
  d: { en: 'D', tr: 'D', fa: 'D' },
  dUsed: { en: 'D used', tr: 'Kullanılan D', fa: 'D به‌کاررفته' },
  pd: { en: 'PD', tr: 'PD', fa: 'PD' },
  delta: { en: 'ΔR', tr: 'ΔR', fa: 'ΔR' },
} satisfies Record<string, Word>;

const NOT_RATED_WORDS: Record<NotRatedReason, Word> = {
  forfeit: { en: 'forfeit (not played)', tr: 'hükmen (oynanmadı)', fa: 'باخت/برد فنی (بازی نشد)' },
  pab: { en: 'pairing-allocated bye', tr: 'eşlendirme bay', fa: 'استراحت ناشی از جفت‌بندی' },
  'half-point-bye': { en: 'half-point bye', tr: 'yarım puanlık bay', fa: 'استراحت نیم‌امتیازی' },
  'full-point-bye': { en: 'full-point bye', tr: 'tam puanlık bay', fa: 'استراحت یک‌امتیازی' },
  'zero-point-bye': {
    en: 'zero-point bye / absent',
    tr: 'sıfır puanlık bay / gelmedi',
    fa: 'استراحت بدون امتیاز / غایب',
  },
  'less-than-one-move': { en: 'game of less than one move', tr: 'bir hamleden kısa oyun', fa: 'بازی کمتر از یک حرکت' },
  'opponent-unrated': { en: 'opponent unrated', tr: 'rakip kursuz', fa: 'حریف بدون ریتینگ' },
  'both-unrated': { en: 'both players unrated', tr: 'iki oyuncu da kursuz', fa: 'هر دو بازیکن بدون ریتینگ' },
  'not-played-yet': { en: 'result not entered', tr: 'sonuç girilmedi', fa: 'نتیجه وارد نشده' },
  'rapid-600-rule': {
    en: '600+ apart, a player above 2600 (rapid/blitz)',
    tr: '600+ fark, 2600 üstü oyuncu (hızlı/yıldırım)',
    fa: 'اختلاف ۶۰۰+ با بازیکن بالای ۲۶۰۰ (سریع/برق‌آسا)',
  },
};

const INITIAL_STATUS_WORDS: Record<InitialStatus, Word> = {
  published: {
    en: 'published if this is the whole pool',
    tr: 'tüm havuz buysa yayımlanır',
    fa: 'اگر همه بازی‌ها همین باشد منتشر می‌شود',
  },
  pending: {
    en: 'fewer than 5 games: pending (pooled, 7.1.4)',
    tr: '5 oyundan az: bekliyor (birikir, 7.1.4)',
    fa: 'کمتر از ۵ بازی: در انتظار (تجمیع، 7.1.4)',
  },
  'below-1400': { en: 'below 1400: not published', tr: '1400 altı: yayımlanmaz', fa: 'زیر ۱۴۰۰: منتشر نمی‌شود' },
  'zero-score': {
    en: 'zero score in a first event: disregarded (8.2.1)',
    tr: 'ilk turnuvada sıfır puan: dikkate alınmaz (8.2.1)',
    fa: 'امتیاز صفر در نخستین مسابقه: نادیده (8.2.1)',
  },
  'no-games': {
    en: 'no games against rated opponents',
    tr: 'kurlu rakiple oyun yok',
    fa: 'بدون بازی با حریف دارای ریتینگ',
  },
};

export function notRatedText(reason: NotRatedReason, lang: Language): string {
  return say(NOT_RATED_WORDS[reason], lang);
}

export function initialStatusText(status: InitialStatus, lang: Language): string {
  return say(INITIAL_STATUS_WORDS[status], lang);
}

/** The rule that decided an unusual case, in words (the sheet's last column). */
export function ratingNoteText(note: RatingNote, lang: Language): string {
  switch (note.kind) {
    case 'cap-400':
      return {
        en: `400-point rule (8.3.1): ${note.games} game(s)`,
        tr: `400 puan kuralı (8.3.1): ${note.games} oyun`,
        fa: `قاعده ۴۰۰ امتیاز (8.3.1): ${note.games} بازی`,
      }[lang];
    case 'no-cap-2650':
      return {
        en: 'rated 2650+: real difference (8.3.1, 1 Oct 2025)',
        tr: '2650+: gerçek fark (8.3.1, 1 Ekim 2025)',
        fa: '۲۶۵۰+: اختلاف واقعی (8.3.1، اکتبر ۲۰۲۵)',
      }[lang];
    case 'k-700':
      return {
        en: `700 rule: K ${note.from} -> ${note.to} (${note.games} games, 8.3.3)`,
        tr: `700 kuralı: K ${note.from} -> ${note.to} (${note.games} oyun, 8.3.3)`,
        fa: `قاعده ۷۰۰: K ${note.from} -> ${note.to} (${note.games} بازی، 8.3.3)`,
      }[lang];
    case 'k-derived':
      return `${say(RATING_WORDS.kDerived, lang)} (K ${note.k})`;
    case 'below-1400':
      return {
        en: 'below 1400: shown as unrated on the next list (7.2.1)',
        tr: '1400 altı: sonraki listede kursuz (7.2.1)',
        fa: 'زیر ۱۴۰۰: در فهرست بعد بدون ریتینگ (7.2.1)',
      }[lang];
    case 'not-counted':
      return {
        en: `${note.rounds} round(s) not rated`,
        tr: `${note.rounds} tur hesaba katılmadı`,
        fa: `${note.rounds} دور محاسبه نشد`,
      }[lang];
  }
}

/** A prize note in words; `name` gives a player's name, `money` an amount. */
export function prizeNoteText(
  note: import('../engine/prizes').PrizeNote,
  lang: Language,
  name: (tpn: number) => string,
  money: (base: number) => string,
): string {
  const names = (t: readonly number[]): string => t.map(name).join(', ');
  const cat = (c: { label: string }, place: number): string => `${c.label} ${place}`;
  switch (note.kind) {
    case 'shared': {
      const how = {
        split: {
          en: 'share the prizes of places',
          tr: 'şu sıraların ödüllerini eşit paylaşır:',
          fa: 'جوایز این رتبه‌ها را به تساوی تقسیم می‌کنند:',
        },
        hort: {
          en: "share by the Hort system (half of their own place's prize, the other halves equally) places",
          tr: 'Hort sistemiyle paylaşır (kendi sırasının yarısı, kalan yarılar eşit) sıralar',
          fa: 'به روش هورت تقسیم می‌کنند (نیمی از جایزه رتبه خود، نیمه‌های دیگر به تساوی) رتبه‌های',
        },
        none: {
          en: 'are separated by the tie-breaks, places',
          tr: 'eşitlik bozmayla ayrılır, sıralar',
          fa: 'با معیارهای تساوی‌شکن جدا می‌شوند، رتبه‌های',
        },
      }[note.sharing][lang];
      const boundary = note.boundary
        ? {
            en: ' (the tie crosses the last prize place: places without a prize count 0)',
            tr: ' (eşitlik son ödüllü sırayı aşıyor: ödülsüz sıralar 0 sayılır)',
            fa: ' (تساوی از آخرین رتبه جایزه‌دار می‌گذرد: رتبه‌های بی‌جایزه صفر حساب می‌شوند)',
          }[lang]
        : '';
      return `${names(note.tpns)}: ${how} ${note.first}-${note.last}${boundary}`;
    }
    case 'took-category':
      return {
        en: `${name(note.tpn)} takes ${cat(note.category, note.place)} instead of a place prize of ${money(note.gaveUp)} (one prize per player, the higher one); the place prizes are recomputed without him`,
        tr: `${name(note.tpn)} ${money(note.gaveUp)} sıra ödülü yerine ${cat(note.category, note.place)} alır (oyuncu başına bir ödül, yüksek olan); sıra ödülleri onsuz yeniden hesaplanır`,
        fa: `${name(note.tpn)} به جای جایزه رتبه ${money(note.gaveUp)}، ${cat(note.category, note.place)} را می‌گیرد (هر بازیکن یک جایزه، بالاتر)؛ جوایز رتبه بدون او دوباره حساب می‌شود`,
      }[lang];
    case 'kept-place':
      return {
        en: `${name(note.tpn)} keeps his place prize of ${money(note.placeAmount)} rather than ${cat(note.category, note.place)} (one prize per player, the higher one)`,
        tr: `${name(note.tpn)} ${cat(note.category, note.place)} yerine ${money(note.placeAmount)} sıra ödülünü tutar (oyuncu başına bir ödül, yüksek olan)`,
        fa: `${name(note.tpn)} جایزه رتبه ${money(note.placeAmount)} را به جای ${cat(note.category, note.place)} نگه می‌دارد (هر بازیکن یک جایزه، بالاتر)`,
      }[lang];
    case 'unawarded':
      return {
        en: `${cat(note.category, note.place)}: nobody eligible is left, not awarded`,
        tr: `${cat(note.category, note.place)}: uygun oyuncu kalmadı, verilmedi`,
        fa: `${cat(note.category, note.place)}: بازیکن واجد شرایطی نماند، اهدا نشد`,
      }[lang];
    case 'not-better':
      return {
        en: `check: ${name(note.tpn)} gave up ${money(note.gaveUp)} for ${money(note.got)}`,
        tr: `kontrol: ${name(note.tpn)} ${money(note.gaveUp)} bırakıp ${money(note.got)} aldı`,
        fa: `بررسی: ${name(note.tpn)} ${money(note.gaveUp)} را برای ${money(note.got)} واگذاشت`,
      }[lang];
  }
}

export const PRIZE_WORDS = {
  title: { en: 'Prizes', tr: 'Ödüller', fa: 'جوایز' },
  sharing: { en: 'Sharing', tr: 'Paylaşım', fa: 'تقسیم' },
  rounding: { en: 'Rounding', tr: 'Yuvarlama', fa: 'گرد کردن' },
  currency: { en: 'Currency', tr: 'Para birimi', fa: 'واحد پول' },
  onePrize: { en: 'One prize per player', tr: 'Oyuncu başına bir ödül', fa: 'هر بازیکن یک جایزه' },
  yes: { en: 'yes', tr: 'evet', fa: 'بله' },
  no_: { en: 'no', tr: 'hayır', fa: 'خیر' },
  prize: { en: 'Prize', tr: 'Ödül', fa: 'جایزه' },
  rule: { en: 'Rule', tr: 'Kural', fa: 'قاعده' },
  amounts: {
    en: 'Amounts (1st, 2nd …)',
    tr: 'Tutarlar (1., 2. …)',
    fa: 'مبالغ (اول، دوم …)',
    aliases: ['Amounts', 'Tutarlar', 'مبالغ'],
  },
  place: { en: 'Place', tr: 'Sıra', fa: 'رتبه', aliases: ['Places', 'Place prizes', 'Sıra ödülleri'] },
  distribution: {
    en: 'Distribution (computed; rebuilt, do not type below)',
    tr: 'Dağıtım (hesaplanır; yeniden yazılır, aşağıya yazmayın)',
    fa: 'توزیع (محاسبه‌شده؛ بازسازی می‌شود، زیر آن ننویسید)',
  },
  rank: { en: 'Rank', tr: 'Sıra', fa: 'رتبه' },
  no: { en: 'No', tr: 'No', fa: 'شماره' },
  name: { en: 'Name', tr: 'Ad', fa: 'نام' },
  points: { en: 'Pts', tr: 'Puan', fa: 'امتیاز' },
  award: { en: 'Award', tr: 'Ödül', fa: 'جایزه' },
  amount: { en: 'Amount', tr: 'Tutar', fa: 'مبلغ' },
  why: { en: 'How it was decided', tr: 'Nasıl karar verildi', fa: 'چگونه تعیین شد' },
  difference: {
    en: 'Rounding difference against the fund',
    tr: 'Fona göre yuvarlama farkı',
    fa: 'اختلاف گرد کردن با صندوق',
  },
  none: { en: 'none', tr: 'yok', fa: 'هیچ' },
  split: { en: 'split', tr: 'eşit', fa: 'مساوی' },
  hort: { en: 'Hort', tr: 'Hort', fa: 'هورت' },
} satisfies Record<string, Word>;

export const HANDOUT_WORDS = {
  alphabeticalTitle: {
    en: 'Pairings in alphabetical order',
    tr: 'Alfabetik eşlendirme listesi',
    fa: 'جفت‌بندی به ترتیب الفبا',
  },
  round: { en: 'Round', tr: 'Tur', fa: 'دور' },
  board: { en: 'Board', tr: 'Masa', fa: 'میز' },
  name: { en: 'Name', tr: 'Ad', fa: 'نام' },
  no: { en: 'No', tr: 'No', fa: 'شماره' },
  title: { en: 'Title', tr: 'Unvan', fa: 'عنوان' },
  rating: { en: 'Rtg', tr: 'Kur', fa: 'ریتینگ' },
  points: { en: 'Pts', tr: 'Puan', fa: 'امتیاز' },
  colour: { en: 'Colour', tr: 'Renk', fa: 'رنگ' },
  white: { en: 'White', tr: 'Beyaz', fa: 'سفید' },
  black: { en: 'Black', tr: 'Siyah', fa: 'سیاه' },
  w: { en: 'W', tr: 'B', fa: 'س' },
  b: { en: 'B', tr: 'S', fa: 'ش' },
  opponent: { en: 'Opponent', tr: 'Rakip', fa: 'حریف' },
  pab: { en: 'bye (1 point)', tr: 'bay (1 puan)', fa: 'استراحت (۱ امتیاز)' },
  half: { en: 'half-point bye', tr: 'yarım puanlık bay', fa: 'استراحت نیم‌امتیازی' },
  full: { en: 'full-point bye', tr: 'tam puanlık bay', fa: 'استراحت یک‌امتیازی' },
  absent: { en: 'absent / not paired', tr: 'gelmedi / eşlenmedi', fa: 'غایب / جفت نشده' },
  withdrawn: { en: 'withdrawn', tr: 'çekildi', fa: 'انصراف' },
  boards: { en: 'Boards', tr: 'Masa sayısı', fa: 'تعداد میز' },
  slipsTitle: { en: 'Result slip', tr: 'Sonuç fişi', fa: 'برگه نتیجه' },
  result: { en: 'Result (tick one)', tr: 'Sonuç (birini işaretleyin)', fa: 'نتیجه (یکی را علامت بزنید)' },
  signWhite: { en: "White's signature", tr: 'Beyazın imzası', fa: 'امضای سفید' },
  signBlack: { en: "Black's signature", tr: 'Siyahın imzası', fa: 'امضای سیاه' },
  arbiterOnly: { en: 'Arbiter only: +/−  −/+  −/−', tr: 'Yalnız hakem: +/−  −/+  −/−', fa: 'فقط داور: +/−  −/+  −/−' },
} satisfies Record<string, Word>;
