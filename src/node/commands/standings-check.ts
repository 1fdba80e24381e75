import type { Tournament } from '../../engine/model';
import {
  computeStandings,
  isRoundRobinSystem,
  TiebreakError,
  type StandingsRow,
  type TiebreakRules,
} from '../../engine/tiebreaks';

/**
 * The standings half of the pairings-and-tie-break checker (checklist Q21): the final standings re-computed
 * from the file's own tie-break list (212, else 202; none: points only) and compared with the ranks in the player
 * records (columns 86-89). The order is compared, not the rank numbers: players the list leaves tied may stand in
 * any order (C.07 leaves them to lots), players it separates must stand as it says.
 */
export interface StandingsCheck {
  /** False when the file gives no ranks to compare with. */
  readonly checked: boolean;
  readonly problems: readonly string[];
  readonly notes: readonly string[];
}

function fmt(v: number | null): string {
  return v === null ? '-' : String(Math.round(v * 1000) / 1000);
}

/** What separates a and b in the computed standings: points, else the first code with different values. */
function reason(codes: readonly string[], a: StandingsRow, b: StandingsRow): string {
  if (a.points !== b.points) return `points ${fmt(a.points)} vs ${fmt(b.points)}`;
  for (let i = 0; i < codes.length; i++) {
    if (a.values[i] !== b.values[i]) return `${codes[i]} ${fmt(a.values[i])} vs ${fmt(b.values[i])}`;
  }
  return 'the tie-break list';
}

export function checkStandings(t: Tournament, rules: TiebreakRules): StandingsCheck {
  const ranked = t.players.filter((p) => p.recordedRank !== undefined && p.recordedRank > 0);
  if (ranked.length === 0)
    return { checked: false, problems: [], notes: ['the file gives no ranks: standings not checked'] };
  const notes: string[] = [];
  if (t.tiebreaks.length === 0)
    notes.push('the file has no tie-break list (202/212): standings checked by points only');
  let rows: StandingsRow[];
  let codes: string[];
  try {
    const s = computeStandings(t, { rules, tiebreaks: [...t.tiebreaks], roundRobin: isRoundRobinSystem(t) });
    rows = s.rows;
    codes = s.codes;
  } catch (err) {
    if (err instanceof TiebreakError)
      return { checked: true, problems: [`standings: cannot be computed: ${err.message}`], notes };
    throw err;
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  const order = [...ranked].sort((a, b) => (a.recordedRank ?? 0) - (b.recordedRank ?? 0) || a.id - b.id);
  const problems: string[] = [];
  for (let i = 1; i < order.length; i++) {
    const above = order[i - 1];
    const below = order[i];
    const ra = byId.get(above.id);
    const rb = byId.get(below.id);
    if (!ra || !rb) continue;
    if (ra.rank > rb.rank) {
      problems.push(
        `standings: rank ${above.recordedRank}: player ${above.id} stands above player ${below.id} (rank ${below.recordedRank}), but the tie-break list puts ${below.id} ahead (${reason(codes, rb, ra)})`,
      );
    } else if (above.recordedRank === below.recordedRank && ra.rank !== rb.rank) {
      problems.push(
        `standings: rank ${above.recordedRank}: players ${above.id} and ${below.id} share it, but the tie-break list puts ${above.id} ahead (${reason(codes, ra, rb)})`,
      );
    }
  }
  const unranked = t.players.length - ranked.length;
  if (unranked > 0)
    notes.push(
      `${unranked} player${unranked === 1 ? ' has' : 's have'} no rank in the file: left out of the standings check`,
    );
  return { checked: true, problems, notes };
}
