/// <reference types="office-js" />
import { markIfOutsideFideMode } from '../workbook/fide-mode-sheet';
import { truncateBeforeRound, type Colour, type PairingSystemId } from '../engine/model';
import type { RoundPairing } from '../engine/pairing';
import { parseResultCell } from '../formats/results';
import { address, cellAt, cellText, parseAddress, type CellValue } from '../workbook/cells';
import { checkRound } from '../workbook/commands/check-round';
import { exportPgnWithNotes } from '../workbook/commands/export-pgn';
import { exportTrf } from '../workbook/commands/export-trf';
import { newTournament } from '../workbook/commands/new-tournament';
import { appendLog } from '../workbook/commands/pair-next';
import { readValidWorkbook } from '../workbook/commands/state';
import { undoLastRound } from '../workbook/commands/undo-last';
import { updateReports, type Report } from '../workbook/commands/update-reports';
import { say, type Language } from '../workbook/labels';
import { error, formatProblem, WorkbookProblems, type Problem } from '../workbook/problems';
import { findSheet, readWorkbook } from '../workbook/read';
import {
  colourWord,
  defaultSettings,
  renderSettings,
  SETTINGS_ROWS,
  type ColourChoice,
  type Settings,
} from '../workbook/settings';
import { fingerprint, isGeneratedSheet, ConfirmationNeeded, sameCell } from './overwrites';
import { OfficeWorkbookPort, WriteFailed, type RequirementCheck, type Runner } from './office-port';
import { errorWords } from './office-values';
import type { AddinAction, DoneDetail, Outcome } from './outcome';
import { pairNextRoundWith, type AsyncPairer } from './pair-with';
import { numberPlayersInWorkbook } from './number-players-action';
import { isTeamWorkbook, performTeamAction } from '../workbook/commands/team-dispatch';
import { WarningsNotConfirmed } from '../workbook/confirm-warnings';

/**
 * The add-in's actions: each is one Excel.run over the Office.js port, running the shared workbook commands
 * (src/workbook/commands) and answering with an Outcome the pane can show. Every action reads with two
 * syncs and writes with one; where ExcelApi 1.20 is available the run is one undo step (mergeUndoGroup).
 */
export interface ExcelHost {
  /** `Excel.run` of office.js (or of the test double). */
  readonly run: typeof Excel.run;
}

export interface AddinHost {
  readonly excel: ExcelHost;
  readonly supports: RequirementCheck;
}

/** The setup form of the pane (design.md §4 Settings). */
export interface SetupInput {
  readonly name: string;
  readonly system: PairingSystemId;
  readonly rounds: number | null;
  readonly tiebreaks: readonly string[];
  readonly colour: ColourChoice;
  readonly language: Language;
}

export type ActionRequest =
  | { readonly action: 'pairNextRound' | 'repairLastRound' | 'undoLastRound' | 'drawLot' | 'exportTrf' }
  | { readonly action: 'numberPlayers' }
  | { readonly action: 'updateStandings' | 'buildCrosstable' | 'buildPairingCards' }
  | { readonly action: 'checkRound'; readonly round?: number }
  /** A round's PGN; without a round, the last paired round (the one the pane shows). */
  | { readonly action: 'exportPgn'; readonly round?: number }
  | { readonly action: 'setup'; readonly setup: SetupInput }
  | { readonly action: 'enterResult'; readonly sheet: string; readonly cell: string; readonly value: string };

export type ProgressStep = 'reading' | 'pairing' | 'writing';

export interface ActionOptions {
  /** Runs the engine (a Web Worker in the pane, in-process on the ribbon). */
  readonly pairer: AsyncPairer;
  /** Token of a confirmation the arbiter accepted. */
  readonly allow?: string;
  readonly progress?: (step: ProgressStep, detail?: { round?: number; players?: number }) => void;
  /** Randomness for the colour lot (default Math.random). */
  readonly random?: () => number;
  /** Today, for the round sheet's date. */
  readonly today?: () => Date;
  /** Level-3/4 warnings the arbiter confirmed (`confirmWith` values of an earlier outcome). */
  readonly confirmed?: ReadonlySet<string>;
}

/**
 * One Excel.run that reads (no undo group: reading changes nothing); the port sends its writes in runs of
 * their own (office-port.ts): the data as one undo step on ExcelApi 1.20, the undo-unsupported calls outside it.
 */
export async function withWorkbook<T>(
  host: AddinHost,
  allow: string | undefined,
  fn: (port: OfficeWorkbookPort) => Promise<T>,
): Promise<T> {
  const runner: Runner = async (grouped, batch) => {
    if (grouped) await host.excel.run({ mergeUndoGroup: true }, batch);
    else await host.excel.run(batch);
  };
  return host.excel.run(async (ctx: Excel.RequestContext): Promise<T> => {
    const port = await OfficeWorkbookPort.open(ctx, { supports: host.supports, runner, ...(allow ? { allow } : {}) });
    return fn(port);
  });
}

function localDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())}`;
}

const REPORT_OF: Record<'updateStandings' | 'buildCrosstable' | 'buildPairingCards', Report> = {
  updateStandings: 'standings',
  buildCrosstable: 'crosstable',
  buildPairingCards: 'cards',
};

/** Run one action; never throws (every failure is an Outcome). */
export async function runAction(host: AddinHost, request: ActionRequest, options: ActionOptions): Promise<Outcome> {
  const action: AddinAction = request.action;
  try {
    let syncs = 0;
    const detail = await withWorkbook(host, options.allow, async (port) => {
      options.progress?.('reading');
      port.hold();
      const result = await perform(port, request, options);
      // outside FIDE mode every sheet carries the mark (Q46): a sheet an action rewrote (undo's Log) gets it again
      if (request.action !== 'checkRound' && request.action !== 'exportPgn') await markIfOutsideFideMode(port);
      options.progress?.('writing');
      await port.commit();
      syncs = port.syncs;
      return port.warnings.length ? { ...result, warnings: [...port.warnings] } : result;
    });
    return { kind: 'done', action, syncs, detail };
  } catch (err) {
    return outcomeOfError(action, err);
  }
}

export function outcomeOfError(action: AddinAction, err: unknown): Outcome {
  if (err instanceof WarningsNotConfirmed) {
    const confirmations = err.decision.unconfirmed.map(({ warning: w, confirmWith }) => ({
      level: w.level,
      message: `${w.place ? `${w.place}: ` : ''}${w.message}`,
      confirmWith,
      ...(w.consequence ? { consequence: w.consequence } : {}),
    }));
    return { kind: 'problems', action, problems: err.problems, ...(confirmations.length ? { confirmations } : {}) };
  }
  if (err instanceof WorkbookProblems) return { kind: 'problems', action, problems: err.problems };
  if (err instanceof ConfirmationNeeded) return { kind: 'confirm', action, confirmation: err.confirmation };
  // an error outside the writes came while reading or preparing: nothing was sent
  const kept = err instanceof WriteFailed ? '' : '. Nothing was written.';
  return { kind: 'failed', action, message: `${describeError(err)}${kept}` };
}

/** Office errors carry a code and where in the batch they happened; neither is a stack. */
export function describeError(err: unknown): string {
  if (err instanceof WriteFailed) {
    const kept = err.restored
      ? 'The workbook is as it was before.'
      : 'Putting the workbook back failed too: check the sheets this command writes.';
    return `${describeError(err.cause)}. ${kept}`;
  }
  const code = err && typeof err === 'object' ? (err as { code?: unknown }).code : undefined;
  if (code === 'UndoNotSupported' || (err instanceof Error && err.message.startsWith('UndoNotSupported'))) {
    return `Excel could not group this command into one undo step (UndoNotSupported): ${errorWords(err)}`;
  }
  if (err && typeof err === 'object') {
    const e = err as { message?: unknown; code?: unknown; debugInfo?: { errorLocation?: unknown } };
    const message = typeof e.message === 'string' ? e.message : String(err);
    const code = typeof e.code === 'string' && !message.includes(e.code) ? ` (${e.code})` : '';
    const where = typeof e.debugInfo?.errorLocation === 'string' ? ` at ${e.debugInfo.errorLocation}` : '';
    return `Excel could not finish: ${message}${code}${where}`;
  }
  return `Excel could not finish: ${String(err)}`;
}

async function perform(port: OfficeWorkbookPort, request: ActionRequest, options: ActionOptions): Promise<DoneDetail> {
  if (request.action !== 'enterResult' && request.action !== 'setup' && (await isTeamWorkbook(port)))
    return performTeamAction(port, request.action, options);
  switch (request.action) {
    case 'pairNextRound':
      return pairNext(port, options, false);
    case 'repairLastRound':
      return pairNext(port, options, true);
    case 'undoLastRound':
      return undoWithJournal(port);
    case 'updateStandings':
    case 'buildCrosstable':
    case 'buildPairingCards': {
      const outcome = await updateReports(port, [REPORT_OF[request.action]], { confirmed: options.confirmed });
      return { round: outcome.afterRound, sheets: outcome.sheets };
    }
    case 'checkRound':
      return checkWith(port, options, request.round);
    case 'exportTrf': {
      const trf = await exportTrf(port, options.confirmed ? { confirmed: options.confirmed } : {});
      const state = await readValidWorkbook(port);
      return { trf, fileName: trfFileName(state.settings.settings.info.name) };
    }
    case 'exportPgn': {
      const state = await readValidWorkbook(port);
      const round = request.round ?? state.rounds.length;
      if (round === 0)
        throw new WorkbookProblems([error(state.sheetOf.settings, undefined, 'no round has been paired yet')]);
      // boards the PGN cannot hold (forfeits without colours) are listed at their Result cells
      const { text: pgn, leftOut } = await exportPgnWithNotes(port, round);
      const fileName = pgnFileName(state.settings.settings.info.name, round);
      return { pgn, round, fileName, ...(leftOut.length ? { findings: leftOut } : {}) };
    }
    case 'setup':
      return setup(port, request.setup);
    case 'drawLot':
      return drawLot(port, options.random ?? Math.random);
    case 'enterResult':
      return enterResult(port, request.sheet, request.cell, request.value);
    case 'numberPlayers':
      return numberPlayersInWorkbook(port);
  }
}

export function trfFileName(tournament: string): string {
  return `${fileBase(tournament)}.trf`;
}

/** `Open-round-3.pgn`: the tournament's name and the round, as a file name any system accepts. */
export function pgnFileName(tournament: string, round: number): string {
  return `${fileBase(tournament)}-round-${round}.pgn`;
}

function fileBase(tournament: string): string {
  const base = tournament
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return base || 'tournament';
}

async function pairNext(port: OfficeWorkbookPort, options: ActionOptions, again: boolean): Promise<DoneDetail> {
  if (again) {
    // re-pairing: the round sheet goes (with any results: the overwrite check asks first), its log lines too
    const state = await readValidWorkbook(port);
    const round = state.rounds.length;
    if (round === 0)
      throw new WorkbookProblems([error(state.sheetOf.settings, undefined, 'no round has been paired yet')]);
    await port.deleteSheet(state.roundSheets.get(round)!);
    if (state.sheetOf.log) await appendLog(port, state, round, []);
  }
  const outcome = await pairNextRoundWith(port, options.pairer, {
    date: localDate((options.today ?? (() => new Date()))()),
    ...(options.random ? { random: options.random } : {}),
    onPairing: (round, players) => options.progress?.('pairing', { round, players }),
    ...(options.confirmed ? { confirmed: options.confirmed } : {}),
    beforeWrite: (round) => port.recordJournal(round, { merge: again }),
  });
  return {
    round: outcome.round,
    sheet: outcome.sheet,
    boards: outcome.pairing.boards.length,
    pab: outcome.pairing.pab,
    ...(outcome.drawnColour ? { drawnColour: outcome.drawnColour } : {}),
    // Level-2 warnings and confirmed ones (a full-point bye, a changed locked setting), for the pane to show
    ...(outcome.warnings.length || outcome.cellWarnings.length
      ? { notes: [...outcome.warnings, ...outcome.cellWarnings.map((w) => formatProblem(w))] }
      : {}),
  };
}

/**
 * Undo the last round: the shared command (only while the round has no result), then what the pairing
 * changed elsewhere is put back from the journal, as long as nobody changed it since.
 */
async function undoWithJournal(port: OfficeWorkbookPort): Promise<DoneDetail> {
  const state = await readValidWorkbook(port);
  const round = state.rounds.length;
  const entry = port.journalEntry(round);
  const roundSheet = state.roundSheets.get(round);
  const created = entry?.created.find((c) => c.sheet === roundSheet);
  if (roundSheet && created) port.permitDeletion(roundSheet, created.fingerprint);
  const undone = await undoLastRound(port);
  const notes: string[] = [];
  if (entry) {
    for (const change of entry.changes) {
      const values = port.valuesNow(change.sheet);
      if (values === null) continue;
      const at = parseAddress(change.cell);
      if (!sameCell(cellAt(values, at.row, at.col), change.after)) {
        notes.push(`${change.sheet}!${change.cell} was changed after the pairing; left as it is`);
        continue;
      }
      port.permitOverwrite(change.sheet, change.cell);
      await port.writeValues(change.sheet, change.cell, [[change.before]]);
    }
    const names = await port.listSheets();
    for (const c of entry.created) {
      if (c.sheet === undone.sheet || !names.includes(c.sheet)) continue;
      const now = port.valuesNow(c.sheet);
      if (isGeneratedSheet(c.sheet)) {
        // a report sheet made by this pairing (the Log of round 1) goes when nothing of other rounds is in it
        if (now && now.length <= 1) await port.deleteSheet(c.sheet);
        continue;
      }
      if (now && fingerprint(now) === c.fingerprint) {
        port.permitDeletion(c.sheet, c.fingerprint);
        await port.deleteSheet(c.sheet);
      } else {
        notes.push(`sheet "${c.sheet}" was changed after the pairing; left as it is`);
      }
    }
    for (const d of entry.deleted) {
      if (names.includes(d.sheet)) continue;
      await port.ensureSheet(d.sheet);
      await port.writeValues(d.sheet, 'A1', d.values);
    }
    port.dropJournal(round);
  }
  return { round: undone.round, sheet: undone.sheet, notes };
}

/** Check a round, with the engine's own pairing of it made by the pairer (the pane's worker). */
async function checkWith(port: OfficeWorkbookPort, options: ActionOptions, requested?: number): Promise<DoneDetail> {
  const state = await readValidWorkbook(port);
  const round = requested ?? state.rounds.length;
  if (round < 1 || !state.roundSheets.has(round)) {
    throw new WorkbookProblems([
      error(
        state.sheetOf.settings,
        undefined,
        round < 1 ? 'no round has been paired yet' : `there is no sheet for round ${round}`,
      ),
    ]);
  }
  options.progress?.('pairing', { round, players: state.tournament.players.length });
  let engine: RoundPairing | null = null;
  let failure: unknown = null;
  try {
    engine = await options.pairer(truncateBeforeRound(state.tournament, round), round);
  } catch (err) {
    failure = err;
  }
  const outcome = await checkRound(port, round, {
    pair: () => {
      if (failure !== null || engine === null) throw failure;
      return engine;
    },
  });
  return { round, findings: outcome.findings, matchesEngine: outcome.matchesEngine };
}

/** The Settings value text of one key under these settings (as renderSettings writes it). */
function settingText(s: Settings, key: string): CellValue {
  const i = SETTINGS_ROWS.findIndex((r) => r.key === key);
  return renderSettings(s)[i + 1]![1] ?? null;
}

/** New tournament (template) or changed settings of the current one; a typed value is replaced only after confirmation. */
async function setup(port: OfficeWorkbookPort, input: SetupInput): Promise<DoneDetail> {
  const names = await port.listSheets();
  const wanted: Partial<Settings> = {
    info: { name: input.name },
    system: input.system,
    totalRounds: input.rounds,
    tiebreaks: [...input.tiebreaks],
    colourChoice: input.colour,
    language: input.language,
  };
  if (!findSheet(names, 'settings')) {
    const made = await newTournament(port, { language: input.language, settings: wanted });
    return { sheets: made.sheets };
  }
  const state = await readWorkbook(port);
  const sheet = state.sheetOf.settings!;
  const current = state.settings.settings;
  const next: Settings = { ...current, ...wanted, info: { ...current.info, name: input.name } };
  const values = await port.readSheet(sheet);
  let last = Math.max(0, ...values.map((_, r) => r).filter((r) => cellText(cellAt(values, r, 0)) !== ''));
  const written: string[] = [];
  for (const key of ['name', 'rounds', 'system', 'colour', 'tiebreaks', 'language']) {
    const text = settingText(next, key);
    const row = state.settings.rows.get(key);
    if (row !== undefined) {
      if (sameCell(cellAt(values, row, 1), text)) continue;
      await port.writeValues(sheet, address(row, 1), [[text]]);
      written.push(address(row, 1));
    } else {
      // the arbiter removed the row: it comes back below the others
      last += 1;
      const label = say(SETTINGS_ROWS.find((r) => r.key === key)!.label, next.language);
      await port.writeValues(sheet, address(last, 0), [[label, text]]);
      written.push(address(last, 1));
    }
  }
  return { sheets: [sheet], notes: written.map((c) => `${sheet}!${c}`) };
}

/** Draw the colour of the top seed now (C.04.2 / Dutch 5.1) and record it in Settings. */
async function drawLot(port: OfficeWorkbookPort, random: () => number): Promise<DoneDetail> {
  const state = await readValidWorkbook(port);
  const s = state.settings.settings;
  const sheet = state.sheetOf.settings!;
  const colourRow = state.settings.rows.get('colour');
  const at = colourRow !== undefined ? address(colourRow, 1) : undefined;
  const problems: Problem[] = [];
  if (s.colourChoice !== 'lot') problems.push(error(sheet, at, 'the colour of the top seed is not drawn by lot'));
  else if (s.drawnColour !== null)
    problems.push(error(sheet, at, `the lot is already drawn (${colourWord(s.drawnColour, s.language)})`));
  if (state.rounds.length > 0) problems.push(error(state.roundSheets.get(1), undefined, 'round 1 is already paired'));
  if (problems.length) throw new WorkbookProblems(problems);
  const colour: Colour = random() < 0.5 ? 'w' : 'b';
  const row = state.settings.rows.get('drawn');
  if (row !== undefined) await port.writeValues(sheet, address(row, 1), [[colourWord(colour, s.language)]]);
  else {
    const last = Math.max(0, ...state.settings.rows.values());
    const label = say(SETTINGS_ROWS.find((x) => x.key === 'drawn')!.label, s.language);
    await port.writeValues(sheet, address(last + 1, 0), [[label, colourWord(colour, s.language)]]);
  }
  return { drawnColour: colour };
}

/** Type a result into a board's result cell (as text); replacing a different result asks first. */
async function enterResult(port: OfficeWorkbookPort, sheet: string, cell: string, value: string): Promise<DoneDetail> {
  const state = await readWorkbook(port);
  const round = [...state.roundSheets.entries()].find(([, name]) => name === sheet)?.[0];
  const board = round === undefined ? undefined : state.rounds[round - 1]?.boards.find((b) => b.resultCell === cell);
  // a result cell holding something that is not a result: the reader left its board out, and said so there
  const unreadable = round !== undefined && state.problems.some((p) => p.sheet === sheet && p.cell === cell);
  if (!board && !unreadable) throw new WorkbookProblems([error(sheet, cell, 'this is not the result cell of a board')]);
  // replacing what is not a result needs no confirmation: the pane listed it as invalid and the arbiter chose
  if (unreadable) port.permitOverwrite(sheet, cell);
  const text = value.trim();
  const parsed = text === '' ? null : parseResultCell(text);
  if (parsed && !parsed.ok) throw new WorkbookProblems([error(sheet, cell, parsed.message)]);
  await port.formatRange(sheet, cell, { numberFormat: '@' });
  await port.writeValues(sheet, cell, [[text === '' ? null : text]]);
  return { round, sheet, cell, value: text };
}

/** Tie-break order offered when the system changes (Settings defaults). */
export function defaultTiebreaks(system: PairingSystemId): readonly string[] {
  return defaultSettings({ system }).tiebreaks;
}

/** Show a cell to the arbiter (a problem's place, a board's result cell): one sync. Returns an error text or null. */
export async function selectCell(host: AddinHost, sheet: string, cell?: string): Promise<string | null> {
  try {
    await host.excel.run(async (ctx) => {
      const ws = ctx.workbook.worksheets.getItem(sheet);
      ws.activate();
      if (cell) ws.getRange(cell).select();
      await ctx.sync();
    });
    return null;
  } catch (err) {
    return describeError(err);
  }
}
