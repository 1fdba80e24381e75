import ExcelJS from 'exceljs';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { runCli } from '../support/cli';
import { seededRandom } from '../../src/engine/seeded-random';

/**
 * Helpers for the round-robin / Scheveningen / knockout workbook tests. Cells are read and typed with exceljs
 * directly (not through the product's adapter), the way an arbiter's spreadsheet program would leave them, and
 * every expected value is computed here from the results the test typed (reference*), not by the code under test.
 */

/** Temporary directories made by this test file, removed when it ends. */
const madeDirs: string[] = [];
afterAll(() => {
  for (const dir of madeDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

export function tempDir(prefix = 'arbiter-rr-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  madeDirs.push(dir);
  return dir;
}

/** Run the CLI in-process; returns exit code and what it printed. */
export const arbiter = runCli;

export async function openBook(file: string): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  return wb;
}

/**
 * Plain text of a cell as Excel shows it (rich text joined; '' for blank). Numbers go through the number formats
 * the workbook uses (src/workbook/points-format.ts): the "As halves" fraction `# ?/2` prints `2 1/2`, a shared
 * place `0"–4"` prints `2–4`; other numbers print as digits.
 */
export function text(cell: ExcelJS.Cell): string {
  const v = cell.value;
  if (v === null || v === undefined) return '';
  if (typeof v === 'object' && 'richText' in v) return v.richText.map((r) => r.text).join('');
  if (typeof v === 'object' && 'result' in v) return String(v.result ?? '');
  if (typeof v === 'number') return formatted(v, cell.numFmt ?? '');
  return String(v);
}

function formatted(v: number, numFmt: string): string {
  const suffix = /^0"(.*)"$/.exec(numFmt);
  if (suffix) return `${Math.round(v)}${suffix[1]}`;
  const fraction = /^# \?\/(\d)$/.exec(numFmt);
  if (fraction) {
    const d = Number(fraction[1]);
    const whole = Math.floor(v);
    const n = Math.round((v - whole) * d);
    return n === 0 ? String(whole) : `${whole === 0 ? '' : `${whole} `}${n}/${d}`;
  }
  if (numFmt === '0.0') return v.toFixed(1);
  return String(v);
}

/** A sheet as rows of cell texts (1-based rows and columns dropped to 0-based arrays). */
export function grid(ws: ExcelJS.Worksheet): string[][] {
  const out: string[][] = [];
  ws.eachRow({ includeEmpty: true }, (row, r) => {
    const line: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, c) => {
      line[c - 1] = text(cell);
    });
    for (let i = 0; i < line.length; i++) line[i] ??= '';
    out[r - 1] = line;
  });
  for (let i = 0; i < out.length; i++) out[i] ??= [];
  return out;
}

export function sheet(wb: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  const ws = wb.getWorksheet(name);
  if (!ws) throw new Error(`no sheet "${name}" (sheets: ${wb.worksheets.map((w) => w.name).join(', ')})`);
  return ws;
}

/** Type values into cells (A1 addresses) of one sheet and save, as an arbiter would. */
export async function typeCells(
  file: string,
  sheetName: string,
  cells: Record<string, string | number | null>,
): Promise<void> {
  const wb = await openBook(file);
  const ws = sheet(wb, sheetName);
  for (const [a1, v] of Object.entries(cells)) ws.getCell(a1).value = v;
  await wb.xlsx.writeFile(file);
}

/** Fill the Players table from row 2: No, Title, Name, Fed, FIDE ID, Rating (the template's first columns). */
export async function typePlayers(
  file: string,
  sheetName: string,
  players: readonly { no: number; name: string; rating?: number; club?: string }[],
  extra: { header: string; column: number; values: readonly string[] } | null = null,
): Promise<void> {
  const wb = await openBook(file);
  const ws = sheet(wb, sheetName);
  players.forEach((p, i) => {
    const row = ws.getRow(i + 2);
    row.getCell(1).value = p.no;
    row.getCell(3).value = p.name;
    if (p.rating) row.getCell(6).value = p.rating;
    if (p.club) row.getCell(10).value = p.club;
    row.commit();
  });
  if (extra) {
    ws.getRow(1).getCell(extra.column).value = extra.header;
    extra.values.forEach((v, i) => {
      ws.getRow(i + 2).getCell(extra.column).value = v;
    });
  }
  await wb.xlsx.writeFile(file);
}

export interface SheetBoard {
  readonly board: number;
  readonly white: number;
  readonly black: number;
  /** A1 address of the Result cell. */
  readonly resultCell: string;
  readonly result: string;
}

/** The boards of a round sheet: rows under the header whose first cell is a board number, up to the byes section. */
export function roundBoards(ws: ExcelJS.Worksheet): SheetBoard[] {
  const rows = grid(ws);
  const headerRow = rows.findIndex((r) => r.filter((c) => c !== '').length >= 8);
  const out: SheetBoard[] = [];
  for (let r = headerRow + 1; r < rows.length; r++) {
    const line = rows[r]!;
    if (!/^\d+$/.test(line[0] ?? '')) break;
    out.push({
      board: Number(line[0]),
      white: Number(line[1]),
      black: Number(line[9]),
      resultCell: `F${r + 1}`,
      result: line[5] ?? '',
    });
  }
  return out;
}

/** Players listed in a round sheet's byes section, with the bye word. */
export function roundByes(ws: ExcelJS.Worksheet): { id: number; kind: string }[] {
  const rows = grid(ws);
  const start = rows.findIndex((r, i) => i > 1 && r[0] !== '' && !/^\d+$/.test(r[0] ?? ''));
  if (start < 0) return [];
  return rows
    .slice(start + 2)
    .filter((r) => /^\d+$/.test(r[1] ?? ''))
    .map((r) => ({ id: Number(r[1]), kind: r[5] ?? '' }));
}

// --- reference results and tie-breaks, computed from what the test typed -----------------------------------------

/** One game as typed: the white player's points (1, ½, 0), or a forfeit. */
export interface Game {
  readonly round: number;
  readonly white: number;
  readonly black: number;
  /** Points of White and Black. */
  readonly whitePoints: number;
  readonly blackPoints: number;
  readonly forfeit?: boolean;
}

/** `1-0`, `½-½`, `0-1` for a played game. */
export function resultText(whitePoints: number): string {
  return whitePoints === 1 ? '1-0' : whitePoints === 0 ? '0-1' : '½-½';
}

export interface Reference {
  readonly points: Map<number, number>;
  readonly sb: Map<number, number>;
  readonly wins: Map<number, number>;
  readonly koya: Map<number, number>;
  /** Rank after points and direct encounter only (what a DE column shows). */
  readonly deRank: Map<number, number>;
  /** Final ranks after points, DE, SB, WIN, KS (ties share the rank). */
  readonly rank: Map<number, number>;
}

/**
 * Round-robin standings computed from first principles: points; SB = Σ opponent's points × own points (C.07 9.1);
 * WIN = games won (forfeits included, C.07 7.1); KS = points against opponents with at least half of the maximum
 * (C.07 9.2); DE = points in the games among the tied players, re-applied to subgroups still tied (C.07 Art. 6).
 */
export function reference(
  players: readonly number[],
  games: readonly Game[],
  gamesPerPlayer: number,
  restPoints = new Map<number, number>(),
): Reference {
  const points = new Map(players.map((p) => [p, restPoints.get(p) ?? 0]));
  const against = new Map<number, { opponent: number; points: number }[]>(players.map((p) => [p, []]));
  for (const g of games) {
    points.set(g.white, points.get(g.white)! + g.whitePoints);
    points.set(g.black, points.get(g.black)! + g.blackPoints);
    against.get(g.white)!.push({ opponent: g.black, points: g.whitePoints });
    against.get(g.black)!.push({ opponent: g.white, points: g.blackPoints });
  }
  const sb = new Map(
    players.map((p) => [p, against.get(p)!.reduce((s, x) => s + points.get(x.opponent)! * x.points, 0)]),
  );
  const wins = new Map(players.map((p) => [p, against.get(p)!.filter((x) => x.points === 1).length]));
  const limit = gamesPerPlayer / 2;
  const koya = new Map(
    players.map((p) => [
      p,
      against
        .get(p)!
        .filter((x) => points.get(x.opponent)! >= limit)
        .reduce((s, x) => s + x.points, 0),
    ]),
  );
  const splitBy = (group: number[], value: (p: number) => number): number[][] => {
    const values = [...new Set(group.map(value))].sort((a, b) => b - a);
    return values.map((v) => group.filter((p) => value(p) === v));
  };
  const de = (group: number[]): number[][] => {
    if (group.length < 2) return [group];
    const mini = (p: number) =>
      against
        .get(p)!
        .filter((x) => group.includes(x.opponent))
        .reduce((s, x) => s + x.points, 0);
    const split = splitBy(group, mini);
    return split.length === 1 ? split : split.flatMap(de);
  };
  const ranksOf = (groups: number[][]): Map<number, number> => {
    const out = new Map<number, number>();
    let at = 1;
    for (const g of groups) {
      for (const p of g) out.set(p, at);
      at += g.length;
    }
    return out;
  };
  const byPoints = splitBy([...players], (p) => points.get(p)!);
  const afterDe = byPoints.flatMap(de);
  let groups = afterDe;
  for (const value of [(p: number) => sb.get(p)!, (p: number) => wins.get(p)!, (p: number) => koya.get(p)!]) {
    groups = groups.flatMap((g) => (g.length > 1 ? splitBy(g, value) : [g]));
  }
  return { points, sb, wins, koya, deRank: ranksOf(afterDe), rank: ranksOf(groups) };
}

/** Points as the sheets print them: `2½`, `½`, `3`. */
export function printed(x: number): string {
  const whole = Math.floor(x);
  const half = x - whole >= 0.5;
  return half ? (whole === 0 ? '½' : `${whole}½`) : String(whole);
}

/** The number a cell text shows: digits, or a fraction as the "As halves"/"As quarters" formats print it (`2 1/2`). */
export function numeric(text: string | undefined): number {
  const m = /^(?:(\d+) )?(\d+)\/(\d+)$/.exec((text ?? '').trim());
  if (m) return Number(m[1] ?? 0) + Number(m[2]) / Number(m[3]);
  return Number(text);
}

/** A points number as the "As halves" number format prints it: `2 1/2`, `1/2`, `3` (trailing padding trimmed). */
export function halves(x: number): string {
  const whole = Math.floor(x);
  const half = x - whole >= 0.5;
  return half ? (whole === 0 ? '1/2' : `${whole} 1/2`) : String(whole);
}

/** A small deterministic generator for the simulated results. */
export const seeded = seededRandom;
