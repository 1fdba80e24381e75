import '../support/verify-matching';
import { formatStats, sweep } from './sweep';
import { bySweep, sweepLevel } from '../support/sweep';

/**
 * The cross-check the issue asks for: "The oracle and the fast method agree on at least 10,000 random
 * brackets." The default run pairs a few hundred random tournaments (about 2,000 brackets, a few seconds);
 * ARBITER_SWEEP=full runs at least 30,000 brackets. Both print the counts.
 *
 * A bracket agrees when the engine paired the oracle's bracket players the same way and let the same players
 * float down; a round agrees when pairs, colours and PAB are identical.
 */
const TARGET_BRACKETS = bySweep({ quick: 2000, ci: 2000, full: 30000 });

/**
 * Known engine deviation (readings.test.ts): when every possible leftover is barred from the PAB (C2), the
 * oracle refuses the round (1.9.3) and the engine pairs it with an ineligible PAB receiver.
 */
const KNOWN_C2_DEVIATION =
  /^oracle: no pairing satisfies C1–C3 .*; engine: paired \(C2: PAB to \d+, who is not eligible\)$/;

describe('Dutch oracle vs fast engine on random small tournaments', () => {
  test(`agree on every bracket (${sweepLevel()} sweep, ≥ ${TARGET_BRACKETS} brackets)`, () => {
    const stats = sweep(1, { brackets: TARGET_BRACKETS });
    console.log(formatStats(stats));
    expect(stats.brackets).toBeGreaterThanOrEqual(TARGET_BRACKETS);
    expect(stats.bracketsAgreeing).toBe(stats.brackets);
    const unexplained = stats.disagreements.filter(
      (d) => d.brackets.length > 0 || !KNOWN_C2_DEVIATION.test(d.summary ?? ''),
    );
    expect(unexplained).toEqual([]);
    // the sweep must exercise the quality criteria, not only first candidates
    expect(stats.heterogeneous).toBeGreaterThan(stats.brackets2plus / 5);
    for (const c of ['c8', 'c9', 'c12', 'c14']) expect(stats.decidedBy[c]).toBeGreaterThan(0);
  });
});
