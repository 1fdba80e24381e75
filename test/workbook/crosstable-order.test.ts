import { MemoryWorkbook } from '../../src/workbook/memory-port';
import { newTournament } from '../../src/workbook/commands/new-tournament';
import { pairNextRound } from '../../src/workbook/commands/pair-next';
import { updateReports } from '../../src/workbook/commands/update-reports';
import { readWorkbook } from '../../src/workbook/read';
import type { CrosstableOrder } from '../../src/workbook/crosstable-order';
import type { PlayerRow } from '../../src/workbook/players';

/** The Swiss crosstable by pairing number (default) or in final-place order, the booklet's final crosstable. */
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

async function played(order?: CrosstableOrder): Promise<MemoryWorkbook> {
  const wb = new MemoryWorkbook();
  await newTournament(wb, {
    settings: {
      info: { name: 'X' },
      totalRounds: 3,
      colourChoice: 'white',
      ...(order ? { crosstableOrder: order } : {}),
    },
    players: rows(7),
  });
  for (let r = 1; r <= 3; r++) {
    await pairNextRound(wb);
    const state = await readWorkbook(wb);
    for (const [i, b] of state.rounds[r - 1]!.boards.entries())
      await wb.writeValues(`Round ${r}`, b.resultCell, [[['0-1', '1-0', '½-½'][(i + r) % 3]!]]);
  }
  await updateReports(wb);
  return wb;
}

describe('crosstable order', () => {
  it('by pairing number unless Settings say otherwise', async () => {
    const cross = (await played()).sheet('Crosstable')!.values;
    expect(cross.slice(2, 9).map((r) => r[0])).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('in final order: lines numbered by place, opponents named by their line, same games', async () => {
    const wb = await played('place');
    const cross = wb.sheet('Crosstable')!.values;
    const standings = wb.sheet('Standings')!.values.slice(2, 9);
    const body = cross.slice(2, 9);
    expect(cross[0]![0]).toBe('X — Crosstable in final order');
    expect(body.map((r) => r[0])).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(body.map((r) => r[2])).toEqual(standings.map((r) => r[3]));
    for (const [i, row] of body.entries()) {
      for (let round = 0; round < 3; round++) {
        const m = /^(\d+)([wb])(.*)$/.exec(String(row[5 + round]));
        if (!m) continue;
        const other = String(body[Number(m[1]) - 1]![5 + round]);
        expect(other.startsWith(`${i + 1}${m[2] === 'w' ? 'b' : 'w'}`)).toBe(true);
      }
    }
    expect(wb.sheet('Settings')!.values.find((r) => r[0] === 'Crosstable order')?.[1]).toBe('final places');
  });
});
