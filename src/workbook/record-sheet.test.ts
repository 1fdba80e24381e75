import { MemoryWorkbook } from './memory-port';
import { appendRecord, readRecord, recordTrfLine } from './record-sheet';

describe('Record sheet', () => {
  it('appends entries, keeps the old ones, and reads them back', async () => {
    const port = new MemoryWorkbook();
    await appendRecord(port, undefined, [{ round: 1, event: 'Import', text: 'board 2 colours differ' }], 'en');
    await appendRecord(port, 'Record', [{ round: 3, event: 'MPA', text: '5-8 instead of 5-9' }], 'en');
    expect(readRecord(await port.readSheet('Record'))).toEqual([
      { round: 1, event: 'Import', text: 'board 2 colours differ' },
      { round: 3, event: 'MPA', text: '5-8 instead of 5-9' },
    ]);
  });

  it('writes one TRF line per entry, whatever was typed in the cell', () => {
    expect(recordTrfLine({ round: 2, event: 'MPA', text: 'a\nXXR 1\r\n001 fake' })).toBe(
      '### MPA @ Round 2: a XXR 1 001 fake',
    );
  });
});

describe('Record sheet cells', () => {
  it('a text past the 32,767 characters of an Excel cell is cut there', async () => {
    const port = new MemoryWorkbook();
    await appendRecord(port, undefined, [{ round: 1, event: 'MPA', text: 'x'.repeat(40000) }], 'en');
    const cell = (await port.readSheet('Record'))[1]![2] as string;
    expect(cell).toHaveLength(32767);
    expect(cell.endsWith('…')).toBe(true);
  });
});
