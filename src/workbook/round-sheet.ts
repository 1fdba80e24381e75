import { parseResultCell, type GameResult } from '../formats/results';
import { address, cellDate, cellInteger, cellText, isBlankRow, type CellValue, type SheetValues } from './cells';
import { findHeaderRow, firstColumn } from './headers';
import { BYE_WORDS, ROUND_HEADERS, ROUND_WORDS, lookup, means, roundSheetName, say, type Language } from './labels';
import { error, warning, type Problem } from './problems';
import { isFideModeMark } from './labels/fide-mode';

/**
 * The round sheet mirrors the booklet's *Tur Sonuç Çizelgesi* (paper-forms.md §3): a title row with the
 * round and date, then Board | No | White | Rtg | Pts | Result | Pts | Black | Rtg | No, then the byes and
 * absent players. Only the two No columns, the Result column and the bye kinds are read back: names,
 * ratings and points are printed for the players and recomputed on every render.
 */
export type ByeKind = 'U' | 'H' | 'F' | 'Z';

/** A name as typed on a round sheet, with its cell: it must be the name of the number beside it. */
export interface TypedName {
  readonly text: string;
  readonly cell: string;
}

export interface BoardRow {
  readonly board: number;
  readonly white: number;
  readonly black: number;
  /** null = result cell blank (not entered yet). */
  readonly result: GameResult | null;
  /** 0-based row and result column, for messages and for writing. */
  readonly row: number;
  readonly resultCell: string;
  /** The result as typed (any accepted notation); `result.text` is its canonical form. */
  readonly typed?: string;
  /** The White and Black name cells, when the sheet has those columns and they are filled. */
  readonly whiteName?: TypedName;
  readonly blackName?: TypedName;
}

export interface ByeRow {
  readonly id: number;
  readonly kind: ByeKind;
  readonly row: number;
  readonly cell: string;
  readonly name?: TypedName;
}

function typedName(
  line: readonly CellValue[],
  col: number | undefined,
  row: number,
): { name: TypedName } | Record<string, never> {
  if (col === undefined) return {};
  const text = cellText(line[col] ?? null);
  return text === '' ? {} : { name: { text, cell: address(row, col) } };
}

export interface RoundSheetRead {
  readonly round: number;
  readonly date: string;
  readonly boards: BoardRow[];
  readonly byes: ByeRow[];
  readonly problems: Problem[];
}

/** Column layout written by us (0-based). */
export const ROUND_COLUMNS = {
  board: 0,
  whiteNo: 1,
  white: 2,
  whiteRating: 3,
  whitePoints: 4,
  result: 5,
  blackPoints: 6,
  black: 7,
  blackRating: 8,
  blackNo: 9,
} as const;
export const ROUND_WIDTH = 10;

function byeKindOf(text: string): ByeKind | null {
  return lookup(BYE_WORDS, text);
}

export function readRoundSheet(values: SheetValues, sheet: string, round: number): RoundSheetRead {
  const problems: Problem[] = [];
  const boards: BoardRow[] = [];
  const byes: ByeRow[] = [];
  let date = '';
  const header = findHeaderRow(values, ROUND_HEADERS, ['board', 'no', 'result']);
  if (!header) {
    problems.push(error(sheet, 'A1', 'no header row with "Board", "No" and "Result" columns'));
    return { round, date, boards, byes, problems };
  }
  // the date sits in a cell right of the "Date" label above the header (booklet: "Tur: 3  Tarih: ...")
  for (let r = 0; r < header.row; r++) {
    const line = values[r] ?? [];
    const c = line.findIndex((v) => means(ROUND_WORDS.date, cellText(v).replace(/:$/, '')));
    if (c >= 0) {
      // the "not in FIDE mode" mark may sit right of a blank date (fide-mode-sheet.ts)
      const v = line.slice(c + 1).find((x) => cellText(x) !== '' && !isFideModeMark(x));
      if (v !== undefined) date = cellDate(v);
    }
  }
  const nos = header.columns.get('no') ?? [];
  const boardCol = firstColumn(header, 'board')!;
  const resultCol = firstColumn(header, 'result')!;
  const whiteCol = nos.find((c) => c < resultCol) ?? nos[0]!;
  const blackCol = nos.find((c) => c > resultCol);
  const whiteNameCol = firstColumn(header, 'white');
  const blackNameCol = firstColumn(header, 'black');
  if (blackCol === undefined) {
    problems.push(error(sheet, address(header.row, resultCol + 1), 'no "No" column for Black right of "Result"'));
    return { round, date, boards, byes, problems };
  }
  let r = header.row + 1;
  for (; r < values.length; r++) {
    const line = values[r] ?? [];
    if (isBlankRow(line)) continue;
    if (isByesStart(line)) break;
    const wText = cellText(line[whiteCol] ?? null);
    const bCell = line[blackCol] ?? null;
    const bText = cellText(bCell);
    const resCell = line[resultCol] ?? null;
    if (wText === '' && bText === '') {
      if (cellText(resCell) !== '') problems.push(error(sheet, address(r, resultCol), 'a result without players'));
      continue;
    }
    const board = cellInteger(line[boardCol] ?? null) ?? boards.length + 1;
    const white = cellInteger(line[whiteCol] ?? null);
    if (white === null || white < 1) {
      problems.push(error(sheet, address(r, whiteCol), `"${wText}" is not a pairing number`));
      continue;
    }
    // the booklet writes the pairing-allocated bye as a board: "<board> <no> 1 Tur"
    const byeInBoard = byeKindOf(bText);
    if (byeInBoard) {
      const named = typedName(line, whiteNameCol, r);
      byes.push({
        id: white,
        kind: byeInBoard,
        row: r,
        cell: address(r, blackCol),
        ...(named.name ? { name: named.name } : {}),
      });
      continue;
    }
    const black = cellInteger(bCell);
    if (black === null || black < 1) {
      problems.push(
        error(
          sheet,
          address(r, blackCol),
          bText === '' ? `board ${board}: no player for Black` : `"${bText}" is not a pairing number`,
        ),
      );
      continue;
    }
    if (white === black) {
      problems.push(error(sheet, address(r, blackCol), `board ${board}: player ${white} cannot play himself`));
      continue;
    }
    const parsed = parseResultCell(resCell as CellValue);
    const resultCell = address(r, resultCol);
    if (parsed && !parsed.ok) {
      problems.push(error(sheet, resultCell, parsed.message));
      continue;
    }
    const wName = typedName(line, whiteNameCol, r).name;
    const bName = typedName(line, blackNameCol, r).name;
    boards.push({
      board,
      white,
      black,
      result: parsed ? parsed.result : null,
      row: r,
      resultCell,
      ...(parsed ? { typed: cellText(resCell) } : {}),
      ...(wName ? { whiteName: wName } : {}),
      ...(bName ? { blackName: bName } : {}),
    });
  }
  readByes(values, r, sheet, byes, problems);
  return { round, date, boards, byes, problems };
}

function isByesStart(line: readonly CellValue[]): boolean {
  return (
    line.some((v) => means(ROUND_WORDS.byesSection, cellText(v))) ||
    (line.some((v) => means(ROUND_HEADERS.bye, cellText(v))) && line.some((v) => means(ROUND_HEADERS.no, cellText(v))))
  );
}

function readByes(values: SheetValues, from: number, sheet: string, byes: ByeRow[], problems: Problem[]): void {
  if (from >= values.length) return;
  const header = findHeaderRow(values, ROUND_HEADERS, ['no', 'bye'], 3, from);
  if (!header) {
    problems.push(error(sheet, address(from, 0), 'the byes section has no header row with "No" and "Bye"'));
    return;
  }
  const noCol = firstColumn(header, 'no')!;
  const byeCol = firstColumn(header, 'bye')!;
  const nameCol = firstColumn(header, 'player');
  for (let r = header.row + 1; r < values.length; r++) {
    const line = values[r] ?? [];
    if (isBlankRow(line)) continue;
    const noText = cellText(line[noCol] ?? null);
    const id = cellInteger(line[noCol] ?? null);
    const kindText = cellText(line[byeCol] ?? null);
    if (id === null || id < 1) {
      problems.push(error(sheet, address(r, noCol), `"${noText}" is not a pairing number`));
      continue;
    }
    const kind = byeKindOf(kindText);
    if (!kind) {
      problems.push(
        error(
          sheet,
          address(r, byeCol),
          `"${kindText}" is not a kind of bye (bye, half-point bye, full-point bye, absent)`,
        ),
      );
      continue;
    }
    const named = typedName(line, nameCol, r).name;
    byes.push({ id, kind, row: r, cell: address(r, byeCol), ...(named ? { name: named } : {}) });
  }
}

export interface SheetPlayer {
  readonly id: number;
  readonly name: string;
  readonly rating: number;
  /** Points before the round: a number, shown with halves by the sheet's number format. */
  readonly points: number;
}

export interface RoundRender {
  readonly round: number;
  readonly date: string;
  readonly boards: readonly { white: SheetPlayer; black: SheetPlayer; result: string | null }[];
  readonly byes: readonly { player: SheetPlayer; kind: ByeKind }[];
}

export interface RoundLayout {
  readonly values: SheetValues;
  /** 0-based rows. */
  readonly headerRow: number;
  readonly firstBoardRow: number;
  readonly boardCount: number;
  readonly byesTitleRow: number | null;
  readonly byesHeaderRow: number | null;
  readonly byeCount: number;
}

export function renderRoundSheet(input: RoundRender, lang: Language): RoundLayout {
  const h = ROUND_HEADERS;
  const values: SheetValues = [];
  const title: CellValue[] = new Array(ROUND_WIDTH).fill(null);
  title[0] = roundSheetName(input.round, lang);
  title[ROUND_COLUMNS.black] = say(ROUND_WORDS.date, lang);
  title[ROUND_COLUMNS.blackRating] = input.date || null;
  values.push(title);
  values.push([
    say(h.board, lang),
    say(h.no, lang),
    say(h.white, lang),
    say(h.rating, lang),
    say(h.points, lang),
    say(h.result, lang),
    say(h.points, lang),
    say(h.black, lang),
    say(h.rating, lang),
    say(h.no, lang),
  ]);
  input.boards.forEach((b, i) => {
    values.push([
      i + 1,
      b.white.id,
      b.white.name,
      b.white.rating || null,
      b.white.points,
      b.result,
      b.black.points,
      b.black.name,
      b.black.rating || null,
      b.black.id,
    ]);
  });
  let byesTitleRow: number | null = null;
  let byesHeaderRow: number | null = null;
  if (input.byes.length) {
    values.push(new Array(ROUND_WIDTH).fill(null));
    byesTitleRow = values.length;
    values.push([say(ROUND_WORDS.byesSection, lang), ...new Array(ROUND_WIDTH - 1).fill(null)]);
    byesHeaderRow = values.length;
    values.push([
      null,
      say(h.no, lang),
      say(h.player, lang),
      say(h.rating, lang),
      say(h.points, lang),
      say(h.bye, lang),
      null,
      null,
      null,
      null,
    ]);
    for (const b of input.byes) {
      values.push([
        null,
        b.player.id,
        b.player.name,
        b.player.rating || null,
        b.player.points,
        say(BYE_WORDS[b.kind], lang),
        null,
        null,
        null,
        null,
      ]);
    }
  }
  return {
    values,
    headerRow: 1,
    firstBoardRow: 2,
    boardCount: input.boards.length,
    byesTitleRow,
    byesHeaderRow,
    byeCount: input.byes.length,
  };
}

/** A warning when a round sheet lists a board number out of sequence (the arbiter may renumber freely). */
export function boardNumberWarnings(read: RoundSheetRead, sheet: string): Problem[] {
  const out: Problem[] = [];
  const seen = new Set<number>();
  for (const b of read.boards) {
    if (seen.has(b.board)) out.push(warning(sheet, address(b.row, 0), `board number ${b.board} appears twice`));
    seen.add(b.board);
  }
  return out;
}
