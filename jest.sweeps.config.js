'use strict';
// `npm run test:sweeps`: the fixture sweeps (jest.tiers.js); ARBITER_SWEEP=quick|full scales them.
const base = require('./jest.base');
const { sweeps } = require('./jest.tiers');

/** @type {import('jest').Config} */
module.exports = { ...base, testMatch: sweeps.map((p) => `<rootDir>/${p}`) };
