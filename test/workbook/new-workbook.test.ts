import { MemoryWorkbook } from '../../src/workbook/memory-port';
import { newTournament } from '../../src/workbook/commands/new-tournament';
import { readWorkbook } from '../../src/workbook/read';

/** `arbiter new`: the Players rows the arbiter will type into are prepared like the first one. */
describe('a new workbook', () => {
  it.each(['en', 'tr'] as const)(
    '%s: Title, Sex and Status drop-downs and centred codes over the rows to be typed',
    async (language) => {
      const wb = new MemoryWorkbook();
      await newTournament(wb, { language, settings: { info: { name: 'New' }, totalRounds: 5 } });
      const players = wb.sheets[1]!;
      const header = players.values[0]!;
      const col = (i: number) => String.fromCharCode(65 + i);
      const byRange = new Map(players.validations.map((v) => [v.range, v.choices]));
      expect(byRange.get(`${col(1)}2:${col(1)}201`)).toEqual(['GM', 'IM', 'WGM', 'FM', 'WIM', 'CM', 'WFM', 'WCM']);
      expect(byRange.get(`${col(8)}2:${col(8)}201`)).toEqual(['m', 'w']);
      const status = byRange.get(`${col(10)}2:${col(10)}201`)!;
      expect(status[0]).toBe(language === 'en' ? 'active' : 'aktif');
      expect(status[3]).toBe(language === 'en' ? 'withdrawn after round 3' : '3. turdan sonra çekildi');
      expect(wb.formatAt(players.name, 'A150')?.align).toBe('center');
      expect(header.length).toBe(12);
      // every offered status reads back
      await wb.writeValues(players.name, 'A2', [
        [1, null, 'Somebody', null, null, 2000, null, null, 'm', null, status[3]!],
      ]);
      const state = await readWorkbook(wb);
      expect(state.problems).toEqual([]);
      expect(state.tournament.players[0]).toMatchObject({ status: 'withdrawn', withdrawnAfter: 3, sex: 'm' });
    },
  );
});
