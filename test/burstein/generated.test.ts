import { pairBurstein } from '../../src/engine/systems/burstein';
import { sweep } from '../dubov/generated-tournaments';
import { bySweep } from '../support/sweep';

/**
 * Burstein (2026) on generated tournaments played through with its own pairings: every round keeps the absolute
 * criteria, checked on the record only — everyone due paired exactly once, no rematch, PAB only to an eligible
 * player, colour limits everywhere (the Burstein text has no topscorer exception). Seeding rounds go through the
 * Dutch engine. Rounds where no legal pairing exists are confirmed independently. ARBITER_SWEEP=full plays 300.
 */
test('Burstein 2026: generated tournaments keep the absolute criteria', () => {
  const started = Date.now();
  const count = bySweep({ quick: 10, ci: 20, full: 300 });
  const stats = sweep(
    4042026,
    count,
    (t, r) => pairBurstein({ ...t, system: 'burstein' }, r),
    () => false,
  );
  console.log(
    `Burstein sweep: ${stats.tournaments} tournaments, ${stats.rounds} rounds, ${stats.boards} boards, ${stats.byes} byes, ` +
      `${stats.rechecked} re-checked, ${stats.noLegalPairing} rounds without any legal pairing (confirmed), ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  expect(stats.failures).toEqual([]);
  expect(stats.rounds).toBeGreaterThan(stats.tournaments * 4);
});
