import { address } from './cells';
import { RECORD_EVENTS } from './labels/fide-mode';
import type { WorkbookState } from './read';
import type { RecordEntry } from './record-sheet';
import type { LeveledWarning } from './warning-levels';

/**
 * Requested byes of the round being paired, as the checklist levels them: a second half-point bye for one player
 * is a Level-3 warning, not a silent block (Q174); a full-point bye for an individual is accepted with the
 * Level-2 "deprecated" warning and a Record row, a `###` line in the TRF (Q177-Q179).
 */
export function byeWarnings(
  state: WorkbookState,
  round: number,
): { warnings: LeveledWarning[]; records: RecordEntry[] } {
  const warnings: LeveledWarning[] = [];
  const records: RecordEntry[] = [];
  const t = state.tournament;
  const playersSheet = state.sheetOf.players ?? 'Players';
  const byesCol = state.players.columns.get('byes')?.[0];
  const placeOf = (id: number): string => {
    const row = state.players.players.find((p) => p.player.id === id)?.row;
    return row !== undefined && byesCol !== undefined ? `${playersSheet}!${address(row, byesCol)}` : playersSheet;
  };
  for (const b of t.byeRequests.filter((x) => x.round === round)) {
    const p = t.players.find((x) => x.id === b.id);
    if (!p) continue;
    const who = `player ${p.id} (${p.name})`;
    if (b.kind === 'H') {
      const earlier = p.rounds.slice(0, round - 1).flatMap((e, i) => (e?.result === 'H' ? [i + 1] : []));
      if (earlier.length) {
        warnings.push({
          level: 3,
          code: `second-half-point-bye-${p.id}`,
          place: placeOf(p.id),
          message:
            `${who} asks for a half-point bye in round ${round} after ${earlier.length === 1 ? 'one' : earlier.length} in round ` +
            `${earlier.join(', ')} (checklist Q174: check the tournament's rules allow it)`,
        });
      }
    } else if (b.kind === 'F') {
      warnings.push({
        level: 2,
        code: 'full-point-bye',
        place: placeOf(p.id),
        message:
          `${who} has a full-point bye in round ${round}: FIDE deprecates full-point byes for individuals ` +
          '(checklist Q177-Q179); recorded on the Record sheet',
      });
      records.push({
        round,
        event: RECORD_EVENTS.fullPointBye,
        text: `${who}: full-point bye (deprecated for individuals)`,
      });
    }
  }
  return { warnings, records };
}
