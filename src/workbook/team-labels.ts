import type { Word } from './labels';

/** Words of the team sheets (team.md §1.5, §5) in English, Turkish and Persian; reading accepts all three. */
export const TEAM_SHEETS = {
  settings: { en: 'Team Settings', tr: 'Takım Ayarları', fa: 'تنظیمات تیمی' },
  teams: { en: 'Teams', tr: 'Takımlar', fa: 'تیم‌ها' },
  standings: { en: 'Team Standings', tr: 'Takım Sıralaması', fa: 'رده‌بندی تیمی' },
  crosstable: { en: 'Team Crosstable', tr: 'Takım Çapraz Tablosu', fa: 'جدول متقاطع تیمی' },
  boards: { en: 'Board Results', tr: 'Masa Sonuçları', fa: 'نتایج صفحه‌ها' },
} as const satisfies Record<string, Word>;

/** Round sheet name prefix: "Team round 3". */
export const TEAM_ROUND: Word = { en: 'Team round', tr: 'Takım turu', fa: 'دور تیمی' };

export const TEAM_SETTING_KEYS = {
  name: { en: 'Event', tr: 'Turnuva', fa: 'مسابقه' },
  system: { en: 'System', tr: 'Sistem', fa: 'سیستم' },
  rounds: { en: 'Rounds', tr: 'Tur sayısı', fa: 'تعداد دور' },
  boards: { en: 'Boards', tr: 'Masa sayısı', fa: 'تعداد صفحه' },
  pattern: { en: 'Board colours', tr: 'Masa renkleri', fa: 'رنگ صفحه‌ها' },
  matchPoints: {
    en: 'Match points (win/draw/loss)',
    tr: 'Maç puanları (galibiyet/beraberlik/yenilgi)',
    fa: 'امتیاز مسابقه (برد/تساوی/باخت)',
  },
  primary: { en: 'Primary score', tr: 'Birincil puan', fa: 'امتیاز اصلی' },
  secondaryForColour: { en: 'Secondary score for colours', tr: 'Renk için ikincil puan', fa: 'امتیاز دوم برای رنگ' },
  colourType: { en: 'Colour preferences', tr: 'Renk tercihleri', fa: 'ترجیح رنگ' },
  initialColour: { en: 'Initial colour', tr: 'Başlangıç rengi', fa: 'رنگ آغازین' },
  pab: { en: 'PAB (MP/GP)', tr: 'Bay (MP/GP)', fa: 'استراحت (MP/GP)' },
  tiebreaks: { en: 'Tie-breaks', tr: 'Eşitlik bozma', fa: 'معیارهای تساوی' },
  startDate: { en: 'Start date', tr: 'Başlangıç tarihi', fa: 'تاریخ شروع' },
} as const satisfies Record<string, Word>;

export const TEAM_SYSTEM_WORDS = {
  'team-swiss': { en: 'Team Swiss', tr: 'Takım İsviçre', fa: 'سوئیسی تیمی', aliases: ['C.04.6', 'Swiss team'] },
  'team-round-robin': { en: 'Team round robin', tr: 'Takım devreli', fa: 'دوره‌ای تیمی' },
  'team-double-round-robin': { en: 'Team double round robin', tr: 'Takım çift devreli', fa: 'دوره‌ای دوبل تیمی' },
} as const satisfies Record<string, Word>;

export const TEAM_HEADERS = {
  tpn: { en: 'TPN', tr: 'Takım no', fa: 'شماره تیم' },
  team: { en: 'Team', tr: 'Takım', fa: 'تیم' },
  shortName: { en: 'Short name', tr: 'Kısa ad', fa: 'نام کوتاه' },
  federation: { en: 'Federation / club', tr: 'Federasyon / kulüp', fa: 'فدراسیون / باشگاه' },
  captain: { en: 'Captain', tr: 'Kaptan', fa: 'کاپیتان' },
  board: { en: 'Board', tr: 'Masa', fa: 'صفحه' },
  player: { en: 'Player', tr: 'Oyuncu', fa: 'بازیکن' },
  rating: { en: 'Rating', tr: 'Kuvvet puanı', fa: 'ریتینگ' },
  fideId: { en: 'FIDE ID', tr: 'FIDE no', fa: 'شناسه فیده' },
  absent: { en: 'Absent in rounds', tr: 'Gelmediği turlar', fa: 'دورهای غیبت' },
  match: { en: 'Match', tr: 'Maç', fa: 'مسابقه' },
  colour: { en: 'Colour', tr: 'Renk', fa: 'رنگ' },
  result: { en: 'Result', tr: 'SONUÇ', fa: 'نتیجه' },
  gp: { en: 'GP', tr: 'Oyun puanı', fa: 'امتیاز بازی' },
  mp: { en: 'MP', tr: 'Maç puanı', fa: 'امتیاز مسابقه' },
  rank: { en: 'Rank', tr: 'Sıra', fa: 'رتبه' },
  games: { en: 'Games', tr: 'Oyun', fa: 'بازی' },
  points: { en: 'Points', tr: 'Puan', fa: 'امتیاز' },
  percent: { en: '%', tr: '%', fa: '٪' },
  round: { en: 'R', tr: 'T', fa: 'د' },
} as const satisfies Record<string, Word>;

/** Rows of a round sheet that are not matches: byes of teams. */
export const TEAM_BYE_WORDS = {
  pab: { en: 'PAB', tr: 'Bay', fa: 'استراحت' },
  hpb: { en: 'Half-point bye', tr: 'Yarım puan bay', fa: 'استراحت نیم امتیازی' },
  zpb: { en: 'Absent', tr: 'Gelmedi', fa: 'غایب' },
  fpb: { en: 'Full-point bye', tr: 'Tam puan bay', fa: 'استراحت یک امتیازی' },
  rest: { en: 'Rest', tr: 'Dinlenme', fa: 'دور استراحت' },
} as const satisfies Record<string, Word>;
