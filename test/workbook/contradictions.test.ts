import { MemoryWorkbook } from '../../src/workbook/memory-port';
import { newTournament } from '../../src/workbook/commands/new-tournament';
import { pairNextRound } from '../../src/workbook/commands/pair-next';
import { exportTrf } from '../../src/workbook/commands/export-trf';
import { readWorkbook } from '../../src/workbook/read';
import type { PlayerRow } from '../../src/workbook/players';
import { problemsOf } from './support';

/** Contradictions and missing required columns are problems at their cells. */
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

async function twoRounds(): Promise<MemoryWorkbook> {
  const wb = new MemoryWorkbook();
  await newTournament(wb, {
    settings: { info: { name: 'C' }, totalRounds: 4, colourChoice: 'white' },
    players: rows(6),
  });
  for (let r = 1; r <= 2; r++) {
    await pairNextRound(wb);
    const state = await readWorkbook(wb);
    for (const b of state.rounds[r - 1]!.boards) await wb.writeValues(`Round ${r}`, b.resultCell, [['1-0']]);
  }
  return wb;
}

function column(wb: MemoryWorkbook, header: string): string {
  return String.fromCharCode(65 + wb.sheet('Players')!.values[0]!.indexOf(header));
}

describe('contradictions', () => {
  it('a requested bye for a round the player played is a warning at his Requested byes cell', async () => {
    const wb = await twoRounds();
    await wb.writeValues('Players', `${column(wb, 'Requested byes')}2`, [['2H']]);
    const problems = (await readWorkbook(wb)).problems;
    expect(problems.map((p) => [p.level, `${p.sheet}!${p.cell}`])).toEqual([
      ['warning', `Players!${column(wb, 'Requested byes')}2`],
    ]);
    expect(problems[0]!.message).toMatch(/^player 1 asked for a bye \(2H\) in round 2 but is paired in it \(Round 2\)/);
  });

  it('"withdrawn after round 1" with a round-2 result is an error at the Status cell', async () => {
    const wb = await twoRounds();
    await wb.writeValues('Players', `${column(wb, 'Status')}2`, [['withdrawn after round 1']]);
    const problems = await problemsOf(exportTrf(wb));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(
        `^Players!${column(wb, 'Status')}2: player 1 is "withdrawn after round 1" but played in round 2 \\(Round 2!`,
      ),
    );
  });

  it('a deleted Rating column is an error, not ratings silently gone', async () => {
    const wb = await twoRounds();
    const values = wb.sheet('Players')!.values;
    const c = values[0]!.indexOf('Rating');
    await wb.writeValues(
      'Players',
      'A1',
      values.map((r) => [...r.slice(0, c), ...r.slice(c + 1), null]),
    );
    const problems = await problemsOf(exportTrf(wb));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^Players!\w+1: no "Rating" column: ratings decide the initial order and go to the TRF/,
    );
  });
});
