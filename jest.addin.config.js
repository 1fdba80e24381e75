'use strict';
// `npm run test:addin`: the add-in's production build and the task pane in headless Chromium (jest.tiers.js).
const base = require('./jest.base');
const { addin } = require('./jest.tiers');

/** @type {import('jest').Config} */
module.exports = { ...base, testMatch: addin.map((p) => `<rootDir>/${p}`) };
