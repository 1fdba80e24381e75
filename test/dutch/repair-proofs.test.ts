import '../support/verify-matching';
import { readTrf } from '../../src/formats/trf';
import { truncateBeforeRound } from '../../src/engine/model';
import { pairDutch } from '../../src/engine/systems/dutch';
import { BracketMatcher } from '../../src/engine/systems/dutch/bracket-matcher';
import { allPairedRounds } from '../../src/engine/systems/round-check';
import { listFixtures, readFixture } from '../support/shared';

/**
 * BracketMatcher.repairStillFails skips the search for an S1 player's candidate when an earlier candidate's
 * failed repair already proves it out. Differential check: every round of the first 40 Dutch fixtures paired with
 * the shortcut and without it (the search run for every candidate) gives the same pairing, and the shortcut
 * was taken.
 */
describe('Dutch: candidates ruled out by an earlier failed repair', () => {
  test('same pairings with and without the shortcut, over the first 40 fixture files', () => {
    const proto = BracketMatcher.prototype as unknown as { repairStillFails(i: number, j: number): boolean };
    const original = proto.repairStillFails;
    let enabled = true;
    let taken = 0;
    const spy = jest.spyOn(proto, 'repairStillFails').mockImplementation(function (
      this: unknown,
      i: number,
      j: number,
    ) {
      if (!enabled) return false;
      const skip = original.call(this, i, j);
      if (skip) taken++;
      return skip;
    });
    let rounds = 0;
    for (const file of listFixtures('dutch', '.trf').slice(0, 40)) {
      const { tournament } = readTrf(readFixture('dutch', file));
      if (!tournament) throw new Error(`${file} did not parse`);
      for (const r of allPairedRounds(tournament)) {
        const input = truncateBeforeRound(tournament, r);
        enabled = true;
        const fast = pairDutch(input, r);
        enabled = false;
        const full = pairDutch(input, r);
        expect({ file, r, boards: fast.boards, pab: fast.pab }).toEqual({
          file,
          r,
          boards: full.boards,
          pab: full.pab,
        });
        rounds++;
      }
    }
    spy.mockRestore();
    expect(rounds).toBeGreaterThan(200);
    expect(taken).toBeGreaterThan(10);
  });
});
