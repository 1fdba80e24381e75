import { FakeExcel, FakeWorkbook } from '../doubles/fake-excel';
import { readJournal } from '../../src/excel/journal';
import { JOURNAL_SHEET } from '../../src/excel/overwrites';
import { expectDone, run, SWISS_SETUP, typePlayers, typeResults } from './support';

/**
 * "Undo last round" restores what the pairing changed (design.md §5), on every host: before ExcelApi 1.20
 * Excel cannot undo an add-in's writes itself, so the pairing keeps a journal in a very hidden sheet.
 */
const DRAWN_LABEL = 'Colour drawn by lot';

function drawnCell(fake: FakeExcel): unknown {
  return fake.workbook.values('Settings').find((r) => r[0] === DRAWN_LABEL)?.[1] ?? null;
}

/** Visible sheets but the journal: hiding it needs Worksheet.visibility, ExcelApi 1.2 (gated: on 1.1 it stays visible). */
function visible(fake: FakeExcel): string[] {
  return fake.workbook.sheets.filter((s) => s.visibility === 'Visible' && s.name !== JOURNAL_SHEET).map((s) => s.name);
}

async function setUp(version: string): Promise<FakeExcel> {
  const fake = new FakeExcel(new FakeWorkbook(['Sheet1']));
  expectDone(await run(fake, { action: 'setup', setup: SWISS_SETUP }, { version }));
  typePlayers(fake.workbook, 12);
  return fake;
}

describe.each(['1.1', '1.20'])('undo last round on ExcelApi %s', (version) => {
  it('puts the workbook back as it was before round 1: sheet, Log and the drawn colour', async () => {
    const fake = await setUp(version);
    const before = JSON.stringify(fake.workbook.sheets.map((s) => [s.name, s.snapshot()]));
    expect(drawnCell(fake)).toBeNull();
    expectDone(await run(fake, { action: 'pairNextRound' }, { version }));
    expect(drawnCell(fake)).toMatch(/^(white|black)$/);
    const journal = readJournal(fake.workbook.values(JOURNAL_SHEET));
    expect([...journal.keys()]).toEqual([1]);
    expect(journal.get(1)!.created.map((c) => c.sheet)).toEqual(['Round 1', 'Log']);

    const undone = expectDone(await run(fake, { action: 'undoLastRound' }, { version }));
    expect(undone.syncs).toBe(5); // 3 to read, the round sheet deleted outside the undo group, then the data
    expect(undone.detail).toEqual({ round: 1, sheet: 'Round 1', notes: [] });
    expect(visible(fake)).toEqual(['Settings', 'Players']);
    expect(drawnCell(fake)).toBeNull();
    expect(
      JSON.stringify(fake.workbook.sheets.filter((s) => s.name !== JOURNAL_SHEET).map((s) => [s.name, s.snapshot()])),
    ).toBe(before);
    expect(readJournal(fake.workbook.values(JOURNAL_SHEET)).size).toBe(0);
  });

  it('refuses while the round has results, naming the cells, and writes nothing', async () => {
    const fake = await setUp(version);
    expectDone(await run(fake, { action: 'pairNextRound' }, { version }));
    typeResults(fake.workbook, 'Round 1', 1, ['1-0']);
    const before = JSON.stringify(fake.workbook.sheets.map((s) => [s.name, s.snapshot()]));
    const refused = await run(fake, { action: 'undoLastRound' }, { version });
    expect(refused.kind).toBe('problems');
    if (refused.kind === 'problems') {
      expect(refused.problems).toHaveLength(6);
      expect(refused.problems[0]).toMatchObject({
        sheet: 'Round 1',
        cell: 'F3',
        message: expect.stringContaining('cannot be undone'),
      });
    }
    expect(JSON.stringify(fake.workbook.sheets.map((s) => [s.name, s.snapshot()]))).toBe(before);
  });

  it('leaves a cell the arbiter changed after the pairing, and says so', async () => {
    const fake = await setUp(version);
    expectDone(await run(fake, { action: 'pairNextRound' }, { version }));
    const row = fake.workbook.values('Settings').findIndex((r) => r[0] === DRAWN_LABEL);
    const drawn = drawnCell(fake) === 'white' ? 'black' : 'white';
    fake.workbook.type('Settings', `B${row + 1}`, [[drawn]]);
    const undone = expectDone(await run(fake, { action: 'undoLastRound' }, { version }));
    expect(undone.detail.notes).toEqual([`Settings!B${row + 1} was changed after the pairing; left as it is`]);
    expect(drawnCell(fake)).toBe(drawn);
  });

  it('undoes round 2 only back to round 1, keeping the drawn colour of round 1', async () => {
    const fake = await setUp(version);
    expectDone(await run(fake, { action: 'pairNextRound' }, { version }));
    const drawn = drawnCell(fake);
    typeResults(fake.workbook, 'Round 1', 1);
    expectDone(await run(fake, { action: 'pairNextRound' }, { version }));
    const log = fake.workbook.values('Log').length;
    expectDone(await run(fake, { action: 'undoLastRound' }, { version }));
    expect(visible(fake)).toEqual(['Settings', 'Players', 'Round 1', 'Log']);
    expect(drawnCell(fake)).toBe(drawn);
    expect(fake.workbook.values('Log').length).toBeLessThan(log);
    expect(
      fake.workbook
        .values('Log')
        .slice(1)
        .every((r) => r[0] === 1),
    ).toBe(true);
  });
});

describe('undo without a journal', () => {
  it('asks before deleting a round sheet it did not see being made (paired elsewhere)', async () => {
    const fake = await setUp('1.20');
    expectDone(await run(fake, { action: 'pairNextRound' }));
    fake.workbook.deleteSheet(fake.workbook.need(JOURNAL_SHEET));
    const outcome = await run(fake, { action: 'undoLastRound' });
    expect(outcome.kind).toBe('confirm');
    if (outcome.kind !== 'confirm') return;
    expect(outcome.confirmation.sheets.map((s) => [s.sheet, s.deleted])).toEqual([['Round 1', true]]);
    expectDone(await run(fake, { action: 'undoLastRound' }, { allow: outcome.confirmation.token }));
    expect(visible(fake)).not.toContain('Round 1');
  });
});
