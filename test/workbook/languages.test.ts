import { MemoryWorkbook } from '../../src/workbook/memory-port';
import { importTournament } from '../../src/workbook/commands/import-tournament';
import { pairNextRound } from '../../src/workbook/commands/pair-next';
import { updateReports } from '../../src/workbook/commands/update-reports';
import { readWorkbook } from '../../src/workbook/read';
import { readFixture } from '../support/shared';
import { essence, parseTrf } from './support';

const original = parseTrf(readFixture('dutch', 'dutch-0001-p7-r5.trf'));

describe.each([
  ['en', ['Settings', 'Players', 'Round 1'], 'Board'],
  ['tr', ['Ayarlar', 'Oyuncular', 'Tur 1'], 'Masa'],
  ['fa', ['تنظیمات', 'بازیکنان', 'دور 1'], 'میز'],
] as const)('workbook in %s', (lang, names, boardHeader) => {
  it('writes localised sheet names and headers and reads them back', async () => {
    const wb = new MemoryWorkbook();
    await importTournament(wb, original, { language: lang });
    expect((await wb.listSheets()).slice(0, 3)).toEqual(names);
    expect(wb.sheet(names[2])!.values[1]![0]).toBe(boardHeader);
    const state = await readWorkbook(wb);
    expect(state.problems).toEqual([]);
    expect(state.settings.settings.language).toBe(lang);
    expect(essence(state.tournament)).toEqual(essence(original));
    await updateReports(wb);
    expect(await wb.listSheets()).toHaveLength(3 + 4 + 3);
  });
});

describe('reading accepts all three languages in one workbook', () => {
  it('a Turkish round sheet in an English workbook, Persian digits in a sheet name', async () => {
    const wb = new MemoryWorkbook();
    await importTournament(wb, original, { language: 'en' });
    const en = await readWorkbook(wb);
    // the arbiter renamed two sheets and typed Turkish headers on round 2
    wb.sheet('Round 2')!.name = 'Tur 2';
    wb.sheet('Round 3')!.name = 'دور ۳';
    wb.sheet('Tur 2')!.values[1] = [
      'Masa',
      'Sıra no',
      'Beyaz',
      'Rtg',
      'Puan',
      'SONUÇ',
      'Puan',
      'Siyah',
      'Rtg',
      'Sıra no',
    ];
    const mixed = await readWorkbook(wb);
    expect(mixed.problems).toEqual([]);
    expect(essence(mixed.tournament)).toEqual(essence(en.tournament));
  });

  it('the booklet writes the bye as a board row: "<board> <no> 1 Tur"', async () => {
    const wb = new MemoryWorkbook();
    await importTournament(wb, original);
    const sheet = wb.sheet('Round 1')!;
    // move player 7's bye from the byes section into the board list
    sheet.values = sheet.values.slice(0, 5);
    sheet.values.push([4, 7, null, null, null, '1', null, null, null, 'Tur']);
    const state = await readWorkbook(wb);
    expect(state.problems).toEqual([]);
    expect(state.tournament.players[6]!.rounds[0]).toEqual({ opponent: 0, colour: null, result: 'U' });
  });

  it('columns are found by header, so the arbiter may reorder the Players sheet and add columns', async () => {
    const wb = new MemoryWorkbook();
    await importTournament(wb, original);
    const players = wb.sheet('Players')!;
    players.values = players.values.map((row) => ['note', ...[...row].reverse()]);
    players.values[0]![0] = 'My notes';
    const state = await readWorkbook(wb);
    expect(state.problems).toEqual([]);
    expect(essence(state.tournament)).toEqual(essence(original));
  });

  it('a Persian workbook pairs with the engine and writes its round sheet in Persian', async () => {
    const wb = new MemoryWorkbook();
    const rr = {
      ...original,
      system: 'round-robin' as const,
      totalRounds: 7,
      players: original.players.map((p) => ({ ...p, rounds: [] })),
    };
    await importTournament(wb, rr, { language: 'fa' });
    const o = await pairNextRound(wb);
    expect(o.sheet).toBe('دور 1');
    expect(wb.sheet('دور 1')!.values[1]).toEqual([
      'میز',
      'شماره',
      'سفید',
      'ریتینگ',
      'امتیاز',
      'نتیجه',
      'امتیاز',
      'سیاه',
      'ریتینگ',
      'شماره',
    ]);
    expect(wb.sheet('دور 1')!.view.rightToLeft).toBe(true);
  });
});
