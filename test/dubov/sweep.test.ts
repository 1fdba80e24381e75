import { pairDubov } from '../../src/engine/systems/dubov';
import { sweep, sweepSize } from './generated-tournaments';

/**
 * Dubov on generated tournaments: every round satisfies the absolute criteria — everyone due paired exactly
 * once, no rematch, PAB only to an eligible player, colour limits (Dubov has no exception: C3 applies in every
 * round). Rounds where the engine reports that no legal pairing exists are confirmed independently.
 * SWEEP=full plays 1,000 tournaments.
 */
test('Dubov: generated tournaments keep the absolute criteria', () => {
  const started = Date.now();
  const stats = sweep(20260201, sweepSize(), pairDubov, () => false);
  console.log(`Dubov sweep: ${stats.tournaments} tournaments, ${stats.rounds} rounds, ${stats.boards} boards, ${stats.byes} byes, ${stats.rechecked} re-checked, ` +
    `${stats.noLegalPairing} rounds without any legal pairing (confirmed), ${((Date.now() - started) / 1000).toFixed(1)} s`);
  expect(stats.failures).toEqual([]);
  expect(stats.rounds).toBeGreaterThan(stats.tournaments * 4);
  expect(stats.rechecked).toBe(stats.tournaments / 10);
});
