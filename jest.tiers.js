'use strict';
/**
 * The test tiers. `npm test` runs the unit tests and small integrations (everything not listed here, under two
 * minutes on a two-core machine); the fixture sweeps and the add-in's build and browser tests run as their own
 * scripts (`npm run test:sweeps`, `npm run test:addin`); `.ci/run` runs all three. ARBITER_SWEEP scales the sweeps
 * (test/support/sweep.ts).
 */
const sweeps = [
  'test/systems/fixture-histories.test.ts',
  'test/workbook/trf-roundtrip.test.ts',
  'test/trf/fixtures-roundtrip.test.ts',
  'test/trf/workbook-roundtrip.test.ts',
  'test/dutch/fixtures.test.ts',
  'test/dutch/start-from.test.ts',
  'test/dutch/stop-at-difference.test.ts',
  'test/dutch-oracle/cross-check.test.ts',
  'test/burstein/fixture-sweep.test.ts',
  'test/burstein/generated.test.ts',
  'test/dubov/sweep.test.ts',
  'test/lim/sweep.test.ts',
  'test/team/team-round-guard-sweep.test.ts',
];

const addin = [
  'test/manifest/manifest.test.ts', // a production webpack build
  'test/browser/**/*.test.ts', // headless Chromium
  'test/excel/failures.test.ts', // every Excel call of eight commands failing in turn (minutes)
  'test/ratings/browser.test.ts', // the rating-list Worker in Chromium
  'test/ratings/pane.test.ts', // the pane's registration section in Chromium
];

module.exports = { sweeps, addin };
