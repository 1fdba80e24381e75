#!/usr/bin/env node
'use strict';
// Print jest's result file as one plain line: "N passed, N failed[, N skipped]".
const fs = require('fs');
const file = process.argv[2];
let r;
try {
  r = JSON.parse(fs.readFileSync(file, 'utf8'));
} catch (err) {
  console.log(`0 passed, 1 failed (no jest results: ${err.message})`);
  process.exit(1);
}
const failed = r.numFailedTests + (r.numRuntimeErrorTestSuites || 0);
const skipped = r.numPendingTests + r.numTodoTests;
console.log(`${r.numPassedTests} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
