import { TITLE_ORDER } from '../engine/model';
import type { Language } from './labels';

/**
 * C.04.2 2.1-2.2: the initial ranking sorts by strength (rating, descending; unrated last), then FIDE title in
 * the order GM, IM, WGM, FM, WIM, CM, WFM, WCM, untitled, then alphabetically by name (the final key the rules
 * allow unless the regulations announce another). The position in it is the pairing number (2.3).
 */
export interface RankedEntry {
  readonly name: string;
  readonly rating: number;
  readonly title: string;
}

function titleRank(title: string): number {
  const i = (TITLE_ORDER as readonly string[]).indexOf(title.toUpperCase());
  return i < 0 ? TITLE_ORDER.length : i;
}

const LOCALES: Record<Language, string> = { en: 'en', tr: 'tr', fa: 'fa' };

/** Comparator of the initial order: negative when `a` ranks above `b`. */
export function initialOrderComparator(lang: Language = 'en'): (a: RankedEntry, b: RankedEntry) => number {
  const collator = new Intl.Collator(LOCALES[lang], { sensitivity: 'base' });
  return (a, b) =>
    (b.rating || 0) - (a.rating || 0) || titleRank(a.title) - titleRank(b.title) || collator.compare(a.name, b.name);
}

/**
 * The first pair of players whose pairing numbers do not follow the initial order, or null when they all do
 * (`players` in pairing-number order).
 */
export function firstOutOfOrder<T extends RankedEntry & { readonly id: number }>(
  players: readonly T[],
  lang: Language = 'en',
): [T, T] | null {
  const compare = initialOrderComparator(lang);
  // the order is total, so the list follows it when every neighbour does
  for (let i = 0; i + 1 < players.length; i++) {
    if (compare(players[i + 1]!, players[i]!) < 0) return [players[i]!, players[i + 1]!];
  }
  return null;
}
