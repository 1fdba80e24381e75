import { readTrf } from '../../src/formats/trf';
import { truncateBeforeRound, type Tournament } from '../../src/engine/model';
import type { Board } from '../../src/engine/pairing';
import { pairDutch } from '../../src/engine/systems/dutch';
import { allPairedRounds, recordedPairing } from '../../src/engine/systems/round-check';
import { listFixtures, readFixture } from '../support/shared';
import { bySweep } from '../support/sweep';

/**
 * PairOptions.startFrom is a cost hint (docs/dutch-engine.md §5): whatever boards the engine starts from, it
 * pairs the same. A re-check starts from the round on record, so a start that could pull the engine towards
 * it would let a wrong record pass. Every fixture round is paired from three wrong starts: the engine's own
 * pairing with each pair of neighbouring boards crossed (the nearest alternatives, often of equal weight in
 * part), the round before's pairing, and every player with the next by pairing number.
 */
const every = bySweep({ quick: 4, ci: 1, full: 1 });
const files = listFixtures('dutch', '.trf').filter((_, i) => i % every === 0);

function load(file: string): Tournament {
  const { tournament } = readTrf(readFixture('dutch', file));
  if (!tournament) throw new Error(`${file} did not parse`);
  return tournament;
}

/** Boards 0–1, 2–3, … with their black players exchanged. */
function crossed(boards: readonly Board[]): Board[] {
  const out = boards.map((b) => ({ ...b }));
  for (let i = 0; i + 1 < out.length; i += 2) {
    const black = out[i].black;
    out[i] = { white: out[i].white, black: out[i + 1].black };
    out[i + 1] = { white: out[i + 1].white, black };
  }
  return out;
}

function neighbours(t: Tournament): Board[] {
  const ids = t.players.map((p) => p.id).sort((a, b) => a - b);
  const out: Board[] = [];
  for (let i = 0; i + 1 < ids.length; i += 2) out.push({ white: ids[i], black: ids[i + 1] });
  return out;
}

describe('Dutch: the start boards change the cost, never the pairing', () => {
  let rounds = 0;
  afterAll(() => {
    console.log(`start-from: ${rounds} fixture rounds paired from 3 wrong starts each, all as without a start`);
  });

  test.each(files)('%s', (file) => {
    const t = load(file);
    for (const r of allPairedRounds(t)) {
      const input = truncateBeforeRound(t, r);
      const plain = pairDutch(input, r);
      const starts = [crossed(plain.boards), neighbours(t), r > 1 ? recordedPairing(t, r - 1).boards : []];
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
