#!/usr/bin/env -S node --v8-pool-size=0
'use strict';
// --v8-pool-size=0: one V8 background thread per spare core (Node's default is four whatever the machine). On a
// two-core machine four optimising-compiler threads take a third of the main thread's time during a first
// pairing; the npm scripts pass the same option.
// The command line runs the compiled sources (npm's `prepare` builds them into build/ on install).
require('../build/node/cli.js').main(process.argv).then(
  (code) => { process.exitCode = code; },
  (err) => { console.error(err && err.stack ? err.stack : String(err)); process.exitCode = 2; },
);
