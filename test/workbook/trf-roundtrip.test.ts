import * as path from 'path';
import { listFixtures, readFixture } from '../support/shared';
import { writeTrf } from '../../src/formats/trf';
import { importTournament } from '../../src/workbook/commands/import-tournament';
import { readWorkbook } from '../../src/workbook/read';
import { XlsxWorkbook } from '../../src/node/xlsx/xlsx-workbook';
import { essence, parseTrf, tempDir } from './support';
import { bySweep } from '../support/sweep';

/**
 * TRF -> workbook (.xlsx on disk) -> TRF keeps the players, rounds and results of every shared Dutch fixture.
 * ARBITER_SWEEP=full runs all of them; by default every 4th file plus the accelerated ones, `quick` every 16th.
 */
const all = listFixtures('dutch', '.trf');
const every = bySweep({ quick: 16, ci: 4, full: 1 });
const files = all.filter((f, i) => i % every === 0 || (every < 16 && readFixture('dutch', f).includes('\nXXA')));

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
    expect(essence(parseTrf(writeTrf(state.tournament, { format: 'trf16' })), 'players')).toEqual(
      essence(original, 'players'),
    );
  });
});
