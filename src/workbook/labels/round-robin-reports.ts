import type { Word } from '../labels';

/**
 * Words of the round-robin Standings and Crosstable added with points as numbers (issue #18): a withdrawn player
 * is marked by a column of his own, the round after which he withdrew, never by text in the points column.
 */
export const ROUND_ROBIN_REPORT_WORDS = {
  withdrawnAfter: { en: 'Withdrawn after', tr: 'Çekildiği tur', fa: 'انصراف پس از دور' },
} satisfies Record<string, Word>;
