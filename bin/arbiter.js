#!/usr/bin/env node
'use strict';
// The command line runs the compiled sources (npm's `prepare` builds them into build/ on install).
require('../build/node/cli.js').main(process.argv).then(
  (code) => { process.exitCode = code; },
  (err) => { console.error(err && err.stack ? err.stack : String(err)); process.exitCode = 2; },
);
