import { MemoryWorkbook } from '../../src/workbook/memory-port';
import { newTournament } from '../../src/workbook/commands/new-tournament';
import { numberPlayers } from '../../src/workbook/commands/number-players';
import { pairNextRound } from '../../src/workbook/commands/pair-next';
import type { PlayerRow } from '../../src/workbook/players';

/**
 * `pair`'s round-1 numbering warning (C.04.2 2.3) orders by the tournament rating exactly as `players number`
 * does (rating-lists.md §3: a Tournament rating cell, else the Settings' method), not by the Rating column.
 */
const FIELD: { name: string; fide: number; national?: number }[] = [
  { name: 'High, Fide', fide: 2300 },
  { name: 'Low, Fide', fide: 1900, national: 2350 },
  { name: 'Mid, Fide', fide: 2100 },
  { name: 'Nobody, Yet', fide: 0 },
];

function rows(): PlayerRow[] {
  return FIELD.map((p, i) => ({
    player: {
      id: i + 1,
      name: p.name,
      sex: '' as const,
      title: '',
      rating: p.fide,
      federation: '',
      fideId: '',
      birthDate: '',
      ...(p.national ? { nationalRating: p.national } : {}),
    },
    byes: [],
    row: 0,
  }));
}

async function book(method: string): Promise<MemoryWorkbook> {
  const wb = new MemoryWorkbook();
  await newTournament(wb, {
    settings: { info: { name: 'Ratings' }, totalRounds: 3, colourChoice: 'white' },
    players: rows(),
  });
  const settings = wb.sheet('Settings')!.values;
  await wb.writeValues('Settings', `A${settings.length + 1}`, [['Tournament rating method', method]]);
  return wb;
}

function names(wb: MemoryWorkbook): unknown[] {
  const values = wb.sheet('Players')!.values;
  const name = values[0]!.indexOf('Name');
  return values
    .slice(1)
    .filter((r) => r[name] != null)
    .map((r) => [r[0], r[name]]);
}

describe('round-1 numbering warning by the tournament rating', () => {
  it('a workbook numbered by players number under HBFN gets no warning (its Rating column is out of order)', async () => {
    const wb = await book('HBFN');
    await numberPlayers(wb);
    // HBFN: Low, Fide's national 2350 is above High, Fide's 2300
    expect(names(wb)).toEqual([
      [1, 'Low, Fide'],
      [2, 'High, Fide'],
      [3, 'Mid, Fide'],
      [4, 'Nobody, Yet'],
    ]);
    expect((await pairNextRound(wb)).warnings).toEqual([]);
  });

  it('numbers in Rating order but out of the HBFN order are warned about, naming the tournament ratings', async () => {
    const wb = await book('HBFN');
    const o = await pairNextRound(wb);
    expect(o.warnings).toHaveLength(1);
    expect(o.warnings[0]).toMatch(
      /^pairing numbers are not in the C.04.2 initial order .*: 1 High, Fide \(2300\) is numbered before 2 Low, Fide \(2350\)/,
    );
  });

  it("a Tournament rating cell (the arbiters' estimate) counts as players number counts it", async () => {
    const wb = await book('FIDE');
    const values = wb.sheet('Players')!.values;
    const col = String.fromCharCode(65 + values[0]!.length);
    await wb.writeValues('Players', `${col}1`, [['Tournament rating']]);
    await wb.writeValues('Players', `${col}5`, [[2200]]); // Nobody, Yet: estimated 2200
    await numberPlayers(wb);
    expect(names(wb)).toEqual([
      [1, 'High, Fide'],
      [2, 'Nobody, Yet'],
      [3, 'Mid, Fide'],
      [4, 'Low, Fide'],
    ]);
    expect((await pairNextRound(wb)).warnings).toEqual([]);
  });
});
