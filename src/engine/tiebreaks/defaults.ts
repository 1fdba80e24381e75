/**
 * Default tie-break orders offered in Settings (tiebreaks.md §7). C.07 recommends none: the organiser chooses and
 * the chief arbiter completes the list before round 1 (Art. 2.1, 4.1.1).
 */
export type EventKind = 'swiss' | 'swiss-rated' | 'round-robin' | 'legacy-swiss' | 'legacy-round-robin';

export const DEFAULT_TIEBREAKS: Readonly<Record<EventKind, readonly string[]>> = {
  // product choice: no rating codes, they vanish as soon as one unrated player enters
  swiss: ['BH-C1', 'BH', 'DE', 'WIN', 'BPG'],
  // FIDE World Championship cycle Swiss events (Presidential Board 2019)
  'swiss-rated': ['ARO-C1', 'BH-C1', 'BH', 'DE'],
  // booklet order for individual round robins
  'round-robin': ['DE', 'SB', 'WIN', 'KS'],
  // booklet profile: Median Buchholz, Buchholz, SB, progressive, direct encounter
  'legacy-swiss': ['BH-M1', 'BH', 'SB', 'PS', 'DE'],
  'legacy-round-robin': ['DE', 'SB', 'WIN', 'KS'],
};
