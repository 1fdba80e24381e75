#!/usr/bin/env node
'use strict';
// Print jest's result files (one per test tier) as one plain line: "N passed, N failed[, N skipped]".
const fs = require('fs');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  let r;
  try {
    r = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    console.log(`no jest results in ${file}: ${err.message}`);
    failed++;
    continue;
  }
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numRuntimeErrorTestSuites || 0);
  skipped += r.numPendingTests + r.numTodoTests;
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
