#!/usr/bin/env node
'use strict';
// `npm run test:sweeps [-- quick|ci|full] [jest arguments]`: the fixture sweeps (jest.sweeps.config.js) at the
// size ARBITER_SWEEP names (test/support/sweep.ts). The level as an argument works in every shell; setting
// ARBITER_SWEEP in the environment works too (an argument wins).
const { spawnSync } = require('child_process');
const path = require('path');

const args = process.argv.slice(2);
const env = { ...process.env };
if (['quick', 'ci', 'full'].includes(args[0])) env.ARBITER_SWEEP = args.shift();
const jest = require.resolve('jest/bin/jest');
const r = spawnSync(process.execPath, [jest, '-c', path.join(__dirname, '..', 'jest.sweeps.config.js'), ...args], {
  stdio: 'inherit',
  env,
});
process.exitCode = r.status ?? 1;
