import { type RoundEntry, type Tournament } from '../../engine/model';
import { computeStandings } from '../../engine/tiebreaks';
import { writeTrf } from '../../formats/trf';
import { trfRoundDate } from '../../formats/trf/round-dates';
import type { WorkbookPort } from '../port';
import type { WorkbookState } from '../read';
import { roundRobinStandings } from '../round-robin-standings';
import { isRoundRobin } from '../settings';
import type { Problem } from '../problems';
import { readValidWorkbook } from './state';
import { refuseWhileManual } from '../manual-mark';
import { guardFideMode } from '../fide-mode-locks';
import { recordTrfLine } from '../record-sheet';

export interface ExportOptions {
  readonly format?: 'trf26' | 'trf16';
  /**
   * JaVaFo lines (XXR, XXC, XXS, XXA, XXP, XXZ; trf.md §5.5). Default: on for TRF16, which has no record of its
   * own for the number of rounds, the initial colour, the scoring or the acceleration; other programs ignore
   * the lines (trf.md §1: unknown codes are never rejected).
   */
  readonly engineDialect?: boolean;
  /** Confirmed warnings (`--confirm`): a locked setting changed since round 1 (fide-mode-locks.ts). */
  readonly confirmed?: ReadonlySet<string>;
}

export interface ExportResult {
  readonly text: string;
  /** What the workbook records that the chosen format cannot hold (printed by the CLI, shown by the pane). */
  readonly notes: readonly string[];
  /** FIDE-mode warnings shown; when a change was confirmed, the workbook was written too (its Record rows). */
  readonly warnings?: readonly string[];
  /** What reading the workbook found worth a word at its cell (it is exported as it stands). */
  readonly cellWarnings?: readonly Problem[];
  readonly wroteWorkbook?: boolean;
}

/** The workbook as a TRF (TRF-26 by default, trf.md §0). Reads and validates everything first. */
export async function exportTrf(port: WorkbookPort, options: ExportOptions = {}): Promise<string> {
  return (await exportTrfWithNotes(port, options)).text;
}

export async function exportTrfWithNotes(port: WorkbookPort, options: ExportOptions = {}): Promise<ExportResult> {
  const state = await readValidWorkbook(port);
  await refuseWhileManual(port, state, 'the TRF is written');
  const format = options.format ?? 'trf26';
  const engineDialect = options.engineDialect ?? format === 'trf16';
  const guard = guardFideMode(state, { confirmed: options.confirmed, roundsAfter: state.rounds.length });
  const t = withWithdrawals(withRanks(state.tournament, state));
  const text = writeTrf(t, { format, ...(engineDialect ? { engineDialect } : {}) });
  // the Record sheet's rows, and those this export records, as `###` lines (TRF-2026; TRF-16 has no comments)
  const records = [...(state.record ?? []), ...guard.records];
  const notes = notHeld(state, format, engineDialect);
  if (format === 'trf16' && records.length) {
    const lines = records.map((r) => recordTrfLine(r)).join(' | ');
    notes.push(`${records.length} Record row(s) (TRF16 has no ### comments): ${lines}`);
  }
  if (guard.records.length) await guard.commit(port);
  return {
    text:
      format === 'trf26'
        ? withComments(
            text,
            records.map((r) => recordTrfLine(r)),
          )
        : text,
    notes,
    warnings: guard.lines,
    cellWarnings: state.problems.filter((p) => p.level === 'warning'),
    wroteWorkbook: guard.records.length > 0,
  };
}

/** `###` lines go before the player records (trf.md: comments may stand anywhere; the header is read first). */
export function withComments(text: string, comments: readonly string[]): string {
  if (comments.length === 0) return text;
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text.split(eol);
  const at = lines.findIndex((l) => l.startsWith('001'));
  lines.splice(at >= 0 ? at : Math.max(0, lines.length - 1), 0, ...comments);
  return lines.join(eol);
}

/** 001 columns 86-89: the place in the standings after the rounds played (trf.md §3). */
function withRanks(t: Tournament, state: WorkbookState): Tournament {
  const s = state.settings.settings;
  const options = { rules: s.tiebreakRules, tiebreaks: [...s.tiebreaks], afterRound: state.rounds.length };
  if (state.rounds.length === 0) return t;
  try {
    const standings = isRoundRobin(t.system) ? roundRobinStandings(t, options).standings : computeStandings(t, options);
    const rank = new Map(standings.rows.map((r) => [r.id, r.rank] as const));
    return { ...t, players: t.players.map((p) => (rank.has(p.id) ? { ...p, recordedRank: rank.get(p.id)! } : p)) };
  } catch {
    // a tie-break the engine cannot compute leaves the rank column blank; standings reports the cause
    return t;
  }
}

/**
 * A withdrawn player is absent in every remaining round (C.04.2 3.2; trf.md §4 `Z` after a withdrawal): the
 * rounds not yet paired get `0000 - Z` in his 001 record, which both formats hold and import reads back as
 * the withdrawal.
 */
function withWithdrawals(t: Tournament): Tournament {
  if (t.totalRounds === null) return t;
  const total = t.totalRounds;
  return {
    ...t,
    players: t.players.map((p) => {
      if (p.withdrawnAfter === undefined) return p;
      const rounds: (RoundEntry | null)[] = [...p.rounds];
      for (let r = rounds.length + 1; r <= total; r++) {
        if (r > p.withdrawnAfter) rounds.push({ opponent: 0, colour: null, result: 'Z' });
        else rounds.push(null);
      }
      return { ...p, rounds };
    }),
  };
}

function notHeld(state: WorkbookState, format: 'trf26' | 'trf16', engineDialect: boolean): string[] {
  const notes: string[] = [];
  const t = state.tournament;
  const s = state.settings.settings;
  if (s.colourChoice === 'lot' && s.drawnColour !== null) {
    notes.push(
      `colour drawn by lot: a TRF holds only the resulting initial colour (${s.drawnColour === 'w' ? 'white' : 'black'}); import reads it as a fixed colour`,
    );
  }
  // a TRF says "withdrawn" only by absences in rounds not yet paired (withWithdrawals); once every round is paired
  // his absences read back as absences, and import shows him active
  if (t.totalRounds === null || state.rounds.length >= t.totalRounds) {
    for (const p of t.players.filter((x) => x.withdrawnAfter !== undefined)) {
      notes.push(
        `player ${p.id}'s withdrawal after round ${p.withdrawnAfter}: with every round paired, ` +
          'the file shows only the rounds he missed (absences or forfeits), and import reads him as an active player',
      );
    }
  }
  (t.info.roundDates ?? []).forEach((d, i) => {
    if (d !== '' && trfRoundDate(d) === null)
      notes.push(`round ${i + 1} date "${d}" is not a date (YYYY/MM/DD): left out of record 132`);
  });
  if (format === 'trf16') {
    const byes = t.byeRequests
      .filter((b) => b.kind !== 'Z' || !engineDialect || b.round !== state.rounds.length + 1)
      .filter(
        (b) => !t.players.some((p) => p.id === b.id && p.withdrawnAfter !== undefined && b.round > p.withdrawnAfter),
      );
    if (byes.length)
      notes.push(
        `requested byes (TRF16 has no record 240): ${byes.map((b) => `player ${b.id} round ${b.round} (${b.kind})`).join(', ')}`,
      );
    if (!engineDialect) {
      if (t.totalRounds !== null) notes.push(`number of rounds (${t.totalRounds}): TRF16 has no record 142`);
      if (t.initialColour !== null)
        notes.push('initial colour: TRF16 has no record 152 (a reader infers it from round 1)');
      if (t.acceleration.size > 0) notes.push('acceleration: TRF16 has no record 250');
    }
    if (t.forbiddenPairs.some((f) => f.firstRound !== undefined))
      notes.push('forbidden pairs limited to some rounds: TRF16 has no record 260');
    if (s.tiebreaks.length) notes.push(`tie-break order (${s.tiebreaks.join(', ')}): TRF16 has no record 202/212`);
  }
  return notes;
}
