import * as path from 'path';
import { listFixtures, readFixture } from '../support/shared';
import { writeTrf } from '../../src/formats/trf';
import { importTournament } from '../../src/workbook/commands/importTournament';
import { readWorkbook } from '../../src/workbook/read';
import { XlsxWorkbook } from '../../src/node/xlsx/xlsxWorkbook';
import { essence, parseTrf, tempDir } from './support';

/**
 * TRF -> workbook (.xlsx on disk) -> TRF keeps the players, rounds and results of every shared Dutch fixture.
 * ARBITER_SWEEP=all runs all of them; the default run takes every 4th file plus the accelerated ones.
 */
const all = listFixtures('dutch', '.trf');
const files = process.env.ARBITER_SWEEP === 'all'
  ? all
  : all.filter((f, i) => i % 4 === 0 || readFixture('dutch', f).includes('\nXXA'));

describe(`TRF -> xlsx -> TRF round trip (${files.length} of ${all.length} Dutch fixtures)`, () => {
  const dir = tempDir();
  it.each(files)('%s', async (file) => {
    const original = parseTrf(readFixture('dutch', file));
    const book = XlsxWorkbook.create();
    await importTournament(book, original);
    const target = path.join(dir, file.replace(/\.trf$/, '.xlsx'));
    await book.save(target);
    const state = await readWorkbook(await XlsxWorkbook.load(target));
    expect(state.problems.filter((p) => p.level === 'error')).toEqual([]);
    // TRF-26 keeps everything; TRF-16 has no record for the number of rounds, initial colour or acceleration
    expect(essence(parseTrf(writeTrf(state.tournament, { format: 'trf26' })))).toEqual(essence(original));
    expect(essence(parseTrf(writeTrf(state.tournament, { format: 'trf16' })), 'players')).toEqual(essence(original, 'players'));
  });
});
