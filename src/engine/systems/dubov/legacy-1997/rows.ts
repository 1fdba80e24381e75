import { firstLegalTransposition } from '../../common/bipartite';
import type { Pairability } from './pairability';
import { type LegacyPlayer, mayMeet1997 } from './players';

/**
 * Pairing a score group row by row — 1997 6.2/6.3.
 *
 * 6.2 The k-th player of the White column meets the k-th player of the Black column.
 * 6.3 If they have already played (or may not meet: 2.3/2.4), the White player takes the first Black player
 *     further down whom he may meet, and the rows below close up: the fixture's example — White 4 7 9,
 *     Black 12 15 17, 4 has met 12 and 15 → 4–17, 7–12, 9–15. If a row has nobody left to look down to, the
 *     row above is changed (its White player takes his next possible Black), then the one above that, and
 *     so on. Done in that order this is exactly the first permutation of the Black column, in the order of
 *     the column, that pairs every row legally.
 *     If the White player of row k has met every Black player, the text looks for his opponent among the
 *     White players below him (k+1 … end). Taken in the same spirit when the columns cannot be paired with
 *     each other at all (or are of unequal length, 2.6): players in column order, White column first, each
 *     takes the first opponent, Black column first, then his own column below him, that still lets the rest
 *     of the group be paired [reading].
 * Returns null when the group cannot be paired at all.
 */
export type Row = readonly [LegacyPlayer, LegacyPlayer];

export function pairRows(
  white: readonly LegacyPlayer[],
  black: readonly LegacyPlayer[],
  oracle: Pairability,
): { rows: Row[]; acrossColumns: boolean } | null {
  if (white.length === black.length) {
    const lookedDown = firstLegalTransposition(white, black, mayMeet1997);
    if (lookedDown) return { rows: white.map((w, i) => [w, lookedDown[i]] as const), acrossColumns: true };
  }
  const all = [...white, ...black];
  if (!oracle.pairable(all)) return null;
  const isWhite = new Set(white);
  const left = new Set(all);
  const rows: Row[] = [];
  for (const p of all) {
    if (!left.has(p)) continue;
    left.delete(p);
    const below = (column: readonly LegacyPlayer[]) => column.slice(column.indexOf(p) + 1);
    const candidates = isWhite.has(p) ? [...black, ...below(white)] : below(black);
    const rest = () => [...left];
    const partner = candidates.find((c) => left.has(c) && mayMeet1997(p, c) && oracle.pairableWithout(rest(), c))!;
    left.delete(partner);
    rows.push([p, partner]);
  }
  return { rows, acrossColumns: false };
}
