import { readTrf } from '../../src/formats/trf';
import { truncateBeforeRound } from '../../src/engine/model';
import { NoLegalPairingError, type RoundPairing } from '../../src/engine/pairing';
import { SYSTEMS, type PairFn } from '../../src/engine/systems';
import { pairDubov } from '../../src/engine/systems/dubov';
import { allPairedRounds } from '../../src/engine/systems/round-check';
import { listFixtures, readFixture } from '../support/shared';
import { checkAbsoluteCriteria } from './absolute-criteria';
import { bySweep } from '../support/sweep';

/**
 * Every Swiss system on real histories: each round of the shared Dutch and Burstein fixtures is paired again
 * (from the reference program's earlier rounds) by Burstein, Dubov (both editions) and Lim, and the result must keep the
 * absolute rules. By default every fifth file; ARBITER_SWEEP=full runs all of them, `quick` every 20th.
 */
const every = bySweep({ quick: 20, ci: 5, full: 1 });
const files = [
  ...listFixtures('dutch', '.trf').map((f) => ['dutch', f]),
  ...listFixtures('burstein', '.trf').map((f) => ['burstein', f]),
].filter((_, i) => i % every === 0);

const dubov1997: PairFn = (t, r) => pairDubov(t, r, { edition: '1997' });
const systems: [string, PairFn][] = [
  ['burstein', SYSTEMS.burstein as PairFn],
  ['dubov', SYSTEMS.dubov as PairFn],
  ['dubov (1997 edition)', dubov1997],
  ['lim', SYSTEMS.lim as PairFn],
];

describe.each(systems)('%s on the fixture histories keeps the absolute criteria', (system, pair) => {
  let rounds = 0;
  let noPairing = 0;
  let exceptions = 0;
  test.each(files)('%s/%s', (dir, file) => {
    const t = readTrf(readFixture(dir, file)).tournament!;
    const problems: string[] = [];
    for (const r of allPairedRounds(t)) {
      const input = truncateBeforeRound(t, r);
      let result: RoundPairing;
      try {
        result = pair(input, r);
      } catch (err) {
        if (err instanceof NoLegalPairingError) {
          noPairing++;
          continue;
        }
        throw err;
      }
      rounds++;
      const check = checkAbsoluteCriteria(input, r, result);
      exceptions += check.colourExceptions;
      problems.push(...check.problems.map((p) => `${file} ${p}`));
    }
    expect(problems).toEqual([]);
  });
  afterAll(() => {
    console.log(
      `${system}: ${rounds} fixture rounds paired, absolute criteria kept; ${noPairing} without a legal pairing; ${exceptions} last-round colour exceptions`,
    );
  });
});
