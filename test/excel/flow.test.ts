import { FakeExcel, FakeWorkbook } from '../doubles/fake-excel';
import { JOURNAL_SHEET } from '../../src/excel/overwrites';
import { cellText, type SheetValues } from '../../src/workbook/cells';
import { MemoryWorkbook } from '../../src/workbook/memory-port';
import { newTournament } from '../../src/workbook/commands/new-tournament';
import { pairNextRound } from '../../src/workbook/commands/pair-next';
import { updateReports } from '../../src/workbook/commands/update-reports';
import { readWorkbook } from '../../src/workbook/read';
import { expectDone, playerRows, run, seeded, SWISS_SETUP, typePlayers, typeResults } from './support';
import { pairRound } from '../../src/engine/systems';

/** Cell text of a sheet as shown, trailing blanks trimmed: Excel keeps "2600" as a number, the memory port as typed. */
function shown(values: SheetValues): string[][] {
  const rows = values.map((r) => {
    const line = r.map((v) => cellText(v));
    while (line.length && line[line.length - 1] === '') line.pop();
    return line;
  });
  while (rows.length && rows[rows.length - 1]!.length === 0) rows.pop();
  return rows;
}

describe('a 40-player Swiss through the Office.js port', () => {
  const fake = new FakeExcel(new FakeWorkbook(['Sheet1']));
  const syncs: Record<string, number> = {};

  it('sets up the tournament: Settings and Players replace the blank sheet, in 3 syncs', async () => {
    const done = expectDone(await run(fake, { action: 'setup', setup: SWISS_SETUP }));
    syncs.setup = done.syncs;
    expect(done.syncs).toBeLessThanOrEqual(6); // 3 to read (sheets, used ranges, values), then data, layout, sheet order/visibility
    expect(fake.workbook.sheets.map((s) => s.name)).toEqual(['Settings', 'Players']);
    expect(fake.workbook.tables.map((t) => [t.name, t.sheet.name])).toEqual([['Players', 'Players']]);
    typePlayers(fake.workbook, 40);
  });

  it('pairs round 1 in 3 syncs (2 to read, 1 to write), recording the drawn colour in Settings', async () => {
    const done = expectDone(await run(fake, { action: 'pairNextRound' }));
    syncs.round1 = done.syncs;
    expect(done.syncs).toBeLessThanOrEqual(6); // 3 to read (sheets, used ranges, values), then data, layout, sheet order/visibility
    // data and layout each one undo step; sheet order and hiding the journal outside the group; the reading run last to finish
    expect(fake.runs.slice(-4).map((r) => !!r.options?.mergeUndoGroup)).toEqual([true, true, false, false]);
    expect(done.detail).toMatchObject({ round: 1, sheet: 'Round 1', boards: 20, pab: null });
    expect(['w', 'b']).toContain(done.detail.drawnColour);
    const settings = fake.workbook.values('Settings');
    const drawn = settings.find((r) => r[0] === 'Colour drawn by lot');
    expect(drawn?.[1]).toBe(done.detail.drawnColour === 'w' ? 'white' : 'black');
    // result cells are text with the drop-down of notations, and nothing became a formula
    expect(fake.workbook.formatAt('Round 1', 'F3').numberFormat).toBe('@');
    expect(fake.workbook.sheet('Round 1')!.validations[0]!.rule.list!.source).toContain('½-½');
    for (const s of fake.workbook.sheets) expect([s.name, s.formulaCells()]).toEqual([s.name, []]);
    expect(fake.workbook.sheet(JOURNAL_SHEET)!.visibility).toBe('VeryHidden');
    expect(fake.discarded).toBe(0);
  });

  it('pairs round 2 after the results are typed, again in 3 syncs', async () => {
    expect(typeResults(fake.workbook, 'Round 1', 1)).toBe(20);
    const done = expectDone(await run(fake, { action: 'pairNextRound' }));
    syncs.round2 = done.syncs;
    expect(done.syncs).toBeLessThanOrEqual(6); // 3 to read (sheets, used ranges, values), then data, layout, sheet order/visibility
    expect(done.detail).toMatchObject({ round: 2, sheet: 'Round 2', boards: 20 });
    expect(fake.workbook.sheets.filter((s) => s.visibility === 'Visible').map((s) => s.name)).toEqual([
      'Settings',
      'Players',
      'Round 1',
      'Round 2',
      'Log',
    ]);
  });

  it('updates the standings in 3 syncs', async () => {
    typeResults(fake.workbook, 'Round 2', 2);
    const done = expectDone(await run(fake, { action: 'updateStandings' }));
    syncs.standings = done.syncs;
    expect(done.syncs).toBeLessThanOrEqual(6); // 3 to read (sheets, used ranges, values), then data, layout, sheet order/visibility
    const standings = fake.workbook.values('Standings');
    const header = standings.findIndex((r) => r[0] === 'Rank');
    expect(standings[header]!.slice(0, 7)).toEqual(['Rank', 'No', 'Title', 'Name', 'Fed', 'Rtg', 'Pts']);
    const rows = standings.slice(header + 1, header + 41);
    expect(rows.map((r) => r[1]).sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    // 20 games in each of two rounds, one point per game: the points column sums to 40
    const points = rows.map((r) => Number(String(r[6]).replace('½', '.5')));
    expect(points.reduce((a, b) => a + b, 0)).toBe(40);
    expect(fake.workbook.sheets.map((s) => s.name)).toContain('Standings');
  });

  it('wrote exactly what the shared commands write through the in-memory port', async () => {
    // the same commands, the same lot and the same typed results, through MemoryWorkbook
    const memory = new MemoryWorkbook();
    const { system, rounds, tiebreaks, name } = SWISS_SETUP;
    await newTournament(memory, {
      language: 'en',
      settings: { info: { name }, system, totalRounds: rounds, tiebreaks, colourChoice: 'lot', language: 'en' },
    });
    await memory.writeValues('Players', 'A2', playerRows(40));
    for (const r of [1, 2]) {
      const lot = seeded()();
      await pairNextRound(memory, {
        random: () => lot,
        date: '2025/03/01',
        pair: (t, round, o) => pairRound(t, round, o),
      });
      const state = await readWorkbook(memory);
      const results = r === 1 ? ['1-0', '½-½', '0-1'] : ['1-0', '½-½', '0-1'];
      for (const [i, b] of state.rounds[r - 1]!.boards.entries())
        await memory.writeValues(`Round ${r}`, b.resultCell, [[results[i % 3]!]]);
    }
    await updateReports(memory, ['standings']);
    for (const sheet of ['Settings', 'Round 1', 'Round 2', 'Log', 'Standings']) {
      expect([sheet, shown(fake.workbook.values(sheet))]).toEqual([sheet, shown(await memory.readSheet(sheet))]);
    }
    // Players: the typed rows are the same; Excel keeps numbers as numbers
    expect(shown(fake.workbook.values('Players'))).toEqual(shown(await memory.readSheet('Players')));
    console.info(`sync counts, 40 players: ${JSON.stringify(syncs)}`);
  });
});
