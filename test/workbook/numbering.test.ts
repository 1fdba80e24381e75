import * as path from 'path';
import { MemoryWorkbook } from '../../src/workbook/memory-port';
import { newTournament } from '../../src/workbook/commands/new-tournament';
import { numberPlayers } from '../../src/workbook/commands/number-players';
import { pairNextRound } from '../../src/workbook/commands/pair-next';
import { readWorkbook } from '../../src/workbook/read';
import type { PlayerRow } from '../../src/workbook/players';
import { XlsxWorkbook } from '../../src/node/xlsx/xlsx-workbook';
import { runCli } from '../support/cli';
import { tempDir } from './support';

/** C.04.2 2.1-2.3: pairing numbers are the initial order: rating, then title, then name. */
const FIELD: [string, string, number][] = [
  ['Zeta, Ali', '', 2100],
  ['Alpha, Can', 'FM', 2400],
  ['Beta, Deniz', 'IM', 2512],
  ['Gamma, Ece', 'GM', 2512],
  ['Delta, Fatma', '', 0],
  ['Epsilon, Gül', 'WGM', 2400],
  ['Eta, Hakan', '', 2400],
];

function rows(field = FIELD): PlayerRow[] {
  return field.map(([name, title, rating], i) => ({
    player: { id: i + 1, name, sex: '' as const, title, rating, federation: '', fideId: '', birthDate: '' },
    byes: [],
    row: 0,
  }));
}

async function book(field = FIELD): Promise<MemoryWorkbook> {
  const wb = new MemoryWorkbook();
  await newTournament(wb, {
    settings: { info: { name: 'Numbers' }, totalRounds: 5, colourChoice: 'white' },
    players: rows(field),
  });
  return wb;
}

function playersInOrder(wb: MemoryWorkbook): [unknown, unknown][] {
  return wb
    .sheet('Players')!
    .values.slice(1)
    .filter((r) => r[2] != null)
    .map((r) => [r[0], r[2]]);
}

describe('players number', () => {
  it('players typed without a number give one message naming the fix', async () => {
    const wb = await book();
    for (let r = 2; r <= FIELD.length + 1; r++) await wb.writeValues('Players', `A${r}`, [[null]]);
    const errors = (await readWorkbook(wb)).problems.filter((p) => p.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]!.cell).toBe('A2');
    expect(errors[0]!.message).toMatch(
      /^7 players have no pairing number \("Zeta, Ali", .* and 2 more\): number them by C.04.2 with "arbiter players number BOOK.xlsx"/,
    );
  });

  it('before round 1 numbers everyone in the initial order and sorts the rows', async () => {
    const wb = await book();
    for (let r = 2; r <= 4; r++) await wb.writeValues('Players', `A${r}`, [[null]]);
    const o = await numberPlayers(wb);
    expect(o.pairedRounds).toBe(0);
    // 2512: GM before IM; 2400: FM, then WGM (C.04.2 title order GM IM WGM FM ...: WGM before FM), then untitled
    expect(playersInOrder(wb)).toEqual([
      [1, 'Gamma, Ece'],
      [2, 'Beta, Deniz'],
      [3, 'Epsilon, Gül'],
      [4, 'Alpha, Can'],
      [5, 'Eta, Hakan'],
      [6, 'Zeta, Ali'],
      [7, 'Delta, Fatma'],
    ]);
    const state = await readWorkbook(wb);
    expect(state.problems).toEqual([]);
    expect(state.tournament.players.find((p) => p.id === 1)).toMatchObject({ title: 'GM', rating: 2512 });
    expect((await numberPlayers(wb)).changes).toEqual([]);
  });

  it('orders by the tournament rating: a filled Tournament rating cell, else the Settings method (HBFN: the higher of FIDE and national)', async () => {
    const wb = await book([
      ['Low, Fide', '', 1900],
      ['High, Fide', '', 2300],
      ['Unrated, Estimate', '', 0],
    ]);
    const players = wb.sheet('Players')!.values;
    const width = players[0]!.length;
    // a Tournament rating column (rating-lists.md §3) beside the others
    await wb.writeValues('Players', `${String.fromCharCode(65 + width)}1`, [['Tournament rating']]);
    await wb.writeValues('Players', `${String.fromCharCode(65 + width)}4`, [[2200]]); // the arbiters' estimate
    const national = players[0]!.indexOf('National rating');
    await wb.writeValues('Players', `${String.fromCharCode(65 + national)}2`, [[2350]]); // Low, Fide's national rating
    const settings = wb.sheet('Settings')!.values;
    await wb.writeValues('Settings', `A${settings.length + 1}`, [['Tournament rating method', 'HBFN']]);
    await numberPlayers(wb);
    // HBFN: Low, Fide 2350 (national) > High, Fide 2300 > the estimate 2200
    expect(playersInOrder(wb)).toEqual([
      [1, 'Low, Fide'],
      [2, 'High, Fide'],
      [3, 'Unrated, Estimate'],
    ]);
  });

  it('pair warns at round 1 when the numbers are not in the initial order', async () => {
    const wb = await book();
    const o = await pairNextRound(wb);
    expect(o.warnings).toEqual([
      'pairing numbers are not in the C.04.2 initial order (rating, title, name): 1 Zeta, Ali (2100) is numbered before 2 Alpha, Can (FM 2400); ' +
        'to renumber, undo this round and run "arbiter players number BOOK.xlsx"',
    ]);
    const sorted = await book();
    await numberPlayers(sorted);
    expect((await pairNextRound(sorted)).warnings).toEqual([]);
  });

  it('after round 1 a late entry takes his place in the initial order and the round sheets follow', async () => {
    const wb = await book();
    await numberPlayers(wb);
    await pairNextRound(wb);
    const before = await readWorkbook(wb);
    const games = (state: typeof before) =>
      state.rounds[0]!.boards.map((b) => {
        const name = (id: number) => state.tournament.players.find((p) => p.id === id)!.name;
        return `${name(b.white)} - ${name(b.black)}`;
      });
    await wb.writeValues('Players', 'A9', [[null, 'IM', 'Late, Kemal', null, null, 2450]]);
    const o = await numberPlayers(wb);
    expect(o.changes.map((c) => [c.name, c.from, c.to])).toEqual([
      ['Late, Kemal', null, 3],
      ['Epsilon, Gül', 3, 4],
      ['Alpha, Can', 4, 5],
      ['Eta, Hakan', 5, 6],
      ['Zeta, Ali', 6, 7],
      ['Delta, Fatma', 7, 8],
    ]);
    const after = await readWorkbook(wb);
    expect(after.problems).toEqual([]);
    expect(games(after)).toEqual(games(before));
    expect(after.tournament.players.find((p) => p.id === 3)!.rounds[0]).toEqual({
      opponent: 0,
      colour: null,
      result: 'Z',
    });
  });

  it('arbiter players number BOOK.xlsx', async () => {
    const file = path.join(tempDir(), 'book.xlsx');
    const wb = XlsxWorkbook.create();
    await newTournament(wb, { settings: { info: { name: 'CLI' }, totalRounds: 5 }, players: rows() });
    await wb.save(file);
    const r = await runCli('players', 'number', file);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('  4 -> 1  Gamma, Ece\n');
    expect(r.stdout).toContain(`${file}: 7 players; 7 number(s) given or changed\n`);
    const back = await readWorkbook(await XlsxWorkbook.load(file));
    expect(back.tournament.players.map((p) => p.name)).toEqual([
      'Gamma, Ece',
      'Beta, Deniz',
      'Epsilon, Gül',
      'Alpha, Can',
      'Eta, Hakan',
      'Zeta, Ali',
      'Delta, Fatma',
    ]);
  });
});
