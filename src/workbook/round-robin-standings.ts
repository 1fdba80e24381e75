import { pointsFor, roundScore, type Tournament } from '../engine/model';
import { playersNotCounted, withdrawalRulings, type WithdrawalRuling } from '../engine/systems/round-robin/withdrawal';
import { computeStandings, type Standings, type StandingsOptions } from '../engine/tiebreaks';
import type { CellValue } from './cells';
import { say, type Language } from './labels';
import { ROUND_ROBIN_REPORT_WORDS } from './labels/round-robin-reports';
import { renderStandings, standingsName, type StandingsLayout } from './reports';

/**
 * Round-robin standings under the FIDE withdrawal rule (other-systems.md §1.7): a player who withdrew or was
 * expelled before completing half of his games stays in the crosstable, but neither his points nor the points
 * scored against him count, and he is not ranked. At 50 % or more everything counts and his remaining games are
 * forfeits. The rule is applied afresh on every update, so the standings follow a withdrawal crossing the line.
 */
export interface RoundRobinStandings {
  /** Ranked players only, on the counted results. */
  readonly standings: Standings;
  /** Every withdrawn or expelled player's ruling. */
  readonly rulings: readonly WithdrawalRuling[];
  /** Players whose results do not count (fewer than 50 % completed). */
  readonly notCounted: ReadonlySet<number>;
}

/**
 * The tournament the standings are computed on: players whose results do not count are removed, and their
 * opponents' rounds against them become rounds without a game worth nothing (opponent 0, result pending:
 * no points, no tie-break element, no win, no direct encounter).
 */
export function countedTournament(t: Tournament, notCounted: ReadonlySet<number> = playersNotCounted(t)): Tournament {
  if (notCounted.size === 0) return t;
  return {
    ...t,
    players: t.players
      .filter((p) => !notCounted.has(p.id))
      .map((p) => ({
        ...p,
        rounds: p.rounds.map((e) =>
          e && e.opponent !== 0 && notCounted.has(e.opponent) ? { opponent: 0, colour: null, result: '*' as const } : e,
        ),
      })),
  };
}

export function roundRobinStandings(t: Tournament, options: StandingsOptions): RoundRobinStandings {
  const notCounted = playersNotCounted(t);
  const standings = computeStandings(countedTournament(t, notCounted), { ...options, roundRobin: true });
  return { standings, rulings: withdrawalRulings(t), notCounted };
}

/** One line per withdrawn player: what the 50 % rule decided (§1.7), in the sheet's language. */
export function withdrawalNotes(t: Tournament, rulings: readonly WithdrawalRuling[], lang: Language): string[] {
  return rulings.map((r) => {
    const p = t.players.find((x) => x.id === r.player);
    const who = `${r.player} ${p?.name ?? ''}`.trim();
    const after = p?.withdrawnAfter;
    const games = `${r.gamesCompleted}/${r.gamesScheduled}`;
    if (lang === 'tr') {
      return r.resultsCount
        ? `${who}: ${after ?? '?'}. turdan sonra çekildi, oyunlarının %50'sini tamamladı (${games}): sonuçları sıralamada sayılır, kalan oyunları hükmendir (+/-).`
        : `${who}: ${after ?? '?'}. turdan sonra çekildi, oyunlarının %50'sinden azını tamamladı (${games}): sonuçları tabloda kalır (parantez içinde) ama sıralamada sayılmaz.`;
    }
    if (lang === 'fa') {
      return r.resultsCount
        ? `${who}: پس از دور ${after ?? '?'} انصراف داد و دست‌کم ۵۰٪ بازی‌ها را انجام داد (${games}): نتایجش حساب می‌شود و بازی‌های باقی‌مانده فورفیت است (+/-).`
        : `${who}: پس از دور ${after ?? '?'} انصراف داد و کمتر از ۵۰٪ بازی‌ها را انجام داد (${games}): نتایجش در جدول می‌ماند (در پرانتز) ولی در رده‌بندی حساب نمی‌شود.`;
    }
    return r.resultsCount
      ? `${who} withdrew after round ${after ?? '?'} having completed at least 50 % of his games (${games}): his results count and his remaining games are forfeits (+/-).`
      : `${who} withdrew after round ${after ?? '?'} having completed fewer than 50 % of his games (${games}): his results stay in the crosstable (in brackets) but neither his points nor the points scored against him count, and he is not ranked.`;
  });
}

/**
 * The Standings sheet: ranked players, then the players the 50 % rule leaves unranked (their table points as a
 * number, no place), then the notes. When someone withdrew, a last column gives the round after which he did.
 */
export function renderRoundRobinStandings(
  t: Tournament,
  rr: RoundRobinStandings,
  afterRound: number,
  lang: Language,
  notes: readonly string[] = [],
): StandingsLayout {
  const allNotes = [...notes, ...withdrawalNotes(t, rr.rulings, lang)];
  const ranked = renderStandings(t, rr.standings, afterRound, lang, allNotes);
  const unranked = t.players.filter((p) => rr.notCounted.has(p.id));
  const codes = rr.standings.codes.length;
  const rows = unranked.map((p): CellValue[] => {
    const tablePoints = p.rounds.reduce((sum, e) => roundScore(sum + (e ? pointsFor(e.result, t.scoring) : 0)), 0);
    return [
      null,
      p.id,
      p.title || null,
      standingsName(p, lang),
      p.federation || null,
      p.rating || null,
      tablePoints,
      ...Array.from({ length: codes }, () => null),
    ];
  });
  const at = ranked.headerRow + 1 + ranked.rows;
  let values = [...ranked.values.slice(0, at), ...rows, ...ranked.values.slice(at)];
  const last = at + rows.length;
  let columns = ranked.columns;
  if (rr.rulings.length > 0) {
    const after = new Map(t.players.map((p) => [p.id, p.withdrawnAfter ?? null] as const));
    values = values.map((line, r) => {
      if (r === ranked.headerRow) return [...line, say(ROUND_ROBIN_REPORT_WORDS.withdrawnAfter, lang)];
      if (r <= ranked.headerRow || r >= last) return line;
      const id = line[1];
      return [...line, typeof id === 'number' ? (after.get(id) ?? null) : null];
    });
    columns += 1;
  }
  return { ...ranked, values, columns, rows: ranked.rows + rows.length };
}
