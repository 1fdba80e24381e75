import {
  STANDARD_SCORING,
  type Colour,
  type ForbiddenPairs,
  type PairingSystemId,
  type Scoring,
  type TournamentInfo,
} from '../engine/model';
import { DEFAULT_TIEBREAKS } from '../engine/tiebreaks/defaults';
import {
  DEFAULT_DOUBLE_ROUND_ROBIN_ORDER,
  type DoubleRoundRobinOrder,
} from '../engine/systems/round-robin/double-round-robin';
import { asciiDigits } from '../formats/digits';
import { address, cellDate, cellInteger, cellNumber, cellText, type SheetValues } from './cells';
import { LANGUAGE_NAMES, lookup, say, type Language, type Word } from './labels';
import { error, warning, type Problem } from './problems';
import { isRatingSettingLabel } from './rating-settings';
import { isFideModeSettingLabel } from './labels/fide-mode';
import { formatPoints } from '../formats/results';
import { CROSSTABLE_ORDER_WORDS, type CrosstableOrder } from './crosstable-order';
import { DEFAULT_POINTS_STYLE, POINTS_STYLE_WORDS, type PointsStyle } from './points-format';

/** Tie-break rule sets (tiebreaks.md: fide2026 default, fide2024, legacy booklet method). */
export type TiebreakRules = 'fide2026' | 'fide2024' | 'legacy';
export type ColourChoice = 'white' | 'black' | 'lot';
export type AccelerationMethod = 'none' | 'baku' | 'table';

/** Everything the Settings sheet holds (design.md §4). */
export interface Settings {
  readonly info: TournamentInfo;
  readonly totalRounds: number | null;
  readonly system: PairingSystemId;
  /** Colour of the top seed in round 1: fixed, or drawn by lot (then `drawnColour` records the draw). */
  readonly colourChoice: ColourChoice;
  readonly drawnColour: Colour | null;
  readonly scoring: Scoring;
  readonly acceleration: AccelerationMethod;
  readonly tiebreaks: readonly string[];
  readonly tiebreakRules: TiebreakRules;
  readonly ratingForRanking: 'fide' | 'national';
  readonly language: Language;
  readonly forbiddenPairs: readonly ForbiddenPairs[];
  /** Order of the cycles of a double round robin (other-systems.md §1.5): shown on the sheet so the choice is on record. */
  readonly doubleRoundRobin: DoubleRoundRobinOrder;
  /** How points are shown on the sheets: `4 1/2` or `4.5` (points-format.ts); the cells hold numbers either way. */
  readonly pointsStyle: PointsStyle;
  /** Swiss crosstable rows by pairing number or by final place (crosstable-order.ts). */
  readonly crosstableOrder: CrosstableOrder;
}

/** The colour the first-ranked player gets in round 1, or null while the lot is not drawn. */
export function initialColourOf(s: Settings): Colour | null {
  if (s.colourChoice === 'white') return 'w';
  if (s.colourChoice === 'black') return 'b';
  return s.drawnColour;
}

export function isRoundRobin(system: PairingSystemId): boolean {
  return system === 'round-robin' || system === 'double-round-robin';
}

/**
 * Systems whose pairings are fixed by a table before the event (C.07 15.2 "pre-determined pairings"): round
 * robins and Scheveningen. Their tie-breaks follow the round-robin list (no Buchholz, other-systems.md §1.9).
 */
export function isPredetermined(system: PairingSystemId): boolean {
  return isRoundRobin(system) || system === 'scheveningen' || system === 'double-scheveningen';
}

/**
 * Default tie-break order of a system, from the engine's one list (tiebreaks/defaults.ts): the booklet's
 * round-robin order (§1.9) for pre-determined pairings, the Swiss order otherwise.
 */
export function defaultTiebreaks(system: PairingSystemId): string[] {
  return [...DEFAULT_TIEBREAKS[isPredetermined(system) ? 'round-robin' : 'swiss']];
}

/**
 * Default scoring of a system. The rest round of an odd round robin is a free day worth nothing in FIDE
 * practice (other-systems.md §1.4; the booklet gives 1): the Bye value row holds the arbiter's choice.
 */
export function defaultScoring(system: PairingSystemId): Scoring {
  return isRoundRobin(system) ? { ...STANDARD_SCORING, pab: 0 } : STANDARD_SCORING;
}

export function defaultSettings(overrides: Partial<Settings> = {}): Settings {
  const system = overrides.system ?? 'dutch';
  return {
    info: { name: '' },
    totalRounds: null,
    system,
    colourChoice: 'lot',
    drawnColour: null,
    scoring: defaultScoring(system),
    acceleration: 'none',
    tiebreaks: defaultTiebreaks(system),
    tiebreakRules: 'fide2026',
    ratingForRanking: 'fide',
    language: 'en',
    forbiddenPairs: [],
    doubleRoundRobin: DEFAULT_DOUBLE_ROUND_ROBIN_ORDER,
    pointsStyle: DEFAULT_POINTS_STYLE,
    crosstableOrder: 'number',
    ...overrides,
  };
}

export const SYSTEM_WORDS: Record<PairingSystemId, Word> = {
  dutch: {
    en: 'Dutch',
    tr: 'Hollanda',
    fa: 'هلندی',
    aliases: ['FIDE Dutch', 'Swiss', 'İsviçre', 'FIDE_DUTCH', 'FIDE_DUTCH_2025', 'FIDE_DUTCH_2026', 'Hollanda sistemi'],
  },
  burstein: { en: 'Burstein', tr: 'Burstein', fa: 'برشتاین', aliases: ['FIDE_BURSTEIN'] },
  dubov: { en: 'Dubov', tr: 'Dubov', fa: 'دوبوف', aliases: ['FIDE_DUBOV'] },
  lim: { en: 'Lim', tr: 'Lim', fa: 'لیم' },
  'round-robin': { en: 'Round robin', tr: 'Devreli', fa: 'دوره‌ای', aliases: ['Round-robin', 'RR', 'Berger', 'Lig'] },
  'double-round-robin': {
    en: 'Double round robin',
    tr: 'Çift devreli',
    fa: 'دوره‌ای دوگانه',
    aliases: ['Double round-robin', 'DRR'],
  },
  scheveningen: { en: 'Scheveningen', tr: 'Scheveningen', fa: 'شوینینگن' },
  'double-scheveningen': { en: 'Double Scheveningen', tr: 'Çift Scheveningen', fa: 'شوینینگن دوگانه' },
  knockout: { en: 'Knockout', tr: 'Eleme', fa: 'حذفی', aliases: ['KO'] },
};

const COLOUR_WORDS: Record<ColourChoice, Word> = {
  white: { en: 'white', tr: 'beyaz', fa: 'سفید', aliases: ['w', 'white1'] },
  black: { en: 'black', tr: 'siyah', fa: 'سیاه', aliases: ['b', 'black1'] },
  lot: { en: 'by lot', tr: 'kura', fa: 'قرعه', aliases: ['lot', 'drawn by lot', 'random', 'kura ile'] },
};

const ACCELERATION_WORDS: Record<AccelerationMethod, Word> = {
  none: { en: 'none', tr: 'yok', fa: 'ندارد', aliases: ['no', '-', 'hayır', 'خیر'] },
  baku: { en: 'Baku', tr: 'Bakü', fa: 'باکو', aliases: ['Baku acceleration', 'C.04.7'] },
  table: { en: 'table', tr: 'tablo', fa: 'جدول', aliases: ['manual', 'sheet', 'custom'] },
};

const RULES_WORDS: Record<TiebreakRules, Word> = {
  fide2026: { en: 'FIDE 2026', tr: 'FIDE 2026', fa: 'فیده ۲۰۲۶', aliases: ['fide2026', '2026'] },
  fide2024: { en: 'FIDE 2024', tr: 'FIDE 2024', fa: 'فیده ۲۰۲۴', aliases: ['fide2024', '2024', 'FIDE 2023'] },
  legacy: {
    en: 'legacy (booklet)',
    tr: 'eski (kitapçık)',
    fa: 'قدیمی',
    aliases: ['legacy', 'eski', 'FIDE 2009', 'booklet'],
  },
};

const RATING_WORDS: Record<'fide' | 'national', Word> = {
  fide: { en: 'FIDE', tr: 'FIDE', fa: 'فیده', aliases: ['Elo', 'FIDE rating'] },
  national: { en: 'national', tr: 'ulusal', fa: 'ملی', aliases: ['UKD', 'national rating'] },
};

type Kind =
  | 'text'
  | 'date'
  | 'rounds'
  | 'system'
  | 'colour'
  | 'drawn'
  | 'points'
  | 'acceleration'
  | 'tiebreaks'
  | 'rules'
  | 'rating'
  | 'language'
  | 'list'
  | 'forbidden'
  | 'cycles'
  | 'pointsStyle'
  | 'crosstableOrder';

interface Row {
  readonly key: string;
  readonly label: Word;
  readonly kind: Kind;
  readonly hint: Word;
}

const ANY: Word = { en: '', tr: '', fa: '' };
const SCORE_HINT: Word = { en: 'points, e.g. 1 or ½', tr: 'puan, örn. 1 veya ½', fa: 'امتیاز، مثلاً ۱ یا ½' };
const BYE_HINT: Word = {
  en: 'points, e.g. 1 or ½; round robin rest round: 0 (FIDE practice) or 1 (booklet)',
  tr: 'puan, örn. 1 veya ½; devreli turnuvada tur atlama: 0 (FIDE) veya 1 (kitapçık)',
  fa: 'امتیاز، مثلاً ۱ یا ½؛ استراحت در دوره‌ای: ۰ (فیده) یا ۱',
};

/** Double round robin cycle order (other-systems.md §1.5). */
export const CYCLE_WORDS: Record<DoubleRoundRobinOrder, Word> = {
  'fide-swap-last-two': {
    en: 'FIDE (last two rounds of the first cycle swapped)',
    tr: 'FIDE (ilk devrenin son iki turu yer değiştirir)',
    fa: 'فیده (جابه‌جایی دو دور آخر دوره اول)',
    aliases: ['FIDE', 'fide-swap-last-two', 'swap'],
  },
  booklet: {
    en: 'booklet (second cycle repeats the first, colours reversed)',
    tr: 'kitapçık (ikinci devre birincinin renk değiştirilmiş tekrarı)',
    fa: 'کتابچه (تکرار دوره اول با رنگ معکوس)',
    aliases: ['booklet', 'kitapçık', 'plain', 'repeat'],
  },
};

const SYSTEM_LIST =
  'Dutch, Burstein, Dubov, Lim, Round robin, Double round robin, Scheveningen, Double Scheveningen, Knockout';

/** The rows of the Settings sheet in display order. */
export const SETTINGS_ROWS: readonly Row[] = [
  { key: 'name', kind: 'text', label: { en: 'Tournament name', tr: 'Turnuva adı', fa: 'نام مسابقه' }, hint: ANY },
  {
    key: 'city',
    kind: 'text',
    label: { en: 'Place', tr: 'Yer', fa: 'محل برگزاری', aliases: ['City', 'Şehir'] },
    hint: ANY,
  },
  {
    key: 'federation',
    kind: 'text',
    label: { en: 'Federation', tr: 'Federasyon', fa: 'فدراسیون' },
    hint: { en: '3 letters, e.g. TUR', tr: '3 harf, örn. TUR', fa: 'سه حرف، مثلاً IRI' },
  },
  {
    key: 'startDate',
    kind: 'date',
    label: { en: 'Start date', tr: 'Başlangıç tarihi', fa: 'تاریخ شروع' },
    hint: { en: 'YYYY/MM/DD', tr: 'YYYY/AA/GG', fa: 'YYYY/MM/DD' },
  },
  {
    key: 'endDate',
    kind: 'date',
    label: { en: 'End date', tr: 'Bitiş tarihi', fa: 'تاریخ پایان' },
    hint: { en: 'YYYY/MM/DD', tr: 'YYYY/AA/GG', fa: 'YYYY/MM/DD' },
  },
  { key: 'chiefArbiter', kind: 'text', label: { en: 'Chief arbiter', tr: 'Başhakem', fa: 'سرداور' }, hint: ANY },
  {
    key: 'deputies',
    kind: 'list',
    label: {
      en: 'Deputy arbiters',
      tr: 'Başhakem yardımcıları',
      fa: 'معاونان سرداور',
      aliases: ['Deputy', 'Deputy chief arbiter'],
    },
    hint: { en: 'separate names with ;', tr: 'isimleri ; ile ayırın', fa: 'نام‌ها را با ; جدا کنید' },
  },
  { key: 'timeControl', kind: 'text', label: { en: 'Time control', tr: 'Düşünme süresi', fa: 'زمان‌بندی' }, hint: ANY },
  { key: 'typeText', kind: 'text', label: { en: 'Tournament type', tr: 'Turnuva türü', fa: 'نوع مسابقه' }, hint: ANY },
  {
    key: 'rounds',
    kind: 'rounds',
    label: { en: 'Rounds', tr: 'Tur sayısı', fa: 'تعداد دورها', aliases: ['Number of rounds'] },
    hint: { en: 'total number of rounds', tr: 'toplam tur sayısı', fa: 'تعداد کل دورها' },
  },
  {
    key: 'system',
    kind: 'system',
    label: { en: 'Pairing system', tr: 'Eşlendirme sistemi', fa: 'سیستم جفت‌سازی', aliases: ['System'] },
    hint: {
      en: SYSTEM_LIST,
      tr: 'Hollanda, Burstein, Dubov, Lim, Devreli, Çift devreli, Scheveningen, Çift Scheveningen, Eleme',
      fa: 'هلندی، برشتاین، دوبوف، لیم، دوره‌ای، دوره‌ای دوگانه، شوینینگن، شوینینگن دوگانه، حذفی',
    },
  },
  {
    key: 'colour',
    kind: 'colour',
    label: {
      en: 'Colour of the top seed in round 1',
      tr: '1. turda 1 numaranın rengi',
      fa: 'رنگ نفر اول در دور ۱',
      aliases: ['Initial colour'],
    },
    hint: { en: 'white, black or by lot', tr: 'beyaz, siyah veya kura', fa: 'سفید، سیاه یا قرعه' },
  },
  {
    key: 'drawn',
    kind: 'drawn',
    label: { en: 'Colour drawn by lot', tr: 'Kurada çıkan renk', fa: 'رنگ قرعه‌کشی‌شده' },
    hint: {
      en: 'filled when round 1 is paired',
      tr: '1. tur eşlendirilirken doldurulur',
      fa: 'هنگام جفت‌سازی دور ۱ پر می‌شود',
    },
  },
  {
    key: 'win',
    kind: 'points',
    label: { en: 'Points for a win', tr: 'Galibiyet puanı', fa: 'امتیاز برد' },
    hint: SCORE_HINT,
  },
  {
    key: 'draw',
    kind: 'points',
    label: { en: 'Points for a draw', tr: 'Beraberlik puanı', fa: 'امتیاز تساوی' },
    hint: SCORE_HINT,
  },
  {
    key: 'loss',
    kind: 'points',
    label: { en: 'Points for a loss', tr: 'Mağlubiyet puanı', fa: 'امتیاز باخت' },
    hint: SCORE_HINT,
  },
  {
    key: 'pab',
    kind: 'points',
    label: {
      en: 'Bye value (pairing-allocated bye)',
      tr: 'Bay puanı',
      fa: 'امتیاز استراحت',
      aliases: ['Bye value', 'PAB'],
    },
    hint: BYE_HINT,
  },
  {
    key: 'forfeitWin',
    kind: 'points',
    label: { en: 'Forfeit win', tr: 'Hükmen galibiyet', fa: 'برد فورفیت' },
    hint: SCORE_HINT,
  },
  {
    key: 'forfeitLoss',
    kind: 'points',
    label: { en: 'Forfeit loss', tr: 'Hükmen mağlubiyet', fa: 'باخت فورفیت' },
    hint: SCORE_HINT,
  },
  {
    key: 'fullBye',
    kind: 'points',
    label: { en: 'Full-point bye', tr: 'Tam puan bay', fa: 'استراحت یک‌امتیازی' },
    hint: SCORE_HINT,
  },
  {
    key: 'halfBye',
    kind: 'points',
    label: { en: 'Half-point bye', tr: 'Yarım puan bay', fa: 'استراحت نیم‌امتیازی' },
    hint: SCORE_HINT,
  },
  {
    key: 'zeroBye',
    kind: 'points',
    label: { en: 'Zero-point bye / absence', tr: 'Sıfır puan bay / gelmeme', fa: 'غیبت' },
    hint: SCORE_HINT,
  },
  {
    key: 'acceleration',
    kind: 'acceleration',
    label: { en: 'Acceleration', tr: 'Hızlandırma', fa: 'شتاب‌دهی' },
    hint: { en: 'none, Baku, or table (Acceleration sheet)', tr: 'yok, Bakü veya tablo', fa: 'ندارد، باکو یا جدول' },
  },
  {
    key: 'tiebreaks',
    kind: 'tiebreaks',
    label: {
      en: 'Tie-breaks',
      tr: 'Eşitlik bozma',
      fa: 'معیارهای تساوی‌شکنی',
      aliases: ['Tie-break order', 'Tiebreaks'],
    },
    hint: { en: 'FIDE codes in order, e.g. BH-C1, BH, DE', tr: 'sırasıyla FIDE kodları', fa: 'کدهای فیده به ترتیب' },
  },
  {
    key: 'rules',
    kind: 'rules',
    label: { en: 'Tie-break rules', tr: 'Eşitlik bozma kuralları', fa: 'قوانین تساوی‌شکنی' },
    hint: {
      en: 'FIDE 2026, FIDE 2024 or legacy (booklet)',
      tr: 'FIDE 2026, FIDE 2024 veya eski',
      fa: 'فیده ۲۰۲۶، فیده ۲۰۲۴ یا قدیمی',
    },
  },
  {
    key: 'rating',
    kind: 'rating',
    label: { en: 'Rating used for ranking', tr: 'Sıralamada kullanılan kuvvet puanı', fa: 'ریتینگ مبنای رده‌بندی' },
    hint: { en: 'FIDE or national', tr: 'FIDE veya ulusal', fa: 'فیده یا ملی' },
  },
  {
    key: 'forbidden',
    kind: 'forbidden',
    label: { en: 'Forbidden pairs', tr: 'Eşlenmeyecek oyuncular', fa: 'جفت‌های ممنوع' },
    hint: { en: 'e.g. 3 7; 12 15 (rounds 1-5)', tr: 'örn. 3 7; 12 15 (tur 1-5)', fa: 'مثلاً 3 7; 12 15' },
  },
  {
    key: 'language',
    kind: 'language',
    label: { en: 'Language', tr: 'Dil', fa: 'زبان' },
    hint: { en: 'English, Türkçe, فارسی', tr: 'English, Türkçe, فارسی', fa: 'English, Türkçe, فارسی' },
  },
  // added last so the rows above keep their cells in workbooks made before it
  {
    key: 'cycles',
    kind: 'cycles',
    label: {
      en: 'Double round robin order',
      tr: 'Çift devreli tur sırası',
      fa: 'ترتیب دوره‌ای دوگانه',
      aliases: ['Cycle order'],
    },
    hint: { en: 'FIDE or booklet', tr: 'FIDE veya kitapçık', fa: 'فیده یا کتابچه' },
  },
  {
    key: 'pointsStyle',
    kind: 'pointsStyle',
    label: { en: 'Points shown as', tr: 'Puan gösterimi', fa: 'نمایش امتیاز', aliases: ['Points format'] },
    hint: {
      en: 'halves (4 1/2) or decimal (4.5)',
      tr: 'kesirli (4 1/2) veya ondalık (4.5)',
      fa: 'کسری (4 1/2) یا اعشاری (4.5)',
    },
  },
  {
    key: 'crosstableOrder',
    kind: 'crosstableOrder',
    label: { en: 'Crosstable order', tr: 'Çapraz tablo sırası', fa: 'ترتیب جدول متقاطع' },
    hint: {
      en: 'pairing numbers or final places (Swiss)',
      tr: 'sıra numarası veya derece sırası (İsviçre)',
      fa: 'شماره جفت‌سازی یا رتبه نهایی (سوئیسی)',
    },
  },
];

export const SETTINGS_HEADER: Record<'setting' | 'value' | 'note', Word> = {
  setting: { en: 'Setting', tr: 'Ayar', fa: 'تنظیم' },
  value: { en: 'Value', tr: 'Değer', fa: 'مقدار' },
  note: { en: 'Allowed values', tr: 'İzin verilen değerler', fa: 'مقادیر مجاز' },
};

function rowFor(label: string): Row | undefined {
  const table: Record<string, Word> = {};
  for (const r of SETTINGS_ROWS) table[r.key] = r.label;
  const key = lookup(table, label);
  return SETTINGS_ROWS.find((r) => r.key === key);
}

/** Forbidden pairs: `3 7; 12 15 (rounds 1-5)` (TRF-26 260 / XXP). */
export function parseForbiddenPairs(text: string): ForbiddenPairs[] | string {
  const out: ForbiddenPairs[] = [];
  for (const part of asciiDigits(text)
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const m = /^([\d\s,]+?)\s*(?:\((?:\D*?)\s*(\d+)\s*-\s*(\d+)\s*\))?$/.exec(part);
    if (!m) return `"${part}" is not a list of pairing numbers`;
    const ids = m[1]!
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (ids.length < 2) return `"${part}" needs at least two pairing numbers`;
    out.push(m[2] ? { ids, firstRound: Number(m[2]), lastRound: Number(m[3]) } : { ids });
  }
  return out;
}

export function formatForbiddenPairs(pairs: readonly ForbiddenPairs[], lang: Language): string {
  const rounds = { en: 'rounds', tr: 'tur', fa: 'دور' }[lang];
  return pairs
    .map((p) =>
      p.firstRound !== undefined
        ? `${p.ids.join(' ')} (${rounds} ${p.firstRound}-${p.lastRound ?? p.firstRound})`
        : p.ids.join(' '),
    )
    .join('; ');
}

/** Tie-break list: comma/semicolon separated FIDE codes (`BH-C1` or TRF's `BH/C1`), kept as typed. */
export function parseTiebreaks(text: string): string[] {
  return text
    .split(/[,;]+|\s+(?=[A-Za-z])/)
    .map((s) => s.trim())
    .filter((s) => s !== '' && s.toUpperCase() !== 'PTS');
}

export interface SettingsRead {
  readonly settings: Settings;
  readonly problems: Problem[];
  /** Row (0-based) of each key found, so commands can write a value back (e.g. the drawn colour). */
  readonly rows: ReadonlyMap<string, number>;
}

/** Read the Settings sheet (key/value rows; labels in any of the three languages). */
export function readSettings(values: SheetValues, sheet: string): SettingsRead {
  const problems: Problem[] = [];
  const rows = new Map<string, number>();
  const info: Record<string, unknown> = { name: '' };
  const scoring: Record<string, number> = { ...STANDARD_SCORING };
  let pabSeen = false;
  let s = defaultSettings();
  let tiebreaksSeen = false;
  values.forEach((line, r) => {
    const label = cellText(line?.[0] ?? null);
    if (label === '') return;
    const row = rowFor(label);
    if (!row) {
      // the rating-list rows are read by rating-settings.ts
      if (!lookup(SETTINGS_HEADER, label) && !isRatingSettingLabel(label) && !isFideModeSettingLabel(label))
        problems.push(warning(sheet, address(r, 0), `"${label}" is not a setting; ignored`));
      return;
    }
    rows.set(row.key, r);
    const v = line?.[1] ?? null;
    const text = cellText(v);
    const at = address(r, 1);
    const bad = (what: string) => problems.push(error(sheet, at, `${row.label.en}: "${text}" is not ${what}`));
    switch (row.kind) {
      case 'text':
        if (text) info[row.key] = text;
        break;
      case 'date':
        if (text) info[row.key] = cellDate(v);
        break;
      case 'list':
        if (text)
          info.deputyArbiters = text
            .split(';')
            .map((x) => x.trim())
            .filter(Boolean);
        break;
      case 'rounds': {
        if (!text) break;
        const n = cellInteger(v);
        if (n === null || n < 1 || n > 99) bad('a number of rounds (1-99)');
        else s = { ...s, totalRounds: n };
        break;
      }
      case 'system': {
        if (!text) break;
        const id = lookup(SYSTEM_WORDS, text);
        if (!id) bad(`a pairing system (${SYSTEM_LIST})`);
        else s = { ...s, system: id };
        break;
      }
      case 'colour': {
        if (!text) break;
        const c = lookup(COLOUR_WORDS, text);
        if (!c) bad('white, black or by lot');
        else s = { ...s, colourChoice: c };
        break;
      }
      case 'drawn': {
        if (!text) break;
        const c = lookup(COLOUR_WORDS, text);
        if (c !== 'white' && c !== 'black') bad('white or black');
        else s = { ...s, drawnColour: c === 'white' ? 'w' : 'b' };
        break;
      }
      case 'points': {
        if (!text) break;
        const p = cellNumber(v);
        if (p === null || p < 0 || p > 100) bad('a number of points');
        else {
          scoring[row.key] = p;
          if (row.key === 'pab') pabSeen = true;
        }
        break;
      }
      case 'acceleration': {
        if (!text) break;
        const a = lookup(ACCELERATION_WORDS, text);
        if (!a) bad('none, Baku or table');
        else s = { ...s, acceleration: a };
        break;
      }
      // a blank cell means the system's default order (below)
      case 'tiebreaks':
        if (text) {
          tiebreaksSeen = true;
          s = { ...s, tiebreaks: parseTiebreaks(text) };
        }
        break;
      case 'rules': {
        if (!text) break;
        const x = lookup(RULES_WORDS, text);
        if (!x) bad('FIDE 2026, FIDE 2024 or legacy');
        else s = { ...s, tiebreakRules: x };
        break;
      }
      case 'rating': {
        if (!text) break;
        const x = lookup(RATING_WORDS, text);
        if (!x) bad('FIDE or national');
        else s = { ...s, ratingForRanking: x };
        break;
      }
      case 'language': {
        if (!text) break;
        const x = lookup(LANGUAGE_NAMES, text);
        if (!x) bad('English, Türkçe or فارسی');
        else s = { ...s, language: x };
        break;
      }
      case 'cycles': {
        if (!text) break;
        const x = lookup(CYCLE_WORDS, text);
        if (!x) bad('FIDE or booklet');
        else s = { ...s, doubleRoundRobin: x };
        break;
      }
      case 'crosstableOrder': {
        if (!text) break;
        const x = lookup(CROSSTABLE_ORDER_WORDS, text);
        if (!x) bad('pairing numbers or final places');
        else s = { ...s, crosstableOrder: x };
        break;
      }
      case 'pointsStyle': {
        if (!text) break;
        const x = lookup(POINTS_STYLE_WORDS, text);
        if (!x) bad('halves (4 1/2) or decimal (4.5)');
        else s = { ...s, pointsStyle: x };
        break;
      }
      case 'forbidden': {
        if (!text) break;
        const f = parseForbiddenPairs(text);
        if (typeof f === 'string') problems.push(error(sheet, at, `${row.label.en}: ${f}`));
        else s = { ...s, forbiddenPairs: f };
        break;
      }
    }
  });
  // a PAB is worth a win unless the Settings say otherwise (C.04.1 Art. 3; TRF-26 162 P defaults to W)
  // (a round robin's rest round: a free day worth nothing, other-systems.md §1.4)
  if (!pabSeen) scoring.pab = isRoundRobin(s.system) ? 0 : scoring.win!;
  if (!tiebreaksSeen) s = { ...s, tiebreaks: defaultTiebreaks(s.system) };
  if (!rows.has('name')) problems.push(error(sheet, 'A1', 'no "Tournament name" row: is this the Settings sheet?'));
  return {
    settings: { ...s, info: info as unknown as TournamentInfo, scoring: scoring as unknown as Scoring },
    problems,
    rows,
  };
}

function valueFor(row: Row, s: Settings): string | number | null {
  const lang = s.language;
  const info = s.info as unknown as Record<string, unknown>;
  switch (row.kind) {
    case 'text':
    case 'date':
      return (info[row.key] as string | undefined) ?? null;
    case 'list':
      return s.info.deputyArbiters?.join('; ') ?? null;
    case 'rounds':
      return s.totalRounds;
    case 'system':
      return say(SYSTEM_WORDS[s.system], lang);
    case 'colour':
      return say(COLOUR_WORDS[s.colourChoice], lang);
    case 'drawn':
      return s.drawnColour ? say(COLOUR_WORDS[s.drawnColour === 'w' ? 'white' : 'black'], lang) : null;
    case 'points':
      return formatPoints((s.scoring as unknown as Record<string, number>)[row.key]!);
    case 'acceleration':
      return say(ACCELERATION_WORDS[s.acceleration], lang);
    case 'tiebreaks':
      return s.tiebreaks.join(', ');
    case 'rules':
      return say(RULES_WORDS[s.tiebreakRules], lang);
    case 'rating':
      return say(RATING_WORDS[s.ratingForRanking], lang);
    case 'language':
      return say(LANGUAGE_NAMES[lang], lang);
    case 'forbidden':
      return s.forbiddenPairs.length ? formatForbiddenPairs(s.forbiddenPairs, lang) : null;
    case 'cycles':
      return say(CYCLE_WORDS[s.doubleRoundRobin], lang);
    case 'pointsStyle':
      return say(POINTS_STYLE_WORDS[s.pointsStyle], lang);
    case 'crosstableOrder':
      return say(CROSSTABLE_ORDER_WORDS[s.crosstableOrder], lang);
  }
}

/** The Settings sheet: header, then one row per setting with its allowed values as a note. */
export function renderSettings(s: Settings): SheetValues {
  const lang = s.language;
  const out: SheetValues = [
    [say(SETTINGS_HEADER.setting, lang), say(SETTINGS_HEADER.value, lang), say(SETTINGS_HEADER.note, lang)],
  ];
  for (const row of SETTINGS_ROWS) out.push([say(row.label, lang), valueFor(row, s), say(row.hint, lang) || null]);
  return out;
}

/** The text written in the "drawn colour" row. */
export function colourWord(c: Colour, lang: Language): string {
  return say(COLOUR_WORDS[c === 'w' ? 'white' : 'black'], lang);
}

/** Choices for drop-down lists on the Settings sheet. */
export function settingChoices(key: string, lang: Language): string[] | null {
  switch (key) {
    case 'system':
      return Object.values(SYSTEM_WORDS).map((w) => say(w, lang));
    case 'colour':
      return Object.values(COLOUR_WORDS).map((w) => say(w, lang));
    case 'drawn':
      return [say(COLOUR_WORDS.white, lang), say(COLOUR_WORDS.black, lang)];
    case 'acceleration':
      return Object.values(ACCELERATION_WORDS).map((w) => say(w, lang));
    case 'rules':
      return Object.values(RULES_WORDS).map((w) => say(w, lang));
    case 'rating':
      return Object.values(RATING_WORDS).map((w) => say(w, lang));
    case 'language':
      return ['English', 'Türkçe', 'فارسی'];
    case 'cycles':
      return Object.values(CYCLE_WORDS).map((w) => say(w, lang));
    case 'pointsStyle':
      return Object.values(POINTS_STYLE_WORDS).map((w) => say(w, lang));
    case 'crosstableOrder':
      return Object.values(CROSSTABLE_ORDER_WORDS).map((w) => say(w, lang));
    default:
      return null;
  }
}
