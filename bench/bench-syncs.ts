/**
 * How many `context.sync` calls the add-in's commands cost, by number of players (design.md §6): the
 * Office.js port against the Excel double, which counts them. Run after `npm run build:cli`:
 *   node build/node/bench-syncs.js [PLAYERS ...] [--engine]
 * Without --engine the rounds are paired by a stand-in (players in pairing-number order): the sync count
 * does not depend on who plays whom, and a 500-player Dutch round takes the real engine minutes here.
 */
import { truncateBeforeRound, type Tournament } from '../src/engine/model';
import type { RoundPairing } from '../src/engine/pairing';
import { pairRound } from '../src/engine/systems';
import { runAction, type ActionRequest, type AddinHost, type ExcelHost } from '../src/excel/actions';
import { FakeExcel, FakeWorkbook, requirementsUpTo } from '../test/doubles/fake-excel';
import type { AsyncPairer } from '../src/excel/pair-with';
import { PLAYER_COLUMNS } from '../src/workbook/players';
import { readRoundSheet } from '../src/workbook/round-sheet';

/** STAND-IN, not a pairing system: 1-2, 3-4, ... of the players free in the round; the last one odd out gets the bye. */
export async function pairInOrder(t: Tournament, round: number): Promise<RoundPairing> {
  const free = truncateBeforeRound(t, round)
    .players.filter((p) => !p.rounds[round - 1])
    .map((p) => p.id);
  const boards = [];
  for (let i = 0; i + 1 < free.length; i += 2)
    boards.push(
      (i / 2 + round) % 2 ? { white: free[i + 1]!, black: free[i]! } : { white: free[i]!, black: free[i + 1]! },
    );
  return {
    round,
    boards,
    pab: free.length % 2 ? free[free.length - 1]! : null,
    explanation: [`stand-in: ${free.length} players paired in order`],
  };
}

export const enginePairer: AsyncPairer = async (t, round) => pairRound(t, round, { explain: true });

export interface SyncCounts {
  readonly players: number;
  /** Syncs per step, in order. */
  readonly steps: readonly { readonly step: string; readonly syncs: number; readonly ms: number }[];
}

const STEPS: readonly [string, ActionRequest][] = [
  ['pair round 1', { action: 'pairNextRound' }],
  ['pair round 2', { action: 'pairNextRound' }],
  ['standings', { action: 'updateStandings' }],
  ['crosstable', { action: 'buildCrosstable' }],
  ['cards', { action: 'buildPairingCards' }],
  ['export TRF', { action: 'exportTrf' }],
];

/** Set up a tournament of `players`, pair two rounds (results typed in between) and build every report. */
export async function measureSyncs(
  players: number,
  pairer: AsyncPairer = pairInOrder,
  version = '1.20',
): Promise<SyncCounts> {
  const fake = new FakeExcel(new FakeWorkbook(['Sheet1']));
  const host: AddinHost = { excel: fake as unknown as ExcelHost, supports: requirementsUpTo(version) };
  const steps: { step: string; syncs: number; ms: number }[] = [];
  const step = async (name: string, request: ActionRequest): Promise<void> => {
    const before = fake.syncs;
    const start = Date.now();
    const outcome = await runAction(host, request, { pairer, random: () => 0.25, today: () => new Date(2025, 0, 1) });
    if (outcome.kind !== 'done') throw new Error(`${name}: ${JSON.stringify(outcome).slice(0, 400)}`);
    steps.push({ step: name, syncs: fake.syncs - before, ms: Date.now() - start });
  };
  await step('setup', {
    action: 'setup',
    setup: {
      name: 'Sync bench',
      system: 'dutch',
      rounds: 9,
      tiebreaks: ['BH-C1', 'BH', 'SB'],
      colour: 'lot',
      language: 'en',
    },
  });
  fake.workbook.type(
    'Players',
    'A2',
    Array.from({ length: players }, (_, i) =>
      PLAYER_COLUMNS.map((c) =>
        c === 'no'
          ? i + 1
          : c === 'name'
            ? `Player ${i + 1}`
            : c === 'rating'
              ? 2800 - i
              : c === 'federation'
                ? 'FID'
                : '',
      ),
    ),
  );
  for (const [name, request] of STEPS) {
    await step(name, request);
    if (name.startsWith('pair round')) {
      const round = Number(name.slice(-1));
      const sheet = `Round ${round}`;
      readRoundSheet(fake.workbook.values(sheet), sheet, round).boards.forEach((b, i) =>
        fake.workbook.type(sheet, b.resultCell, [[['1-0', '½-½', '0-1'][i % 3]!]]),
      );
    }
  }
  return { players, steps };
}

export function formatCounts(c: SyncCounts): string {
  return `${c.players} players: ${c.steps.map((s) => `${s.step} ${s.syncs}`).join(', ')} syncs`;
}

async function main(argv: readonly string[]): Promise<void> {
  const sizes = argv.filter((a) => /^\d+$/.test(a)).map(Number);
  const pairer = argv.includes('--engine') ? enginePairer : pairInOrder;
  for (const n of sizes.length ? sizes : [40, 500]) console.log(formatCounts(await measureSyncs(n, pairer)));
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  });
}
