import { buildKnockoutSheet } from '../../src/workbook/commands/knockout-sheet';
import { newTournament } from '../../src/workbook/commands/new-tournament';
import { address } from '../../src/workbook/cells';
import { say, type Language } from '../../src/workbook/labels';
import { MemoryWorkbook } from '../../src/workbook/memory-port';
import type { PlayerRow } from '../../src/workbook/players';
import type { PointsStyle } from '../../src/workbook/points-format';
import { KNOCKOUT_WORDS, SYSTEM_SHEETS } from '../../src/workbook/system-labels';

/**
 * Issue #18 point 4 on the Knockout sheet (paper-forms.md §9): a match total is a number (it sums and sorts),
 * printed by the Settings' points format (halves `# ?/2` or decimal `0.0`, as on the Swiss and round-robin sheets),
 * and a bye is said in a Note cell of its own, never as text in the Result column.
 */
function players(n: number): PlayerRow[] {
  return Array.from({ length: n }, (_, i) => ({
    player: {
      id: i + 1,
      name: `Player ${i + 1}`,
      sex: '' as const,
      title: '',
      rating: 2400 - 10 * i,
      federation: '',
      fideId: '',
      birthDate: '',
    },
    byes: [],
    row: 0,
  }));
}

async function knockout(n: number, style: PointsStyle, language: Language = 'en', select = 1): Promise<MemoryWorkbook> {
  const wb = new MemoryWorkbook();
  await newTournament(wb, {
    settings: { info: { name: 'KO' }, system: 'knockout', pointsStyle: style, language },
    players: players(n),
  });
  await buildKnockoutSheet(wb, { select });
  return wb;
}

function header(wb: MemoryWorkbook, name: string, language: Language = 'en'): { row: number; cells: unknown[] } {
  const values = wb.sheet(name)!.values;
  const row = values.findIndex((r) => r[0] === say(KNOCKOUT_WORDS.match, language));
  return { row, cells: values[row]! };
}

/** Type the games of a match (top side's points per game; the bottom side gets the rest of each game). */
async function typeMatch(wb: MemoryWorkbook, name: string, id: string, top: number[]): Promise<number> {
  const values = wb.sheet(name)!.values;
  const at = values.findIndex((r) => r[0] === id);
  for (const [g, p] of top.entries()) {
    const col = 7 + 2 * g;
    const text = (x: number) => (x === 0.5 ? '½' : String(x));
    await wb.writeValues(name, address(at, col), [[text(p)]]);
    await wb.writeValues(name, address(at + 1, col), [[text(1 - p)]]);
  }
  return at;
}

describe('Knockout sheet: match totals are numbers, a bye is a note', () => {
  it('a decided match: the totals 1½ and ½ are the numbers 1.5 and 0.5, printed as halves', async () => {
    const wb = await knockout(8, 'halves');
    const name = 'Knockout';
    const at = await typeMatch(wb, name, 'R1.1', [1, 0.5]);
    await buildKnockoutSheet(wb);
    const { cells } = header(wb, name);
    const result = cells.indexOf('Result');
    expect(cells.slice(result)).toEqual(['Result', 'Winner', 'Note']);
    const values = wb.sheet(name)!.values;
    expect([values[at]![result], values[at + 1]![result]]).toEqual([1.5, 0.5]);
    expect(wb.formatAt(name, address(at, result))?.numberFormat).toBe('# ?/2');
    expect(wb.formatAt(name, address(at + 1, result))?.numberFormat).toBe('# ?/2');
    expect(values[at]![result + 1]).toBe('✓');
    // a match not yet played has no total
    const open = values.findIndex((r) => r[0] === 'R1.2');
    expect(values[open]![result] ?? null).toBeNull();
  });

  it('decimal in Settings: the totals print as 1.5 and 0.5 (number format 0.0)', async () => {
    const wb = await knockout(8, 'decimal');
    const at = await typeMatch(wb, 'Knockout', 'R1.4', [0.5, 0.5]);
    await buildKnockoutSheet(wb);
    const result = header(wb, 'Knockout').cells.indexOf('Result');
    expect(wb.sheet('Knockout')!.values[at]![result]).toBe(1);
    expect(wb.formatAt('Knockout', address(at, result))?.numberFormat).toBe('0.0');
  });

  it('byes (9 players, 2 to select): the Result column is blank, the Note column says bye, in each language', async () => {
    for (const [language, word] of [
      ['en', 'bye: goes through without a game'],
      ['tr', 'bay: oynamadan tur atlar'],
      ['fa', 'استراحت: بدون بازی به دور بعد'],
    ] as const) {
      const wb = await knockout(9, 'halves', language, 2);
      const name = say(SYSTEM_SHEETS.knockout, language);
      const values = wb.sheet(name)!.values;
      const { cells } = header(wb, name, language);
      const note = cells.length - 1;
      const byeRows = values.filter((r) => /^R1\.[1-7]$/.test(String(r[0])));
      expect([language, byeRows.length]).toEqual([language, 14]);
      for (let i = 0; i < byeRows.length; i += 2) {
        const [entrant, imaginary] = [byeRows[i]!, byeRows[i + 1]!];
        expect([language, entrant[note - 2] ?? null, entrant[note]]).toEqual([language, null, word]);
        expect([language, imaginary[note - 2] ?? null, imaginary[note] ?? null]).toEqual([language, null, null]);
      }
      // no text anywhere in a Result column
      const texts = values
        .filter((r) => /^R\d+\.\d+$/.test(String(r[0])))
        .map((r) => r[note - 2])
        .filter((v) => typeof v === 'string');
      expect([language, texts]).toEqual([language, []]);
    }
  });

  it('a sheet written before the Note column existed still reads: its games decide the match', async () => {
    const wb = await knockout(8, 'halves');
    const at = await typeMatch(wb, 'Knockout', 'R1.2', [0, 0]);
    const { row, cells } = header(wb, 'Knockout');
    await wb.writeValues('Knockout', address(row, cells.length - 1), [[null]]);
    const outcome = await buildKnockoutSheet(wb);
    expect(outcome.decided).toBe(1);
    const result = header(wb, 'Knockout').cells.indexOf('Result');
    expect(wb.sheet('Knockout')!.values[at + 1]![result + 1]).toBe('✓');
  });

  it.each(['en', 'tr', 'fa'] as const)(
    '%s: every header fits its column (Armageddon c, Altın puan r ...)',
    async (language) => {
      const wb = await knockout(8, 'halves', language);
      const name = say(SYSTEM_SHEETS.knockout, language);
      const { cells } = header(wb, name, language);
      const widths = wb.sheet(name)!.widths;
      const clipped = cells
        .map((h, i) => [String(h), widths[i] ?? 0] as const)
        .filter(([h, w]) => Array.from(h).length > w);
      expect(clipped).toEqual([]);
    },
  );
});
