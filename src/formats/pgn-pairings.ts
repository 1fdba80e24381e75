import { pointsBefore } from '../engine/handouts/points-before';
import type { ResultCode, Tournament } from '../engine/model';

/**
 * A round's pairings as PGN for electronic boards and broadcasts (event-reports.md §2): one game per board,
 * no moves, the Seven Tag Roster then titles, Elo, FIDE IDs and the time control; `Round "r.b"`; result `*`
 * until the game has one. UTF-8, LF line endings, a blank line after the tags and between games.
 */

export interface PgnBoard {
  readonly board: number;
  readonly white: number;
  readonly black: number;
}

export interface PgnOptions {
  /** Boards in board order (a workbook's round sheet); otherwise the order of C.04.2 3.6 is worked out. */
  readonly boards?: readonly PgnBoard[];
  /** TimeControl tag (TRF 222 is already PGN syntax); taken from the TRF's 222 record when absent. */
  readonly timeControl?: string;
  /** Team names by player, for WhiteTeam/BlackTeam. */
  readonly teams?: ReadonlyMap<number, string>;
}

/**
 * The boards of a round from the players' entries, in the order of C.04.2 3.6: the higher-placed player's
 * score, then the other's, then the higher-placed player's TPN. Byes and absences make no board.
 */
export function boardOrder(t: Tournament, round: number): PgnBoard[] {
  const pairs: { white: number; black: number; key: [number, number, number] }[] = [];
  const byId = new Map(t.players.map((p) => [p.id, p]));
  for (const p of t.players) {
    const e = p.rounds[round - 1];
    if (!e || e.opponent === 0 || e.colour !== 'w') continue;
    const o = byId.get(e.opponent);
    if (!o) continue;
    const sp = pointsBefore(t, p, round);
    const so = pointsBefore(t, o, round);
    const hi = sp > so || (sp === so && p.id < o.id) ? p : o;
    pairs.push({ white: p.id, black: o.id, key: [Math.max(sp, so), Math.min(sp, so), hi.id] });
  }
  pairs.sort((a, b) => b.key[0] - a.key[0] || b.key[1] - a.key[1] || a.key[2] - b.key[2]);
  return pairs.map((p, i) => ({ board: i + 1, white: p.white, black: p.black }));
}

/** White's entry -> the PGN result; `*` while there is none (a double forfeit has none either). */
export function pgnResult(white: ResultCode | undefined, black: ResultCode | undefined): string {
  switch (white) {
    case '1':
    case 'W':
    case '+':
      return '1-0';
    case '0':
    case 'L':
      return '0-1';
    case '-':
      return black === '+' ? '0-1' : '*';
    case '=':
    case 'D':
      return '1/2-1/2';
    default:
      return '*';
  }
}

/** `26/11/08` or `2026/11/08` -> `2026.11.08`; `????.??.??` when unknown (PGN 8.1.1.3). */
export function pgnDate(text: string | undefined): string {
  const m = /^(\d{2}|\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec((text ?? '').trim());
  if (!m) return '????.??.??';
  const y = m[1].length === 2 ? `20${m[1]}` : m[1];
  return `${y}.${m[2].padStart(2, '0')}.${m[3].padStart(2, '0')}`;
}

/** PGN string tokens escape backslash and quote (PGN standard 7). */
function quote(v: string): string {
  return `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function timeControlOf(t: Tournament): string | undefined {
  const raw = t.source?.records.find((r) => r.code === '222')?.raw;
  const v = raw?.slice(4).trim();
  return v ? v : undefined;
}

export function roundPgn(t: Tournament, round: number, options: PgnOptions = {}): string {
  const boards = options.boards ?? boardOrder(t, round);
  const byId = new Map(t.players.map((p) => [p.id, p]));
  const site = [t.info.city, t.info.federation].filter((s) => s && s.trim()).join(' ');
  const tc = options.timeControl ?? timeControlOf(t);
  const games: string[] = [];
  for (const b of boards) {
    const w = byId.get(b.white);
    const bl = byId.get(b.black);
    if (!w || !bl) continue;
    const tags: [string, string][] = [
      ['Event', t.info.name],
      ['Site', site || '?'],
      ['Date', pgnDate(t.info.roundDates?.[round - 1])],
      ['Round', `${round}.${b.board}`],
      ['White', w.name],
      ['Black', bl.name],
      ['Result', pgnResult(w.rounds[round - 1]?.result, bl.rounds[round - 1]?.result)],
    ];
    for (const [side, p] of [
      ['White', w],
      ['Black', bl],
    ] as const) {
      if (p.title) tags.push([`${side}Title`, p.title]);
      if (p.rating > 0) tags.push([`${side}Elo`, String(p.rating)]);
      if (/^[1-9]\d*$/.test(p.fideId)) tags.push([`${side}FideId`, p.fideId]);
    }
    if (tc) tags.push(['TimeControl', tc]);
    const wt = options.teams?.get(w.id);
    const btm = options.teams?.get(bl.id);
    if (wt) tags.push(['WhiteTeam', wt]);
    if (btm) tags.push(['BlackTeam', btm]);
    const result = tags[6][1];
    games.push(`${tags.map(([k, v]) => `[${k} ${quote(v)}]`).join('\n')}\n\n${result}\n`);
  }
  return games.join('\n');
}
