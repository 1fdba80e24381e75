import { readTrf } from '../../src/formats/trf';
import { address } from '../../src/workbook/cells';
import { importTournament } from '../../src/workbook/commands/import-tournament';
import { writePrizesSheet } from '../../src/workbook/commands/prizes';
import { writeRoundHandouts } from '../../src/workbook/commands/round-handouts';
import { MemoryWorkbook } from '../../src/workbook/memory-port';
import { readFixture } from '../support/shared';

/**
 * Issue #18 point 4 on the printable handouts and the Prizes sheet: the points are numbers and print in the
 * Settings' points format (halves `# ?/2` or decimal `0.0`, points-format.ts), as Standings and the round sheets
 * do, not in Excel's General format (which prints 5.5 whatever the arbiter chose).
 */
async function book(style?: 'decimal'): Promise<MemoryWorkbook> {
  const wb = new MemoryWorkbook();
  await importTournament(wb, readTrf(readFixture('ratings', 's1-autumn-open.trf')).tournament!);
  if (style) {
    const row = wb.sheet('Settings')!.values.findIndex((r) => r[0] === 'Points shown as');
    await wb.writeValues('Settings', address(row, 1), [['decimal (4.5)']]);
  }
  return wb;
}

/** Every numeric cell of a column from `first` down, with its number format. */
function column(wb: MemoryWorkbook, sheet: string, col: number, first: number): [unknown, string | undefined][] {
  return wb
    .sheet(sheet)!
    .values.slice(first)
    .map((r, i) => [r[col], wb.formatAt(sheet, address(first + i, col))?.numberFormat] as [unknown, string | undefined])
    .filter(([v]) => typeof v === 'number');
}

describe("points on the handouts and the Prizes sheet are in the Settings' points format", () => {
  it.each([
    [undefined, '# ?/2'],
    ['decimal', '0.0'],
  ] as const)('%s: alphabetical list and result slips of round 3', async (style, format) => {
    const wb = await book(style);
    const [list, slips] = await writeRoundHandouts(wb, 3);
    const values = wb.sheet(list!)!.values;
    const header = values.findIndex((r) => r[0] === 'Name');
    expect(values[header]![4]).toBe('Pts');
    const listPoints = [...column(wb, list!, 4, header + 1), ...column(wb, list!, 9, header + 1)];
    expect(listPoints.length).toBeGreaterThan(10);
    expect(listPoints.some(([v]) => !Number.isInteger(v))).toBe(true);
    expect(new Set(listPoints.map(([, f]) => f))).toEqual(new Set([format]));
    // the board number also sits in column F on each slip's title row (General); the players' points are below it
    const titleRows = new Set(
      wb.sheet(slips!)!.values.flatMap((r, i) => (typeof r[5] === 'number' && r[4] === 'Board' ? [i] : [])),
    );
    const playerPoints = wb
      .sheet(slips!)!
      .values.flatMap((r, i) =>
        typeof r[5] === 'number' && !titleRows.has(i) ? [wb.formatAt(slips!, address(i, 5))?.numberFormat] : [],
      );
    expect(playerPoints.length).toBeGreaterThan(10);
    expect(new Set(playerPoints)).toEqual(new Set([format]));
  });

  it("the prize distribution's points", async () => {
    const wb = await book('decimal');
    const first = await writePrizesSheet(wb);
    const sheet = wb.sheet(first.sheet)!;
    sheet.values[1]![1] = 'split';
    sheet.values[2]![1] = '0.01';
    sheet.values[6] = ['Place', null, 1000, 600, 400];
    await writePrizesSheet(wb);
    const values = wb.sheet(first.sheet)!.values;
    const marker = values.findIndex((r) => String(r[0]).startsWith('Distribution'));
    const awards = column(wb, first.sheet, 3, marker + 2);
    expect(awards.map(([v]) => v)).toEqual([6.5, 5.5, 5.5, 5.5]);
    expect(new Set(awards.map(([, f]) => f))).toEqual(new Set(['0.0']));
  });
});
