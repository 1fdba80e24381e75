#!/usr/bin/env node
'use strict';
// `npm run test:sweep`: every Dutch and perf fixture through the shipped command line (`arbiter check-trf`), with
// the matching solver's full optimality check on (ARBITER_VERIFY_MATCHING, docs/blossom.md "Verification").
// A node script rather than `VAR=1 cmd dir/*.trf` in package.json: that syntax and the glob are POSIX shells'
// only, and CONTRIBUTING's commands must work on Windows too. Extra arguments go to check-trf (e.g. --system).
const fs = require('fs');
const path = require('path');

const root = path.join(__dirname, '..');
const trfs = (dir) =>
  fs
    .readdirSync(path.join(root, dir))
    .filter((f) => f.endsWith('.trf'))
    .sort()
    .map((f) => path.join(dir, f));
const files = [...trfs('test/fixtures/dutch'), ...trfs('test/fixtures/perf')];

// read by the engine when it is loaded: set before the command line is required
process.env.ARBITER_VERIFY_MATCHING = '1';
let cli;
try {
  cli = require(path.join(root, 'build/node/cli.js'));
} catch (err) {
  console.error(
    `sweep: the command line is not built (${err && err.message ? err.message.split('\n')[0] : err}); run: npm run build:cli`,
  );
  process.exit(2);
}
process.chdir(root);
cli.installProcessHandlers();
cli.main([process.argv[0], 'arbiter', 'check-trf', ...files, ...process.argv.slice(2)]).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    cli.reportUnexpected(err, process.argv);
    process.exitCode = 2;
  },
);
