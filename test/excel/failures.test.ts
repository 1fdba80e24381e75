import { FakeExcel, FakeWorkbook } from '../doubles/fake-excel';
import { PLATFORMS } from '../doubles/excel-rules';
import type { ActionRequest } from '../../src/excel/actions';
import { readRoundSheet } from '../../src/workbook/round-sheet';
import { expectDone, run, SWISS_SETUP, typePlayers, typeResults } from './support';

/**
 * Nothing the arbiter typed is lost when any single Excel call fails (issue #17). For each command, the
 * double makes call 1, 2, ... N fail in turn (N: the calls the command makes when nothing fails); after each
 * the workbook must be as before (the command failed, in words), or hold the complete data with a warning
 * (a layout call failed). Undo groups follow Excel on Windows (the strictest table in excel-rules.ts).
 */
type Step = (fake: FakeExcel) => Promise<void>;

const setUp: Step = async (fake) => {
  expectDone(await run(fake, { action: 'setup', setup: SWISS_SETUP }));
  typePlayers(fake.workbook, 12);
};
const pair =
  (round: number): Step =>
  async (fake) => {
    expectDone(await run(fake, { action: 'pairNextRound' }));
    typeResults(fake.workbook, `Round ${round}`, round);
  };
const pairOnly: Step = async (fake) => {
  expectDone(await run(fake, { action: 'pairNextRound' }));
};

/**
 * Values of every sheet, by name (tab order aside: a sheet put back after a failure comes last). Empty
 * sheets are left out: an empty Sheet1 that could not be removed holds nothing.
 */
function contents(fake: FakeExcel): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const s of fake.workbook.sheets) if (s.snapshot().length) out[s.name] = s.snapshot();
  return out;
}

const CASES: readonly [string, readonly Step[], (fake: FakeExcel) => ActionRequest][] = [
  ['setup on a blank workbook', [], () => ({ action: 'setup', setup: SWISS_SETUP })],
  ['pair round 1', [setUp], () => ({ action: 'pairNextRound' })],
  ['pair round 2', [setUp, pair(1)], () => ({ action: 'pairNextRound' })],
  ['re-pair round 2', [setUp, pair(1), pairOnly], () => ({ action: 'repairLastRound' })],
  ['undo round 2', [setUp, pair(1), pairOnly], () => ({ action: 'undoLastRound' })],
  [
    'enter a result',
    [setUp, pairOnly],
    (fake) => {
      const cell = readRoundSheet(fake.workbook.values('Round 1'), 'Round 1', 1).boards[0]!.resultCell;
      return { action: 'enterResult', sheet: 'Round 1', cell, value: '1-0' };
    },
  ],
  ['standings', [setUp, pair(1)], () => ({ action: 'updateStandings' })],
  ['pairing cards', [setUp, pair(1), pairOnly], () => ({ action: 'buildPairingCards' })],
];

async function prepared(steps: readonly Step[]): Promise<FakeExcel> {
  const fake = new FakeExcel(new FakeWorkbook(['Sheet1']));
  for (const step of steps) await step(fake);
  return fake;
}

describe('any single Excel call failing leaves the workbook as it was, or the data complete with a warning', () => {
  it.each(CASES)('%s', async (_name, steps, request) => {
    const clean = await prepared(steps);
    const from = clean.executed;
    expectDone(await run(clean, request(clean)));
    const calls = clean.executed - from;
    const complete = contents(clean);
    expect(calls).toBeGreaterThan(3);
    let failed = 0;
    let warned = 0;
    for (let i = 1; i <= calls; i++) {
      const fake = await prepared(steps);
      const before = contents(fake);
      fake.failAt = fake.executed + i;
      const outcome = await run(fake, request(fake));
      if (outcome.kind === 'failed') {
        failed++;
        expect([i, outcome.message]).toEqual([
          i,
          expect.stringMatching(
            /^Excel could not finish: .*injected.*(The workbook is as it was before|Nothing was written)\.$/,
          ),
        ]);
        expect([i, contents(fake)]).toEqual([i, before]);
      } else {
        const done = expectDone(outcome);
        warned++;
        expect([i, done.detail.warnings?.length ?? 0]).toEqual([i, 1]);
        expect([i, contents(fake)]).toEqual([i, complete]);
      }
    }
    expect(failed).toBeGreaterThan(0);
    expect(failed + warned).toBe(calls);
  });
});

describe('undo groups hold only calls Excel can undo, on every platform', () => {
  it.each(PLATFORMS)('Excel on %s: set up, pair, re-pair, undo, reports', async (platform) => {
    const fake = new FakeExcel(new FakeWorkbook(['Sheet1']));
    fake.platform = platform;
    await setUp(fake);
    await pair(1)(fake);
    await pairOnly(fake);
    for (const action of [
      'repairLastRound',
      'undoLastRound',
      'pairNextRound',
      'updateStandings',
      'buildCrosstable',
      'buildPairingCards',
    ] as const) {
      const outcome = await run(fake, { action });
      expect([action, outcome.kind, outcome.kind === 'failed' ? outcome.message : '']).toEqual([action, 'done', '']);
    }
    expect(fake.runs.filter((r) => r.options?.mergeUndoGroup).length).toBeGreaterThan(0);
  });
});
