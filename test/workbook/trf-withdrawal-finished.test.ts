import { readTrf } from '../../src/formats/trf';
import { exportTrfWithNotes } from '../../src/workbook/commands/export-trf';
import { importTournament } from '../../src/workbook/commands/import-tournament';
import { newTournament } from '../../src/workbook/commands/new-tournament';
import { pairNextRound } from '../../src/workbook/commands/pair-next';
import { MemoryWorkbook } from '../../src/workbook/memory-port';
import type { PlayerRow } from '../../src/workbook/players';
import { readWorkbook } from '../../src/workbook/read';

/**
 * Issue #18 point 6 at the end of an event: a TRF holds a withdrawal only as absences (`0000 - Z`) in the rounds
 * not yet paired (trf.md §4); once every round is paired, the withdrawn player's file line is that of a player
 * absent in the last rounds, and import reads him active. The export says so (its "not in the file" list).
 */
function rows(n: number): PlayerRow[] {
  return Array.from({ length: n }, (_, i) => ({
    player: {
      id: i + 1,
      name: `Player ${String.fromCharCode(65 + i)}`,
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

async function played(rounds: number): Promise<MemoryWorkbook> {
  const wb = new MemoryWorkbook();
  await newTournament(wb, {
    settings: { info: { name: 'Finished' }, totalRounds: 3, colourChoice: 'white' },
    players: rows(6),
  });
  for (let r = 1; r <= rounds; r++) {
    if (r === 2) {
      const players = wb.sheet('Players')!.values;
      await wb.writeValues('Players', `${String.fromCharCode(65 + players[0]!.indexOf('Status'))}7`, [
        ['withdrawn after round 1'],
      ]);
    }
    await pairNextRound(wb, { date: `2026/11/2${r}` });
    const state = await readWorkbook(wb);
    for (const b of state.rounds[r - 1]!.boards) await wb.writeValues(`Round ${r}`, b.resultCell, [['1-0']]);
  }
  return wb;
}

const note =
  "player 6's withdrawal after round 1: with every round paired, the file shows only the rounds he missed " +
  '(absences or forfeits), and import reads him as an active player';

describe('a withdrawal in the TRF of a finished event', () => {
  it.each(['trf26', 'trf16'] as const)(
    '%s: every round paired: the export lists the withdrawal as not kept, and import indeed reads him active',
    async (format) => {
      const wb = await played(3);
      const { text, notes } = await exportTrfWithNotes(wb, { format });
      expect(notes).toContain(note);
      const back = new MemoryWorkbook();
      await importTournament(back, readTrf(text).tournament!);
      const p6 = (await readWorkbook(back)).tournament.players.find((p) => p.id === 6)!;
      expect([p6.withdrawnAfter, p6.rounds.slice(1).map((e) => e?.result)]).toEqual([undefined, ['Z', 'Z']]);
    },
  );

  it('a round still to pair: the withdrawal is in the file (absences in the rounds to come), and no note', async () => {
    const wb = await played(2);
    const { text, notes } = await exportTrfWithNotes(wb, { format: 'trf26' });
    expect(notes.filter((n) => n.includes('withdrawal'))).toEqual([]);
    const back = new MemoryWorkbook();
    await importTournament(back, readTrf(text).tournament!);
    const p6 = (await readWorkbook(back)).tournament.players.find((p) => p.id === 6)!;
    expect([p6.status, p6.withdrawnAfter]).toEqual(['withdrawn', 1]);
  });
});
