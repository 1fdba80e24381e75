import { readTrf } from '../../src/formats/trf';
import { MemoryWorkbook } from '../../src/workbook/memory-port';
import { importTournament } from '../../src/workbook/commands/import-tournament';
import { writePrizesSheet } from '../../src/workbook/commands/prizes';
import { writeRatingChangeSheet } from '../../src/workbook/commands/rating-change';
import { WorkbookProblems } from '../../src/workbook/problems';
import { readFixture, readFixtureJson } from '../support/shared';

async function book(lang: 'en' | 'tr' | 'fa' = 'en'): Promise<MemoryWorkbook> {
  const t = readTrf(readFixture('ratings', 's1-autumn-open.trf')).tournament!;
  const wb = new MemoryWorkbook();
  await importTournament(wb, t, { language: lang });
  return wb;
}

describe('Rating change sheet', () => {
  it("shows every rated player's change and keeps the K the arbiter typed", async () => {
    const wb = await book();
    const first = await writeRatingChangeSheet(wb);
    const values = wb.sheet(first.sheet)!.values;
    const header = values.findIndex((r) => r[0] === 'No' && r[3] === 'K (list)');
    expect(header).toBeGreaterThan(0);
    // the arbiter types the list's K for TPN 6 (2362, reached 2400 before: K 10) and TPN 9 (new player: K 40)
    const row6 = header + 6;
    const row9 = header + 9;
    expect(values[row6]![0]).toBe(6);
    wb.sheet(first.sheet)!.values[row6]![3] = 10;
    wb.sheet(first.sheet)!.values[row9]![3] = 40;
    const again = await writeRatingChangeSheet(wb);
    const expected = readFixtureJson<{ players: { tpn: number; change_rounded?: number }[] }>(
      'ratings',
      's1-autumn-open.expected.json',
    ).players;
    const after = wb.sheet(again.sheet)!.values;
    expect(after[row6]![3]).toBe(10);
    expect(after[row6]![11]).toBe(expected.find((p) => p.tpn === 6)!.change_rounded);
    expect(after[row9]![11]).toBe(expected.find((p) => p.tpn === 9)!.change_rounded);
    expect(after.some((r) => r[0] === 19 && r[7] === 1852)).toBe(true);
    expect(wb.sheet(again.sheet)!.page?.printTitleRows).toEqual([1, header + 1]);
  });
  it('speaks Turkish in a Turkish workbook', async () => {
    const wb = await book('tr');
    const out = await writeRatingChangeSheet(wb);
    expect(out.sheet).toBe('Kur değişimi');
    expect(wb.sheet(out.sheet)!.values.some((r) => r[3] === 'K (liste)')).toBe(true);
  });
});

describe('Prizes sheet', () => {
  it('adds a template, then rebuilds only the distribution below what the arbiter typed', async () => {
    const wb = await book();
    const first = await writePrizesSheet(wb);
    const sheet = wb.sheet(first.sheet)!;
    expect(sheet.values[1]![0]).toBe('Sharing');
    // the arbiter fills in the prizes
    sheet.values[1]![1] = 'split';
    sheet.values[2]![1] = '0.01';
    sheet.values[6] = ['Place', null, 1000, 600, 400];
    sheet.values[7] = ['Best woman', 'sex=w', 150];
    sheet.values[8] = ['Under 1800', 'rating<=1799', 100, 50];
    const typed = sheet.values.slice(0, 9).map((r) => [...r]);
    await writePrizesSheet(wb);
    const values = wb.sheet(first.sheet)!.values;
    expect(values.slice(0, 9)).toEqual(typed);
    const marker = values.findIndex((r) => String(r[0]).startsWith('Distribution'));
    expect(marker).toBeGreaterThan(8);
    const awards = values.slice(marker + 2).filter((r) => typeof r[1] === 'number');
    // Galbarard 6.5 alone in 1st; Torkelssen, Rinpelescu and Tamdanas 5.5 share places 2-4: (600 + 400) / 3
    expect(awards[0]!.slice(1, 6)).toEqual([1, 'Galbarard, Luka', 6.5, 'Place 1', 1000]);
    expect(awards.filter((r) => r[4] === 'Place 2-4').map((r) => r[5])).toEqual([333.33, 333.33, 333.33]);
    expect(
      values.some((r) => String(r[0]).includes('share the prizes of places 2-4 (the tie crosses the last prize place')),
    ).toBe(true);
    // a second run gives the same sheet (the old block is blanked, not left below)
    await writePrizesSheet(wb);
    expect(wb.sheet(first.sheet)!.values.filter((r) => String(r[0]).startsWith('Distribution'))).toHaveLength(1);
  });
  it('a rule it cannot read is reported at its cell and nothing is written', async () => {
    const wb = await book();
    const first = await writePrizesSheet(wb);
    wb.sheet(first.sheet)!.values[7] = ['Seniors', 'age>65', 100];
    const before = wb.writes;
    await expect(writePrizesSheet(wb)).rejects.toThrow(WorkbookProblems);
    await writePrizesSheet(wb).catch((e: WorkbookProblems) => {
      expect(e.problems[0]).toMatchObject({ sheet: 'Prizes', cell: 'B8' });
    });
    expect(wb.writes).toBe(before);
  });
});

describe('alphabetical list and result slips', () => {
  it('round 2: one line per player by name, byes without a board; one slip per board, six to a page', async () => {
    const { writeRoundHandouts } = await import('../../src/workbook/commands/round-handouts');
    const wb = await book();
    const [listName, slipsName] = await writeRoundHandouts(wb, 2);
    expect([listName, slipsName]).toEqual(['Alphabetical 2', 'Result slips 2']);
    const list = wb.sheet(listName!)!.values;
    const rows = list.slice(3, 23);
    expect(rows).toHaveLength(20);
    const names = rows.map((r) => String(r[0]));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    // TPN 13 has the PAB and TPN 17 is absent in round 2 (fixtures README §4)
    expect(rows.find((r) => r[1] === 13)!.slice(5, 8)).toEqual([null, null, 'bye (1 point)']);
    expect(rows.find((r) => r[1] === 17)!.slice(5, 8)).toEqual([null, null, 'absent / not paired']);
    // board 1: Torkelssen (2) White against Tamdanas (15), as in the expected PGN
    expect(rows.find((r) => r[1] === 2)!.slice(5, 9)).toEqual([1, 'W', 'Tamdanas, Hakan', 15]);
    expect(rows.find((r) => r[1] === 15)!.slice(5, 9)).toEqual([1, 'B', 'Torkelssen, Umut', 2]);
    const slips = wb.sheet(slipsName!)!;
    const titles = slips.values.filter((r) => String(r[0]).startsWith('Result slip'));
    expect(titles.map((r) => r[5])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(slips.values.filter((r) => String(r[0]).startsWith("White's signature"))).toHaveLength(9);
    expect(slips.page?.rowBreaks).toEqual([42]);
  });
  it('Turkish sheets use B and S for the colours', async () => {
    const { writeRoundHandouts } = await import('../../src/workbook/commands/round-handouts');
    const wb = await book('tr');
    const [listName] = await writeRoundHandouts(wb, 2);
    expect(listName).toBe('Alfabetik 2');
    expect(wb.sheet(listName!)!.values.find((r) => r[1] === 15)![6]).toBe('S');
  });
});

describe('the event-report sheets follow the standings', () => {
  it('arbiter standings rebuilds Rating change and Prizes when they exist, and adds neither otherwise', async () => {
    const { updateReports } = await import('../../src/workbook/commands/update-reports');
    const wb = await book();
    expect((await updateReports(wb)).sheets).not.toContain('Rating change');
    await writeRatingChangeSheet(wb);
    const prizes = await writePrizesSheet(wb);
    const sheet = wb.sheet(prizes.sheet)!;
    expect(sheet.values[4]).toEqual(['One prize per player', 'yes', null]);
    sheet.values[6] = ['Place', null, 100];
    const out = await updateReports(wb);
    expect(out.sheets).toEqual(expect.arrayContaining(['Rating change', 'Prizes']));
    expect(wb.sheet('Prizes')!.values.some((r) => r[4] === 'Place 1' && r[5] === 100)).toBe(true);
  });
});

it('a Persian workbook gets Persian sheets read right to left', async () => {
  const { writeRoundHandouts } = await import('../../src/workbook/commands/round-handouts');
  const wb = await book('fa');
  const [list, slips] = await writeRoundHandouts(wb, 2);
  const rating = (await writeRatingChangeSheet(wb)).sheet;
  const prizes = (await writePrizesSheet(wb)).sheet;
  expect([list, slips, rating, prizes]).toEqual(['الفبایی 2', 'برگه نتیجه 2', 'تغییر ریتینگ', 'جوایز']);
  for (const s of [list!, slips!, rating, prizes]) expect(wb.sheet(s)!.view?.rightToLeft).toBe(true);
  // the Persian workbook still reads: a second rebuild finds its own sheets again
  expect((await writePrizesSheet(wb)).sheet).toBe('جوایز');
});
