import { listFixtures, readFixture, readFixtureJson } from '../support/shared';
import { gamesOfRound, orderBoards, scoresAfter } from '../../src/workbook/round-view';
import { parseTrf } from './support';

/**
 * Rounds imported from a TRF have no board order; the round sheet orders them as C.04.2 3.6 says. The
 * reference program's printed order (.boards.json) is the check, for the files without acceleration
 * (fixtures README §6: with XXA the reference sorts by accelerated score).
 */
interface BoardsFile {
  rounds: { round: number; boards: [number, number][] }[];
}

const files = listFixtures('dutch', '.trf')
  .filter((f) => !readFixture('dutch', f).includes('\nXXA'))
  .filter((_, i) => i % 3 === 0);

describe('board order of imported rounds', () => {
  it.each(files)('%s', (file) => {
    const t = parseTrf(readFixture('dutch', file));
    const expected = readFixtureJson<BoardsFile>('dutch', file.replace(/\.trf$/, '.boards.json'));
    for (const r of expected.rounds) {
      const ordered = orderBoards(gamesOfRound(t, r.round), scoresAfter(t, r.round - 1));
      expect(ordered.map((b) => [b.white, b.black])).toEqual(r.boards);
    }
  });
});
