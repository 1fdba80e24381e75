import * as fs from 'fs';
import * as path from 'path';
import type { PairFn } from '../../engine/systems';
import { cellText, address } from '../../workbook/cells';
import { exportTrf } from '../../workbook/commands/export-trf';
import { newTournament } from '../../workbook/commands/new-tournament';
import { pairNextRound } from '../../workbook/commands/pair-next';
import { updateReports } from '../../workbook/commands/update-reports';
import { findHeaderRow } from '../../workbook/headers';
import { PLAYER_HEADERS } from '../../workbook/labels';
import type { PlayerRow } from '../../workbook/players';
import type { WorkbookPort } from '../../workbook/port';
import { readWorkbook } from '../../workbook/read';
import { XlsxWorkbook } from '../xlsx/xlsx-workbook';
import { DEMO_PLAYERS } from './players';

import { seededRandom } from '../../engine/seeded-random';

export { seededRandom };

/** A plausible result from the ratings (Elo expectation, more draws between equals, a rare forfeit). */
export function simulatedResult(whiteRating: number, blackRating: number, random: () => number): string {
  if (random() < 0.02) return random() < 0.5 ? '+/-' : '-/+';
  const expected = 1 / (1 + 10 ** ((blackRating - whiteRating - 30) / 400));
  const draw = 0.34 * (1 - Math.abs(2 * expected - 1));
  const u = random();
  if (u < expected - draw / 2) return '1-0';
  if (u < expected + draw / 2) return '½-½';
  return '0-1';
}

export interface DemoOptions {
  readonly seed?: number;
  readonly rounds?: number;
  /** The pairing function (default: the engine's registry); tests may pass a double. */
  readonly pair?: PairFn;
  readonly log?: (line: string) => void;
}

export interface DemoOutcome {
  readonly workbook: string;
  readonly trf: string;
  readonly rounds: number;
}

function demoRows(): PlayerRow[] {
  // requested byes and absences the demo arbiter was told about before the event
  const byes: Record<number, { round: number; kind: 'H' | 'F' | 'Z' }[]> = {
    12: [{ round: 3, kind: 'H' }],
    27: [{ round: 4, kind: 'H' }],
    33: [{ round: 2, kind: 'Z' }],
  };
  return DEMO_PLAYERS.map((p, i) => ({
    player: {
      id: i + 1,
      name: p.name,
      sex: p.sex,
      title: p.title,
      rating: p.rating,
      federation: p.federation,
      fideId: p.fideId,
      birthDate: p.birth,
      ...(p.nationalRating ? { nationalRating: p.nationalRating } : {}),
      ...(p.club ? { club: p.club } : {}),
    },
    byes: (byes[i + 1] ?? []).map((b) => ({ id: i + 1, ...b })),
    row: i + 1,
  }));
}

/** What an arbiter types as games finish: the result cells of the round just paired. */
async function typeResults(port: WorkbookPort, round: number, random: () => number): Promise<void> {
  const state = await readWorkbook(port);
  const sheet = state.roundSheets.get(round)!;
  const rating = new Map(state.tournament.players.map((p) => [p.id, p.rating] as const));
  for (const b of state.rounds[round - 1]!.boards) {
    await port.writeValues(sheet, b.resultCell, [
      [simulatedResult(rating.get(b.white) ?? 0, rating.get(b.black) ?? 0, random)],
    ]);
  }
}

/** The arbiter marks a player as withdrawn on the Players sheet. */
async function withdraw(port: WorkbookPort, id: number, afterRound: number): Promise<void> {
  const state = await readWorkbook(port);
  const sheet = state.sheetOf.players!;
  const values = await port.readSheet(sheet);
  const header = findHeaderRow(values, PLAYER_HEADERS, ['no', 'status'])!;
  const noCol = header.columns.get('no')![0]!;
  const statusCol = header.columns.get('status')![0]!;
  const row = values.findIndex((line, r) => r > header.row && cellText(line[noCol] ?? null) === String(id));
  await port.writeValues(sheet, address(row, statusCol), [[`withdrawn after round ${afterRound}`]]);
}

/**
 * Build the sample tournament from the bundled player list and play it through round by round with seeded
 * results; leave the finished workbook and its TRF in `dir`.
 */
export async function runDemo(dir: string, options: DemoOptions = {}): Promise<DemoOutcome> {
  const random = seededRandom(options.seed ?? 2026);
  const rounds = options.rounds ?? 7;
  const log = options.log ?? (() => undefined);
  const book = XlsxWorkbook.create();
  await newTournament(book, {
    settings: {
      info: {
        name: 'Arbiter Sheet Demo Open',
        city: 'Bursa',
        federation: 'TUR',
        startDate: '2026/04/04',
        endDate: '2026/04/08',
        chiefArbiter: 'Example, Chief (IA)',
        deputyArbiters: ['Example, Deputy (FA)'],
        timeControl: '90 min + 30 s/move',
        typeText: 'Individual Swiss, FIDE Dutch system',
      },
      totalRounds: rounds,
      system: 'dutch',
      colourChoice: 'lot',
      tiebreaks: ['BH-C1', 'BH', 'SB', 'DE', 'WIN'],
    },
    players: demoRows(),
  });
  for (let r = 1; r <= rounds; r++) {
    const date = `2026/04/${String(3 + r).padStart(2, '0')}`; // one round a day from the start date
    const outcome = await pairNextRound(book, { random, date, ...(options.pair ? { pair: options.pair } : {}) });
    log(
      `round ${r}: ${outcome.pairing.boards.length} boards${outcome.pairing.pab !== null ? `, bye: ${outcome.pairing.pab}` : ''}`,
    );
    await typeResults(book, r, random);
    if (r === 5 && rounds > 5) await withdraw(book, 38, 5);
  }
  await updateReports(book);
  fs.mkdirSync(dir, { recursive: true });
  const workbook = path.join(dir, 'demo-tournament.xlsx');
  const trf = path.join(dir, 'demo-tournament.trf');
  await book.save(workbook);
  fs.writeFileSync(trf, await exportTrf(book));
  return { workbook, trf, rounds };
}
