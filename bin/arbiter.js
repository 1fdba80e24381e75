#!/usr/bin/env -S node --v8-pool-size=0
'use strict';
// --v8-pool-size=0: one V8 background thread per spare core (Node's default is four whatever the machine). On a
// two-core machine four optimising-compiler threads take a third of the main thread's time during a first
// pairing; the npm scripts pass the same option.
// The command line runs the compiled sources (npm's `prepare` builds them into build/ on install).
// `main` never throws; the last handler is for a broken build (no stack trace reaches the user either way).
let cli;
try {
  cli = require('../build/node/cli.js');
} catch (err) {
  console.error(`arbiter: the command line is not built or is broken (${err && err.message ? err.message.split('\n')[0] : err}); run: npm run build:cli`);
  process.exit(2);
}
cli.installProcessHandlers();
cli.main(process.argv).then(
  (code) => { process.exitCode = code; },
  (err) => { cli.reportUnexpected(err, process.argv); process.exitCode = 2; },
);
