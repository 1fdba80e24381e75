import { truncateBeforeRound } from '../../src/engine/model';
import { pairDutch } from '../../src/engine/systems/dutch';
import { allPairedRounds } from '../../src/engine/systems/round-check';
import { listFixtures } from '../support/shared';
import { bySweep } from '../support/sweep';
import { loadDutchFixture, wrongStarts } from '../support/wrong-starts';

/**
 * PairOptions.startFrom is a cost hint (docs/dutch-engine.md §5): whatever boards the engine starts from, it
 * pairs the same. A re-check starts from the round on record, so a start that could pull the engine towards
 * it would let a wrong record pass. Every fixture round is paired from three wrong starts: the engine's own
 * pairing with each pair of neighbouring boards crossed (the nearest alternatives, often of equal weight in
 * part), the round before's pairing, and every player with the next by pairing number.
 */
const every = bySweep({ quick: 4, ci: 1, full: 1 });
const files = listFixtures('dutch', '.trf').filter((_, i) => i % every === 0);

describe('Dutch: the start boards change the cost, never the pairing', () => {
  let rounds = 0;
  afterAll(() => {
    console.log(`start-from: ${rounds} fixture rounds paired from 3 wrong starts each, all as without a start`);
  });

  test.each(files)('%s', (file) => {
    const t = loadDutchFixture(file);
    for (const r of allPairedRounds(t)) {
      const input = truncateBeforeRound(t, r);
      const plain = pairDutch(input, r);
      const starts = wrongStarts(t, r, plain.boards);
      for (const startFrom of starts) {
        const hinted = pairDutch(input, r, { startFrom });
        expect({ round: r, boards: hinted.boards, pab: hinted.pab }).toEqual({
          round: r,
          boards: plain.boards,
          pab: plain.pab,
        });
      }
      rounds++;
    }
  });
});
