import * as fs from 'fs';
import { EventEmitter } from 'events';
import * as path from 'path';
import { endQuietlyOnEpipe } from '../../src/node/commands/workbook';
import { ACCEPTED_RESULTS, likelyResult, parseResultCell } from '../../src/formats/results';
import { MemoryWorkbook } from '../../src/workbook/memory-port';
import { newTournament } from '../../src/workbook/commands/new-tournament';
import { pairNextRound } from '../../src/workbook/commands/pair-next';
import { updateReports } from '../../src/workbook/commands/update-reports';
import { readWorkbook } from '../../src/workbook/read';
import type { PlayerRow } from '../../src/workbook/players';
import { XlsxWorkbook } from '../../src/node/xlsx/xlsx-workbook';
import { runCli } from '../support/cli';
import { tempDir } from './support';

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

describe('result notation', () => {
  it.each([
    ['10', '1-0'],
    ['01', '0-1'],
    ['1-O', '1-0'],
    ['O-1', '0-1'],
    ['draw', '½-½'],
    ['Beraberlik', '½-½'],
    ['½½', '½-½'],
    ['l-0', '1-0'],
  ])('"%s" is refused with the likely intent %s and the accepted forms', (typed, intent) => {
    expect(likelyResult(typed)).toBe(intent);
    const r = parseResultCell(typed);
    expect(r).toEqual({
      ok: false,
      message: `"${typed}" is not a result; did you mean ${intent}? Accepted: ${ACCEPTED_RESULTS}`,
    });
  });

  it('a text with no likely intent still lists the accepted forms', () => {
    expect(parseResultCell('xyz')).toEqual({
      ok: false,
      message: `"xyz" is not a result. Accepted: ${ACCEPTED_RESULTS}`,
    });
  });

  it('standings writes every typed result in the canonical notation and lists each cell it rewrote', async () => {
    const wb = new MemoryWorkbook();
    await newTournament(wb, {
      settings: { info: { name: 'N' }, totalRounds: 3, colourChoice: 'white' },
      players: rows(8),
    });
    await pairNextRound(wb);
    const state = await readWorkbook(wb);
    const typed = ['1/2-1/2', '=', '1F-0F', '0H-0H'];
    const cells = state.rounds[0]!.boards.map((b) => b.resultCell);
    for (let i = 0; i < 4; i++) await wb.writeValues('Round 1', cells[i]!, [[typed[i]!]]);
    const o = await updateReports(wb);
    expect(o.rewrittenResults).toEqual([
      { sheet: 'Round 1', cell: cells[0], typed: '1/2-1/2', written: '½-½' },
      { sheet: 'Round 1', cell: cells[1], typed: '=', written: '½-½' },
      { sheet: 'Round 1', cell: cells[2], typed: '1F-0F', written: '+/-' },
      { sheet: 'Round 1', cell: cells[3], typed: '0H-0H', written: '-/-' },
    ]);
    const values = wb.sheet('Round 1')!.values;
    expect(cells.map((c) => values[Number(c.slice(1)) - 1]![5])).toEqual(['½-½', '½-½', '+/-', '-/-']);
    expect((await updateReports(wb)).rewrittenResults).toEqual([]);
  });
});

describe('command line: check without --round, labelled standings, a closed pipe', () => {
  async function book(): Promise<string> {
    const file = path.join(tempDir(), 'book.xlsx');
    const wb = XlsxWorkbook.create();
    await newTournament(wb, {
      settings: { info: { name: 'CLI' }, totalRounds: 3, colourChoice: 'white' },
      players: rows(6),
    });
    await wb.save(file);
    for (let r = 1; r <= 2; r++) {
      expect((await runCli('pair', file)).code).toBe(0);
      const loaded = await XlsxWorkbook.load(file);
      const state = await readWorkbook(loaded);
      for (const b of state.rounds[r - 1]!.boards) await loaded.writeValues(`Round ${r}`, b.resultCell, [['1-0']]);
      await loaded.save(file);
    }
    return file;
  }

  it('check without --round checks the last round', async () => {
    const file = await book();
    const r = await runCli('check', file);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/: round 2: 0 rule problem\(s\), same pairing as the engine\n$/);
  });

  it('standings prints a labelled table of every player', async () => {
    const file = await book();
    const r = await runCli('standings', file);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[1]).toMatch(/^Place {2}\s*No {2}Name\s+Pts {2}BH-C1 {2}BH {2}DE {2}WIN {2}BPG$/);
    expect(lines).toHaveLength(2 + 6);
    expect(lines[2]).toMatch(/^\s+1\s+\d+ {2}Player [A-F]\s+2/);
  });

  it('a pipe closed by its reader (EPIPE) ends the command quietly; other stream errors are not hidden', () => {
    // the real pipe (node bin/arbiter.js standings BOOK | head -2) was checked by hand: exit 0, no stack trace
    const stream = new EventEmitter();
    const exit = jest.fn();
    endQuietlyOnEpipe(stream, exit);
    stream.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    expect(exit).toHaveBeenCalledWith(0);
    expect(() => stream.emit('error', Object.assign(new Error('disk full'), { code: 'ENOSPC' }))).toThrow('disk full');
  });
});

describe('a workbook open in Excel', () => {
  it("is refused by a command that rewrites it while Excel's lock file ~$BOOK.xlsx is beside it, and left as it was", async () => {
    const dir = tempDir();
    const file = path.join(dir, 'open.xlsx');
    const wb = XlsxWorkbook.create();
    await newTournament(wb, { settings: { info: { name: 'Open' }, totalRounds: 3 }, players: rows(4) });
    await wb.save(file);
    const before = fs.readFileSync(file);
    fs.writeFileSync(path.join(dir, '~$open.xlsx'), 'lock');
    const r = await runCli('pair', file);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain(
      'is open in Excel (its lock file ~$open.xlsx is there): close it in Excel, then run the command again',
    );
    expect(fs.readFileSync(file).equals(before)).toBe(true);
    fs.rmSync(path.join(dir, '~$open.xlsx'));
    expect((await runCli('pair', file)).code).toBe(0);
  });
});
