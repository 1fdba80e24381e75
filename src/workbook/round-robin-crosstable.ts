import { roundScore, type Tournament } from '../engine/model';
import { roundRobinCrosstable, type CrosstableGame } from '../engine/systems/round-robin/crosstable';
import type { Standings } from '../engine/tiebreaks';
import { formatPoints } from '../formats/results';
import type { CellValue, SheetValues } from './cells';
import { PLAYER_HEADERS, REPORT_WORDS, ROUND_HEADERS, say, type Language } from './labels';
import { ROUND_ROBIN_REPORT_WORDS } from './labels/round-robin-reports';
import { sharedPlaces, type CrosstableLayout } from './reports';
import { withdrawalNotes } from './round-robin-standings';
import type { WithdrawalRuling } from '../engine/systems/round-robin/withdrawal';

/**
 * The square round-robin crosstable (paper-forms.md §7a, other-systems.md §1.8): one row and one column per
 * pairing number, the row player's points against the column player (both games of a double round robin, in
 * round order), the diagonal blank, then total, the tie-breaks in the Settings' order, and the place (tied
 * players share a range such as `3–4`). Total, tie-breaks and place are numbers (they sum and sort); number
 * formats print them (points-format.ts). Forfeits are `+`/`-` (§1.7 marks). Results that the 50 % withdrawal rule
 * keeps out of the standings stay in the table, in brackets; the withdrawn player's total is his table points,
 * he has no place, and a last column gives the round after which he withdrew. The rest round of an odd field is
 * not a cell: its value (the Bye value setting) is only in the total.
 */

/** One game as printed: `1`, `½`, `0`, `+`, `-`; `(1)` when not counted; nothing while the result is pending. */
export function gameMark(g: CrosstableGame): string | null {
  if (g.mark === '*') return null;
  return g.counted ? g.mark : `(${g.mark})`;
}

const LEGEND: Record<Language, string> = {
  en: '+ / - : forfeit won / lost (a game not played); ( ) : result kept in the table but not counted (withdrawal before 50 % of the games)',
  tr: "+ / - : hükmen galibiyet / mağlubiyet (oynanmayan oyun); ( ) : tabloda kalan ama sayılmayan sonuç (oyunların %50'sinden önce çekilme)",
  fa: '+ / - : برد / باخت فورفیت (بازی انجام‌نشده)؛ ( ) : نتیجه در جدول می‌ماند ولی حساب نمی‌شود (انصراف پیش از ۵۰٪ بازی‌ها)',
};

function restNote(points: string, lang: Language): string {
  if (lang === 'tr')
    return `Tek sayıda oyuncu: tur atlayan oyuncunun hücresi yoktur; tur atlama ${points} puan sayılır (Bay puanı ayarı).`;
  if (lang === 'fa')
    return `تعداد بازیکنان فرد است: دور استراحت خانه‌ای ندارد و ${points} امتیاز حساب می‌شود (تنظیم امتیاز استراحت).`;
  return `Odd number of players: the rest round has no cell and counts ${points} in the total (the Bye value setting).`;
}

export function renderRoundRobinCrosstable(
  t: Tournament,
  standings: Standings,
  rulings: readonly WithdrawalRuling[],
  lang: Language,
): CrosstableLayout {
  const rows = roundRobinCrosstable(t);
  const ids = t.players.map((p) => p.id);
  const ranked = new Map(standings.rows.map((r) => [r.id, r] as const));
  const P = PLAYER_HEADERS;
  const title = `${t.info.name ? `${t.info.name} — ` : ''}${say(REPORT_WORDS.crosstable, lang)}`;
  const withdrawn = rulings.length > 0;
  const header: CellValue[] = [
    say(P.no, lang),
    say(P.name, lang),
    say(ROUND_HEADERS.rating, lang),
    ...ids.map(String),
    say(ROUND_HEADERS.points, lang),
    ...standings.codes,
    say(REPORT_WORDS.place, lang),
    ...(withdrawn ? [say(ROUND_ROBIN_REPORT_WORDS.withdrawnAfter, lang)] : []),
  ];
  const values: SheetValues = [[title], header];
  const byId = new Map(t.players.map((p) => [p.id, p] as const));
  for (const row of rows) {
    const cells = row.cells.map((games) =>
      games === null
        ? null
        : games
            .map(gameMark)
            .filter((m): m is string => m !== null)
            .join(' ') || null,
    );
    const standing = ranked.get(row.id);
    // a player the 50 % rule leaves out keeps his table points as a number; his own column says why (§1.7)
    const points = standing ? standing.points : roundScore(row.tablePoints);
    const tiebreaks = standings.codes.map((_, i) => {
      const v = standing?.values[i];
      return v === undefined || v === null ? null : roundScore(v);
    });
    const after = withdrawn ? [byId.get(row.id)?.withdrawnAfter ?? null] : [];
    values.push([
      row.id,
      row.name,
      byId.get(row.id)?.rating || null,
      ...cells,
      points,
      ...tiebreaks,
      standing?.rank ?? null,
      ...after,
    ]);
  }
  const notes: string[] = [LEGEND[lang]];
  if (t.players.length % 2 === 1) notes.push(restNote(formatPoints(t.scoring.pab), lang));
  notes.push(...withdrawalNotes(t, rulings, lang));
  values.push([]);
  for (const n of notes) values.push([n]);
  return {
    values,
    headerRow: 1,
    rows: rows.length,
    columns: header.length,
    firstGridColumn: 3,
    gridColumns: ids.length,
    roundRobin: true,
    sharedPlaces: sharedPlaces(
      standings,
      2,
      rows.map((r) => r.id),
    ),
  };
}
