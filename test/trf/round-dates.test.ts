import { STANDARD_SCORING } from '../../src/engine/model';
import { readTrf, writeTrf } from '../../src/formats/trf';
import { MemoryWorkbook } from '../../src/workbook/memory-port';
import { newTournament } from '../../src/workbook/commands/new-tournament';
import { pairNextRound } from '../../src/workbook/commands/pair-next';
import { exportTrf } from '../../src/workbook/commands/export-trf';
import type { PlayerRow } from '../../src/workbook/players';
import { place, player, trf } from './lines';

/** Record 132 (trf.md §2): round r's date as YY/MM/DD at columns 92+10(r-1) .. 99+10(r-1). */
function dateLine(text: string): string {
  const line = text.split(/\r?\n/).find((l) => l.startsWith('132'));
  if (line === undefined) throw new Error('no 132 record');
  return line;
}

function rows(n: number): PlayerRow[] {
  return Array.from({ length: n }, (_, i) => ({
    player: {
      id: i + 1,
      name: `Player ${i + 1}`,
      sex: '' as const,
      title: '',
      rating: 2000 - i,
      federation: '',
      fideId: '',
      birthDate: '',
    },
    byes: [],
    row: 0,
  }));
}

describe('TRF 132 round dates', () => {
  it('writes YY/MM/DD in the round columns, however the workbook holds the date', () => {
    const text = writeTrf({
      info: { name: 'Dates', roundDates: ['2026/11/26', '26.11.2026', '', '26/11/29'] },
      totalRounds: 4,
      initialColour: 'w',
      scoring: STANDARD_SCORING,
      system: 'dutch',
      players: [],
      acceleration: new Map(),
      forbiddenPairs: [],
      byeRequests: [],
      tiebreaks: [],
    });
    const line = Array.from(dateLine(text));
    expect(line.slice(91, 99).join('')).toBe('26/11/26');
    expect(line.slice(101, 109).join('')).toBe('26/11/26');
    expect(line.slice(111, 121).join('').trim()).toBe('');
    expect(line.slice(121, 129).join('')).toBe('26/11/29');
    expect(line.slice(3, 91).join('').trim()).toBe('');
  });

  it('reads YY/MM/DD as full dates, and our own file gives back every date', () => {
    const text = trf(
      '012 T',
      place([
        [1, '132'],
        [92, '24/12/01'],
        [102, '24/12/02'],
        [122, '99/01/04'],
      ]),
      player(1, '0.0', []),
    );
    const r = readTrf(text);
    expect(r.problems).toEqual([]);
    expect(r.tournament!.info.roundDates).toEqual(['2024/12/01', '2024/12/02', '', '1999/01/04']);
    expect(dateLine(writeTrf(r.tournament!))).toBe(
      place([
        [1, '132'],
        [92, '24/12/01'],
        [102, '24/12/02'],
        [122, '99/01/04'],
      ]),
    );
  });

  it('reports a date that is not YY/MM/DD at its column (the validator checks the 132 columns)', () => {
    const bad = readTrf(
      trf(
        '012 T',
        place([
          [1, '132'],
          [92, '24/13/01'],
          [102, '1.12.24'],
        ]),
        player(1, '0.0', []),
      ),
    );
    expect(bad.problems.map((p) => [p.column, p.severity])).toEqual([
      [92, 'error'],
      [102, 'error'],
    ]);
    expect(bad.problems[0]!.message).toContain('not YY/MM/DD in columns 92-99');
    const early = readTrf(trf('012 T', '132 26/11/26 26/11/27', player(1, '0.0', [])));
    expect(early.problems).toEqual([expect.objectContaining({ line: 2, column: 5, severity: 'error' })]);
  });

  it('reads the run-together 10-character dates of older files with a warning', () => {
    const r = readTrf(
      trf(
        '012 T',
        place([
          [1, '132'],
          [92, '2026/11/262026/11/27'],
        ]),
        player(1, '0.0', []),
      ),
    );
    expect(r.problems.map((p) => [p.column, p.severity])).toEqual([
      [92, 'warning'],
      [102, 'warning'],
    ]);
    expect(r.tournament!.info.roundDates).toEqual(['2026/11/26', '2026/11/27']);
  });

  it('a workbook paired on given dates exports them in the round columns, and they read back', async () => {
    const wb = new MemoryWorkbook();
    await newTournament(wb, {
      settings: { info: { name: 'Dated' }, totalRounds: 3, colourChoice: 'white' },
      players: rows(4),
    });
    await pairNextRound(wb, { date: '2026/11/26' });
    for (const cell of ['F3', 'F4']) await wb.writeValues('Round 1', cell, [['1-0']]);
    await pairNextRound(wb, { date: '2026/11/27' });
    const text = await exportTrf(wb);
    expect(dateLine(text)).toBe(
      place([
        [1, '132'],
        [92, '26/11/26'],
        [102, '26/11/27'],
      ]),
    );
    const back = readTrf(text);
    expect(back.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(back.tournament!.info.roundDates).toEqual(['2026/11/26', '2026/11/27']);
    const t16 = readTrf(await exportTrf(wb, { format: 'trf16' }));
    expect(t16.tournament!.info.roundDates).toEqual(['2026/11/26', '2026/11/27']);
  });
});
