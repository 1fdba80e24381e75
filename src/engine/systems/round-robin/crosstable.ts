import { Colour, pointsFor, ResultCode, roundScore, Tournament } from '../../model';
import { playersNotCounted } from './withdrawal';

/**
 * The square round-robin crosstable (other-systems.md §1.8, paper-forms.md §7a): row player's points against the
 * column player, diagonal blank, total and place. A withdrawn player's results stay in the table; whether they
 * count follows the 50 % rule (§1.7). The rest round of an odd field is an empty cell: it only adds its value
 * (`scoring.pab` for a `U` entry, 0 for `Z`) to the total.
 */

/** What a cell shows for one game: `+`/`-` for forfeits (§1.7 marks), `*` while the result is pending. */
export type CrosstableMark = '1' | '½' | '0' | '+' | '-' | '*';

export interface CrosstableGame {
  readonly round: number;
  readonly colour: Colour | null;
  readonly mark: CrosstableMark;
  readonly points: number;
  /** False when the 50 % rule removes this result from the standings (either player withdrew early). */
  readonly counted: boolean;
}

export interface CrosstableRow {
  readonly id: number;
  readonly name: string;
  /** Indexed by opponent id - 1: the games against him in round order (two in a double); null on the diagonal. */
  readonly cells: readonly (readonly CrosstableGame[] | null)[];
  /** Everything in the row, counted or not (what the table shows for history). */
  readonly tablePoints: number;
  /** Points for the standings: counted games plus the rest-round value. */
  readonly points: number;
  /** False for a player who withdrew before completing half of his games (§1.7: not in the final standings). */
  readonly ranked: boolean;
  /** Place by points only, shared as a range (`3–4`) when tied; empty when not ranked. */
  readonly place: string;
}

const MARKS: Partial<Record<ResultCode, CrosstableMark>> = {
  '1': '1',
  W: '1',
  '=': '½',
  D: '½',
  '0': '0',
  L: '0',
  '+': '+',
  '-': '-',
  '*': '*',
};

/**
 * Places by points, highest first; tied players share the range of places they cover (`3–4`, §1.8). The
 * tie-break column is someone else's business: this is the form's fallback without tie-breaks.
 */
export function sharedPlaces(points: ReadonlyMap<number, number>): Map<number, string> {
  const sorted = [...points.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const places = new Map<number, string>();
  let i = 0;
  while (i < sorted.length) {
    let j = i;
    while (j + 1 < sorted.length && roundScore(sorted[j + 1][1]) === roundScore(sorted[i][1])) j++;
    const label = i === j ? String(i + 1) : `${i + 1}–${j + 1}`;
    for (let k = i; k <= j; k++) places.set(sorted[k][0], label);
    i = j + 1;
  }
  return places;
}

export function roundRobinCrosstable(t: Tournament): CrosstableRow[] {
  const notCounted = playersNotCounted(t);
  const size = t.players.reduce((max, p) => Math.max(max, p.id), 0);
  const rows = t.players.map((p) => {
    const cells: (CrosstableGame[] | null)[] = Array.from({ length: size }, (_, i) => (i + 1 === p.id ? null : []));
    let tablePoints = 0;
    let points = 0;
    p.rounds.forEach((entry, index) => {
      if (!entry) return;
      const value = pointsFor(entry.result, t.scoring);
      tablePoints += value;
      if (entry.opponent === 0) {
        // Rest round or absence: no cell; its value is the tournament's setting (§1.4).
        points += value;
        return;
      }
      const counted = !notCounted.has(p.id) && !notCounted.has(entry.opponent);
      if (counted) points += value;
      const mark = MARKS[entry.result] ?? '-';
      cells[entry.opponent - 1]?.push({ round: index + 1, colour: entry.colour, mark, points: value, counted });
    });
    return {
      id: p.id,
      name: p.name,
      cells,
      tablePoints: roundScore(tablePoints),
      points: roundScore(points),
      ranked: !notCounted.has(p.id),
    };
  });
  const places = sharedPlaces(new Map(rows.filter((r) => r.ranked).map((r) => [r.id, r.points])));
  return rows.map((r) => ({ ...r, place: places.get(r.id) ?? '' }));
}
