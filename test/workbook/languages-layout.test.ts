import { MemoryWorkbook } from '../../src/workbook/memory-port';
import { newTournament } from '../../src/workbook/commands/new-tournament';
import { pairNextRound } from '../../src/workbook/commands/pair-next';
import { updateReports } from '../../src/workbook/commands/update-reports';
import { readWorkbook } from '../../src/workbook/read';
import type { Language } from '../../src/workbook/labels';
import type { PlayerRow } from '../../src/workbook/players';

/** Turkish and Persian sheets: one colour convention, headers that fit, every note translated, results in one direction. */
function rows(n: number): PlayerRow[] {
  return Array.from({ length: n }, (_, i) => ({
    player: {
      id: i + 1,
      name: `Oyuncu ${String.fromCharCode(65 + i)}`,
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

async function book(language: Language, results: readonly string[]): Promise<MemoryWorkbook> {
  const wb = new MemoryWorkbook();
  await newTournament(wb, {
    language,
    settings: { info: { name: 'Dil' }, totalRounds: 3, colourChoice: 'white' },
    players: rows(6),
  });
  await pairNextRound(wb, { date: '2026/11/26' });
  const state = await readWorkbook(wb);
  const sheet = state.roundSheets.get(1)!;
  for (const [i, b] of state.rounds[0]!.boards.entries())
    if (results[i]) await wb.writeValues(sheet, b.resultCell, [[results[i]!]]);
  await updateReports(wb);
  return wb;
}

function fits(wb: MemoryWorkbook, sheet: string, headerRow: number): void {
  const s = wb.sheet(sheet)!;
  s.values[headerRow]!.forEach((h, i) => {
    if (typeof h === 'string' && h !== '') expect([h, s.widths[i]! >= Array.from(h).length + 1]).toEqual([h, true]);
  });
}

describe('Turkish and Persian sheets', () => {
  it("Turkish: the crosstable uses the cards' B (beyaz) and S (siyah)", async () => {
    const wb = await book('tr', ['1-0', '½-½', '0-1']);
    const cross = wb.sheet('Çapraz Tablo')!.values;
    const cells = cross.slice(2, 8).map((r) => String(r[5]));
    expect(cells.every((c) => /^\d+[BS]/.test(c))).toBe(true);
    const cards = wb.sheet('Eşlendirme Kartları')!.values;
    const colours = cards.filter((r) => r[0] === 1).map((r) => r[1]);
    expect(new Set(colours)).toEqual(new Set(['B', 'S']));
  });

  it.each(['tr', 'fa'] as const)('%s: every header fits its column; the round date fits its cell', async (language) => {
    const wb = await book(language, ['1-0', '½-½']);
    const names = wb.sheets.map((s) => s.name);
    fits(wb, names[1]!, 0); // Players
    fits(wb, names[2]!, 1); // Round 1
    const standings = wb.sheets.find((s) => s.values[1]?.includes('BH-C1'))!;
    fits(wb, standings.name, 1);
    const round = wb.sheet(names[2]!)!;
    expect(round.widths[8]!).toBeGreaterThanOrEqual('2026/11/26'.length + 1);
  });

  it('Persian: the note on pending games is in Persian', async () => {
    const wb = await book('fa', ['1-0']);
    const standings = wb.sheets.find((s) => s.values[1]?.includes('BH-C1'))!;
    const notes = standings.values
      .slice(2 + 6)
      .map((r) => String(r[0] ?? ''))
      .filter((x) => x !== '');
    expect(notes[0]).toMatch(/^نتیجهٔ 2 بازی از دور 1/);
    // the legend's codes are Latin, its words Persian
    expect(notes.every((n) => !/\b(game|round|have|result|count)\b/.test(n))).toBe(true);
  });

  it('Persian: results typed with Arabic-Indic, Persian or Latin digits are all written 1-0 (one reading direction)', async () => {
    const wb = await book('fa', ['١-٠', '۱-۰', '1-0']);
    const state = await readWorkbook(wb);
    const sheet = wb.sheet(state.roundSheets.get(1)!)!;
    expect(state.rounds[0]!.boards.map((b) => sheet.values[b.row]![5])).toEqual(['1-0', '1-0', '1-0']);
  });
});
