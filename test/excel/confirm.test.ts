import { FakeExcel, FakeWorkbook } from '../doubles/fake-excel';
import type { Outcome } from '../../src/excel/outcome';
import { readRoundSheet } from '../../src/workbook/round-sheet';
import { SETTINGS_ROWS } from '../../src/workbook/settings';
import { expectDone, run, SWISS_SETUP, typePlayers, typeResults } from './support';

/**
 * Nothing the arbiter typed is overwritten without a confirmation (design.md §2): the command stops before
 * its write sync with the exact list, and goes on only with that list's token.
 */
function confirmation(o: Outcome): Extract<Outcome, { kind: 'confirm' }>['confirmation'] {
  if (o.kind !== 'confirm') throw new Error(`expected a confirmation, got ${JSON.stringify(o).slice(0, 300)}`);
  return o.confirmation;
}

function snapshot(fake: FakeExcel): string {
  return JSON.stringify(fake.workbook.sheets.map((s) => [s.name, s.snapshot()]));
}

async function tournament(players = 10): Promise<FakeExcel> {
  const fake = new FakeExcel(new FakeWorkbook(['Sheet1']));
  expectDone(await run(fake, { action: 'setup', setup: SWISS_SETUP }));
  typePlayers(fake.workbook, players);
  expectDone(await run(fake, { action: 'pairNextRound' }));
  return fake;
}

function resultCells(fake: FakeExcel, round = 1): string[] {
  return readRoundSheet(fake.workbook.values(`Round ${round}`), `Round ${round}`, round).boards.map(
    (b) => b.resultCell,
  );
}

describe('overwrites wait for the arbiter', () => {
  it("a new tournament over a sheet with the arbiter's data lists that sheet; the token lets it go", async () => {
    const fake = new FakeExcel(new FakeWorkbook(['Entries']));
    fake.workbook.type('Entries', 'A1', [
      ['Name', 'Club'],
      ['Ayşe', 'Kadıköy'],
    ]);
    const before = snapshot(fake);
    const c = confirmation(await run(fake, { action: 'setup', setup: SWISS_SETUP }));
    expect(c.sheets).toEqual([
      {
        sheet: 'Entries',
        cells: 4,
        deleted: true,
        examples: expect.arrayContaining([{ sheet: 'Entries', cell: 'A2', before: 'Ayşe', after: '' }]),
      },
    ]);
    expect(snapshot(fake)).toBe(before);
    expect(fake.runs[fake.runs.length - 1]!.syncs).toBe(3); // read, then stopped before writing
    // a token of another list does not open the way
    expect((await run(fake, { action: 'setup', setup: SWISS_SETUP }, { allow: 'deadbeef' })).kind).toBe('confirm');
    expectDone(await run(fake, { action: 'setup', setup: SWISS_SETUP }, { allow: c.token }));
    expect(fake.workbook.sheets.map((s) => s.name)).toEqual(['Settings', 'Players']);
  });

  it('changing a typed setting shows the cell with its old and new value', async () => {
    const fake = await tournament();
    const row = SETTINGS_ROWS.findIndex((r) => r.key === 'system') + 2;
    const c = confirmation(await run(fake, { action: 'setup', setup: { ...SWISS_SETUP, system: 'dubov' } }));
    expect(c.sheets).toEqual([
      {
        sheet: 'Settings',
        cells: 1,
        deleted: false,
        examples: [{ sheet: 'Settings', cell: `B${row}`, before: 'Dutch', after: 'Dubov' }],
      },
    ]);
    expect(fake.workbook.valueAt('Settings', `B${row}`)).toBe('Dutch');
    const done = expectDone(
      await run(fake, { action: 'setup', setup: { ...SWISS_SETUP, system: 'dubov' } }, { allow: c.token }),
    );
    expect(done.detail.notes).toEqual([`Settings!B${row}`]);
    expect(fake.workbook.valueAt('Settings', `B${row}`)).toBe('Dubov');
    // saving the same settings again changes nothing and asks nothing
    expect(
      expectDone(await run(fake, { action: 'setup', setup: { ...SWISS_SETUP, system: 'dubov' } })).detail.notes,
    ).toEqual([]);
  });

  it('a result goes into an empty cell at once; over a different result only after confirmation', async () => {
    const fake = await tournament();
    const [first] = resultCells(fake);
    expectDone(await run(fake, { action: 'enterResult', sheet: 'Round 1', cell: first!, value: '1-0' }));
    expect(fake.workbook.valueAt('Round 1', first!)).toBe('1-0');
    expectDone(await run(fake, { action: 'enterResult', sheet: 'Round 1', cell: first!, value: '1-0' }));
    const c = confirmation(await run(fake, { action: 'enterResult', sheet: 'Round 1', cell: first!, value: '0-1' }));
    expect(c.sheets[0]!.examples).toEqual([{ sheet: 'Round 1', cell: first, before: '1-0', after: '0-1' }]);
    expect(fake.workbook.valueAt('Round 1', first!)).toBe('1-0');
    // the arbiter typed something else meanwhile: the old token no longer fits
    fake.workbook.type('Round 1', first!, [['½-½']]);
    expect(
      (await run(fake, { action: 'enterResult', sheet: 'Round 1', cell: first!, value: '0-1' }, { allow: c.token }))
        .kind,
    ).toBe('confirm');
    expect(fake.workbook.valueAt('Round 1', first!)).toBe('½-½');
  });

  it('refuses a result outside a result cell, or a notation that is not a result, naming the cell', async () => {
    const fake = await tournament();
    expect(await run(fake, { action: 'enterResult', sheet: 'Round 1', cell: 'C3', value: '1-0' })).toEqual({
      kind: 'problems',
      action: 'enterResult',
      problems: [{ level: 'error', sheet: 'Round 1', cell: 'C3', message: 'this is not the result cell of a board' }],
    });
    const [first] = resultCells(fake);
    const bad = await run(fake, { action: 'enterResult', sheet: 'Round 1', cell: first!, value: '3-2' });
    expect(bad).toMatchObject({
      kind: 'problems',
      problems: [{ sheet: 'Round 1', cell: first, message: expect.stringContaining('"3-2"') }],
    });
  });

  it('re-pairing a round with results lists the results; with the token the round is paired afresh', async () => {
    const fake = await tournament();
    typeResults(fake.workbook, 'Round 1', 1);
    const cells = resultCells(fake);
    const c = confirmation(await run(fake, { action: 'repairLastRound' }));
    expect(c.sheets.map((s) => [s.sheet, s.cells])).toEqual([['Round 1', 5]]);
    expect(c.sheets[0]!.examples.map((e) => e.cell)).toEqual(cells);
    expectDone(await run(fake, { action: 'repairLastRound' }, { allow: c.token }));
    expect(cells.map((cell) => fake.workbook.valueAt('Round 1', cell))).toEqual(['', '', '', '', '']);
    expect(fake.workbook.sheets.filter((s) => /^Round/.test(s.name)).map((s) => s.name)).toEqual(['Round 1']);
  });

  it('pairing the next round never asks: it writes only a new sheet, the Log and empty cells', async () => {
    const fake = await tournament();
    typeResults(fake.workbook, 'Round 1', 1);
    const before = fake.workbook.values('Round 1');
    expectDone(await run(fake, { action: 'pairNextRound' }));
    expect(fake.workbook.values('Round 1')).toEqual(before);
  });
});
