import { writeAccelerationRules } from './acceleration-rules';
import { address } from './cells';
import { requireConfirmed, tournamentIdentity } from './confirm-warnings';
import { lockTexts, LOCK_KEYS, type LockKey } from './fide-mode-settings';
import { markEverySheet, writeFideModeRows } from './fide-mode-sheet';
import { SHEETS, say } from './labels';
import { FIDE_MODE_LABELS, RECORD_EVENTS } from './labels/fide-mode';
import type { WorkbookPort } from './port';
import type { WorkbookState } from './read';
import { appendRecord, type RecordEntry } from './record-sheet';
import { pairingsUnderNewScoring } from './scoring-pairing-check';
import { parseForbiddenPairs } from './settings';
import type { LeveledWarning } from './warning-levels';

/**
 * Settings locked once round 1 is paired (checklist Q75-Q77 scoring, Q85-Q87 PAB value, Q109-Q110 acceleration,
 * Q196 forbidden pairs, Q201-Q202 tie-break list): round 1 stores what it was paired with (fide-mode-settings.ts);
 * every command that pairs or writes standings compares. A changed tie-break list, scoring, PAB value or
 * acceleration is Level 4 (two steps, the consequence stated) and, confirmed, a Record row (a `###` line with the
 * previous value); forbidden pairs added after round 1 are refused in FIDE mode (Level 5: leave FIDE mode first).
 */
export interface LockChange {
  readonly key: LockKey;
  readonly warning: LeveledWarning;
  readonly record: RecordEntry;
  /** The new value the lock row takes once the change is confirmed. */
  readonly now: string;
}

const EVENT: Record<LockKey, string> = {
  lockedScoring: RECORD_EVENTS.scoring,
  lockedAcceleration: RECORD_EVENTS.acceleration,
  lockedTiebreaks: RECORD_EVENTS.tiebreaks,
  lockedForbidden: RECORD_EVENTS.forbidden,
};

const CODE: Record<LockKey, string> = {
  lockedScoring: 'scoring-changed',
  lockedAcceleration: 'acceleration-changed',
  lockedTiebreaks: 'tiebreaks-changed',
  lockedForbidden: 'forbidden-pairs-changed',
};

const SETTING_ROW: Record<LockKey, string> = {
  lockedScoring: 'win',
  lockedAcceleration: 'acceleration',
  lockedTiebreaks: 'tiebreaks',
  lockedForbidden: 'forbidden',
};

const CONSEQUENCE: Record<LockKey, string> = {
  lockedScoring:
    'every score, standing and pairing from now on uses the new values, past rounds included (Q88); ' +
    'the TRF records the change with the previous values',
  lockedAcceleration: 'the pairings from the next round use the new acceleration; the TRF records the change',
  lockedTiebreaks: 'the standings follow the new list; the TRF records the change with the previous list (Q202)',
  lockedForbidden: 'the pairings from the next round follow the new list; the TRF records the change',
};

/** The last paired round (round 1 before any): the round a change is recorded at. */
function currentRound(state: Pick<WorkbookState, 'roundSheets'>): number {
  return Math.max(1, ...state.roundSheets.keys());
}

/** Pair groups as comparable keys: `3 7`, `3 7 (rounds 1-5)`. */
function pairKeys(text: string): string[] {
  if (text.trim().toLowerCase() === 'none') return [];
  const parsed = parseForbiddenPairs(text);
  if (typeof parsed === 'string') return [text];
  return parsed.map(
    (p) =>
      `${[...p.ids].sort((a, b) => a - b).join(' ')}${p.firstRound !== undefined ? ` (rounds ${p.firstRound}-${p.lastRound ?? p.firstRound})` : ''}`,
  );
}

/** Every locked setting whose current value differs from the one round 1 was paired with. */
export function lockChanges(state: WorkbookState): LockChange[] {
  const fm = state.fideMode;
  // nothing is locked while no round is paired (round 1 undone: the next round 1 stores the settings afresh)
  if (!fm || state.roundSheets.size === 0) return [];
  const now = lockTexts(state.settings.settings);
  const sheet = state.sheetOf.settings ?? 'Settings';
  const round = currentRound(state);
  const out: LockChange[] = [];
  for (const key of LOCK_KEYS) {
    const was = fm.locked[key];
    if (was === undefined || was === now[key]) continue;
    const row = state.settings.rows.get(SETTING_ROW[key]);
    const place = row !== undefined ? `${sheet}!${address(row, 1)}` : sheet;
    // Q76-Q77: a new scoring is checked against the pairings made so far, and the check is said and recorded
    const check = key === 'lockedScoring' ? `; ${pairingsUnderNewScoring(state.tournament)}` : '';
    const record: RecordEntry = { round, event: EVENT[key], text: `previous: ${was}; now: ${now[key]}${check}` };
    const what = FIDE_MODE_LABELS[key].en.replace(/ at round 1 \(locked\)$/, '').toLowerCase();
    if (key === 'lockedForbidden') {
      const before = new Set(pairKeys(was));
      const added = pairKeys(now[key]).filter((k) => !before.has(k));
      if (added.length && fm.state.on) {
        out.push({
          key,
          record,
          now: now[key],
          warning: {
            level: 5,
            code: 'forbidden-pairs-added',
            place,
            message:
              `forbidden pairs added after round 1 (${added.join('; ')}): FIDE mode refuses them (checklist Q196); ` +
              'remove them, or leave FIDE mode first (arbiter fide-mode leave BOOK.xlsx --reason TEXT)',
          },
        });
        continue;
      }
    }
    out.push({
      key,
      record,
      now: now[key],
      warning: {
        level: 4,
        code: CODE[key],
        place,
        consequence: CONSEQUENCE[key],
        message: `the ${what} changed after round 1 was paired: was "${was}", now "${now[key]}"${check}`,
      },
    });
  }
  return out;
}

export interface FideModeGuard {
  /** Warnings shown (Level 2, and the confirmed ones), one line each. */
  readonly lines: readonly string[];
  /** The Record rows `commit` adds (confirmed changes and the command's own), for a TRF written before the save. */
  readonly records: readonly RecordEntry[];
  /** After the command's own writes: lock rows, Record rows, and the mark outside FIDE mode. */
  commit(port: WorkbookPort): Promise<void>;
}

export interface GuardOptions {
  readonly confirmed?: ReadonlySet<string>;
  /** Rounds paired once the command is done (pair: the new round). Lock rows are stored from round 1 on. */
  readonly roundsAfter: number;
  /** The command's own leveled warnings (e.g. byes of the round being paired) and Record rows. */
  readonly warnings?: readonly LeveledWarning[];
  readonly records?: readonly RecordEntry[];
}

/**
 * Check FIDE mode's locks for a command and decide (warning-levels.ts): throws WarningsNotConfirmed, writing
 * nothing, while anything is unconfirmed or refused; otherwise returns the lines to show and the writes to make
 * after the command's own.
 */
export function guardFideMode(state: WorkbookState, options: GuardOptions): FideModeGuard {
  const changes = lockChanges(state);
  const lines = requireConfirmed(
    [...changes.map((c) => c.warning), ...(options.warnings ?? [])],
    options.confirmed,
    tournamentIdentity(state),
  );
  const records = [...changes.map((c) => c.record), ...(options.records ?? [])];
  return {
    lines,
    records,
    async commit(port: WorkbookPort): Promise<void> {
      const fm = state.fideMode;
      const sheet = state.sheetOf.settings;
      if (!fm || !sheet) return;
      const lang = state.settings.settings.language;
      const now = lockTexts(state.settings.settings);
      const set: Partial<Record<LockKey, string>> = {};
      // stored when round 1 is paired; a workbook from before the locks stores them at its next command
      const fresh = state.roundSheets.size === 0;
      if (options.roundsAfter >= 1) for (const k of LOCK_KEYS) if (fresh || fm.locked[k] === undefined) set[k] = now[k];
      for (const c of changes) set[c.key] = c.now;
      if (Object.keys(set).length) await writeFideModeRows(port, sheet, set, lang);
      if (records.length) {
        const existing = state.sheetOf.record ?? (await port.listSheets()).find((n) => n === say(SHEETS.record, lang));
        await appendRecord(port, existing, records, lang);
      }
      // Q108: an acceleration other than Baku has its rules printed
      const t = state.tournament;
      if (state.settings.settings.acceleration === 'table' && options.roundsAfter >= 1) {
        const ids = t.players.map((p) => p.id);
        await writeAccelerationRules(
          port,
          t.acceleration,
          ids,
          t.totalRounds ?? options.roundsAfter,
          lang,
          t.info.name,
        );
      }
      if (!fm.state.on) await markEverySheet(port, lang);
    },
  };
}
