import { address, cellInteger, cellText, isBlankRow, type CellValue, type SheetValues } from '../cells';
import { findHeaderRow, firstColumn } from '../headers';
import { initialOrderComparator } from '../initial-order';
import { PLAYER_HEADERS, ROUND_HEADERS, means, roundOfSheet } from '../labels';
import type { WorkbookPort } from '../port';
import { error, WorkbookProblems, type Problem } from '../problems';
import { findSheet } from '../read';
import { readSettings } from '../settings';
import { rankingColumns, rankingMethod, rankingRating } from '../initial-order-rating';

/**
 * `players number`: pairing numbers by C.04.2 (initial-order.ts). Before round 1 every player is numbered in
 * the initial order and the Players rows are sorted to match. Once rounds are paired, the numbered players
 * keep their order and each player typed without a number (a late entry, C.04.2 2.4) takes his place in the
 * initial order, everyone below him moving down one number (rules/general.md §3.3); the numbers on the round
 * sheets and the Acceleration sheet move with them, so the record stays the same games.
 */
export interface NumberingOutcome {
  readonly players: number;
  /** Players whose number changed or who got one, as `from` (null: had none) -> `to`. */
  readonly changes: readonly { readonly name: string; readonly from: number | null; readonly to: number }[];
  readonly pairedRounds: number;
}

interface Entry {
  readonly row: number;
  readonly line: readonly CellValue[];
  readonly no: number | null;
  readonly name: string;
  readonly rating: number;
  readonly title: string;
}

export async function numberPlayers(port: WorkbookPort): Promise<NumberingOutcome> {
  const names = await port.listSheets();
  const sheet = findSheet(names, 'players');
  if (!sheet) throw new WorkbookProblems([error('Players', undefined, 'the workbook has no Players sheet')]);
  const settingsSheet = findSheet(names, 'settings');
  const settingsValues = settingsSheet ? await port.readSheet(settingsSheet) : [];
  const settings = settingsSheet ? readSettings(settingsValues, settingsSheet).settings : null;
  // C.04.2 2.1 with the tournament rating (rating-lists.md §3): the Settings' method, or FIDE
  const method = rankingMethod(settingsValues, settingsSheet);
  const lang = settings?.language ?? 'en';
  const values = await port.readSheet(sheet);
  const header = findHeaderRow(values, PLAYER_HEADERS, ['no', 'name']);
  if (!header) throw new WorkbookProblems([error(sheet, 'A1', 'no header row with "No" and "Name" columns')]);
  const noCol = firstColumn(header, 'no')!;
  const nameCol = firstColumn(header, 'name')!;
  const titleCol = firstColumn(header, 'title');
  // a filled Tournament rating cell (the list's, or the arbiters' estimate) is the strength the order uses
  const ranking = rankingColumns(values, header);

  const problems: Problem[] = [];
  const entries: Entry[] = [];
  const seen = new Map<number, number>();
  for (let r = header.row + 1; r < values.length; r++) {
    const line = values[r] ?? [];
    if (isBlankRow(line)) continue;
    const name = cellText(line[nameCol] ?? null);
    const noText = cellText(line[noCol] ?? null);
    if (name === '' && noText === '') continue;
    const no = noText === '' ? null : cellInteger(line[noCol] ?? null);
    if (noText !== '' && (no === null || no < 1 || no > 9999))
      problems.push(error(sheet, address(r, noCol), `"${noText}" is not a pairing number (1-9999)`));
    if (no !== null && seen.has(no))
      problems.push(
        error(sheet, address(r, noCol), `pairing number ${no} is used twice (also on row ${seen.get(no)! + 1})`),
      );
    if (no !== null) seen.set(no, r);
    if (name === '') problems.push(error(sheet, address(r, nameCol), `the player numbered ${noText} has no name`));
    const rating = rankingRating(line, ranking, method);
    const title = titleCol === undefined ? '' : cellText(line[titleCol] ?? null);
    entries.push({ row: r, line, no, name, rating, title });
  }
  const paired = names.filter((n) => roundOfSheet(n) !== null).length;
  if (problems.length) throw new WorkbookProblems(problems);

  const compare = initialOrderComparator(lang);
  let order: Entry[];
  if (paired === 0) order = [...entries].sort(compare);
  else {
    order = entries.filter((e) => e.no !== null).sort((a, b) => a.no! - b.no!);
    for (const late of entries.filter((e) => e.no === null).sort(compare)) {
      const at = order.findIndex((e) => compare(late, e) < 0);
      order.splice(at < 0 ? order.length : at, 0, late);
    }
  }
  const renumber = new Map<number, number>();
  const changes: { name: string; from: number | null; to: number }[] = [];
  order.forEach((e, i) => {
    if (e.no !== i + 1) changes.push({ name: e.name, from: e.no, to: i + 1 });
    if (e.no !== null && e.no !== i + 1) renumber.set(e.no, i + 1);
  });
  if (changes.length === 0) return { players: entries.length, changes, pairedRounds: paired };

  const forbidden = settings?.forbiddenPairs ?? [];
  if (renumber.size > 0 && forbidden.some((f) => f.ids.some((id) => renumber.has(id)))) {
    throw new WorkbookProblems([
      error(
        settingsSheet,
        undefined,
        'the forbidden pairs in Settings name players whose numbers would change: remove them, number the players, then enter them again with the new numbers',
      ),
    ]);
  }

  // --- writes: Players rows in number order in the rows they filled, then the numbers on other sheets ---
  const slots = entries.map((e) => e.row).sort((a, b) => a - b);
  const width = Math.max(...values.map((l) => l.length));
  for (let i = 0; i < order.length; i++) {
    const line = [...order[i]!.line];
    while (line.length < width) line.push(null);
    line[noCol] = i + 1;
    await port.writeValues(sheet, address(slots[i]!, 0), [line]);
  }
  if (renumber.size > 0) {
    for (const n of names) {
      if (roundOfSheet(n) !== null) await renumberNoColumns(port, n, await port.readSheet(n), renumber);
    }
    const acceleration = findSheet(names, 'acceleration');
    if (acceleration) await renumberNoColumns(port, acceleration, await port.readSheet(acceleration), renumber);
  }
  await port.flush();
  return { players: entries.length, changes, pairedRounds: paired };
}

/** Every pairing number under a "No" header (boards, byes, acceleration rows) mapped old -> new. */
async function renumberNoColumns(
  port: WorkbookPort,
  sheet: string,
  values: SheetValues,
  renumber: ReadonlyMap<number, number>,
): Promise<void> {
  let noCols: number[] = [];
  for (let r = 0; r < values.length; r++) {
    const line = values[r] ?? [];
    const headers = line.flatMap((v, c) => (means(ROUND_HEADERS.no, cellText(v)) ? [c] : []));
    if (headers.length > 0) {
      noCols = headers;
      continue;
    }
    for (const c of noCols) {
      const id = cellInteger(line[c] ?? null);
      const to = id === null ? undefined : renumber.get(id);
      if (to !== undefined) await port.writeValues(sheet, address(r, c), [[to]]);
    }
  }
}
