import { scoringProblems } from '../engine/model/scoring-rules';
import type { ForbiddenPairs, PairingSystemId, Scoring } from '../engine/model';
import { address, cellInteger, cellText, type CellValue, type SheetValues } from './cells';
import type { FideModeState } from './fide-mode';
import { lookup, say, type Language } from './labels';
import { FIDE_MODE_HINTS, FIDE_MODE_LABELS, RECORD_EVENTS, YES_NO_WORDS, type FideModeKey } from './labels/fide-mode';
import { error, type Problem } from './problems';
import type { RecordEntry } from './record-sheet';
import { formatForbiddenPairs, isPredetermined, type AccelerationMethod, type SettingsRead } from './settings';
import { resolveTiebreak } from '../engine/tiebreaks';

/**
 * The FIDE-mode rows of the Settings sheet (fide-acceptance.md §1, §6, §8, §12, §13), kept apart from the general
 * rows like the rating rows: "FIDE mode" (yes/no), "FIDE mode left in round", and what round 1 was paired with
 * (scoring and PAB value, acceleration, tie-break list, forbidden pairs), which later commands compare with the
 * current Settings (fide-mode-locks.ts).
 */

/** What FIDE mode is about: the endorsed systems (C.04) and the round robins; a knockout draw is not one of them. */
export function isFideSystem(system: PairingSystemId): boolean {
  return system !== 'knockout';
}

export type LockKey = 'lockedScoring' | 'lockedAcceleration' | 'lockedTiebreaks' | 'lockedForbidden';
export const LOCK_KEYS: readonly LockKey[] = [
  'lockedScoring',
  'lockedAcceleration',
  'lockedTiebreaks',
  'lockedForbidden',
];

export interface FideModeRead {
  readonly state: FideModeState;
  /** The values round 1 was paired with, as stored (absent: not stored yet). */
  readonly locked: Partial<Record<LockKey, string>>;
  readonly rows: ReadonlyMap<FideModeKey, number>;
  readonly problems: Problem[];
}

const SCORING_CODES: readonly (readonly [keyof Scoring, string])[] = [
  ['win', 'W'],
  ['draw', 'D'],
  ['loss', 'L'],
  ['pab', 'PAB'],
  ['forfeitWin', 'FW'],
  ['forfeitLoss', 'FL'],
  ['fullBye', 'FPB'],
  ['halfBye', 'HPB'],
  ['zeroBye', 'ZPB'],
];

/** The values a lock row holds: one text per locked setting, in a language-free form. */
export function lockTexts(s: {
  readonly scoring: Scoring;
  readonly acceleration: AccelerationMethod;
  readonly tiebreaks: readonly string[];
  readonly forbiddenPairs: readonly ForbiddenPairs[];
}): Record<LockKey, string> {
  return {
    lockedScoring: SCORING_CODES.map(([k, code]) => `${code} ${s.scoring[k]}`).join(', '),
    lockedAcceleration: s.acceleration,
    lockedTiebreaks: s.tiebreaks.map(normalTiebreak).join(', ') || 'none',
    lockedForbidden: s.forbiddenPairs.length ? formatForbiddenPairs(s.forbiddenPairs, 'en') : 'none',
  };
}

/** `bh/c1` and `BH-C1` are one code (settings.ts accepts both spellings). */
export function normalTiebreak(code: string): string {
  return code.trim().toUpperCase().replace(/\//g, '-');
}

const LEAVE_HOW =
  'to leave FIDE mode run "arbiter fide-mode leave BOOK.xlsx --reason TEXT" (or the pane\'s Leave FIDE mode): ' +
  'two steps, permanent for this tournament';

/** The round FIDE mode was left in, from Settings or the Record sheet (either is enough: Q45). */
function leftRecord(record: readonly RecordEntry[]): RecordEntry | undefined {
  return record.find((e) => e.event.toLowerCase() === RECORD_EVENTS.fideModeLeft.toLowerCase());
}

/** Read the FIDE-mode rows, and the problems of a tournament's choices in or out of FIDE mode. */
export function readFideMode(
  values: SheetValues,
  sheet: string,
  settings: SettingsRead,
  record: readonly RecordEntry[],
): FideModeRead {
  const problems: Problem[] = [];
  const rows = new Map<FideModeKey, number>();
  const locked: Partial<Record<LockKey, string>> = {};
  let typed: 'yes' | 'no' | null = null;
  let leftRound: number | null = null;
  values.forEach((line, r) => {
    const key = lookup(FIDE_MODE_LABELS, cellText(line?.[0] ?? null));
    if (!key) return;
    rows.set(key, r);
    const text = cellText(line?.[1] ?? null);
    if (text === '') return;
    const at = address(r, 1);
    if (key === 'fideMode') {
      typed = lookup(YES_NO_WORDS, text);
      if (!typed) problems.push(error(sheet, at, `${FIDE_MODE_LABELS.fideMode.en}: "${text}" is not yes or no`));
    } else if (key === 'fideModeLeft') {
      leftRound = cellInteger(line?.[1] ?? null);
      if (leftRound === null || leftRound < 1) {
        problems.push(error(sheet, at, `${FIDE_MODE_LABELS.fideModeLeft.en}: "${text}" is not a round number`));
        leftRound = null;
      }
    } else locked[key] = text;
  });
  const s = settings.settings;
  const entry = leftRecord(record);
  const left =
    leftRound !== null || entry !== undefined
      ? { round: leftRound ?? entry!.round, reason: entry?.text ?? '' }
      : undefined;
  const modeCell = rows.has('fideMode') ? address(rows.get('fideMode')!, 1) : undefined;
  const settingCell = (key: string) => {
    const row = settings.rows.get(key);
    return row !== undefined ? address(row, 1) : undefined;
  };
  let on: boolean;
  if (left) {
    on = false;
    if (typed === 'yes') {
      problems.push(
        error(
          sheet,
          modeCell,
          `FIDE mode was left in round ${left.round} and cannot be re-entered for this tournament ` +
            '(checklist Q45): type no',
        ),
      );
    }
  } else if (!isFideSystem(s.system)) {
    on = false;
    if (typed === 'yes') {
      problems.push(
        error(
          sheet,
          settingCell('system'),
          'a knockout is not a FIDE pairing system and runs outside FIDE mode: ' +
            `choose a FIDE system, or type no in "${FIDE_MODE_LABELS.fideMode.en}"`,
        ),
      );
    }
  } else {
    on = true;
    if (typed === 'no') problems.push(error(sheet, modeCell, `FIDE mode is not left by typing no: ${LEAVE_HOW}`));
  }
  if (on && s.tiebreakRules === 'legacy') {
    problems.push(
      error(
        sheet,
        settingCell('rules'),
        "the booklet's legacy tie-break rules are outside FIDE mode: choose FIDE 2026 " +
          `(or FIDE 2024 for a tournament that started before 1 March 2026), or ${LEAVE_HOW}`,
      ),
    );
  }
  // Q105: the Buchholz family is not offered for round robins (C.07-2026 Art. 8), whatever rule edition is chosen
  if (on && isPredetermined(s.system)) {
    const family = s.tiebreaks.filter((code) => isBuchholzFamily(code));
    if (family.length) {
      problems.push(
        error(
          sheet,
          settingCell('tiebreaks'),
          `${family.join(', ')}: the Buchholz family is not used in round robins ` +
            `in FIDE mode (C.07 Art. 8; checklist Q105): choose other tie-breaks, or ${LEAVE_HOW}`,
        ),
      );
    }
  }
  // Q74, Q81, Q83: refused in every mode, like the TRF reader (scoring-rules.ts)
  for (const m of scoringProblems(s.scoring)) {
    problems.push(error(sheet, settingCell(/bye/.test(m) ? 'pab' : 'draw'), m));
  }
  return { state: left ? { on: false, left } : { on }, locked, rows, problems };
}

function isBuchholzFamily(code: string): boolean {
  try {
    return resolveTiebreak(code).definition.buchholzFamily === true;
  } catch {
    return false; // an unknown code is reported at the same cell by the standings (tiebreakProblems)
  }
}

/** The FIDE mode of a tournament with no FIDE-mode rows yet (a new or imported one): on for the FIDE systems. */
export function defaultFideMode(system: PairingSystemId): boolean {
  return isFideSystem(system);
}

/**
 * The writes that set FIDE-mode rows: present rows get their value; missing ones are added below the last used
 * row, with the label and its hint in the sheet's language.
 */
export function fideModeWrites(
  values: SheetValues,
  rows: ReadonlyMap<FideModeKey, number>,
  set: Partial<Record<FideModeKey, string | number>>,
  lang: Language,
): { cell: string; values: CellValue[][] }[] {
  const out: { cell: string; values: CellValue[][] }[] = [];
  let next = values.length;
  for (const [key, value] of Object.entries(set) as [FideModeKey, string | number][]) {
    const row = rows.get(key);
    if (row !== undefined) out.push({ cell: address(row, 1), values: [[value]] });
    else
      out.push({
        cell: address(next++, 0),
        values: [[say(FIDE_MODE_LABELS[key], lang), value, say(FIDE_MODE_HINTS[key], lang)]],
      });
  }
  return out;
}

/** The rows of a FIDE-mode Settings block, read from a sheet without the rest (for writers that add them). */
export function fideModeRows(values: SheetValues): Map<FideModeKey, number> {
  const rows = new Map<FideModeKey, number>();
  values.forEach((line, r) => {
    const key = lookup(FIDE_MODE_LABELS, cellText(line?.[0] ?? null));
    if (key) rows.set(key, r);
  });
  return rows;
}
