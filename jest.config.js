'use strict';
// `npm test`: the unit tests and small integrations; the sweeps and add-in tiers are listed in jest.tiers.js.
const base = require('./jest.base');
const { sweeps, addin } = require('./jest.tiers');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  testMatch: ['**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', ...[...sweeps, ...addin].map(globToRegex)],
};

/** jest.tiers.js lists paths and `**` globs; jest's ignore list takes regular expressions. */
function globToRegex(glob) {
  const escaped = glob.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  return '<rootDir>/' + escaped.replace(/\*\*\/\*/g, '.*').replace(/\*/g, '[^/]*');
}
