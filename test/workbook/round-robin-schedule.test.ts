import { MemoryWorkbook } from '../../src/workbook/memory-port';
import { newTournament } from '../../src/workbook/commands/new-tournament';
import { pairNextRound } from '../../src/workbook/commands/pair-next';
import { readWorkbook } from '../../src/workbook/read';
import type { PlayerRow } from '../../src/workbook/players';

/** The booklet's round-indexed form (paper-forms.md §7b), printed from the Berger table when round 1 is paired. */
function rows(n: number): PlayerRow[] {
  return Array.from({ length: n }, (_, i) => ({
    player: {
      id: i + 1,
      name: `Player ${i + 1}`,
      sex: '' as const,
      title: '',
      rating: 2000,
      federation: '',
      fideId: '',
      birthDate: '',
    },
    byes: [],
    row: 0,
  }));
}

describe('round robin schedule sheet', () => {
  it('4 players: opponents and colours of every round, blank points and place', async () => {
    const wb = new MemoryWorkbook();
    await newTournament(wb, { settings: { info: { name: 'RR' }, system: 'round-robin' }, players: rows(4) });
    await pairNextRound(wb);
    const values = wb.sheet('Schedule')!.values;
    expect(values[1]).toEqual(['No', 'Name', '1', '2', '3', 'Pts', 'Place']);
    // Berger 3-4 players: 1:4 2:3 / 4:3 1:2 / 2:4 3:1 (first number White)
    expect(values.slice(2).map((r) => r.slice(0, 7))).toEqual([
      [1, 'Player 1', '4w', '2w', '3b', null, null],
      [2, 'Player 2', '3w', '1b', '4w', null, null],
      [3, 'Player 3', '2b', '4b', '1w', null, null],
      [4, 'Player 4', '1b', '3w', '2b', null, null],
    ]);
    expect((await readWorkbook(wb)).problems).toEqual([]);
  });

  it("5 players in Turkish: the rest round and the booklet's B/S", async () => {
    const wb = new MemoryWorkbook();
    await newTournament(wb, {
      language: 'tr',
      settings: { info: { name: 'RR' }, system: 'round-robin' },
      players: rows(5),
    });
    await pairNextRound(wb);
    const values = wb.sheet('Fikstür')!.values;
    const cells = values.slice(2).flatMap((r) => r.slice(2, 7));
    expect(cells.filter((c) => c === 'bay')).toHaveLength(5);
    expect(cells.filter((c) => c !== 'bay').every((c) => /^\d[BS]$/.test(String(c)))).toBe(true);
  });
});
