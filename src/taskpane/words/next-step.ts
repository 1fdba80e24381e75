import type { Language, Word } from '../../workbook/labels';
import { sayWith } from './template';

/** The pane's "next step" line after each stage of a tournament (issue #17: the first-run path). */
export const NEXT_STEP_WORDS = {
  setup: {
    en: 'Next step: fill in the tournament setup below and save it.',
    tr: 'Sonraki adım: aşağıdaki turnuva kurulumunu doldurup kaydedin.',
    fa: 'گام بعد: تنظیمات مسابقه را در پایین پر و ذخیره کنید.',
  },
  players: {
    en: 'Next step: type the players on the Players sheet (at least two), then press Refresh.',
    tr: 'Sonraki adım: oyuncuları Oyuncular sayfasına yazın (en az iki), sonra Yenile’ye basın.',
    fa: 'گام بعد: بازیکنان را در برگه بازیکنان وارد کنید (دست‌کم دو نفر) و سپس بازخوانی را بزنید.',
  },
  pairFirst: {
    en: 'Next step: pair round 1.',
    tr: 'Sonraki adım: 1. turu eşlendirin.',
    fa: 'گام بعد: قرعه‌کشی دور ۱.',
  },
  results: {
    en: 'Next step: enter the results of round {r} ({n} missing).',
    tr: 'Sonraki adım: {r}. turun sonuçlarını girin ({n} eksik).',
    fa: 'گام بعد: نتایج دور {r} را وارد کنید ({n} مانده).',
  },
  pairNext: {
    en: 'Next step: update the standings, then pair round {r}.',
    tr: 'Sonraki adım: sıralamayı güncelleyin, sonra {r}. turu eşlendirin.',
    fa: 'گام بعد: جدول رده‌بندی را به‌روز کنید و سپس دور {r} را قرعه‌کشی کنید.',
  },
  finished: {
    en: 'All rounds are played: update the standings and crosstable, then export the TRF.',
    tr: 'Tüm turlar oynandı: sıralamayı ve çapraz tabloyu güncelleyin, sonra TRF dışa aktarın.',
    fa: 'همه دورها انجام شد: جدول رده‌بندی و جدول متقاطع را به‌روز کنید و سپس خروجی TRF بگیرید.',
  },
  needsTournament: {
    en: 'Available once the tournament has players.',
    tr: 'Turnuvada oyuncu olunca kullanılabilir.',
    fa: 'وقتی مسابقه بازیکن داشته باشد فعال می‌شود.',
  },
  invalidResult: { en: 'not a result: "{v}"', tr: 'sonuç değil: "{v}"', fa: 'نتیجه نیست: «{v}»' },
} satisfies Record<string, Word>;

export type NextStepKey = keyof typeof NEXT_STEP_WORDS;

export function nextStepText(key: NextStepKey, lang: Language, vars: Record<string, string | number> = {}): string {
  return sayWith(NEXT_STEP_WORDS[key], lang, vars);
}

/** Where the arbiter stands, from what the pane read. */
export interface Stage {
  readonly hasTournament: boolean;
  readonly players: number;
  readonly totalRounds: number | null;
  readonly current: { readonly round: number; readonly missing: number } | null;
}

export function nextStep(s: Stage | null): { key: NextStepKey; vars?: Record<string, number> } {
  if (!s || !s.hasTournament) return { key: 'setup' };
  if (s.players < 2) return { key: 'players' };
  if (!s.current) return { key: 'pairFirst' };
  if (s.current.missing > 0) return { key: 'results', vars: { r: s.current.round, n: s.current.missing } };
  if (s.totalRounds !== null && s.current.round >= s.totalRounds) return { key: 'finished' };
  return { key: 'pairNext', vars: { r: s.current.round + 1 } };
}

/** Pairing and reports need a tournament with players; undo and re-pair need a round. */
export function available(s: Stage | null): { pair: boolean; reports: boolean; round: boolean } {
  const ready = !!s && s.hasTournament && s.players >= 2;
  return { pair: ready, reports: ready && !!s?.current, round: ready && !!s?.current };
}
