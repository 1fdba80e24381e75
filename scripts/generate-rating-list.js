#!/usr/bin/env node
'use strict';
// A synthetic FIDE combined list (players_list_foa.txt layout, rating-lists.md §1.2) for tests and benchmarks:
//   npm run build:cli && node scripts/generate-rating-list.js /tmp/players_list_foa.txt [players=2000000] [seed=1] [--zip]
// Deterministic for a given count and seed. Large lists go to /tmp, never into the repository.
const fs = require('fs');
const { syntheticCombinedLines } = require('../build/formats/rating-list/synthetic.js');

async function main() {
  const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const zip = process.argv.includes('--zip');
  const [out, players = '2000000', seed = '1'] = args;
  if (!out) {
    process.stderr.write('usage: node scripts/generate-rating-list.js OUT [players] [seed] [--zip]\n');
    return 3;
  }
  const opts = { players: Number(players), seed: Number(seed) };
  const started = Date.now();
  if (zip) {
    // zipped as FIDE packs it: one deflated member players_list_foa.txt
    const { Zip, ZipDeflate } = require('fflate');
    const file = fs.createWriteStream(out);
    const z = new Zip((err, data) => {
      if (err) throw err;
      file.write(Buffer.from(data));
    });
    const member = new ZipDeflate('players_list_foa.txt', { level: 6 });
    z.add(member);
    let batch = [];
    for (const line of syntheticCombinedLines(opts)) {
      batch.push(line);
      if (batch.length === 5000) {
        member.push(Buffer.from(batch.join(''), 'latin1'));
        batch = [];
      }
    }
    member.push(Buffer.from(batch.join(''), 'latin1'), true);
    z.end();
    await new Promise((resolve) => file.end(resolve));
  } else {
    const file = fs.createWriteStream(out);
    let batch = [];
    for (const line of syntheticCombinedLines(opts)) {
      batch.push(line);
      if (batch.length === 5000) {
        if (!file.write(batch.join(''))) await new Promise((resolve) => file.once('drain', resolve));
        batch = [];
      }
    }
    file.write(batch.join(''));
    await new Promise((resolve) => file.end(resolve));
  }
  const size = fs.statSync(out).size;
  process.stdout.write(
    `${out}: ${opts.players} players, ${(size / 1e6).toFixed(1)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    console.error(err);
    process.exitCode = 2;
  },
);
