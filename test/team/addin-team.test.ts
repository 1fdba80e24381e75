import { FakeExcel, FakeWorkbook } from '../doubles/fake-excel';
import { MemoryWorkbook } from '../../src/workbook/memory-port';
import { newTeamEvent } from '../../src/workbook/commands/team-event';
import { expectDone, run } from '../excel/support';

/** The add-in's actions route a team workbook (a Team Settings sheet) to the team commands. */
describe('add-in dispatch on a team workbook', () => {
  it('Pair next round, results typed, Standings, Export TRF; an action teams do not have is refused with a message', async () => {
    const template = new MemoryWorkbook();
    await newTeamEvent(template, {
      settings: { boards: 2, boardPattern: ['w', 'b'], totalRounds: 3, initialColour: 'w', pab: { mp: 1, gp: 1 } },
    });
    const workbook = new FakeWorkbook(['Sheet1']);
    for (const name of await template.listSheets()) {
      workbook.addSheet(name);
      workbook.type(name, 'A1', await template.readSheet(name));
    }
    workbook.type('Teams', 'A2', [
      [1, 'North', null, null, null, 1, 'n1', 2100],
      [null, null, null, null, null, 2, 'n2', 2000],
      [2, 'South', null, null, null, 1, 's1', 2050],
      [null, null, null, null, null, 2, 's2', 1950],
      [3, 'East', null, null, null, 1, 'e1', 1900],
      [null, null, null, null, null, 2, 'e2', 1850],
    ]);
    const fake = new FakeExcel(workbook);
    const paired = expectDone(await run(fake, { action: 'pairNextRound' }));
    expect(paired.detail).toMatchObject({ round: 1, sheet: 'Team round 1', boards: 1, pab: 3 });
    // the round sheet: match row, two board rows; the arbiter types the results
    const sheet = workbook.values('Team round 1');
    expect(sheet[2].slice(0, 5)).toEqual([1, null, '1 North', 'W', '2 South']);
    workbook.type('Team round 1', 'F4', [['1-0'], ['½-½']]);
    const standings = expectDone(await run(fake, { action: 'updateStandings' }));
    expect(standings.detail.sheets).toEqual(['Team Standings', 'Team Crosstable', 'Board Results']);
    expect(workbook.values('Team Standings')[1].slice(0, 5)).toEqual([1, 1, 'North', 2, 1.5]);
    const exported = expectDone(await run(fake, { action: 'exportTrf' }));
    expect(exported.detail.trf).toMatch(/^310 {3}1 North/m);
    const refused = await run(fake, { action: 'undoLastRound' });
    expect(refused.kind).toBe('problems');
  });
});
