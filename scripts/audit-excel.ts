/**
 * `npm run audit:excel -- --players 3000 --rounds 13`: every add-in command run through Microsoft's own
 * Office.js client (test/doubles/office-js.ts: the request bodies Excel would receive, no network) beside the
 * Excel double. Prints per command the syncs, the largest request and response in bytes, and the undo-unsafe
 * calls held by grouped runs (excel-rules.ts); then the last line
 *   largest request: N bytes; largest response: N bytes; undo-unsafe calls in grouped runs: N
 * Rounds are paired by a STAND-IN (players in order), with Log explanations shaped like the engine's
 * (bracket lines and one line per board): what is read and written does not depend on who plays whom, and the
 * real engine takes minutes per round at 3,000 players. `--engine` pairs with the engine (small fields).
 */
import { truncateBeforeRound, type Tournament } from '../src/engine/model';
import type { RoundPairing } from '../src/engine/pairing';
import { pairRound } from '../src/engine/systems';
import { runAction, type ActionRequest, type AddinHost, type ExcelHost } from '../src/excel/actions';
import type { AsyncPairer } from '../src/excel/pair-with';
import { readPaneState } from '../src/excel/pane-state';
import { PLAYER_COLUMNS } from '../src/workbook/players';
import { readRoundSheet } from '../src/workbook/round-sheet';
import { AUDIT_LIMIT_BYTES } from '../test/doubles/excel-rules';
import { FakeExcel, FakeWorkbook, requirementsUpTo } from '../test/doubles/fake-excel';
import { RecordingExcel, type SyncRecord } from '../test/doubles/office-js';

/** STAND-IN pairing with engine-shaped explanations: 1-2, 3-4 ... of the free players, the last odd one out gets the bye. */
export const standIn: AsyncPairer = async (t: Tournament, round: number): Promise<RoundPairing> => {
  const free = truncateBeforeRound(t, round)
    .players.filter((p) => !p.rounds[round - 1])
    .map((p) => p.id);
  const boards = [];
  const explanation = [`Round ${round}, stand-in pairing; ${free.length} players to pair.`];
  for (let g = 0; g < free.length; g += 40)
    explanation.push(`Bracket ${g / 40}: residents ${free.slice(g, g + 40).join(' ')} (homogeneous)`);
  for (let i = 0; i + 1 < free.length; i += 2) {
    const [w, b] = (i / 2 + round) % 2 ? [free[i + 1]!, free[i]!] : [free[i]!, free[i + 1]!];
    boards.push({ white: w, black: b });
    explanation.push(
      `Board ${w}-${b}: ${w} White (strong White preference, CD -1), ${b} Black (strong Black preference, CD +1): both colour preferences granted (C.04.3 5.2.1).`,
    );
  }
  return { round, boards, pab: free.length % 2 ? free[free.length - 1]! : null, explanation };
};

const enginePairer: AsyncPairer = async (t, round) => pairRound(t, round, { explain: true });

export interface CommandAudit {
  readonly command: string;
  readonly outcome: string;
  readonly syncs: number;
  readonly request: number;
  readonly response: number;
  readonly undoUnsafe: number;
}

export interface Audit {
  readonly rows: readonly CommandAudit[];
  readonly request: number;
  readonly response: number;
  readonly undoUnsafe: number;
}

export async function audit(
  players: number,
  rounds: number,
  options: { pairer?: AsyncPairer; version?: string; log?: (row: CommandAudit) => void } = {},
): Promise<Audit> {
  const fake = new FakeExcel(new FakeWorkbook(['Sheet1']));
  const excel = new RecordingExcel(fake);
  const host: AddinHost = {
    excel: excel as unknown as ExcelHost,
    supports: requirementsUpTo(options.version ?? '1.20'),
  };
  const pairer = options.pairer ?? standIn;
  const rows: CommandAudit[] = [];
  const measure = async (command: string, fn: () => Promise<string>) => {
    const from = excel.records.length;
    const outcome = await fn();
    const slice: SyncRecord[] = excel.records.slice(from);
    const row = {
      command,
      outcome,
      syncs: slice.length,
      request: Math.max(0, ...slice.map((r) => r.requestBytes)),
      response: Math.max(0, ...slice.map((r) => r.responseBytes)),
      undoUnsafe: slice.filter((r) => r.grouped).reduce((n, r) => n + r.undoUnsafe.length, 0),
    };
    rows.push(row);
    options.log?.(row);
  };
  const act = (command: string, request: ActionRequest) =>
    measure(command, async () => {
      const o = await runAction(host, request, { pairer, random: () => 0.25, today: () => new Date(2026, 10, 26) });
      if (o.kind === 'failed') return `failed: ${o.message}`;
      if (o.kind === 'problems')
        return `problems: ${o.problems
          .map((p) => p.message)
          .join('; ')
          .slice(0, 200)}`;
      if (o.kind === 'confirm') return 'asks to confirm';
      const warnings = (o.detail.notes ?? []).length;
      return warnings ? `done (${warnings} notes)` : 'done';
    });
  const refresh = () =>
    measure('pane refresh', async () => {
      const s = await readPaneState(host);
      return 'failed' in s ? `failed: ${s.failed}` : 'done';
    });
  const typeResults = (round: number) => {
    const sheet = `Round ${round}`;
    readRoundSheet(fake.workbook.values(sheet), sheet, round).boards.forEach((b, i) =>
      fake.workbook.type(sheet, b.resultCell, [[['1-0', '½-½', '0-1'][i % 3]!]]),
    );
  };

  await act('setup (blank workbook)', {
    action: 'setup',
    setup: {
      name: 'Audit Open',
      system: 'dutch',
      rounds,
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
              ? 2800 - (i % 1800)
              : c === 'federation'
                ? 'FID'
                : '',
      ),
    ),
  );
  await refresh();
  for (let r = 1; r <= rounds; r++) {
    await act(`pair round ${r}`, { action: 'pairNextRound' });
    if (r < rounds) typeResults(r);
  }
  await act(`re-pair round ${rounds}`, { action: 'repairLastRound' });
  await act(`undo round ${rounds}`, { action: 'undoLastRound' });
  await act(`pair round ${rounds} again`, { action: 'pairNextRound' });
  const board1 = readRoundSheet(fake.workbook.values(`Round ${rounds}`), `Round ${rounds}`, rounds).boards[0]!;
  await act('enter result', { action: 'enterResult', sheet: `Round ${rounds}`, cell: board1.resultCell, value: '1-0' });
  typeResults(rounds);
  await act('standings', { action: 'updateStandings' });
  await act('crosstable', { action: 'buildCrosstable' });
  await act('cards', { action: 'buildPairingCards' });
  await act('check round', { action: 'checkRound' });
  await act('export TRF', { action: 'exportTrf' });
  await refresh();
  const all = excel.records;
  return {
    rows,
    request: Math.max(0, ...all.map((r) => r.requestBytes)),
    response: Math.max(0, ...all.map((r) => r.responseBytes)),
    undoUnsafe: all.filter((r) => r.grouped).reduce((n, r) => n + r.undoUnsafe.length, 0),
  };
}

export function formatRow(r: CommandAudit): string {
  const flag = (n: number) => (n >= AUDIT_LIMIT_BYTES ? ' !' : '');
  return `${r.command.padEnd(24)} ${String(r.syncs).padStart(5)} ${String(r.request).padStart(11)}${flag(r.request).padEnd(2)} ${String(r.response).padStart(11)}${flag(r.response).padEnd(2)} ${String(r.undoUnsafe).padStart(6)}  ${r.outcome}`;
}

export function summaryLine(a: Audit): string {
  return `largest request: ${a.request} bytes; largest response: ${a.response} bytes; undo-unsafe calls in grouped runs: ${a.undoUnsafe}`;
}

function argValue(argv: readonly string[], name: string, fallback: number): number {
  const i = argv.indexOf(name);
  const v = i >= 0 ? Number(argv[i + 1]) : fallback;
  if (!Number.isInteger(v) || v < 1) throw new Error(`${name} wants a positive whole number`);
  return v;
}

async function main(argv: readonly string[]): Promise<void> {
  const players = argValue(argv, '--players', 3000);
  const rounds = argValue(argv, '--rounds', 13);
  console.log(
    `audit: ${players} players, ${rounds} rounds, ExcelApi 1.20, ${argv.includes('--engine') ? 'engine' : 'stand-in'} pairing`,
  );
  console.log(
    `${'command'.padEnd(24)} ${'syncs'.padStart(5)} ${'request B'.padStart(11)}   ${'response B'.padStart(11)}   ${'unsafe'.padStart(6)}  outcome`,
  );
  const result = await audit(players, rounds, {
    ...(argv.includes('--engine') ? { pairer: enginePairer } : {}),
    log: (row) => console.log(formatRow(row)),
  });
  console.log(summaryLine(result));
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  });
}
