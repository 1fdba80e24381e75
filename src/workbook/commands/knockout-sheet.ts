import type { KnockoutBracket } from '../../engine/systems/knockout/bracket';
import {
  DEFAULT_MATCH_PLAN,
  MatchRecordError,
  validateMatchPlan,
  type MatchPlan,
} from '../../engine/systems/knockout/match';
import { selectedSeeds } from '../../engine/systems/knockout/progress';
import { address, rangeAddress } from '../cells';
import { means, say } from '../labels';
import {
  decideBracket,
  FIRST_GAME_COLUMN,
  gameColumns,
  readKnockoutSheet,
  renderKnockoutSheet,
  type KnockoutEntrant,
  type KnockoutSetup,
  type TypedMatch,
} from '../knockout-sheet';
import type { WorkbookPort } from '../port';
import { error, WorkbookProblems, type Problem } from '../problems';
import type { WorkbookState } from '../read';
import { HEADER_FILL } from '../render';
import { SYSTEM_SHEETS } from '../system-labels';
import { firstReportSheet, readValidWorkbook } from './state';

/**
 * Build or update the Knockout sheet (paper-forms.md §9). The first run fixes the entrants and the match format
 * on the sheet; later runs read the games the arbiter typed, decide the matches (§4.4) and move the winners on
 * through the fixed bracket (§4.3). Nothing is written when anything is wrong.
 */
export interface KnockoutSheetOptions {
  /** t: players to select (default 1). First run only. */
  readonly select?: number;
  /** Games per match, even (default 2). First run only. */
  readonly games?: number;
  readonly extensionGames?: number;
  readonly extensions?: number;
  /**
   * Pairing numbers in seed order, for a play-off after another system (the final standings order, §4.2).
   * Default: every active player by pairing number (the starting rank), when Settings name a knockout.
   */
  readonly players?: readonly number[];
}

export interface KnockoutSheetOutcome {
  readonly sheet: string;
  readonly created: boolean;
  readonly bracket: KnockoutBracket;
  /** Pairing numbers of the players selected so far, in bracket order (null: undecided). */
  readonly selected: readonly (number | null)[];
  /** Matches decided and still to play (byes not counted). */
  readonly decided: number;
  readonly open: number;
}

function settingCell(state: WorkbookState, key: string): { sheet: string; cell: string | undefined } {
  const row = state.settings.rows.get(key);
  return { sheet: state.sheetOf.settings ?? 'Settings', cell: row !== undefined ? address(row, 1) : undefined };
}

/** Entrants of a new knockout: the given order, or every active player by pairing number. */
function newEntrants(state: WorkbookState, options: KnockoutSheetOptions, problems: Problem[]): KnockoutEntrant[] {
  const byId = new Map(state.tournament.players.map((p) => [p.id, p] as const));
  let ids: number[];
  if (options.players) {
    ids = [...options.players];
    const seen = new Set<number>();
    for (const id of ids) {
      if (!byId.has(id))
        problems.push(error(state.sheetOf.players ?? 'Players', undefined, `player ${id} is not on the Players sheet`));
      if (seen.has(id))
        problems.push(error(state.sheetOf.players ?? 'Players', undefined, `player ${id} is named twice`));
      seen.add(id);
    }
  } else {
    if (state.settings.settings.system !== 'knockout') {
      const at = settingCell(state, 'system');
      problems.push(
        error(
          at.sheet,
          at.cell,
          'the pairing system is not Knockout: set it, or name the players of a play-off in seed order',
        ),
      );
    }
    ids = state.tournament.players.filter((p) => p.status !== 'withdrawn').map((p) => p.id);
  }
  return ids.flatMap((id, i) => {
    const p = byId.get(id);
    return p ? [{ seed: i + 1, id, title: p.title, name: p.name, rating: p.rating }] : [];
  });
}

/** Entrants of an existing sheet: its first round's seeds and pairing numbers. */
function sheetEntrants(
  state: WorkbookState,
  seeds: ReadonlyMap<number, number>,
  sheet: string,
  problems: Problem[],
): KnockoutEntrant[] {
  const byId = new Map(state.tournament.players.map((p) => [p.id, p] as const));
  const out: KnockoutEntrant[] = [];
  for (let seed = 1; seed <= seeds.size; seed++) {
    const id = seeds.get(seed);
    const p = id === undefined ? undefined : byId.get(id);
    if (id === undefined) problems.push(error(sheet, undefined, `seed ${seed} is missing from the first round`));
    else if (!p) problems.push(error(sheet, undefined, `seed ${seed}: player ${id} is not on the Players sheet`));
    else out.push({ seed, id, title: p.title, name: p.name, rating: p.rating });
  }
  return out;
}

export async function buildKnockoutSheet(
  port: WorkbookPort,
  options: KnockoutSheetOptions = {},
): Promise<KnockoutSheetOutcome> {
  const state = await readValidWorkbook(port);
  const lang = state.settings.settings.language;
  const name = say(SYSTEM_SHEETS.knockout, lang);
  const existing = state.sheetNames.find((n) => means(SYSTEM_SHEETS.knockout, n));
  const problems: Problem[] = [];
  let setup: KnockoutSetup | null;
  let entrants: KnockoutEntrant[];
  let matches: ReadonlyMap<string, TypedMatch> = new Map();
  if (existing) {
    const given = ['select', 'games', 'extensionGames', 'extensions', 'players'].filter(
      (k) => options[k as keyof KnockoutSheetOptions] !== undefined,
    );
    if (given.length) {
      throw new WorkbookProblems([
        error(
          existing,
          'A1',
          `the ${existing} sheet already fixes the entrants and the match format ` +
            `(${given.join(', ')} given): edit its setup rows before results are entered, or delete the sheet to start again`,
        ),
      ]);
    }
    const read = readKnockoutSheet(await port.readSheet(existing), existing, lang);
    problems.push(...read.problems);
    setup = read.setup;
    matches = read.matches;
    entrants = sheetEntrants(state, read.seeds, existing, problems);
  } else {
    const plan: MatchPlan = {
      regularGames: options.games ?? DEFAULT_MATCH_PLAN.regularGames,
      extensionGames: options.extensionGames ?? DEFAULT_MATCH_PLAN.extensionGames,
      extensions: options.extensions ?? DEFAULT_MATCH_PLAN.extensions,
    };
    setup = { select: options.select ?? 1, plan };
    entrants = newEntrants(state, options, problems);
  }
  if (setup) {
    try {
      validateMatchPlan(setup.plan);
    } catch (err) {
      if (!(err instanceof MatchRecordError)) throw err;
      problems.push(error(existing ?? name, existing ? 'B3' : undefined, err.message));
    }
    if (!(Number.isInteger(setup.select) && setup.select >= 1))
      problems.push(
        error(existing ?? name, existing ? 'B2' : undefined, `${setup.select} is not a number of players to select`),
      );
    else if (entrants.length <= setup.select) {
      problems.push(
        error(
          existing ?? state.sheetOf.players,
          existing ? 'B2' : undefined,
          `a knockout needs more players (${entrants.length}) than places to decide (${setup.select})`,
        ),
      );
    }
  }
  if (problems.length || !setup) throw new WorkbookProblems(problems);
  const view = decideBracket(setup, entrants, matches, existing ?? name, lang);
  if (view.problems.length) throw new WorkbookProblems(view.problems);

  // --- writes from here on ---
  const names = await port.listSheets();
  if (existing && existing !== name) await port.deleteSheet(existing);
  if (names.includes(name)) await port.clearSheet(name);
  else {
    const before = firstReportSheet(state);
    await port.ensureSheet(name, before && before !== existing ? { before } : undefined);
  }
  const layout = renderKnockoutSheet(state.settings.settings.info.name, setup, entrants, view, matches, lang);
  const games = gameColumns(setup.plan, lang).length;
  // scores and colours are text, so `½` stays `½` and `1` is not turned into a date or a number format
  for (const top of layout.matchRows) {
    await port.formatRange(name, rangeAddress(top, FIRST_GAME_COLUMN, 2, games * 2), {
      numberFormat: '@',
      align: 'center',
    });
  }
  await port.writeValues(name, 'A1', layout.values);
  await port.formatRange(name, 'A1', { bold: true, fontSize: 13 });
  await port.formatRange(name, rangeAddress(1, 0, 4, 1), { bold: true });
  await port.formatRange(name, rangeAddress(5, 0, 1, 1), { italic: true });
  for (const r of layout.roundTitleRows) await port.formatRange(name, rangeAddress(r, 0, 1, 1), { bold: true });
  for (const r of layout.headerRows) {
    await port.formatRange(name, rangeAddress(r, 0, 1, layout.columns), {
      bold: true,
      fill: HEADER_FILL,
      align: 'center',
      border: true,
    });
  }
  for (const top of layout.matchRows) {
    await port.formatRange(name, rangeAddress(top, 0, 2, layout.columns), { border: true });
    await port.formatRange(name, rangeAddress(top, 0, 2, 3), { align: 'center' });
    await port.formatRange(name, rangeAddress(top, layout.columns - 2, 2, 2), { align: 'center', bold: true });
  }
  for (const cell of layout.winnerCells) await port.formatRange(name, cell, { bold: true });
  await port.setColumnWidths(name, [
    7,
    6,
    6,
    6,
    26,
    7,
    ...Array.from({ length: games * 2 }, (_, i) => (i % 2 === 0 ? 4 : 5)),
    8,
    7,
  ]);
  await port.setView(name, { rightToLeft: lang === 'fa' });
  const header = state.settings.settings.info.name;
  await port.setPageSetup(name, { orientation: 'landscape', fitToWidth: true, ...(header ? { header } : {}) });
  await port.flush();

  const bySeed = new Map(entrants.map((e) => [e.seed, e.id] as const));
  const played = view.rounds.flatMap((r) => r.pairings).filter((p) => !p.pairing.bye);
  const decided = played.filter((p) => p.winner !== null).length;
  return {
    sheet: name,
    created: !existing,
    bracket: view.bracket,
    selected: selectedSeeds(view.rounds).map((s) => (s === null ? null : (bySeed.get(s) ?? null))),
    decided,
    open: played.length - decided,
  };
}
