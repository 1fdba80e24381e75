import { MemoryWorkbook } from '../../src/workbook/memory-port';
import { newTournament } from '../../src/workbook/commands/new-tournament';
import { pairNextRound } from '../../src/workbook/commands/pair-next';
import { updateReports } from '../../src/workbook/commands/update-reports';
import { readWorkbook } from '../../src/workbook/read';
import type { PlayerRow } from '../../src/workbook/players';
import type { PointsStyle } from '../../src/workbook/points-format';

/**
 * Points, places and tie-breaks are numbers on every sheet (they sum and sort: a text sort puts 10 before 9½),
 * shown with halves by a number format: Excel's "As halves" `# ?/2`, or `0.0`, as Settings choose.
 */
function rows(n: number): PlayerRow[] {
  return Array.from({ length: n }, (_, i) => ({
    player: {
      id: i + 1,
      name: `Player ${String.fromCharCode(65 + i)}`,
      sex: '' as const,
      title: '',
      rating: 2200 - 20 * i,
      federation: '',
      fideId: '',
      birthDate: '',
    },
    byes: [],
    row: 0,
  }));
}

async function played(style?: PointsStyle): Promise<MemoryWorkbook> {
  const wb = new MemoryWorkbook();
  await newTournament(wb, {
    settings: {
      info: { name: 'Numbers' },
      totalRounds: 3,
      colourChoice: 'white',
      ...(style ? { pointsStyle: style } : {}),
    },
    players: rows(6),
  });
  for (let r = 1; r <= 2; r++) {
    await pairNextRound(wb);
    const state = await readWorkbook(wb);
    const results = ['1-0', '½-½', '0-1'];
    for (const [i, b] of state.rounds[r - 1]!.boards.entries())
      await wb.writeValues(`Round ${r}`, b.resultCell, [[results[i % 3]!]]);
  }
  await pairNextRound(wb);
  await updateReports(wb);
  return wb;
}

describe('points are numbers', () => {
  it('Standings: place, points and tie-breaks are numbers with number formats, and a legend explains the codes', async () => {
    const wb = await played();
    const values = wb.sheet('Standings')!.values;
    const body = values.slice(2, 8);
    for (const row of body) {
      expect(typeof row[0]).toBe('number');
      expect(typeof row[6]).toBe('number');
      for (const v of row.slice(7)) if (v !== null) expect(typeof v).toBe('number');
    }
    expect(body.map((r) => r[6])).toEqual([...body.map((r) => r[6] as number)].sort((a, b) => b - a));
    expect(wb.formatAt('Standings', 'G3')?.numberFormat).toBe('# ?/2');
    // Buchholz in halves, DE a rank (whole numbers)
    expect(values[1]!.slice(7)).toEqual(['BH-C1', 'BH', 'DE', 'WIN', 'BPG']);
    expect(wb.formatAt('Standings', 'H3')?.numberFormat).toMatch(/^(# \?\/2|0)$/);
    expect(wb.formatAt('Standings', 'J3')?.numberFormat).toBe('0');
    const text = values.map((r) => String(r[0] ?? ''));
    expect(text).toContain('DE: direct encounter: a rank within the tie (1 = ahead), not points');
    expect(text).toContain("BH-C1: Buchholz: sum of the opponents' scores, leaving out the lowest 1");
  });

  it('a shared place keeps its number and prints as a range', async () => {
    const wb = await played();
    const values = wb.sheet('Standings')!.values;
    const ranks = values.slice(2, 8).map((r) => r[0] as number);
    const shared = ranks.findIndex((r, i) => ranks.indexOf(r) !== i);
    if (shared < 0) return expect(ranks).toEqual([1, 2, 3, 4, 5, 6]);
    const first = ranks[shared]!;
    const last = first + ranks.filter((r) => r === first).length - 1;
    expect(wb.formatAt('Standings', `A${shared + 3}`)?.numberFormat).toBe(`0"–${last}"`);
  });

  it('round sheets, crosstable and cards hold numbers; Settings "decimal" shows 0.0', async () => {
    const wb = await played('decimal');
    const r3 = wb.sheet('Round 3')!.values;
    expect(typeof r3[2]![4]).toBe('number');
    expect(typeof r3[2]![6]).toBe('number');
    expect(wb.formatAt('Round 3', 'E3')?.numberFormat).toBe('0.0');
    const cross = wb.sheet('Crosstable')!.values;
    const pointsCol = cross[1]!.indexOf('Pts');
    expect(cross.slice(2, 8).every((r) => typeof r[pointsCol] === 'number')).toBe(true);
    expect(cross.slice(2, 8).reduce((s, r) => s + (r[pointsCol] as number), 0)).toBe(6);
    const cards = wb.sheet('Cards')!.values;
    const totals = cards.filter((r) => r[0] === 'Total');
    expect(totals.every((r) => typeof r[3] === 'number')).toBe(true);
    expect(wb.formatAt('Standings', 'G3')?.numberFormat).toBe('0.0');
    const settings = wb.sheet('Settings')!.values;
    expect(settings.find((r) => r[0] === 'Points shown as')?.[1]).toBe('decimal (4.5)');
  });
});
