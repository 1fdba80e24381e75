import type { Colour } from '../../../model';
import { type LegacyPlayer, colourAllowed } from './players';

/**
 * The two columns of a score group — 1997 6.2 — and the colour transfers 7.3/7.4 that make them equally long.
 *
 * 6.2 White column (players due White): ascending ARO; equal ARO → lower rating first; then the text says
 *     "alphabetically", which the pairing number stands for (the initial list orders equal ratings by title
 *     and name). Its direction: the White column is written from the weakest up, so the LARGER pairing number
 *     comes first [reading]. The booklet confirms it on its only tie: round 2, score 0, players 17 and 19
 *     (ARO 2300, rating 2050) are written 19 above 17 (fixture, round 2 notes; the sheet also misprints 17's
 *     rating as 2100, which gives the same order).
 *     Black column (players due Black): descending rating; equal rating → higher ARO first; then the smaller
 *     pairing number (booklet round 2, score 1: 7 above 9, both 2300 and ARO 2050).
 */
export function whiteColumnOrder(a: LegacyPlayer, b: LegacyPlayer): number {
  return a.aro - b.aro || a.rating - b.rating || b.rank - a.rank;
}

export function blackColumnOrder(a: LegacyPlayer, b: LegacyPlayer): number {
  return b.rating - a.rating || b.aro - a.aro || a.rank - b.rank;
}

/**
 * 7.3: 2n more White-due than Black-due players: the n White-due players with the LOWEST ARO go to the Black
 *      column; equal ARO → the higher rating; then "alphabetically, from the upper half" → the smaller pairing
 *      number.
 * 7.4: 2n more Black-due players: the n Black-due players with the HIGHEST ARO go to the White column; equal
 *      ARO → the lower rating; then the smaller pairing number.
 * 2.6 (2.2 of the Handbook page): nobody is moved to the other column if the colour it stands for would break
 *      the colour limits 2.3/2.4 for him; the next one in the order goes instead. If too few can move, the
 *      columns stay unequal and 6.3 pairs the rest inside a column.
 */
function lowestAroFirst(a: LegacyPlayer, b: LegacyPlayer): number {
  return a.aro - b.aro || b.rating - a.rating || a.rank - b.rank;
}

function highestAroFirst(a: LegacyPlayer, b: LegacyPlayer): number {
  return b.aro - a.aro || a.rating - b.rating || a.rank - b.rank;
}

export interface Columns {
  /** Sorted by 6.2. */
  readonly white: LegacyPlayer[];
  readonly black: LegacyPlayer[];
  /** Players moved to the other column, in the order they were chosen. */
  readonly moved: LegacyPlayer[];
  readonly rule: '7.3' | '7.4' | null;
}

export function balanceColumns(players: readonly LegacyPlayer[]): Columns {
  const dueWhite = players.filter((p) => p.due === 'w');
  const dueBlack = players.filter((p) => p.due === 'b');
  const excess = Math.floor(Math.abs(dueWhite.length - dueBlack.length) / 2);
  let rule: Columns['rule'] = null;
  let moved: LegacyPlayer[] = [];
  if (excess > 0) {
    const fromWhite = dueWhite.length > dueBlack.length;
    rule = fromWhite ? '7.3' : '7.4';
    const target: Colour = fromWhite ? 'b' : 'w';
    moved = (fromWhite ? dueWhite : dueBlack)
      .slice()
      .sort(fromWhite ? lowestAroFirst : highestAroFirst)
      .filter((p) => colourAllowed(p.colours, target)) // 2.6
      .slice(0, excess);
  }
  const isMoved = new Set(moved);
  const white = players.filter((p) => (p.due === 'w') !== isMoved.has(p)).sort(whiteColumnOrder);
  const black = players.filter((p) => (p.due === 'b') !== isMoved.has(p)).sort(blackColumnOrder);
  return { white, black, moved, rule };
}
