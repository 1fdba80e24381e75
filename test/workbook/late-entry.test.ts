import { checkRounds } from '../../src/engine/systems/round-check';
import { pairRound } from '../../src/engine/systems';
import { readTrf } from '../../src/formats/trf';
import { MemoryWorkbook } from '../../src/workbook/memory-port';
import { newTournament } from '../../src/workbook/commands/new-tournament';
import { pairNextRound } from '../../src/workbook/commands/pair-next';
import { exportTrf } from '../../src/workbook/commands/export-trf';
import { updateReports } from '../../src/workbook/commands/update-reports';
import { readWorkbook } from '../../src/workbook/read';
import type { PlayerRow } from '../../src/workbook/players';

/** C.04.2 2.4: a late entry scores nothing for the rounds he missed, which are zero-point byes (trf.md §4 `Z`). */
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

async function typeResults(wb: MemoryWorkbook, round: number, result = '1-0'): Promise<void> {
  const state = await readWorkbook(wb);
  for (const b of state.rounds[round - 1]!.boards)
    await wb.writeValues(state.roundSheets.get(round)!, b.resultCell, [[result]]);
}

/** 8 players pair round 1; a ninth arrives and is typed into Players (row 10) before round 2. */
async function withLateEntrant(): Promise<MemoryWorkbook> {
  const wb = new MemoryWorkbook();
  await newTournament(wb, {
    settings: { info: { name: 'Late' }, totalRounds: 4, colourChoice: 'white' },
    players: rows(8),
  });
  await pairNextRound(wb, { date: '2026/11/26' });
  await typeResults(wb, 1);
  await wb.writeValues('Players', 'A10', [[9, null, 'Player Late', null, null, 1500]]);
  await pairNextRound(wb, { date: '2026/11/27' });
  await typeResults(wb, 2, '½-½');
  await pairNextRound(wb, { date: '2026/11/28' });
  await typeResults(wb, 3, '0-1');
  return wb;
}

describe('late entrants', () => {
  it('the missed round reads as a zero-point bye, without a problem', async () => {
    const wb = await withLateEntrant();
    const state = await readWorkbook(wb);
    expect(state.problems).toEqual([]);
    expect(state.tournament.players[8]!.rounds[0]).toEqual({ opponent: 0, colour: null, result: 'Z' });
  });

  it('the TRF export writes the missed round as 0000 - Z, and check-trf finds every round identical', async () => {
    const wb = await withLateEntrant();
    const text = await exportTrf(wb);
    const line = text.split('\r\n').find((l) => l.startsWith('001    9'))!;
    expect(line.slice(91, 99)).toBe('0000 - Z');
    const t = readTrf(text).tournament!;
    const result = checkRounds(t, pairRound);
    expect(result.checked).toBe(3);
    expect(result.differences).toEqual([]);
  });

  it('check-trf reads a blank round of a paired round as absent (trf.md §4: Z or blank)', async () => {
    const wb = await withLateEntrant();
    const text = (await exportTrf(wb))
      .split('\r\n')
      .map((l) => (l.startsWith('001    9') ? `${l.slice(0, 91)}        ${l.slice(99)}` : l))
      .join('\r\n');
    const t = readTrf(text).tournament!;
    expect(t.players[8]!.rounds[0] ?? null).toBeNull();
    expect(checkRounds(t, pairRound).differences).toEqual([]);
  });

  it('the crosstable and the cards show the missed round as a zero-point bye', async () => {
    const wb = await withLateEntrant();
    await updateReports(wb);
    const cross = wb.sheet('Crosstable')!.values;
    const row = cross.find((r) => r.includes('Player Late'))!;
    // the wall chart marks an absence "-" (reports.ts wallChartCell), the card names the zero-point bye
    expect(row[5]).toBe('-');
    const cards = wb.sheet('Cards')!.values;
    const title = cards.findIndex((r) => String(r[0]).includes('Player Late'));
    expect(cards[title + 2]!.slice(0, 6)).toEqual([1, '-', 0, 0, null, 'absent']);
  });

  it('a player left off a round sheet after he has played gets a warning at that sheet', async () => {
    const wb = await withLateEntrant();
    const state = await readWorkbook(wb);
    const sheet = wb.sheet('Round 3')!;
    const at = sheet.values.findIndex((r) => r[1] === 9 || r[9] === 9);
    const other = sheet.values[at]![1] === 9 ? sheet.values[at]![9] : sheet.values[at]![1];
    await wb.writeValues('Round 3', `A${at + 1}`, [[null, null, null, null, null, null, null, null, null, null]]);
    const after = await readWorkbook(wb);
    expect(state.problems).toEqual([]);
    expect(after.problems.map((p) => `${p.sheet}: ${p.message}`)).toEqual(
      expect.arrayContaining([
        `Round 3: player 9 is not on the sheet of round 3: read as absent (zero-point bye)`,
        `Round 3: player ${String(other)} is not on the sheet of round 3: read as absent (zero-point bye)`,
      ]),
    );
  });
});
