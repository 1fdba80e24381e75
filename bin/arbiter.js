#!/usr/bin/env -S node --v8-pool-size=0
'use strict';
// --v8-pool-size=0: a speed tuning, the npm scripts pass it too (docs/performance.md, "V8 thread pool").
// The command line runs the compiled sources (npm's `prepare` builds them into build/ on install).
// `main` never throws; the last handler is for a broken build (no stack trace reaches the user either way).
let cli;
try {
  cli = require('../build/node/cli.js');
} catch (err) {
  console.error(
    `arbiter: the command line is not built or is broken (${err && err.message ? err.message.split('\n')[0] : err}); run: npm run build:cli`,
  );
  process.exit(2);
}
cli.installProcessHandlers();
cli.main(process.argv).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    cli.reportUnexpected(err, process.argv);
    process.exitCode = 2;
  },
);
