import { MemoryWorkbook } from '../../src/workbook/memory-port';
import { newTournament } from '../../src/workbook/commands/new-tournament';
import { pairNextRound } from '../../src/workbook/commands/pair-next';
import { checkRound } from '../../src/workbook/commands/check-round';
import { exportTrfWithNotes } from '../../src/workbook/commands/export-trf';
import { readWorkbook } from '../../src/workbook/read';
import type { PlayerRow } from '../../src/workbook/players';
import { problemsOf } from './support';

/** The pairing is read from the No columns; the names beside them must be those numbers' players. */
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

async function paired(): Promise<MemoryWorkbook> {
  const wb = new MemoryWorkbook();
  await newTournament(wb, {
    settings: { info: { name: 'Names' }, totalRounds: 3, colourChoice: 'white' },
    players: rows(9),
  });
  await pairNextRound(wb);
  return wb;
}

describe('names and numbers on a round sheet', () => {
  it('two Black names swapped by hand are errors at their cells, and check refuses the round', async () => {
    const wb = await paired();
    const sheet = wb.sheet('Round 1')!.values;
    const [h3, h4] = [sheet[2]![7], sheet[3]![7]];
    const [n3, n4] = [sheet[2]![9], sheet[3]![9]];
    await wb.writeValues('Round 1', 'H3', [[h4 ?? null]]);
    await wb.writeValues('Round 1', 'H4', [[h3 ?? null]]);
    const problems = await problemsOf(checkRound(wb, 1));
    expect(problems).toEqual([
      `Round 1!H3: "${String(h4)}" is not player ${String(n3)} (${String(h3)}); "${String(h4)}" is player ${String(n4)}: correct the number or the name`,
      `Round 1!H4: "${String(h3)}" is not player ${String(n4)} (${String(h4)}); "${String(h3)}" is player ${String(n3)}: correct the number or the name`,
    ]);
  });

  it('a number changed without its name is an error at the name cell', async () => {
    const wb = await paired();
    const white = wb.sheet('Round 1')!.values[2]![1];
    await wb.writeValues('Round 1', 'J3', [[white === 9 ? 8 : 9]]);
    const state = await readWorkbook(wb);
    expect(state.problems.filter((p) => p.level === 'error').map((p) => p.cell)).toContain('H3');
  });

  it('case and spacing do not matter, and a blank name cell is not checked', async () => {
    const wb = await paired();
    const name = String(wb.sheet('Round 1')!.values[2]![2]);
    await wb.writeValues('Round 1', 'C3', [[`  ${name.toUpperCase()} `]]);
    await wb.writeValues('Round 1', 'H3', [[null]]);
    expect((await readWorkbook(wb)).problems).toEqual([]);
  });

  it('pair and export-trf pass that warning on with its cell (standings already did)', async () => {
    const wb = await paired();
    const id = wb.sheet('Round 1')!.values[2]![1] as number;
    const players = wb.sheet('Players')!.values;
    const row = players.findIndex((r) => r[0] === id);
    const nameCol = players[0]!.indexOf('Name');
    await wb.writeValues('Players', `${String.fromCharCode(65 + nameCol)}${row + 1}`, [['Renamed Player']]);
    const exported = await exportTrfWithNotes(wb);
    expect(exported.cellWarnings?.map((p) => `${p.sheet}!${p.cell}`)).toEqual(['Round 1!C3']);
    await wb.writeValues('Round 1', 'F3', [['1-0'], ['0-1'], ['½-½'], ['1-0']]);
    const outcome = await pairNextRound(wb);
    expect(outcome.round).toBe(2);
    expect(outcome.cellWarnings.map((p) => [p.level, `${p.sheet}!${p.cell}`])).toEqual([['warning', 'Round 1!C3']]);
    expect(outcome.cellWarnings[0]!.message).toContain('is not the name of player');
  });

  it('a name corrected on the Players sheet after pairing is a warning at the old name, not an error', async () => {
    const wb = await paired();
    const sheet = wb.sheet('Round 1')!.values;
    const id = sheet[2]![1] as number;
    const old = String(sheet[2]![2]);
    const players = wb.sheet('Players')!.values;
    const row = players.findIndex((r) => r[0] === id);
    const nameCol = players[0]!.indexOf('Name');
    await wb.writeValues('Players', `${String.fromCharCode(65 + nameCol)}${row + 1}`, [[`${old}-Corrected`]]);
    const problems = (await readWorkbook(wb)).problems;
    expect(problems.map((p) => [p.level, `${p.sheet}!${p.cell}`])).toEqual([['warning', 'Round 1!C3']]);
    expect(problems[0]!.message).toContain(`is not the name of player ${id} (${old}-Corrected)`);
  });

  it('the bye rows are checked too', async () => {
    const wb = await paired();
    const sheet = wb.sheet('Round 1')!.values;
    const row = sheet.findIndex((r) => r[5] === 'bye');
    await wb.writeValues('Round 1', `C${row + 1}`, [['Somebody Else']]);
    const problems = (await readWorkbook(wb)).problems;
    expect(problems.map((p) => `${p.sheet}!${p.cell}`)).toEqual([`Round 1!C${row + 1}`]);
  });
});
