/** Place prizes of players tied on points: none, plain split or Hort (event-reports.md §5.2). */

export type Sharing = 'none' | 'split' | 'hort';

export interface Ranked {
  readonly tpn: number;
  /** Points in hundredths (or any exact unit): equal values tie. */
  readonly points: number;
}

/** A player's place prize: exact value num/den base units, and how it came about. */
export interface PlaceShare {
  readonly tpn: number;
  /** Place by the tie-breaks, 1-based. */
  readonly place: number;
  /** Places i..j of his tie group (i = j when alone). */
  readonly first: number;
  readonly last: number;
  readonly num: number;
  readonly den: number;
}

/**
 * Place prizes for the standings (in tie-break order). `split`: the group occupying places i..j shares the
 * sum of prizes i..j equally (places beyond the last prize count 0). `hort`: each keeps half his own place's
 * prize and the other halves are shared equally by the group. `none`: each place to one player.
 */
export function placeShares(standings: readonly Ranked[], prizes: readonly number[], sharing: Sharing): PlaceShare[] {
  const prize = (place: number): number => prizes[place - 1] ?? 0;
  const out: PlaceShare[] = [];
  let i = 0;
  while (i < standings.length) {
    let j = i;
    if (sharing !== 'none') while (j + 1 < standings.length && standings[j + 1].points === standings[i].points) j++;
    const first = i + 1;
    const last = j + 1;
    const size = last - first + 1;
    let sum = 0;
    for (let p = first; p <= last; p++) sum += prize(p);
    for (let k = i; k <= j; k++) {
      const place = k + 1;
      if (size === 1 || sharing === 'none')
        out.push({ tpn: standings[k].tpn, place, first: place, last: place, num: prize(place), den: 1 });
      else if (sharing === 'split') out.push({ tpn: standings[k].tpn, place, first, last, num: sum, den: size });
      // ½ own + ½ sum / size = (own * size + sum) / (2 size)
      else out.push({ tpn: standings[k].tpn, place, first, last, num: prize(place) * size + sum, den: 2 * size });
    }
    i = j + 1;
  }
  return out;
}
