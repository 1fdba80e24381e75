import { pointsBefore } from '../engine/handouts/points-before';
import type { Tournament } from '../engine/model';
import type { SheetValues } from './cells';
import { say, type Language } from './labels';
import { HANDOUT_WORDS as W } from './report-labels';

/**
 * The alphabetical pairing list of a round (event-reports.md §3): one line per registered player, sorted by
 * name (accents and case ignored first, then exact), with his board, colour, opponent and the points before the
 * round; players not playing say why and have no board.
 */

export interface HandoutBoard {
  readonly board: number;
  readonly white: number;
  readonly black: number;
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });

export function byName(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

export interface AlphabeticalLayout {
  readonly values: SheetValues;
  readonly headerRow: number;
  readonly rows: number;
  readonly columns: number;
}

export function renderAlphabetical(
  t: Tournament,
  round: number,
  boards: readonly HandoutBoard[],
  date: string,
  lang: Language,
): AlphabeticalLayout {
  const seat = new Map<number, { board: number; colour: 'w' | 'b'; opponent: number }>();
  for (const b of boards) {
    seat.set(b.white, { board: b.board, colour: 'w', opponent: b.black });
    seat.set(b.black, { board: b.board, colour: 'b', opponent: b.white });
  }
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const header = ['name', 'no', 'title', 'rating', 'points', 'board', 'colour', 'opponent', 'no', 'points'].map((k) =>
    say(W[k as keyof typeof W], lang),
  );
  const values: SheetValues = [
    [
      `${say(W.alphabeticalTitle, lang)} · ${say(W.round, lang)} ${round}${date ? ` · ${date}` : ''}`,
      ...Array(9).fill(null),
    ],
    [t.info.name, ...Array(9).fill(null)],
    header,
  ];
  const players = [...t.players].sort((a, b) => byName(a.name, b.name));
  for (const p of players) {
    const s = seat.get(p.id);
    const base = [p.name, p.id, p.title || null, p.rating > 0 ? p.rating : null, pointsBefore(t, p, round)];
    if (s) {
      const o = byId.get(s.opponent);
      values.push([...base, s.board, say(W[s.colour], lang), o?.name ?? '', s.opponent, pointsBefore(t, o, round)]);
      continue;
    }
    const e = p.rounds[round - 1];
    const why =
      p.status === 'withdrawn' && p.withdrawnAfter !== undefined && p.withdrawnAfter < round
        ? W.withdrawn
        : e?.result === 'U'
          ? W.pab
          : e?.result === 'H'
            ? W.half
            : e?.result === 'F'
              ? W.full
              : W.absent;
    values.push([...base, null, null, say(why, lang), null, null]);
  }
  const pab = t.players.find((p) => p.rounds[round - 1]?.result === 'U');
  values.push(Array(10).fill(null));
  values.push([
    `${say(W.boards, lang)}: ${boards.length}${pab ? ` · ${say(W.pab, lang)}: ${pab.name} (${pab.id})` : ''}`,
    ...Array(9).fill(null),
  ]);
  return { values, headerRow: 2, rows: players.length, columns: 10 };
}
