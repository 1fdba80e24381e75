import { readTrf } from '../../src/formats/trf';
import { exportTrfWithNotes } from '../../src/workbook/commands/export-trf';
import { newTournament } from '../../src/workbook/commands/new-tournament';
import { pairNextRound } from '../../src/workbook/commands/pair-next';
import { MemoryWorkbook } from '../../src/workbook/memory-port';
import type { PlayerRow } from '../../src/workbook/players';
import { readWorkbook } from '../../src/workbook/read';
import { player, trf } from './lines';

/**
 * Issue #18: a TRF written by us passes our validator in both formats, round robins too. A round robin's colours
 * come from its Berger table, so its file has no initial colour (152, the Swiss colour rule's record, trf.md §2);
 * the reader no longer warns about that for round robins and Scheveningen, and still does for a Swiss file.
 */
function rows(n: number): PlayerRow[] {
  return Array.from({ length: n }, (_, i) => ({
    player: {
      id: i + 1,
      name: `Player ${i + 1}`,
      sex: '' as const,
      title: '',
      rating: 2300 - 20 * i,
      federation: '',
      fideId: '',
      birthDate: '',
    },
    byes: [],
    row: 0,
  }));
}

describe('our round-robin TRF reads without a problem', () => {
  it.each(['trf26', 'trf16'] as const)('%s: a round robin after two rounds', async (format) => {
    const wb = new MemoryWorkbook();
    await newTournament(wb, { settings: { info: { name: 'RR' }, system: 'round-robin' }, players: rows(6) });
    for (let r = 1; r <= 2; r++) {
      await pairNextRound(wb, { date: `2026/11/2${r}` });
      for (const b of (await readWorkbook(wb)).rounds[r - 1]!.boards)
        await wb.writeValues(`Round ${r}`, b.resultCell, [['½-½']]);
    }
    const { text } = await exportTrfWithNotes(wb, { format });
    expect(text).not.toMatch(/^152 /m);
    const read = readTrf(text);
    expect(read.problems).toEqual([]);
    expect(read.tournament!.system).toBe('round-robin');
  });

  it('a Swiss file without 152 still gets the warning (the colour rule needs it)', () => {
    const read = readTrf(
      trf(
        '012 Swiss',
        '062 2',
        '092 Individual: Swiss-System',
        player(1, '1.0', ['   2 w 1']),
        player(2, '0.0', ['   1 b 0']),
      ),
    );
    expect(read.problems.map((p) => p.message)).toEqual([
      "initial colour not given (no 152 or XXC record); inferred as white from player 1's colour in round 1",
    ]);
  });
});
