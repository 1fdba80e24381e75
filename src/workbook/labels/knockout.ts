import type { Word } from '../labels';

/**
 * Words of the Knockout sheet's Note column: a bye is said there, in words, so that the Result column holds only
 * numbers (issue #18 point 4: points are numbers everywhere).
 */
export const KNOCKOUT_NOTE_WORDS = {
  note: { en: 'Note', tr: 'Not', fa: 'یادداشت' },
  bye: { en: 'bye: goes through without a game', tr: 'bay: oynamadan tur atlar', fa: 'استراحت: بدون بازی به دور بعد' },
} satisfies Record<string, Word>;
