'use strict';
// `npm test`: the unit tests and small integrations; the sweeps and add-in tiers are listed in jest.tiers.js.
const os = require('os');
const base = require('./jest.base');
const { sweeps, addin } = require('./jest.tiers');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  testMatch: ['**/*.test.ts'],
  // jest's default is one worker fewer than the cores: one worker on a 2-core machine, where two finish the tier in
  // 73 s instead of 124 s (the suites are CPU-bound and independent; docs/performance.md)
  maxWorkers: Math.max(2, os.cpus().length - 1),
  testPathIgnorePatterns: ['/node_modules/', ...[...sweeps, ...addin].map(globToRegex)],
};

/** jest.tiers.js lists paths and `**` globs; jest's ignore list takes regular expressions. */
function globToRegex(glob) {
  const escaped = glob.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  return '<rootDir>/' + escaped.replace(/\*\*\/\*/g, '.*').replace(/\*/g, '[^/]*');
}
