import {
  computeStandings,
  resolveTiebreak,
  roundContributionsOfAll,
  type RoundContribution,
  type Standings,
} from '../../engine/tiebreaks';
import { address, rangeAddress, type SheetValues } from '../cells';
import { SHEETS, say } from '../labels';
import type { WorkbookPort } from '../port';
import { error, WorkbookProblems, type Problem } from '../problems';
import type { WorkbookState } from '../read';
import { fitHeaders } from '../column-widths';
import { pendingResultsNote } from '../labels/report-notes';
import { HEADER_FILL } from '../render';
import { pointsNumberFormat, sharedPlaceFormat, tiebreakNumberFormat, type PointsStyle } from '../points-format';
import { placeLabels, renderCards, renderCrosstable, renderStandings, type StandingsLayout } from '../reports';
import { renderRoundRobinCrosstable } from '../round-robin-crosstable';
import { renderRoundRobinStandings, roundRobinStandings, type RoundRobinStandings } from '../round-robin-standings';
import { refreshScheveningenSheet } from '../scheveningen-sheet';
import { isRoundRobin } from '../settings';
import { claimSheetName, readValidWorkbook, REPORT_SHEETS } from './state';
import { refuseWhileManual } from '../manual-mark';
import { refreshEventReports } from './event-reports';
import { guardFideMode } from '../fide-mode-locks';

export type Report = 'standings' | 'crosstable' | 'cards';

export interface ReportsOutcome {
  readonly afterRound: number;
  readonly standings: Standings;
  readonly sheets: readonly string[];
  /** Names by pairing number, for printing the standings. */
  readonly names: ReadonlyMap<number, string>;
  /** Result cells typed in another accepted notation, rewritten in the canonical one (`1/2-1/2` -> `½-½`). */
  readonly rewrittenResults: readonly {
    readonly sheet: string;
    readonly cell: string;
    readonly typed: string;
    readonly written: string;
  }[];
  /** FIDE-mode warnings shown (Level 2, and Level 3/4 ones confirmed). */
  readonly guardWarnings?: readonly string[];
  /** What the rules allow but the arbiter should see (e.g. a requested bye for a round played), at its cell. */
  readonly warnings: readonly Problem[];
}

/**
 * The round sheets are posted: one notation for every result. A result typed another accepted way is written
 * back in the canonical notation, and each such cell is listed (never rewritten silently; the add-in asks first
 * because the cell is filled).
 */
async function rewriteResults(port: WorkbookPort, state: WorkbookState): Promise<ReportsOutcome['rewrittenResults']> {
  const out: { sheet: string; cell: string; typed: string; written: string }[] = [];
  for (const read of state.rounds) {
    const sheet = state.roundSheets.get(read.round);
    if (!sheet) continue;
    for (const b of read.boards) {
      if (!b.result || b.typed === undefined || b.typed === b.result.text) continue;
      await port.writeValues(sheet, b.resultCell, [[b.result.text]]);
      out.push({ sheet, cell: b.resultCell, typed: b.typed, written: b.result.text });
    }
  }
  return out;
}

/** Tie-break codes the engine does not know, reported at the Settings cell. */
export function tiebreakProblems(state: WorkbookState): Problem[] {
  const row = state.settings.rows.get('tiebreaks');
  const cell = row !== undefined ? address(row, 1) : undefined;
  const problems: Problem[] = [];
  for (const code of state.tournament.tiebreaks) {
    try {
      resolveTiebreak(code);
    } catch (err) {
      problems.push(error(state.sheetOf.settings, cell, (err as Error).message));
    }
  }
  return problems;
}

/** Points, tie-break and place cells of the Swiss standings: numbers shown by number formats (points-format.ts). */
async function formatStandingsNumbers(
  port: WorkbookPort,
  name: string,
  layout: StandingsLayout,
  standings: Standings,
  style: PointsStyle,
): Promise<void> {
  const first = layout.headerRow + 1;
  await port.formatRange(name, rangeAddress(first, 0, layout.rows, 1), { numberFormat: '0' });
  await port.formatRange(name, rangeAddress(first, 6, layout.rows, 1), { numberFormat: pointsNumberFormat(style) });
  for (let i = 0; i < standings.codes.length; i++) {
    const format = tiebreakNumberFormat(
      standings.rows.map((r) => r.values[i] ?? null),
      style,
    );
    await port.formatRange(name, rangeAddress(first, 7 + i, layout.rows, 1), { numberFormat: format });
  }
  for (const x of layout.sharedPlaces)
    await port.formatRange(name, address(x.row, 0), { numberFormat: sharedPlaceFormat(x.last) });
}

/** Rebuild the Standings, Crosstable and Cards sheets from the workbook (nothing the arbiter typed is touched). */
export async function updateReports(
  port: WorkbookPort,
  which: readonly Report[] = ['standings', 'crosstable', 'cards'],
  options: { readonly confirmed?: ReadonlySet<string> } = {},
): Promise<ReportsOutcome> {
  const state = await readValidWorkbook(port);
  await refuseWhileManual(port, state, 'the standings are made');
  const problems = tiebreakProblems(state);
  if (problems.length) throw new WorkbookProblems(problems);
  // FIDE mode: a tie-break list (or another locked setting) changed after round 1 waits for its confirmation
  const guard = guardFideMode(state, { confirmed: options.confirmed, roundsAfter: state.rounds.length });
  const t = state.tournament;
  const s = state.settings.settings;
  const lang = s.language;
  const rounds = state.rounds.length;
  let standings: Standings;
  // round robins: the FIDE 50 % withdrawal rule decides whose results count (other-systems.md §1.7)
  let roundRobin: RoundRobinStandings | null = null;
  const contributions = new Map<number, RoundContribution[]>();
  try {
    const options = { rules: s.tiebreakRules, tiebreaks: [...s.tiebreaks], afterRound: rounds };
    roundRobin = isRoundRobin(t.system) ? roundRobinStandings(t, options) : null;
    standings = roundRobin ? roundRobin.standings : computeStandings(t, options);
    if (which.includes('cards')) {
      for (const [id, c] of roundContributionsOfAll(t, { rules: s.tiebreakRules, afterRound: rounds }))
        contributions.set(id, c);
    }
  } catch (err) {
    const row = state.settings.rows.get('tiebreaks');
    throw new WorkbookProblems([
      error(state.sheetOf.settings, row !== undefined ? address(row, 1) : undefined, (err as Error).message),
    ]);
  }
  const pending = state.missingResults.filter((m) => m.round === rounds).length;
  const notes = pending ? [pendingResultsNote(pending, rounds, lang)] : [];
  const written: string[] = [];
  // report sheets go after the round sheets, in a fixed order
  const order = REPORT_SHEETS.filter((id) => id !== 'acceleration');
  const existingAfter = async (id: Report): Promise<string | undefined> => {
    const names = await port.listSheets();
    for (const later of order.slice(order.indexOf(id) + 1)) {
      const n = names.find((x) => x === state.sheetOf[later] || x === say(SHEETS[later], lang));
      if (n) return n;
    }
    return state.sheetOf.acceleration && names.includes(state.sheetOf.acceleration)
      ? state.sheetOf.acceleration
      : undefined;
  };
  const prepare = async (id: Report): Promise<string> => {
    const name = await claimSheetName(port, state, id, lang);
    const names = await port.listSheets();
    if (names.includes(name)) await port.clearSheet(name);
    else {
      const before = await existingAfter(id);
      await port.ensureSheet(name, before ? { before } : undefined);
    }
    written.push(name);
    return name;
  };
  const header = s.info.name;
  const rtl = lang === 'fa';
  const style = s.pointsStyle;

  if (which.includes('standings')) {
    const name = await prepare('standings');
    const layout = roundRobin
      ? renderRoundRobinStandings(t, roundRobin, rounds, lang, notes)
      : renderStandings(t, standings, rounds, lang, notes);
    await writeTable(port, name, layout);
    if (layout.rows) {
      await port.formatRange(name, rangeAddress(layout.headerRow + 1, 0, layout.rows, 3), { align: 'center' });
      await port.formatRange(name, rangeAddress(layout.headerRow + 1, 4, layout.rows, layout.columns - 4), {
        align: 'center',
      });
      await port.formatRange(name, rangeAddress(layout.headerRow + 1, 6, layout.rows, 1), { bold: true });
      await formatStandingsNumbers(port, name, layout, standings, style);
    }
    await port.setColumnWidths(
      name,
      fitHeaders(
        [7, 6, 6, 30, 6, 7, 6, ...standings.codes.map((c) => Math.max(8, c.length + 2))],
        layout.values[layout.headerRow] ?? [],
      ),
    );
    await port.setView(name, { frozenRows: 2, rightToLeft: rtl });
    await port.setPageSetup(name, {
      orientation: layout.columns > 12 ? 'landscape' : 'portrait',
      fitToWidth: true,
      printTitleRows: [1, 2],
      header,
    });
  }

  if (which.includes('crosstable')) {
    const name = await prepare('crosstable');
    const layout = roundRobin
      ? renderRoundRobinCrosstable(t, standings, roundRobin.rulings, lang)
      : renderCrosstable(t, standings, rounds, lang, s.crosstableOrder);
    await writeTable(port, name, layout);
    if (layout.rows) {
      await port.formatRange(
        name,
        rangeAddress(
          layout.headerRow + 1,
          layout.firstGridColumn,
          layout.rows,
          layout.columns - layout.firstGridColumn,
        ),
        { align: 'center' },
      );
      await port.formatRange(name, rangeAddress(layout.headerRow + 1, 0, layout.rows, layout.roundRobin ? 1 : 2), {
        align: 'center',
      });
      // points, the square table's tie-breaks and the place are numbers printed by number formats (points-format.ts)
      const pointsCol = layout.firstGridColumn + layout.gridColumns;
      const tiebreaks = layout.roundRobin ? standings.codes.length : 0;
      await port.formatRange(name, rangeAddress(layout.headerRow + 1, pointsCol, layout.rows, 1), {
        numberFormat: pointsNumberFormat(style),
      });
      for (let i = 0; i < tiebreaks; i++) {
        const column = layout.values
          .slice(layout.headerRow + 1, layout.headerRow + 1 + layout.rows)
          .map((r) => r[pointsCol + 1 + i]);
        const format = tiebreakNumberFormat(
          column.map((v) => (typeof v === 'number' ? v : null)),
          style,
        );
        await port.formatRange(name, rangeAddress(layout.headerRow + 1, pointsCol + 1 + i, layout.rows, 1), {
          numberFormat: format,
        });
      }
      const placeCol = pointsCol + 1 + tiebreaks;
      await port.formatRange(name, rangeAddress(layout.headerRow + 1, placeCol, layout.rows, 1), { numberFormat: '0' });
      for (const x of layout.sharedPlaces ?? [])
        await port.formatRange(name, address(x.row, placeCol), { numberFormat: sharedPlaceFormat(x.last) });
      if (layout.roundRobin) {
        for (let i = 0; i < layout.rows; i++) {
          await port.formatRange(name, address(layout.headerRow + 1 + i, layout.firstGridColumn + i), {
            fill: '808080',
          });
        }
      }
    }
    const gridWidth = layout.roundRobin ? 5 : 7;
    const widths = layout.roundRobin
      ? [
          5,
          28,
          7,
          ...Array.from({ length: layout.gridColumns }, () => gridWidth),
          6,
          ...standings.codes.map((c) => Math.max(7, c.length + 2)),
          7,
        ]
      : [5, 6, 28, 6, 7, ...Array.from({ length: layout.gridColumns }, () => gridWidth), 6, 7];
    await port.setColumnWidths(name, fitHeaders(widths, layout.values[layout.headerRow] ?? [], 1));
    await port.setView(name, { frozenRows: 2, frozenColumns: layout.roundRobin ? 2 : 3, rightToLeft: rtl });
    await port.setPageSetup(name, {
      orientation: layout.gridColumns > 7 ? 'landscape' : 'portrait',
      fitToWidth: true,
      printTitleRows: [1, 2],
      header,
    });
  }

  if (which.includes('cards')) {
    const name = await prepare('cards');
    const totalRounds = Math.max(t.totalRounds ?? rounds, rounds);
    const layout = renderCards(t, placeLabels(standings), contributions, rounds, totalRounds, lang);
    await port.writeValues(name, 'A1', layout.values);
    for (const c of layout.cards) {
      await port.formatRange(name, rangeAddress(c.titleRow, 0, 1, layout.columns), { bold: true });
      await port.formatRange(name, address(c.titleRow, layout.columns - 1), { align: 'left' });
      await port.formatRange(name, rangeAddress(c.headerRow, 0, 1, layout.columns), {
        bold: true,
        fill: HEADER_FILL,
        align: 'center',
        border: true,
      });
      await port.formatRange(name, rangeAddress(c.firstRoundRow, 0, c.totalRow - c.firstRoundRow + 1, layout.columns), {
        border: true,
      });
      await port.formatRange(name, rangeAddress(c.firstRoundRow, 0, c.totalRow - c.firstRoundRow + 1, 5), {
        align: 'center',
      });
      await port.formatRange(name, rangeAddress(c.firstRoundRow, 6, c.totalRow - c.firstRoundRow + 1, 3), {
        align: 'center',
      });
      await port.formatRange(name, rangeAddress(c.totalRow, 0, 1, layout.columns), { bold: true });
      const rows = c.totalRow - c.firstRoundRow + 1;
      await port.formatRange(name, rangeAddress(c.firstRoundRow, 2, rows, 2), {
        numberFormat: pointsNumberFormat(style),
      });
      await port.formatRange(name, rangeAddress(c.firstRoundRow, 7, rows, 1), {
        numberFormat: pointsNumberFormat(style),
      });
      await port.formatRange(name, rangeAddress(c.firstRoundRow, 8, rows, 1), {
        numberFormat: tiebreakNumberFormat([0.25], style),
      });
    }
    // never split a card over two pages: break after as many whole cards as fit on an A4 page
    const perCard = totalRounds + 4;
    const perPage = Math.max(1, Math.floor(62 / perCard));
    const rowBreaks = layout.cards
      .filter((_, i) => (i + 1) % perPage === 0 && i + 1 < layout.cards.length)
      .map((c) => c.totalRow + 2);
    await port.setColumnWidths(
      name,
      [7, 7, 7, 8, 8, 28, 6, 8, 8].map((w, i) => Math.max(w, (layout.header[i] ?? '').length + 3)),
    );
    await port.setView(name, { rightToLeft: rtl });
    await port.setPageSetup(name, { orientation: 'portrait', fitToWidth: true, rowBreaks, header });
  }
  // a Scheveningen's team sheets carry the team totals: rebuilt with the reports
  const teamsSheet = await refreshScheveningenSheet(port, state);
  if (teamsSheet) written.push(teamsSheet);
  // the event-report sheets (rating change, prizes) follow the standings when the arbiter has them
  written.push(...(await refreshEventReports(port)));
  const rewrittenResults = await rewriteResults(port, state);
  await guard.commit(port);
  await port.flush();
  return {
    afterRound: rounds,
    standings,
    sheets: written,
    rewrittenResults,
    names: new Map(t.players.map((p) => [p.id, p.name] as const)),
    guardWarnings: guard.lines,
    warnings: state.problems.filter((p) => p.level === 'warning'),
  };
}

/** A report's values, its title (A1), its header row and its body's borders: what standings and crosstable share. */
async function writeTable(
  port: WorkbookPort,
  name: string,
  layout: { readonly values: SheetValues; readonly headerRow: number; readonly rows: number; readonly columns: number },
): Promise<void> {
  await port.writeValues(name, 'A1', layout.values);
  await port.formatRange(name, 'A1', { bold: true, fontSize: 13 });
  await port.formatRange(name, rangeAddress(layout.headerRow, 0, 1, layout.columns), {
    bold: true,
    fill: HEADER_FILL,
    align: 'center',
    border: true,
  });
  if (layout.rows)
    await port.formatRange(name, rangeAddress(layout.headerRow + 1, 0, layout.rows, layout.columns), { border: true });
}
