import type { Colour } from '../engine/model';
import type { Language } from '../workbook/labels';
import { cellInteger, cellText, parseAddress, type SheetValues } from '../workbook/cells';
import { readLog } from '../workbook/log-sheet';
import { ROUND_COLUMNS } from '../workbook/round-sheet';
import type { Problem } from '../workbook/problems';
import type { FideModeState } from '../workbook/fide-mode';
import { findSheet, readWorkbook } from '../workbook/read';
import type { ByeKind } from '../workbook/round-sheet';
import { describeError, withWorkbook, type AddinHost, type SetupInput } from './actions';

/** What the task pane shows about the workbook: read-only, two syncs. */
export interface PlayerRef {
  readonly id: number;
  readonly name: string;
}

export interface BoardView {
  readonly board: number;
  readonly white: PlayerRef;
  readonly black: PlayerRef;
  /** The result as typed, or null while missing (or not a result: see `invalid`). */
  readonly result: string | null;
  /** What the result cell holds when it is not a result notation: the board stays in the list, marked. */
  readonly invalid?: string;
  readonly resultCell: string;
  /** Lines of the Log sheet that explain this board (design.md §4 Log). */
  readonly explanation: readonly string[];
}

export interface RoundView {
  readonly round: number;
  readonly sheet: string;
  readonly boards: readonly BoardView[];
  readonly byes: readonly (PlayerRef & { readonly kind: ByeKind; readonly explanation: readonly string[] })[];
  readonly entered: number;
  readonly missing: number;
}

export interface PaneState {
  readonly hasTournament: boolean;
  readonly language: Language;
  /** The setup form's values as the Settings sheet has them. */
  readonly setup: SetupInput | null;
  readonly drawnColour: Colour | null;
  readonly players: number;
  readonly totalRounds: number | null;
  readonly current: RoundView | null;
  readonly problems: readonly Problem[];
  /** FIDE mode of the tournament, for the pane's indicator (fide-mode-panel.ts); null without a tournament. */
  readonly fideMode?: FideModeState | null;
}

/** The lines of a round's log that name this pair (`Board 12-7: ...`, `pairs: 3-9, 12-7`), or this bye. */
export function explainBoard(lines: readonly string[], white: number, black: number): string[] {
  const pair = new RegExp(`(^|[^\\d])(${white}-${black}|${black}-${white})([^\\d]|$)`);
  return lines.filter((l) => pair.test(l));
}

export function explainBye(lines: readonly string[], id: number): string[] {
  const player = new RegExp(`(^|[^\\d])${id}([^\\d]|$)`);
  return lines.filter((l) => /bye|rests/i.test(l) && player.test(l));
}

/**
 * Boards the reader left out because their result cell holds something that is not a result: back in the
 * list with what was typed, so the arbiter sees the board and can correct it from the pane.
 */
async function invalidResults(
  port: { readSheet(name: string): Promise<SheetValues> },
  problems: readonly Problem[],
  sheet: string,
  boards: readonly BoardView[],
  pair: (white: number, black: number) => Pick<BoardView, 'white' | 'black' | 'explanation'>,
): Promise<BoardView[]> {
  const resultCol = boards[0] ? parseAddress(boards[0].resultCell).col : ROUND_COLUMNS.result;
  const values = await port.readSheet(sheet);
  const out: BoardView[] = [];
  for (const p of problems) {
    if (p.sheet !== sheet || !p.cell) continue;
    const at = parseAddress(p.cell);
    if (at.col !== resultCol) continue;
    const row = values[at.row] ?? [];
    const board = cellInteger(row[ROUND_COLUMNS.board] ?? null);
    const white = cellInteger(row[ROUND_COLUMNS.whiteNo] ?? null);
    const black = cellInteger(row[ROUND_COLUMNS.blackNo] ?? null);
    if (board === null || white === null || black === null || boards.some((b) => b.board === board)) continue;
    out.push({
      board,
      ...pair(white, black),
      result: null,
      resultCell: p.cell,
      invalid: cellText(row[resultCol] ?? null),
    });
  }
  return out;
}

export async function readPaneState(host: AddinHost): Promise<PaneState | { failed: string }> {
  try {
    return await withWorkbook(host, undefined, async (port) => {
      const names = await port.listSheets();
      const state = await readWorkbook(port);
      const hasTournament = !!findSheet(names, 'settings');
      const s = state.settings.settings;
      const byId = new Map(state.tournament.players.map((p) => [p.id, p.name] as const));
      const ref = (id: number): PlayerRef => ({ id, name: byId.get(id) ?? '' });
      let current: RoundView | null = null;
      const last = state.rounds[state.rounds.length - 1];
      if (last) {
        const log = state.sheetOf.log ? readLog(await port.readSheet(state.sheetOf.log)) : [];
        const lines = log.filter((l) => l.round === last.round).map((l) => l.text);
        const sheet = state.roundSheets.get(last.round)!;
        const boards: BoardView[] = last.boards.map((b) => ({
          board: b.board,
          white: ref(b.white),
          black: ref(b.black),
          result: b.result?.text ?? null,
          resultCell: b.resultCell,
          explanation: explainBoard(lines, b.white, b.black),
        }));
        boards.push(
          ...(await invalidResults(port, state.problems, sheet, boards, (w, b) => ({
            white: ref(w),
            black: ref(b),
            explanation: explainBoard(lines, w, b),
          }))),
        );
        boards.sort((a, b) => a.board - b.board);
        const entered = boards.filter((b) => b.result !== null).length;
        current = {
          round: last.round,
          sheet,
          boards,
          byes: last.byes.map((b) => ({ ...ref(b.id), kind: b.kind, explanation: explainBye(lines, b.id) })),
          entered,
          missing: boards.length - entered,
        };
      }
      return {
        hasTournament,
        language: s.language,
        setup: hasTournament
          ? {
              name: s.info.name,
              system: s.system,
              rounds: s.totalRounds,
              tiebreaks: s.tiebreaks,
              colour: s.colourChoice,
              language: s.language,
            }
          : null,
        drawnColour: s.drawnColour,
        players: state.tournament.players.length,
        totalRounds: s.totalRounds,
        current,
        problems: hasTournament ? state.problems : [],
        fideMode: hasTournament ? (state.fideMode?.state ?? null) : null,
      };
    });
  } catch (err) {
    return { failed: describeError(err) };
  }
}
