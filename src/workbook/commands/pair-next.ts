import {
  truncateBeforeRound,
  type ByeRequest,
  type Colour,
  type Player,
  type RoundEntry,
  type Tournament,
} from '../../engine/model';
import { firstOutOfOrder } from '../initial-order';
import { initialOrderRatings } from '../initial-order-rating';
import type { RoundPairing } from '../../engine/pairing';
import { pairRound, type PairFn } from '../../engine/systems';
import { bakuVirtualPoints } from '../../engine/acceleration/baku';
import { address } from '../cells';
import { PLAYER_HEADERS, roundSheetName, say, type Language } from '../labels';
import { readLog, renderLog } from '../log-sheet';
import type { WorkbookPort } from '../port';
import { error, WorkbookProblems, type Problem } from '../problems';
import type { WorkbookState } from '../read';
import { HEADER_FILL, writeAccelerationSheet, writeRoundSheet } from '../render';
import { roundRenderOf } from '../round-view';
import { colourWord, isPredetermined, SETTINGS_ROWS } from '../settings';
import { systemPlan, withPlannedRounds } from '../system-plan';
import { claimSheetName, firstReportSheet, readValidWorkbook } from './state';
import { refuseWhileManual } from '../manual-mark';
import { byeWarnings } from '../bye-warnings';
import { guardFideMode } from '../fide-mode-locks';

/**
 * Thrown by a pairing function that only records the engine input it is given (excel/pair-with.ts: the engine
 * then runs elsewhere, and the command runs again with its result). A command that reports an engine's failure
 * as a finding (the manual phase's comparison) lets this one through.
 */
export class PairingDeferred extends Error {
  constructor() {
    super('engine input recorded');
    this.name = 'PairingDeferred';
  }
}

export interface PairOptions {
  /** The round the arbiter means to pair; refused unless it is the next one. */
  readonly round?: number;
  /** Source of randomness for the colour lot (default Math.random); the demo passes a seeded one. */
  readonly random?: () => number;
  /**
   * Pairing function (default: the tournament's system from the engine registry). Not used for round robins and
   * Scheveningen: their rounds come from the table (system-plan.ts).
   */
  readonly pair?: PairFn;
  /** Date printed on the round sheet (YYYY/MM/DD); the CLI passes today's. */
  readonly date?: string;
  /** Confirmed warnings (`--confirm`, the pane's buttons): FIDE mode's locks, the round's byes (fide-mode-locks.ts). */
  readonly confirmed?: ReadonlySet<string>;
}

export interface PairOutcome {
  readonly round: number;
  readonly sheet: string;
  readonly pairing: RoundPairing;
  /** Set when this command drew the colour lot for round 1. */
  readonly drawnColour?: Colour;
  /** Things the arbiter should know that did not stop the pairing (e.g. numbers out of the initial order). */
  readonly warnings: readonly string[];
  /** What reading the workbook found worth a word at its cell (a name of nobody, a bye requested for a round played). */
  readonly cellWarnings: readonly Problem[];
}

/**
 * C.04.2 2.3: in a Swiss the pairing numbers are the initial order; before round 1 numbers typed out of that
 * order (a GM 2512 as No 7) would pair the wrong players, so pairing round 1 says so. The order is by the
 * tournament rating (`ratings`, by pairing number: initial-order-rating.ts, as `players number` sorts), else by
 * the Rating column. Round robins draw their numbers by lot and are not checked.
 */
export function numberingWarnings(
  t: Tournament,
  round: number,
  lang: Language,
  ratings?: ReadonlyMap<number, number>,
): string[] {
  if (round !== 1 || isPredetermined(t.system)) return [];
  const ranked = ratings ? t.players.map((p) => ({ ...p, rating: ratings.get(p.id) ?? p.rating })) : t.players;
  const wrong = firstOutOfOrder(ranked, lang);
  if (!wrong) return [];
  const describe = (p: Player) => `${p.id} ${p.name} (${[p.title, p.rating || 'unrated'].filter(Boolean).join(' ')})`;
  return [
    `pairing numbers are not in the C.04.2 initial order (rating, title, name): ${describe(wrong[0])} is numbered before ${describe(wrong[1])}; ` +
      'to renumber, undo this round and run "arbiter players number BOOK.xlsx"',
  ];
}

/** Problems that stop pairing round `round` (design.md §5). */
export function pairingBlockers(state: WorkbookState, round: number, requested?: number): Problem[] {
  const problems: Problem[] = [];
  const t = state.tournament;
  const settingsSheet = state.sheetOf.settings ?? 'Settings';
  const roundsRow = state.settings.rows.get('rounds');
  if (requested !== undefined && requested !== round) {
    const existing = state.roundSheets.get(requested);
    problems.push(
      error(
        existing ?? state.roundSheets.get(round - 1),
        undefined,
        existing
          ? `round ${requested} is already paired (sheet "${existing}"); undo it first to pair it again`
          : `round ${requested} cannot be paired yet: the next round is ${round}`,
      ),
    );
  }
  if (t.totalRounds === null) {
    problems.push(
      error(
        settingsSheet,
        roundsRow !== undefined ? address(roundsRow, 1) : undefined,
        'the number of rounds is not set',
      ),
    );
  } else if (round > t.totalRounds) {
    problems.push(
      error(
        settingsSheet,
        roundsRow !== undefined ? address(roundsRow, 1) : undefined,
        `all ${t.totalRounds} rounds are paired`,
      ),
    );
  }
  for (const m of state.missingResults.filter((x) => x.round === round - 1)) {
    problems.push(error(m.sheet, m.cell, `board ${m.board} (${m.white} - ${m.black}) has no result`));
  }
  if (state.players.players.length < 2) {
    problems.push(
      error(state.sheetOf.players ?? 'Players', undefined, 'at least two players are needed to pair a round'),
    );
  }
  return problems;
}

/** Byes for the round: requested ones from the Players sheet, and absences of withdrawn players. */
export function byesForRound(t: Tournament, round: number): ByeRequest[] {
  const out = t.byeRequests.filter((b) => b.round === round);
  for (const p of t.players) {
    if (p.withdrawnAfter !== undefined && p.withdrawnAfter < round && !out.some((b) => b.id === p.id)) {
      out.push({ id: p.id, round, kind: 'Z' });
    }
  }
  return out;
}

/** Pair the next round and write its sheet (and the log lines). Writes nothing if anything is wrong. */
export async function pairNextRound(port: WorkbookPort, options: PairOptions = {}): Promise<PairOutcome> {
  const read = await readValidWorkbook(port);
  await refuseWhileManual(port, read, 'pairing the next round');
  // round robins and Scheveningen take their rounds, colours and forfeits from a table (system-plan.ts)
  const plan = await systemPlan(port, read);
  if (plan.problems.length) throw new WorkbookProblems(plan.problems);
  const state = withPlannedRounds(read, plan);
  const round = state.rounds.length + 1;
  const blockers = pairingBlockers(state, round, options.round);
  if (blockers.length) throw new WorkbookProblems(blockers);
  // FIDE mode: settings locked at round 1, a second half-point bye, a full-point bye (stops here unless confirmed)
  const byes = byeWarnings(state, round);
  const guard = guardFideMode(state, { confirmed: options.confirmed, roundsAfter: round, ...byes });
  const s = state.settings.settings;
  const lang = s.language;
  const settingsSheet = state.sheetOf.settings!;
  // read before anything is written: round 1's numbers against the initial order by the tournament rating
  const warnings = round === 1 ? numberingWarnings(state.tournament, round, lang, await initialOrderRatings(port)) : [];
  let t: Tournament = {
    ...state.tournament,
    byeRequests: [
      ...state.tournament.byeRequests.filter((b) => b.round !== round),
      ...byesForRound(state.tournament, round),
    ],
  };

  // C.04.2 / Dutch 5.1: the colour of the top seed in round 1, drawn by lot when the Settings say so
  let drawnColour: Colour | undefined;
  if (t.initialColour === null && plan.drawColourLot) {
    drawnColour = (options.random ?? Math.random)() < 0.5 ? 'w' : 'b';
    t = { ...t, initialColour: drawnColour };
  }

  let accelerationChanged = false;
  if (s.acceleration === 'baku' && round === 1) {
    const truncated = truncateBeforeRound(t, 1);
    const paired = truncated.players.filter((p) => !p.rounds[0]).map((p) => p.id);
    const vp = bakuVirtualPoints(t, paired);
    if (typeof vp === 'string') {
      const row = state.settings.rows.get('acceleration');
      throw new WorkbookProblems([error(settingsSheet, row !== undefined ? address(row, 1) : undefined, vp)]);
    }
    t = { ...t, acceleration: vp };
    accelerationChanged = true;
  }

  // a table system's round is the table's (settings such as the cycle order and the teams are not in the model)
  const pair = plan.pair ?? options.pair ?? pairRound;
  let pairing: RoundPairing;
  try {
    pairing = pair(truncateBeforeRound(t, round), round, { explain: true });
  } catch (err) {
    const row = state.settings.rows.get('system');
    const where =
      err instanceof Error && err.name === 'UnsupportedSystemError' && row !== undefined ? address(row, 1) : undefined;
    throw new WorkbookProblems([
      error(where ? settingsSheet : undefined, where, `round ${round} cannot be paired: ${(err as Error).message}`),
    ]);
  }

  // the new round in the model: games pending, the PAB, and the byes that were input to the pairing
  const input = truncateBeforeRound(t, round);
  const entries = new Map<number, RoundEntry>();
  for (const p of input.players) {
    const e = p.rounds[round - 1];
    if (e) entries.set(p.id, e);
  }
  for (const b of pairing.boards) {
    entries.set(b.white, { opponent: b.black, colour: 'w', result: '*' });
    entries.set(b.black, { opponent: b.white, colour: 'b', result: '*' });
  }
  if (pairing.pab !== null) entries.set(pairing.pab, { opponent: 0, colour: null, result: 'U' });
  for (const [id, entry] of plan.fixedResults(input, pairing)) entries.set(id, entry);
  const roundDates = [...(t.info.roundDates ?? [])];
  while (roundDates.length < round - 1) roundDates.push('');
  roundDates[round - 1] = options.date ?? '';
  const withRound: Tournament = {
    ...t,
    info: { ...t.info, roundDates },
    players: t.players.map((p) => {
      const rounds = p.rounds.slice(0, round - 1);
      while (rounds.length < round - 1) rounds.push(null);
      rounds.push(entries.get(p.id) ?? null);
      return { ...p, rounds };
    }),
  };

  // --- writes from here on: everything has been checked ---
  const sheet = roundSheetName(round, lang);
  await writeRoundSheet(port, sheet, roundRenderOf(withRound, round, pairing.boards), lang, {
    before: firstReportSheet(state),
    header: s.info.name,
    pointsStyle: s.pointsStyle,
  });
  if (drawnColour) {
    // the drawn value is recorded in Settings; if the arbiter removed that row, a new one is added below
    const row = state.settings.rows.get('drawn');
    if (row !== undefined) await port.writeValues(settingsSheet, address(row, 1), [[colourWord(drawnColour, lang)]]);
    else {
      // below everything on the sheet, not below the last known setting: the rows after it are the arbiter's
      const last = (await port.readSheet(settingsSheet)).length - 1;
      const label = say(SETTINGS_ROWS.find((x) => x.key === 'drawn')!.label, lang);
      await port.writeValues(settingsSheet, address(last + 1, 0), [[label, colourWord(drawnColour, lang)]]);
    }
  }
  const roundsRow = state.settings.rows.get('rounds');
  if (read.tournament.totalRounds === null && plan.totalRounds !== null && roundsRow !== undefined) {
    // the number of rounds the table gives, on record where the arbiter expects it
    await port.writeValues(settingsSheet, address(roundsRow, 1), [[plan.totalRounds]]);
  }
  if (plan.afterPairing) await plan.afterPairing(port, state, withRound);
  if (accelerationChanged) {
    const name = await claimSheetName(port, state, 'acceleration', lang);
    await writeAccelerationSheet(
      port,
      name,
      t.acceleration,
      t.totalRounds ?? round,
      say(PLAYER_HEADERS.no, lang),
      lang,
    );
  }
  await appendLog(port, state, round, pairing.explanation);
  await guard.commit(port);
  await port.flush();
  warnings.push(...guard.lines);
  const cellWarnings = read.problems.filter((p) => p.level === 'warning');
  return { round, sheet, pairing, ...(drawnColour ? { drawnColour } : {}), warnings, cellWarnings };
}

/** Replace the log lines of `round` (keeping the others) on the Log sheet. */
export async function appendLog(
  port: WorkbookPort,
  state: WorkbookState,
  round: number,
  lines: readonly string[],
): Promise<void> {
  const lang = state.settings.settings.language;
  const old = state.sheetOf.log ? readLog(await port.readSheet(state.sheetOf.log)) : [];
  const kept = old.filter((l) => l.round !== round);
  const all = [...kept, ...lines.map((text) => ({ round, text }))].sort((a, b) => a.round - b.round);
  await writeLogSheet(port, state, all, lang);
}

export async function writeLogSheet(
  port: WorkbookPort,
  state: WorkbookState,
  lines: { round: number; text: string }[],
  lang: WorkbookState['settings']['settings']['language'],
): Promise<void> {
  const name = await claimSheetName(port, state, 'log', lang);
  const names = await port.listSheets();
  if (names.includes(name)) await port.clearSheet(name);
  else await port.ensureSheet(name, state.sheetOf.acceleration ? { before: state.sheetOf.acceleration } : undefined);
  await port.writeValues(name, 'A1', renderLog(lines, lang));
  await port.formatRange(name, 'A1:B1', { bold: true, fill: HEADER_FILL });
  await port.formatRange(name, `A2:A${lines.length + 1}`, { align: 'center' });
  await port.setColumnWidths(name, [7, 120]);
  await port.setView(name, { frozenRows: 1, rightToLeft: lang === 'fa' });
  const header = state.settings.settings.info.name;
  await port.setPageSetup(name, {
    orientation: 'landscape',
    fitToWidth: true,
    printTitleRows: [1, 1],
    ...(header ? { header } : {}),
  });
}
