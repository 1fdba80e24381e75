import type { Tournament } from '../engine/model';
import type { SheetValues } from './cells';
import { say, type Language } from './labels';
import { pointsBefore } from '../engine/handouts/points-before';
import type { HandoutBoard } from './alphabetical-list';
import { HANDOUT_WORDS as W } from './report-labels';

/**
 * Result slips of a round (event-reports.md §4): one per board in board order, several to an A4 page with a cut
 * line between them; each names the event, round, date and board, both players with number, title, rating and
 * points, has the result boxes (1–0, ½–½, 0–1; forfeits on an arbiter-only line) and both signatures.
 */

/** Rows of one slip including its cut line. */
export const SLIP_ROWS = 7;
/** Slips per A4 portrait page. */
export const SLIPS_PER_PAGE = 6;

export interface SlipsLayout {
  readonly values: SheetValues;
  /** 0-based first row of each slip. */
  readonly slipRows: readonly number[];
  /** 1-based rows after which a page ends. */
  readonly rowBreaks: readonly number[];
  readonly columns: number;
}

export function renderSlips(
  t: Tournament,
  round: number,
  boards: readonly HandoutBoard[],
  date: string,
  lang: Language,
): SlipsLayout {
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const values: SheetValues = [];
  const slipRows: number[] = [];
  const rowBreaks: number[] = [];
  const line = (...cells: (string | number | null)[]): void => {
    values.push([...cells, ...Array(Math.max(0, 6 - cells.length)).fill(null)]);
  };
  boards.forEach((b, i) => {
    slipRows.push(values.length);
    line(
      `${say(W.slipsTitle, lang)} · ${t.info.name}`,
      null,
      `${say(W.round, lang)} ${round}`,
      date || null,
      say(W.board, lang),
      b.board,
    );
    for (const [side, id] of [
      [W.white, b.white],
      [W.black, b.black],
    ] as const) {
      const p = byId.get(id);
      line(
        say(side, lang),
        id,
        p?.name ?? '',
        p?.title || null,
        p && p.rating > 0 ? p.rating : null,
        pointsBefore(t, p, round),
      );
    }
    line(say(W.result, lang), null, '☐ 1–0', '☐ ½–½', '☐ 0–1', null);
    line(
      `${say(W.signWhite, lang)}:`,
      null,
      '____________________',
      `${say(W.signBlack, lang)}:`,
      null,
      '____________________',
    );
    line(say(W.arbiterOnly, lang));
    line('✂ - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -');
    if ((i + 1) % SLIPS_PER_PAGE === 0 && i + 1 < boards.length) rowBreaks.push(values.length);
  });
  return { values, slipRows, rowBreaks, columns: 6 };
}
