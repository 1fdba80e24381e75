#!/usr/bin/env node
'use strict';
// Benchmark of the rating-list reader on a generated 2-million-player combined list (issue 23: under 20 s and
// under 500 MB each for `arbiter ratings read` and a look-up by ID):
//   npm run build:cli && node scripts/bench-ratings.js [players=2000000]
// The list is generated in /tmp (kept between runs, never committed). Times and peak memory (maximum resident
// set size) come from GNU time around each command.
const fs = require('fs');
const { execFileSync, spawnSync } = require('child_process');
const path = require('path');

const players = Number(process.argv[2] ?? 2000000);
const root = path.join(__dirname, '..');
const txt = `/tmp/arbiter-ratings-${players}.txt`;
const zip = `/tmp/arbiter-ratings-${players}.zip`;
for (const [file, extra] of [
  [txt, []],
  [zip, ['--zip']],
]) {
  if (!fs.existsSync(file))
    execFileSync('node', [path.join(root, 'scripts/generate-rating-list.js'), file, String(players), '1', ...extra], {
      stdio: 'inherit',
    });
}
const { syntheticId } = require('../build/formats/rating-list/synthetic.js');
const id = String(syntheticId(players - 7, 1)); // near the end of the file
const { syntheticPlayers } = require('../build/formats/rating-list/synthetic.js');
let name = '';
let i = 0;
for (const p of syntheticPlayers({ players, seed: 1 })) if (i++ === players - 7) name = p.name;

function run(label, args) {
  const r = spawnSync(
    '/usr/bin/time',
    ['-f', '%e %U %S %M', 'node', '--v8-pool-size=0', path.join(root, 'bin/arbiter.js'), ...args],
    {
      stdio: ['ignore', fs.openSync('/dev/null', 'w'), 'pipe'],
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    },
  );
  const lines = r.stderr.trim().split('\n');
  const [seconds, user, sys, kb] = lines[lines.length - 1].split(' ').map(Number);
  const mb = kb / 1024;
  const ok = seconds < 20 && mb < 500;
  // on a shared machine the wall time includes waiting for a core: CPU time (user + system) is shown beside it
  process.stdout.write(
    `${label.padEnd(48)} ${seconds.toFixed(2).padStart(7)} s wall ${(user + sys).toFixed(2).padStart(7)} s CPU ${mb.toFixed(0).padStart(6)} MB  ${ok ? 'ok' : 'OVER TARGET'}  (exit ${r.status}; ${lines[lines.length - 2] ?? ''})\n`,
  );
  return ok;
}

process.stdout.write(
  `load average ${require('os')
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')} on ${require('os').cpus().length} cores\n`,
);
process.stdout.write(
  `rating-list benchmark: ${players} players (${(fs.statSync(txt).size / 1e6).toFixed(0)} MB TXT, ${(fs.statSync(zip).size / 1e6).toFixed(0)} MB zip); targets < 20 s, < 500 MB\n`,
);
const results = [
  run('ratings read TXT (every player printed)', ['ratings', 'read', txt]),
  run('ratings read TXT --json', ['ratings', 'read', txt, '--json']),
  run('ratings read TXT --id (index, look-up)', ['ratings', 'read', txt, '--id', id]),
  run('ratings read zip --id (inflate, index, look-up)', ['ratings', 'read', zip, '--id', id]),
  run('ratings read zip --name (index, name search)', ['ratings', 'read', zip, '--name', name]),
];
process.exitCode = results.every(Boolean) ? 0 : 1;
