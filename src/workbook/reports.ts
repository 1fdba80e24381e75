import {
  isPlayed,
  pairingPointsFor,
  pointsFor,
  roundScore,
  type Player,
  type RoundEntry,
  type Tournament,
} from '../engine/model';
import type { RoundContribution, Standings } from '../engine/tiebreaks';
import { formatPoints } from '../formats/results';
import type { CellValue, SheetValues } from './cells';
import { FINAL_ORDER_TITLE, type CrosstableOrder } from './crosstable-order';
import { wallChartColour } from './labels/report-notes';
import { standingsLegend } from './labels/standings-legend';
import { formatStatus } from './players';
import {
  BYE_WORDS,
  PLAYER_HEADERS,
  REPORT_WORDS,
  ROUND_HEADERS,
  STANDINGS_HEADERS,
  say,
  type Language,
} from './labels';

/**
 * Report sheets, rebuilt whole from the model on every update (they hold nothing the arbiter typed):
 * Standings, the Crosstable (Swiss wall chart or round-robin square table) and the pairing cards.
 */

function byId(t: Tournament): Map<number, Player> {
  return new Map(t.players.map((p) => [p.id, p] as const));
}

/** Places as printed: a shared place reads `3–4` (paper-forms.md §7a). */
export function placeLabels(standings: Standings): Map<number, string> {
  const count = new Map<number, number>();
  for (const r of standings.rows) count.set(r.rank, (count.get(r.rank) ?? 0) + 1);
  return new Map(
    standings.rows.map((r) => {
      const n = count.get(r.rank)!;
      return [r.id, n > 1 ? `${r.rank}–${r.rank + n - 1}` : String(r.rank)] as const;
    }),
  );
}

export interface StandingsLayout {
  readonly values: SheetValues;
  readonly headerRow: number;
  readonly rows: number;
  readonly columns: number;
  /** Rows (0-based) whose place is shared, and the last place of the share (`3–4`: 4). */
  readonly sharedPlaces: readonly { readonly row: number; readonly last: number }[];
}

/** Shared places: the sheet keeps the first place as a number; its number format prints the range. */
export function sharedPlaces(
  standings: Standings,
  firstRow: number,
  order: readonly number[] = standings.rows.map((r) => r.id),
): { row: number; last: number }[] {
  const count = new Map<number, number>();
  for (const r of standings.rows) count.set(r.rank, (count.get(r.rank) ?? 0) + 1);
  const rankOf = new Map(standings.rows.map((r) => [r.id, r.rank] as const));
  return order.flatMap((id, i) => {
    const rank = rankOf.get(id);
    const n = rank === undefined ? 1 : count.get(rank)!;
    return rank !== undefined && n > 1 ? [{ row: firstRow + i, last: rank + n - 1 }] : [];
  });
}

export function renderStandings(
  t: Tournament,
  standings: Standings,
  afterRound: number,
  lang: Language,
  notes: readonly string[] = [],
): StandingsLayout {
  const players = byId(t);
  const h = STANDINGS_HEADERS;
  const header: CellValue[] = [
    say(h.rank, lang),
    say(h.no, lang),
    say(h.title, lang),
    say(h.name, lang),
    say(h.federation, lang),
    say(h.rating, lang),
    say(h.points, lang),
    ...standings.codes,
  ];
  const values: SheetValues = [
    [`${t.info.name ? `${t.info.name} — ` : ''}${say(REPORT_WORDS.standingsAfter, lang)} ${afterRound}`],
    header,
  ];
  for (const row of standings.rows) {
    const p = players.get(row.id);
    // place, points and tie-breaks are numbers: they sum and sort; number formats print them (updateReports)
    values.push([
      row.rank,
      row.id,
      p?.title || null,
      standingsName(p, lang),
      p?.federation || null,
      p?.rating || null,
      row.points,
      ...row.values.map((v) => (v === null ? null : roundScore(v))),
    ]);
  }
  const allNotes = [...notes, ...(standings.warnings ?? [])];
  if (allNotes.length) {
    values.push([]);
    for (const n of allNotes) values.push([n]);
  }
  const legend = standingsLegend(standings.codes, lang);
  if (legend.length) {
    values.push([]);
    for (const line of legend) values.push([line]);
  }
  return {
    values,
    headerRow: 1,
    rows: standings.rows.length,
    columns: header.length,
    sharedPlaces: sharedPlaces(standings, 2),
  };
}

/** Checklist Q170: a withdrawn player is marked in the standings, e.g. `Doe, John (withdrawn after round 3)`. */
export function standingsName(p: Omit<Player, 'rounds'> | undefined, lang: Language): string {
  if (!p) return '';
  return p.status === 'withdrawn' && p.withdrawnAfter !== undefined ? `${p.name} (${formatStatus(p, lang)})` : p.name;
}

/** A wall-chart cell: `12w1`, `7b½`, `5+` (forfeit won), `bye`, `½` (half-point bye), `-` (absent). */
export function wallChartCell(e: RoundEntry | null | undefined, t: Tournament, lang: Language): string {
  if (!e) return '';
  if (e.opponent === 0) {
    switch (e.result) {
      case 'U':
        return say(BYE_WORDS.U, lang).toLowerCase();
      case 'F':
        return '+';
      case 'H':
        return '½';
      default:
        return '-';
    }
  }
  if (e.result === '+' || e.result === '-') return `${e.opponent}${e.result}`;
  const colour = wallChartColour(e.colour, lang);
  if (e.result === '*') return `${e.opponent}${colour}`;
  return `${e.opponent}${colour}${formatPoints(pointsFor(e.result, t.scoring))}`;
}

export interface CrosstableLayout {
  readonly values: SheetValues;
  readonly headerRow: number;
  readonly rows: number;
  readonly columns: number;
  /** 0-based columns of the per-round (or per-opponent) cells. */
  readonly firstGridColumn: number;
  readonly gridColumns: number;
  readonly roundRobin: boolean;
  /** Points, tie-break and place columns are numbers; shared places as in StandingsLayout. */
  readonly sharedPlaces?: readonly { readonly row: number; readonly last: number }[];
}

/**
 * Swiss wall chart (one column per round). Round robins get the square table of round-robin-crosstable.ts, with the
 * 50 % withdrawal rule shown (updateReports chooses).
 */
export function renderCrosstable(
  t: Tournament,
  standings: Standings,
  rounds: number,
  lang: Language,
  order: CrosstableOrder = 'number',
): CrosstableLayout {
  const ranks = new Map(standings.rows.map((r) => [r.id, r.rank] as const));
  const points = new Map(standings.rows.map((r) => [r.id, r.points] as const));
  const byPlace = order === 'place';
  const title = `${t.info.name ? `${t.info.name} — ` : ''}${say(byPlace ? FINAL_ORDER_TITLE : REPORT_WORDS.crosstable, lang)}`;
  const P = PLAYER_HEADERS;
  // in final order a line is numbered by its place in the list and the cells name opponents by that number
  const players = byPlace
    ? [...standings.rows.map((r) => byId(t).get(r.id)!).filter(Boolean), ...t.players.filter((p) => !ranks.has(p.id))]
    : t.players;
  const line = new Map(players.map((p, i) => [p.id, byPlace ? i + 1 : p.id] as const));
  const header: CellValue[] = [
    byPlace ? '#' : say(P.no, lang),
    say(P.title, lang),
    say(P.name, lang),
    say(P.federation, lang),
    say(ROUND_HEADERS.rating, lang),
    ...Array.from({ length: rounds }, (_, i) => String(i + 1)),
    say(ROUND_HEADERS.points, lang),
    say(REPORT_WORDS.place, lang),
  ];
  const values: SheetValues = [[title], header];
  for (const p of players) {
    values.push([
      line.get(p.id)!,
      p.title || null,
      p.name,
      p.federation || null,
      p.rating || null,
      ...Array.from({ length: rounds }, (_, r) => {
        const e = p.rounds[r];
        return (
          wallChartCell(e && e.opponent !== 0 ? { ...e, opponent: line.get(e.opponent) ?? e.opponent } : e, t, lang) ||
          null
        );
      }),
      points.get(p.id) ?? 0,
      ranks.get(p.id) ?? null,
    ]);
  }
  return {
    values,
    headerRow: 1,
    rows: players.length,
    columns: header.length,
    firstGridColumn: 5,
    gridColumns: rounds,
    roundRobin: false,
    sharedPlaces: sharedPlaces(
      standings,
      2,
      players.map((p) => p.id),
    ),
  };
}

export interface CardBlock {
  /** 0-based rows within the sheet. */
  readonly titleRow: number;
  readonly headerRow: number;
  readonly firstRoundRow: number;
  readonly totalRow: number;
}

export interface CardsLayout {
  readonly values: SheetValues;
  readonly header: readonly string[];
  readonly cards: readonly CardBlock[];
  readonly columns: number;
}

/**
 * Float marks for the card (paper-forms.md §2c): in a game between different score groups the higher
 * player floats down (↓) and the lower one up (↑); a bye, or any unplayed round that scored more than a loss,
 * counts as a downfloat (C.04.3 1.4.3-1.4.4, fixtures README §6). Scores are pairing scores (with virtual
 * points) before the round.
 */
export function floatMark(
  t: Tournament,
  p: Player,
  round: number,
  pairingScores: ReadonlyMap<number, number>[],
): string {
  const e = p.rounds[round - 1];
  if (!e) return '';
  const before = pairingScores[round - 1]!;
  if (e.opponent === 0 || !isPlayed(e)) {
    return pointsFor(e.result, t.scoring) > t.scoring.loss && e.result !== '*' ? '↓' : '';
  }
  const own = before.get(p.id) ?? 0;
  const other = before.get(e.opponent) ?? 0;
  return own > other ? '↓' : own < other ? '↑' : '';
}

/** Pairing score (real points for pairing + that round's virtual points) of everyone before each round. */
export function pairingScoresBefore(t: Tournament, rounds: number): Map<number, number>[] {
  const out: Map<number, number>[] = [];
  const running = new Map<number, number>(t.players.map((p) => [p.id, 0]));
  for (let r = 1; r <= rounds; r++) {
    const m = new Map<number, number>();
    for (const p of t.players)
      m.set(p.id, roundScore((running.get(p.id) ?? 0) + (t.acceleration.get(p.id)?.[r - 1] ?? 0)));
    out.push(m);
    for (const p of t.players) {
      const e = p.rounds[r - 1];
      if (e) running.set(p.id, (running.get(p.id) ?? 0) + pairingPointsFor(e.result, t.scoring));
    }
  }
  return out;
}

export function renderCards(
  t: Tournament,
  places: ReadonlyMap<number, string>,
  contributions: ReadonlyMap<number, readonly RoundContribution[]>,
  rounds: number,
  totalRounds: number,
  lang: Language,
): CardsLayout {
  const W = REPORT_WORDS;
  const players = byId(t);
  const scores = pairingScoresBefore(t, rounds);
  const values: SheetValues = [];
  const cards: CardBlock[] = [];
  const header = [
    W.round,
    W.colour,
    W.result,
    W.runningTotal,
    W.opponentNo,
    W.opponent,
    W.float,
    W.buchholz,
    W.sonnebornBerger,
  ].map((w) => say(w, lang));
  for (const p of t.players) {
    const titleRow = values.length;
    // one text for the card's heading: it runs over the empty cells to its right, whatever the column widths
    values.push([
      `${say(W.card, lang)} — ${say(W.player, lang)}: ${p.title ? `${p.title} ` : ''}${p.name}`,
      null,
      null,
      null,
      null,
      null,
      `${say(W.no, lang)}: ${p.id}`,
      `${say(W.place, lang)}:`,
      places.get(p.id) ?? null,
    ]);
    const headerRow = values.length;
    values.push(header);
    let total = 0;
    let bh = 0;
    let sb = 0;
    const contrib = contributions.get(p.id) ?? [];
    for (let r = 1; r <= totalRounds; r++) {
      const e = r <= rounds ? p.rounds[r - 1] : null;
      if (!e) {
        values.push([r, null, null, null, null, null, null, null, null]);
        continue;
      }
      const pts = pointsFor(e.result, t.scoring);
      total = roundScore(total + pts);
      const c = contrib.find((x) => x.round === r);
      if (c?.buchholz != null) bh += c.buchholz;
      if (c?.sonnebornBerger != null) sb += c.sonnebornBerger;
      const colour = e.colour === 'w' ? say(W.white, lang) : e.colour === 'b' ? say(W.black, lang) : '-';
      const result: CellValue = e.result === '*' ? null : e.result === '+' || e.result === '-' ? e.result : pts;
      const opponentName =
        e.opponent === 0
          ? say(BYE_WORDS[e.result as 'U' | 'H' | 'F' | 'Z'] ?? BYE_WORDS.Z, lang)
          : (players.get(e.opponent)?.name ?? '');
      values.push([
        r,
        colour,
        result,
        total,
        e.opponent || null,
        opponentName,
        floatMark(t, p, r, scores) || null,
        c?.buchholz ?? null,
        c?.sonnebornBerger ?? null,
      ]);
    }
    const totalRow = values.length;
    values.push([say(W.total, lang), null, null, total, null, null, null, roundScore(bh), roundScore(sb)]);
    values.push([]);
    cards.push({ titleRow, headerRow, firstRoundRow: headerRow + 1, totalRow });
  }
  return { values, cards, columns: header.length, header };
}
