import { readTrf } from '../../src/formats/trf';
import { MemoryWorkbook } from '../../src/workbook/memory-port';
import { newTournament } from '../../src/workbook/commands/new-tournament';
import { pairNextRound } from '../../src/workbook/commands/pair-next';
import { exportTrf, exportTrfWithNotes } from '../../src/workbook/commands/export-trf';
import { importTournament } from '../../src/workbook/commands/import-tournament';
import { readWorkbook } from '../../src/workbook/read';
import type { PlayerRow } from '../../src/workbook/players';

/**
 * What the workbook records survives export-trf then import-trf where the format can hold it (trf.md): the
 * withdrawn state, requested byes, the initial colour, the tournament type and the rank column; what a format
 * cannot hold is listed by the export.
 */
function rows(n: number): PlayerRow[] {
  return Array.from({ length: n }, (_, i) => ({
    player: {
      id: i + 1,
      name: `Player ${String.fromCharCode(65 + i)}`,
      sex: '' as const,
      title: '',
      rating: 2300 - 20 * i,
      federation: 'TUR',
      fideId: '',
      birthDate: '',
    },
    byes: i === 5 ? [{ id: 6, round: 4, kind: 'H' as const }] : [],
    row: 0,
  }));
}

async function tournament(): Promise<MemoryWorkbook> {
  const wb = new MemoryWorkbook();
  await newTournament(wb, {
    settings: { info: { name: 'State', typeText: 'Open Swiss' }, totalRounds: 5, colourChoice: 'lot' },
    players: rows(8),
  });
  for (let r = 1; r <= 2; r++) {
    await pairNextRound(wb, { random: () => 0.9, date: `2026/11/2${r}` });
    const state = await readWorkbook(wb);
    for (const b of state.rounds[r - 1]!.boards) await wb.writeValues(`Round ${r}`, b.resultCell, [['1-0']]);
  }
  // player 3 withdraws after round 2
  const players = wb.sheet('Players')!.values;
  const status = players[0]!.indexOf('Status');
  await wb.writeValues('Players', `${String.fromCharCode(65 + status)}4`, [['withdrawn after round 2']]);
  await pairNextRound(wb, { date: '2026/11/23' });
  return wb;
}

async function reimported(text: string): Promise<MemoryWorkbook> {
  const r = readTrf(text);
  expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
  const back = new MemoryWorkbook();
  await importTournament(back, r.tournament!);
  return back;
}

describe('TRF round trip keeps the workbook state', () => {
  it.each(['trf26', 'trf16'] as const)('%s: withdrawn state, requested byes, dates, games', async (format) => {
    const wb = await tournament();
    const before = await readWorkbook(wb);
    const back = await readWorkbook(await reimported(await exportTrf(wb, { format })));
    expect(back.problems.filter((p) => p.level === 'error')).toEqual([]);
    const p3 = back.tournament.players[2]!;
    expect([p3.status, p3.withdrawnAfter]).toEqual(['withdrawn', 2]);
    expect(back.tournament.players.map((p) => p.rounds)).toEqual(before.tournament.players.map((p) => p.rounds));
    expect(back.tournament.info.roundDates).toEqual(['2026/11/21', '2026/11/22', '2026/11/23']);
    expect(back.tournament.initialColour).toBe(before.tournament.initialColour);
    expect(back.tournament.info.typeText).toBe('Open Swiss');
    if (format === 'trf26') expect(back.tournament.byeRequests).toEqual([{ id: 6, round: 4, kind: 'H' }]);
  });

  it('the rank column holds the standings place', async () => {
    const wb = await tournament();
    const t = readTrf(await exportTrf(wb)).tournament!;
    const ranks = t.players.map((p) => p.recordedRank);
    expect(ranks.every((r) => typeof r === 'number')).toBe(true);
    expect([...ranks].sort((a, b) => a! - b!)[0]).toBe(1);
  });

  it('both formats pass our validator and keep the initial colour before round 1 (TRF16 in its XXC line); the export lists what a format cannot hold', async () => {
    const wb = new MemoryWorkbook();
    await newTournament(wb, {
      settings: { info: { name: 'Before round 1' }, totalRounds: 5, colourChoice: 'black' },
      players: rows(8),
    });
    for (const format of ['trf26', 'trf16'] as const) {
      const { text, notes } = await exportTrfWithNotes(wb, { format });
      const r = readTrf(text);
      expect(r.problems.filter((p) => p.severity === 'error')).toEqual([]);
      expect(r.problems).toEqual([]);
      expect(r.tournament!.initialColour).toBe('b');
      expect(r.tournament!.totalRounds).toBe(5);
      expect(notes.join('\n')).not.toMatch(/initial colour/);
    }
    const paired = await tournament();
    const n16 = (await exportTrfWithNotes(paired, { format: 'trf16' })).notes.join('\n');
    expect(n16).toMatch(/requested byes .*player 6 round 4 \(H\)/);
    expect(n16).toMatch(/colour drawn by lot/);
    const n26 = (await exportTrfWithNotes(paired, { format: 'trf26' })).notes.join('\n');
    expect(n26).toMatch(/colour drawn by lot/);
    expect(n26).not.toMatch(/requested byes/);
  });
});
