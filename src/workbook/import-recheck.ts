import type { Tournament } from '../engine/model';
import { SYSTEMS } from '../engine/systems';
import { allPairedRounds, type CheckOptions, checkRounds, formatDifference } from '../engine/systems/round-check';
import { isScheveningen, ScheveningenTeamsError, teamsFromClubs } from '../engine/systems/scheveningen/two-teams';
import { RECORD_EVENTS } from './labels/manual-pairing';
import { recordTrfLine, type RecordEntry } from './record-sheet';

/**
 * After a TRF import every imported round is re-paired from the rounds before it and compared (checklist Q54,
 * hard fail); a round that does not comply gets a Level-3 warning and a `### Import @ Round n: ...` line for
 * the TRF (Q55), kept as a Record row. Systems without an engine (e.g. knockout) are not re-checked and say so.
 */
export interface ImportRecheck {
  readonly checked: number;
  /** Level-3 warnings, one per round that differs. */
  readonly warnings: readonly string[];
  /** `###` lines to keep with the tournament's TRF. */
  readonly comments: readonly string[];
  /** Each round that differs: its Record row, and a player of the first differing board (for the TRF place). */
  readonly rounds: readonly { readonly record: RecordEntry; readonly player: number | null }[];
  /** Why nothing was re-checked, when so. */
  readonly skipped?: string;
  /** How the check read the file where it had to choose (the total number of rounds). */
  readonly note?: string;
}

/**
 * Boards of each side named in a warning and a Record row (the rest counted): a field of thousands whose round
 * differs throughout would otherwise make a line of tens of thousands of characters, past an Excel cell's 32,767
 * (https://support.microsoft.com/office/excel-specifications-and-limits-1672b34d-7043-467e-8e27-269d656771c3).
 */
const SHOWN_BOARDS = 12;

/**
 * From this many players a round that differs is compared up to its first differing pair only
 * (CheckOptions.firstDifference): a round on record that the rules would not have made costs one decision
 * rather than a whole pairing (a 10,000-player field's random round 2: 5.7 s rather than 16 s, docs/
 * performance.md). Below it a round re-pairs in about a second at most, and the whole difference is shown.
 */
export const FIRST_DIFFERENCE_FROM_PLAYERS = 1000;

export type CheckResult = ReturnType<typeof checkRounds>;

/** Re-pairs `rounds` of `t` and compares each with the record (round-check.ts); see ImportOptions.checkRounds. */
export type RoundsCheck = (
  t: Tournament,
  rounds: readonly number[],
  options?: CheckOptions,
) => CheckResult | Promise<CheckResult>;

/** The rounds re-paired here, one after another. */
export function checkRoundsHere(t: Tournament, rounds: readonly number[], options: CheckOptions = {}): CheckResult {
  const pair = SYSTEMS[t.system];
  if (!pair) throw new Error(`the ${t.system} system has no pairing engine`);
  return checkRounds(t, pair, rounds, options);
}

/** How an import compares its rounds (FIRST_DIFFERENCE_FROM_PLAYERS). */
export function importCheckOptions(t: Tournament): CheckOptions {
  return { firstDifference: t.players.length >= FIRST_DIFFERENCE_FROM_PLAYERS };
}

export function recheckImportedRounds(t: Tournament): ImportRecheck {
  const plan = recheckPlan(t);
  if ('done' in plan) return plan.done;
  return summarise(checkRoundsHere(plan.checkedT, plan.rounds, importCheckOptions(t)), plan.note);
}

/** The same, with the rounds re-paired by `check` (the command line spreads them over threads). */
export async function recheckImportedRoundsWith(t: Tournament, check: RoundsCheck): Promise<ImportRecheck> {
  const plan = recheckPlan(t);
  if ('done' in plan) return plan.done;
  return summarise(await check(plan.checkedT, plan.rounds, importCheckOptions(t)), plan.note);
}

type RecheckPlan =
  | { readonly done: ImportRecheck }
  | { readonly checkedT: Tournament; readonly rounds: readonly number[]; readonly note?: string };

function recheckPlan(t: Tournament): RecheckPlan {
  const none = { checked: 0, warnings: [], comments: [], rounds: [] };
  if (!SYSTEMS[t.system])
    return { done: { ...none, skipped: `the ${t.system} system has no pairing engine to re-check the rounds with` } };
  const teams = isScheveningen(t) ? teamsOrReason(t) : null;
  if (typeof teams === 'string') return { done: { ...none, skipped: teams } };
  const rounds = allPairedRounds(t);
  if (rounds.length === 0) return { done: none };
  // a file without 142 / XXR: for checking, the rounds in the file are the total (issue #21, as check-trf does)
  if (t.totalRounds !== null) return { checkedT: t, rounds };
  const note = `the total number of rounds is not set (142 / XXR): the ${rounds.length} rounds in the file are taken as the total`;
  return { checkedT: { ...t, totalRounds: rounds.length }, rounds, note };
}

function summarise(result: CheckResult, note: string | undefined): ImportRecheck {
  const { checked } = result;
  const differences = [...result.differences].sort((a, b) => a.round - b.round);
  const what = (d: (typeof differences)[number]) => formatDifference(d, SHOWN_BOARDS).replace(/^round \d+: /, '');
  const rounds = differences.map((d) => ({
    record: { round: d.round, event: RECORD_EVENTS.import, text: what(d) },
    player: d.recordOnly[0]?.white ?? d.engineOnly[0]?.white ?? d.recordPab ?? d.enginePab ?? null,
  }));
  const warnings = differences.map((d) => `round ${d.round} does not follow the pairing rules: ${what(d)}`);
  const comments = rounds.map((r) => recordTrfLine(r.record));
  return { checked, warnings, comments, rounds, ...(note ? { note } : {}) };
}

/** A TRF does not say who plays for which team: a Scheveningen is re-checked only when the clubs give its teams. */
function teamsOrReason(t: Tournament): string | null {
  try {
    teamsFromClubs(t);
    return null;
  } catch (err) {
    if (err instanceof ScheveningenTeamsError) return `the Scheveningen teams are not known (${err.message})`;
    throw err;
  }
}
