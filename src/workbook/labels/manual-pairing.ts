import type { Word } from '../labels';

/**
 * Words of the manual-pairing phase (checklist Q65): the mark on a round sheet whose pairing the arbiter is making
 * by hand and has not yet ended, and the Record sheet's event names (`### MPA @ Round n`, `### Import @ Round n`
 * keep the checklist's English event names in the TRF whatever the sheet's language).
 */
export const MANUAL_WORDS = {
  mark: {
    en: 'MANUAL PAIRING: not ended',
    tr: 'ELLE EŞLENDİRME: bitmedi',
    fa: 'جفت‌بندی دستی: پایان نیافته',
    aliases: ['Manual pairing', 'Elle eşlendirme', 'جفت‌بندی دستی'],
  },
} satisfies Record<string, Word>;

/** Record sheet events (trf.md `###` lines; fide-acceptance.md §4). */
export const RECORD_EVENTS = { manual: 'MPA', import: 'Import' } as const;
