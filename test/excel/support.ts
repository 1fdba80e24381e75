import type { RoundPairing } from '../../src/engine/pairing';
import { pairRound } from '../../src/engine/systems';
import type { Tournament } from '../../src/engine/model';
import { runAction, type ActionRequest, type AddinHost, type ExcelHost } from '../../src/excel/actions';
import { FakeExcel, FakeWorkbook, requirementsUpTo } from '../doubles/fake-excel';
import type { Outcome } from '../../src/excel/outcome';
import { PLAYER_HEADERS } from '../../src/workbook/labels';
import { PLAYER_COLUMNS } from '../../src/workbook/players';
import { readRoundSheet } from '../../src/workbook/round-sheet';

export const SWISS_SETUP = {
  name: 'Test Open',
  system: 'dutch' as const,
  rounds: 5,
  tiebreaks: ['BH-C1', 'BH', 'DE'],
  colour: 'lot' as const,
  language: 'en' as const,
};

/** A host of this ExcelApi version: the double refuses members above it (excel-rules.ts REQUIREMENT_SETS). */
export function hostOf(fake: FakeExcel, version = '1.20'): AddinHost {
  fake.version = version;
  return { excel: fake as unknown as ExcelHost, supports: requirementsUpTo(version) };
}

/** The engine in-process (the ribbon's pairer). */
export async function engine(t: Tournament, round: number): Promise<RoundPairing> {
  return pairRound(t, round, { explain: true });
}

/** A seeded lot, so runs are repeatable. */
export function seeded(seed = 7): () => number {
  let x = seed;
  return () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
}

export function run(
  fake: FakeExcel,
  request: ActionRequest,
  extra: { allow?: string; version?: string } = {},
): Promise<Outcome> {
  return runAction(hostOf(fake, extra.version), request, {
    pairer: engine,
    random: seeded(),
    today: () => new Date(2025, 2, 1),
    ...(extra.allow ? { allow: extra.allow } : {}),
  });
}

/** Player rows in the template's column order (No, Title, Name, Fed, FIDE ID, Rating, ...). */
export function playerRows(n: number): (string | number)[][] {
  return Array.from({ length: n }, (_, i) => {
    const byColumn: Record<string, string | number> = {
      no: i + 1,
      title: i < 3 ? 'GM' : '',
      name: `Player ${i + 1}`,
      federation: i % 2 ? 'TUR' : 'IRI',
      fideId: String(1000000 + i),
      rating: 2600 - 13 * i,
      nationalRating: '',
      birth: '',
      sex: '',
      club: `Club ${i % 5}`,
      status: '',
      byes: '',
    };
    return PLAYER_COLUMNS.map((c) => byColumn[c] ?? '');
  });
}

/** What the arbiter types after "New tournament": the players under the Players header. */
export function typePlayers(workbook: FakeWorkbook, n: number): void {
  const header = workbook.values('Players')[0] ?? [];
  if (header[0] !== PLAYER_HEADERS.no.en) throw new Error('Players sheet has no header');
  workbook.type('Players', 'A2', playerRows(n));
}

/** The arbiter types results (cycling white win, draw, black win) into every board of a round. */
export function typeResults(
  workbook: FakeWorkbook,
  sheet: string,
  round: number,
  results = ['1-0', '½-½', '0-1'],
): number {
  const read = readRoundSheet(workbook.values(sheet), sheet, round);
  read.boards.forEach((b, i) => workbook.type(sheet, b.resultCell, [[results[i % results.length]!]]));
  return read.boards.length;
}

export function expectDone(outcome: Outcome): Extract<Outcome, { kind: 'done' }> {
  if (outcome.kind !== 'done') throw new Error(`expected done, got ${JSON.stringify(outcome).slice(0, 600)}`);
  return outcome;
}
