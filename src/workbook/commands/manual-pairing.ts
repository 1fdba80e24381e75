import { truncateBeforeRound, type ByeRequest, type Tournament } from '../../engine/model';
import type { Board, RoundPairing } from '../../engine/pairing';
import { pairRound, type PairFn } from '../../engine/systems';
import { address } from '../cells';
import { RECORD_EVENTS, MANUAL_WORDS } from '../labels/manual-pairing';
import { say } from '../labels';
import { manualRound, MANUAL_MARK_COLUMN, type ManualRound } from '../manual-mark';
import { compareWithEngine, manualRoundFindings, type ManualComparison, type ManualFinding } from '../manual-pairing';
import type { WorkbookPort } from '../port';
import { error, WorkbookProblems } from '../problems';
import type { WorkbookState } from '../read';
import { appendRecord, type RecordEntry } from '../record-sheet';
import { writeRoundSheet } from '../render';
import type { RoundSheetRead } from '../round-sheet';
import { ROUND_WIDTH } from '../round-sheet';
import { roundRenderOf } from '../round-view';
import { isPredetermined } from '../settings';
import { systemPlan } from '../system-plan';
import { decideWarnings, type LeveledWarning, type WarningDecision } from '../warning-levels';
import { byesForRound, pairNextRound, PairingDeferred, type PairOptions } from './pair-next';
import { firstReportSheet, readValidWorkbook } from './state';

/**
 * The manual-pairing phase of a round (checklist Q64-Q69, fide-acceptance.md §5), with an explicit start and end:
 * `start` adds the next round's sheet marked "manual" (empty boards by default, or the engine's pairing to edit),
 * `check` lists the warnings so far with their cells, `end` asks for the Level-3 confirmations, compares the round
 * with the engine's pairing of the same round (Q68) and, when they differ, asks for a Level-4 confirmation that
 * shows the engine's pairing and writes a Record row "MPA" (`### MPA @ Round n: ...` in the TRF, Q69).
 */

/** Background of the mark cell: the orange of a pending action, unlike the header fill. */
const MARK_FILL = 'F4B183';

export interface ManualStartOptions extends Omit<PairOptions, 'pair'> {
  /** Start from the engine's pairing instead of empty boards. */
  readonly fromEngine?: boolean;
  /** The engine (default: the tournament's system); round robins and Scheveningen take their table's round. */
  readonly pair?: PairFn;
}

export interface ManualStartOutcome {
  readonly round: number;
  readonly sheet: string;
  /** Boards written: the engine's (or the table's) pairing, or empty rows to fill. */
  readonly boards: number;
  readonly start: 'empty' | 'engine' | 'table';
  readonly warnings: readonly string[];
}

function emptyPairing(_t: Tournament, round: number): RoundPairing {
  return { round, boards: [], pab: null, explanation: [] };
}

/** Start the manual phase of the next round: its sheet, marked, with the byes and absences already known. */
export async function startManualPairing(
  port: WorkbookPort,
  options: ManualStartOptions = {},
): Promise<ManualStartOutcome> {
  const before = await readValidWorkbook(port);
  const table = isPredetermined(before.tournament.system);
  // a round robin's or Scheveningen's round comes from its table (pairNextRound): that is the starting point
  const start = table ? 'table' : options.fromEngine ? 'engine' : 'empty';
  const { fromEngine: _f, pair, ...rest } = options;
  const paired = await pairNextRound(port, { ...rest, pair: start === 'empty' ? emptyPairing : (pair ?? pairRound) });
  const state = await readValidWorkbook(port);
  const lang = state.settings.settings.language;
  let boards = paired.pairing.boards.length;
  if (start === 'empty') boards = await writeEmptyBoards(port, state, paired.round, paired.sheet);
  await port.writeValues(paired.sheet, address(0, MANUAL_MARK_COLUMN), [[say(MANUAL_WORDS.mark, lang)]]);
  await port.formatRange(paired.sheet, address(0, MANUAL_MARK_COLUMN), { bold: true, fill: MARK_FILL });
  await port.flush();
  return { round: paired.round, sheet: paired.sheet, boards, start, warnings: paired.warnings };
}

/** Rewrite the round sheet with blank board rows (numbered) above the byes the sheet already lists. */
async function writeEmptyBoards(
  port: WorkbookPort,
  state: WorkbookState,
  round: number,
  sheet: string,
): Promise<number> {
  const s = state.settings.settings;
  const read = state.rounds[round - 1]!;
  const listed = new Set(read.byes.map((b) => b.id));
  const toPair = state.tournament.players.filter((p) => !listed.has(p.id)).length;
  const count = Math.floor(toPair / 2);
  const render = roundRenderOf(state.tournament, round, []);
  const blank = { id: 0, name: '', rating: 0, points: 0 };
  await writeRoundSheet(
    port,
    sheet,
    {
      ...render,
      boards: Array.from({ length: count }, () => ({ white: blank, black: blank, result: null })),
      byes: render.byes.filter((b) => listed.has(b.player.id)),
    },
    s.language,
    { ...placeOf(state), pointsStyle: s.pointsStyle },
  );
  // the placeholders' numbers and points (0) are cleared: only the board numbers stay
  if (count > 0)
    await port.writeValues(
      sheet,
      address(2, 1),
      Array.from({ length: count }, () => new Array(ROUND_WIDTH - 1).fill(null)),
    );
  return count;
}

function placeOf(state: WorkbookState): { before?: string; header?: string } {
  const before = firstReportSheet(state);
  const header = state.settings.settings.info.name;
  return { ...(before ? { before } : {}), ...(header ? { header } : {}) };
}

async function requireManual(port: WorkbookPort, state: WorkbookState): Promise<ManualRound> {
  const m = await manualRound(port, state);
  if (m) return m;
  const last = state.rounds.length;
  throw new WorkbookProblems([
    error(
      state.roundSheets.get(last) ?? state.sheetOf.settings,
      undefined,
      last === 0
        ? 'no round is in the manual pairing phase: start it with "arbiter manual start" ' +
            "(or the pane's Start manual pairing)"
        : `round ${last} is not in the manual pairing phase (its sheet has no "${say(MANUAL_WORDS.mark, 'en')}" mark)`,
    ),
  ]);
}

/**
 * The engine's input for the manual round: the rounds before it, and as byes of the round those the sheet lists
 * (H, F, Z: the arbiter's decision, not the pairing's), the Players sheet's requests and the withdrawn players.
 */
export function manualRoundInput(state: WorkbookState, round: number): Tournament {
  const t = state.tournament;
  const sheetByes: ByeRequest[] = [];
  for (const b of state.rounds[round - 1]?.byes ?? [])
    if (b.kind !== 'U') sheetByes.push({ id: b.id, round, kind: b.kind });
  const onSheet = new Set(sheetByes.map((b) => b.id));
  const requests = state.players.players.flatMap((p) => p.byes.filter((b) => b.round === round && !onSheet.has(b.id)));
  const input: Tournament = {
    ...t,
    players: t.players.map((p) => ({ ...p, rounds: p.rounds.slice(0, round - 1) })),
    byeRequests: [...t.byeRequests.filter((b) => b.round > round), ...sheetByes, ...requests],
  };
  return {
    ...input,
    byeRequests: [...input.byeRequests.filter((b) => b.round !== round), ...byesForRound(input, round)],
  };
}

export interface ManualCheckOutcome {
  readonly round: number;
  readonly sheet: string;
  /** Level 3 (to confirm at the end) and Level 2 (acknowledged) warnings, each with its cell. */
  readonly warnings: readonly LeveledWarning[];
  /** Players on no board and in no bye row yet. */
  readonly unpaired: readonly number[];
  /** The engine's pairing of the same round, or why there is none. */
  readonly engine: RoundPairing | { readonly error: string };
  readonly manual: { readonly boards: readonly Board[]; readonly pab: number | null };
}

/**
 * Where a finding is on its round sheet (the manual phase and `check` place them alike): on a board, the player's
 * number cell (B White, J Black) or the board's first cell; off the boards, the player's bye row, else the PAB's.
 */
export function findingCell(f: ManualFinding, read: RoundSheetRead): string | undefined {
  if (f.board === undefined) {
    const own = f.player === undefined ? undefined : read.byes.find((b) => b.id === f.player);
    return (own ?? read.byes.find((b) => b.kind === 'U'))?.cell;
  }
  const b = read.boards[f.board]!;
  const col = f.player === b.white ? 1 : f.player === b.black ? 9 : 0;
  return address(b.row, col);
}

function findingPlace(f: ManualFinding, read: RoundSheetRead, sheet: string): string {
  return `${sheet}!${findingCell(f, read) ?? 'A1'}`;
}

async function examine(
  port: WorkbookPort,
  state: WorkbookState,
  m: ManualRound,
  pair?: PairFn,
): Promise<ManualCheckOutcome> {
  const { round, sheet } = m;
  const read = state.rounds[round - 1]!;
  const boards = read.boards.map((b) => ({ white: b.white, black: b.black }));
  const pab = read.byes.find((b) => b.kind === 'U')?.id ?? null;
  const input = manualRoundInput(state, round);
  let engine: ManualCheckOutcome['engine'];
  try {
    const fn = (await systemPlan(port, state)).pair ?? pair ?? pairRound;
    engine = fn(truncateBeforeRound(input, round), round);
  } catch (err) {
    if (err instanceof PairingDeferred) throw err;
    engine = { error: err instanceof Error ? err.message : String(err) };
  }
  const warnings: LeveledWarning[] = [];
  // the C.04 criteria are Swiss rules; a round robin's table fixes games and colours (check-round.ts)
  if (!isPredetermined(state.tournament.system)) {
    const enginePab = 'boards' in engine ? engine.pab : null;
    for (const f of manualRoundFindings(input, round, boards, pab, enginePab)) {
      const board = f.board === undefined ? '' : `board ${read.boards[f.board]!.board}: `;
      warnings.push({
        level: f.level,
        code: f.code,
        message: `${board}${f.message}`,
        place: findingPlace(f, read, sheet),
      });
    }
  }
  const placed = new Set([...read.boards.flatMap((b) => [b.white, b.black]), ...read.byes.map((b) => b.id)]);
  const requested = new Set(input.byeRequests.filter((b) => b.round === round).map((b) => b.id));
  const unpaired = state.tournament.players.map((p) => p.id).filter((id) => !placed.has(id) && !requested.has(id));
  const playersSheet = state.sheetOf.players ?? 'Players';
  const noCol = state.players.columns.get('no')?.[0] ?? 0;
  for (const id of unpaired) {
    const row = state.players.players.find((p) => p.player.id === id)?.row;
    warnings.push({
      level: 3,
      code: 'unpaired',
      place: row === undefined ? playersSheet : `${playersSheet}!${address(row, noCol)}`,
      message:
        `player ${id} is on no board and in no bye row of round ${round}: ` +
        'he would be recorded absent (zero-point bye)',
    });
  }
  return { round, sheet, warnings, unpaired, engine, manual: { boards, pab } };
}

/**
 * The round as it is recorded at the end: the sheet's boards and bye rows; a player the sheet leaves out is absent
 * (Z), unless the Players sheet asked for a bye of that round, which the engine's pairing took as his (H, F or Z).
 */
function recordedRound(state: WorkbookState, round: number): Tournament {
  const read = state.rounds[round - 1]!;
  const placed = new Set([...read.boards.flatMap((b) => [b.white, b.black]), ...read.byes.map((b) => b.id)]);
  const requested = new Map(
    manualRoundInput(state, round)
      .byeRequests.filter((b) => b.round === round)
      .map((b) => [b.id, b.kind] as const),
  );
  const t = state.tournament;
  return {
    ...t,
    players: t.players.map((p) => {
      const kind = placed.has(p.id) ? undefined : requested.get(p.id);
      if (!kind) return p;
      const rounds = [...p.rounds];
      rounds[round - 1] = { opponent: 0, colour: null, result: kind };
      return { ...p, rounds };
    }),
  };
}

/** A pairing in one line, as the CLI and the pane show the engine's: `1. 4-5, 2. 6-7, PAB 3`. */
export function describePairing(p: { readonly boards: readonly Board[]; readonly pab: number | null }): string {
  const boards = p.boards.map((b, i) => `${i + 1}. ${b.white}-${b.black}`);
  return [...boards, ...(p.pab !== null ? [`PAB ${p.pab}`] : [])].join(', ') || '(no boards)';
}

/** The warnings of the manual round so far (nothing is written). */
export async function checkManualPairing(
  port: WorkbookPort,
  options: { pair?: PairFn } = {},
): Promise<ManualCheckOutcome> {
  const state = await readValidWorkbook(port);
  const m = await requireManual(port, state);
  return examine(port, state, m, options.pair);
}

export interface ManualEndOptions {
  /** What the arbiter confirmed: codes (Level 3) and CODE:TOKEN (Level 4), as `--confirm` gives them. */
  readonly confirmed?: ReadonlySet<string>;
  readonly pair?: PairFn;
}

export interface ManualEndOutcome extends ManualCheckOutcome {
  /** The phase ended: the sheet is rewritten without the mark (and the Record row written when they differ). */
  readonly ended: boolean;
  readonly decision: WarningDecision;
  /** Null when the engine could not pair the round. */
  readonly comparison: ManualComparison | null;
  readonly record: RecordEntry | null;
}

/** The Level-4 token binds to the tournament and the round; the message binds it to these differences. */
function identityOf(state: WorkbookState, round: number): string {
  return `${state.settings.settings.info.name}\u0000manual round ${round}`;
}

/** End the manual phase: confirmations, the comparison with the engine, then the round as the record. */
export async function endManualPairing(port: WorkbookPort, options: ManualEndOptions = {}): Promise<ManualEndOutcome> {
  const state = await readValidWorkbook(port);
  const m = await requireManual(port, state);
  const seen = await examine(port, state, m, options.pair);
  const { round, sheet } = m;
  const warnings = [...seen.warnings];
  let comparison: ManualComparison | null = null;
  let record: RecordEntry | null = null;
  if ('boards' in seen.engine) {
    comparison = compareWithEngine(round, seen.manual, seen.engine);
    if (!comparison.same) {
      const text = comparison.differences.join('; ');
      record = { round, event: RECORD_EVENTS.manual, text };
      // Q69: at least Level 3; the TEC manual's Level 4 with the engine's pairing shown (the CLI and pane print it)
      warnings.push({
        level: 4,
        code: 'differs-from-engine',
        place: `${sheet}!${m.cell}`,
        message: `the manual pairing of round ${round} differs from the engine's: ${text}`,
        consequence:
          `the round is recorded as paired by hand: a Record row "${RECORD_EVENTS.manual}" that the TRF ` +
          `carries as "### ${RECORD_EVENTS.manual} @ Round ${round}: ..."`,
      });
    }
  } else {
    record = { round, event: RECORD_EVENTS.manual, text: `no engine pairing to compare with: ${seen.engine.error}` };
    warnings.push({
      level: 3,
      code: 'no-engine-pairing',
      place: `${sheet}!${m.cell}`,
      message: `the engine could not pair round ${round} to compare: ${seen.engine.error}`,
    });
  }
  const decision = decideWarnings(warnings, options.confirmed ?? new Set(), identityOf(state, round));
  const outcome = { ...seen, warnings, comparison, record };
  if (!decision.proceed) return { ...outcome, ended: false, decision };

  // --- writes: the sheet as every round sheet (names from the numbers, unpaired players listed absent) ---
  const s = state.settings.settings;
  const read = state.rounds[round - 1]!;
  const render = roundRenderOf(
    recordedRound(state, round),
    round,
    read.boards.map((b) => ({ white: b.white, black: b.black })),
  );
  await writeRoundSheet(port, sheet, render, s.language, { ...placeOf(state), pointsStyle: s.pointsStyle });
  if (record) await appendRecord(port, state.sheetOf.record, [record], s.language);
  await port.flush();
  return { ...outcome, ended: true, decision };
}
