import { truncateBeforeRound } from '../../src/engine/model';
import { type Board, DiffersFromStart, type RoundPairing } from '../../src/engine/pairing';
import { pairDutch } from '../../src/engine/systems/dutch';
import { allPairedRounds, recordedPairing } from '../../src/engine/systems/round-check';
import { listFixtures } from '../support/shared';
import { bySweep } from '../support/sweep';
import { loadDutchFixture, wrongStarts } from '../support/wrong-starts';

/**
 * PairOptions.stopAtDifference: an import's re-check stops a round at the first pair the engine decides that the
 * record does not hold. That is sound only if every decided pair is final: the board it reports must be one of
 * the whole pairing's boards (colours included) whose pair the start lacks, and a start holding every pair of
 * the whole pairing must never stop it. Every fixture round is paired from its own pairing and from three wrong
 * starts (as start-from.test.ts: neighbouring boards crossed, the round before's pairing, neighbours by number).
 */
const every = bySweep({ quick: 4, ci: 1, full: 1 });
const files = listFixtures('dutch', '.trf').filter((_, i) => i % every === 0);

const pairKey = (b: Board) => `${Math.min(b.white, b.black)}-${Math.max(b.white, b.black)}`;

/** What stopping from `start` must give, read off the whole pairing: its first pair outside the start, or none. */
function verdict(plain: RoundPairing, start: readonly Board[]): 'same pairs' | 'differs' {
  const held = new Set(start.map(pairKey));
  return plain.boards.every((b) => held.has(pairKey(b))) ? 'same pairs' : 'differs';
}

describe('Dutch: stopping at the first pair the start lacks', () => {
  let rounds = 0;
  const stops: number[] = [];
  const whole: number[] = [];
  afterAll(() => {
    console.log(
      `stop-at-difference: ${rounds} fixture rounds from 4 starts each; of the starts lacking a pair, ${stops.length} stopped at a board of the whole pairing the start lacks, ${whole.length} were paired whole (rounds ${[...new Set(whole)].join(', ') || 'none'})`,
    );
    // only round 1's quick path pairs whole
    expect(whole.filter((r) => r !== 1)).toEqual([]);
  });

  test.each(files)('%s', (file) => {
    const t = loadDutchFixture(file);
    for (const r of allPairedRounds(t)) {
      const input = truncateBeforeRound(t, r);
      const plain = pairDutch(input, r);
      const starts = [recordedPairing(t, r).boards, ...wrongStarts(t, r, plain.boards)];
      for (const startFrom of starts) {
        const expected = verdict(plain, startFrom);
        let outcome: { verdict: string; board?: Board; pab?: number | null; boards?: readonly Board[] };
        try {
          const p = pairDutch(input, r, { startFrom, stopAtDifference: true });
          outcome = { verdict: 'same pairs', boards: p.boards, pab: p.pab };
        } catch (err) {
          if (!(err instanceof DiffersFromStart)) throw err;
          outcome = { verdict: 'differs', board: err.board };
          // the board is the whole pairing's, colours included, and a pair the start does not have
          expect({
            round: r,
            inPairing: plain.boards.some((b) => pairKey(b) === pairKey(err.board) && b.white === err.board.white),
          }).toEqual({ round: r, inPairing: true });
          expect(startFrom.map(pairKey)).not.toContain(pairKey(err.board));
        }
        // a start with every pair never stops; one without may also be paired whole (round 1's quick path)
        if (expected === 'same pairs')
          expect({ round: r, verdict: outcome.verdict }).toEqual({ round: r, verdict: expected });
        if (outcome.boards)
          expect({ boards: outcome.boards, pab: outcome.pab }).toEqual({ boards: plain.boards, pab: plain.pab });
        if (expected === 'differs') (outcome.board ? stops : whole).push(r);
      }
      rounds++;
    }
  });
});
