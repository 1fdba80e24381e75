#!/usr/bin/env node
'use strict';
// Workbook commands at size (issue #19, docs/performance.md): time and peak memory of `import-trf` and `standings`
// on generated fields. Usage: npm run build:cli && node scripts/bench-workbook.js [players,...] (default 3000,9999).
// Each command runs in its own process; peak RSS comes from the child's resource usage.
const { spawnSync } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { generateField } = require('../build/node/bench/generate.js');
const { writeTrf } = require('../build/formats/trf/writer.js');

const root = path.join(__dirname, '..');
const sizes = (process.argv[2] || '3000,9999').split(',').map(Number);
const dir = process.env.BENCH_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'arbiter-bench-wb-'));

function run(args) {
  const start = process.hrtime.bigint();
  // the child reports its own peak RSS on exit (maxRSS is in kilobytes)
  const r = spawnSync(
    process.execPath,
    [
      '--v8-pool-size=0',
      '-e',
      `process.on('exit', () => { require('fs').writeSync(2, '\\nMAXRSS ' + process.resourceUsage().maxRSS + ' CPU ' + (process.resourceUsage().userCPUTime + process.resourceUsage().systemCPUTime) + '\\n'); });
     process.argv = [process.argv[0], 'arbiter', ...${JSON.stringify(args)}];
     const cli = require(${JSON.stringify(path.join(root, 'build/node/cli.js'))});
     cli.main(process.argv).then((c) => { process.exitCode = c; });`,
    ],
    { encoding: 'utf8', maxBuffer: 1 << 28 },
  );
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const rss = Number(/MAXRSS (\d+)/.exec(r.stderr)?.[1] ?? 0) / 1024;
  const cpu = Number(/ CPU (\d+)/.exec(r.stderr)?.[1] ?? 0) / 1e6;
  if (r.status !== 0) throw new Error(`${args.join(' ')}: exit ${r.status}\n${r.stderr}`);
  return { ms, rss, cpu };
}

console.log(`node ${process.version}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`);
console.log('players  rounds  command     wall (s)  CPU (s)  peak RSS (MB)  workbook (MB)');
for (const n of sizes) {
  const played = 5;
  const t = generateField(n, played, 9, 2026);
  const trf = path.join(dir, `field-${n}.trf`);
  const book = path.join(dir, `field-${n}.xlsx`);
  fs.writeFileSync(trf, writeTrf(t));
  const a = run(['import-trf', trf, '-o', book, '--force']);
  console.log(
    `${String(n).padStart(7)} ${String(played).padStart(7)}  import-trf ${(a.ms / 1000).toFixed(1).padStart(9)} ${a.cpu.toFixed(1).padStart(8)} ${a.rss.toFixed(0).padStart(14)}`,
  );
  const s = run(['standings', book]);
  const mb = (fs.statSync(book).size / 1e6).toFixed(1).padStart(14);
  console.log(
    `${String(n).padStart(7)} ${String(played).padStart(7)}  standings  ${(s.ms / 1000).toFixed(1).padStart(9)} ${s.cpu.toFixed(1).padStart(8)} ${s.rss.toFixed(0).padStart(14)} ${mb}`,
  );
}
if (!process.env.BENCH_DIR) fs.rmSync(dir, { recursive: true, force: true });
