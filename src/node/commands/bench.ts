import { fork } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import type { Command } from 'commander';
import { type Tournament, nextRoundToPair, truncateBeforeRound } from '../../engine/model';
import { pairRound } from '../../engine/systems';
import { readTrf } from '../../formats/trf';
import { generateField } from '../bench/generate';
import { UserError } from '../exit';
import type { CommandModule } from './index';

/**
 * `arbiter bench`: pairing speed. Each case runs in its own process so its peak memory is its own:
 * the last round of every perf fixture, then generated fields (9-round Swiss, round 7 paired). "time" is the
 * first pairing in a fresh process (what one command-line run costs, the JIT compiler warming up included);
 * "again" pairs the same round a second time in that process (what a running add-in or a batch of files sees),
 * and must give the same pairing.
 */

interface CaseResult {
  label: string;
  players: number;
  round: number;
  ms: number;
  againMs: number;
  maxRssMb: number;
  boards: number;
}

function timed<T>(work: () => T): { value: T; ms: number } {
  const start = process.hrtime.bigint();
  const value = work();
  return { value, ms: Number(process.hrtime.bigint() - start) / 1e6 };
}

function runCase(t: Tournament, round: number, label: string): CaseResult {
  const input = truncateBeforeRound(t, round);
  const first = timed(() => pairRound(input, round));
  const again = timed(() => pairRound(input, round));
  const pairing = (p: typeof first.value) => JSON.stringify({ boards: p.boards, pab: p.pab });
  if (pairing(first.value) !== pairing(again.value))
    throw new Error(`${label} round ${round}: a second pairing differs from the first`);
  return {
    label,
    players: t.players.length,
    round,
    ms: first.ms,
    againMs: again.ms,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    boards: first.value.boards.length,
  };
}

function caseTournament(spec: string): { t: Tournament; round: number; label: string } {
  if (spec.startsWith('file:')) {
    // file:PATH pairs the file's last round; file:PATH#R pairs round R (from rounds 1..R-1)
    const [file, wanted] = spec.slice(5).split('#');
    const { tournament } = readTrf(fs.readFileSync(file, 'utf8'));
    if (!tournament) throw new UserError(`${file}: not a readable TRF`);
    const round = wanted ? Number(wanted) : nextRoundToPair(tournament) - 1;
    return { t: tournament, round, label: path.basename(file) };
  }
  const players = Number(spec.slice(4));
  return { t: generateField(players, 6, 9, 20261121 + players), round: 7, label: `generated ${players}` };
}

function benchOne(spec: string): void {
  const { t, round, label } = caseTournament(spec);
  process.send?.(runCase(t, round, label));
}

/**
 * What the timings depend on besides the engine: Node's version, the cores, and how many background threads V8
 * compiles (and collects) on — the cases inherit this process's options (`npm run bench` passes
 * --v8-pool-size=0, as bin/arbiter.js does: one per spare core).
 */
function runtimeLine(): string {
  const pool = process.execArgv.find((a) => a.startsWith('--v8-pool-size'));
  const cores = os.availableParallelism();
  const threads = pool ? Number(pool.split('=')[1]) || Math.max(1, cores - 1) : 4;
  return `node ${process.version}, ${cores} core${cores === 1 ? '' : 's'}, ${threads} V8 background thread${threads === 1 ? '' : 's'} (${pool ?? "Node's default pool"})`;
}

function runChild(spec: string, timeoutSeconds: number): Promise<CaseResult | string> {
  return new Promise((resolve) => {
    const cli = path.resolve(__dirname, '..', '..', '..', 'bin', 'arbiter.js');
    const child = fork(cli, ['bench', '--one', spec], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let done = false;
    const timer = setTimeout(() => {
      if (!done) {
        done = true;
        child.kill('SIGKILL');
        resolve(`timeout after ${timeoutSeconds} s`);
      }
    }, timeoutSeconds * 1000);
    child.on('message', (m) => {
      if (!done) {
        done = true;
        clearTimeout(timer);
        resolve(m as CaseResult);
      }
    });
    child.on('exit', (code) => {
      if (!done) {
        done = true;
        clearTimeout(timer);
        resolve(`failed (exit ${code})`);
      }
    });
  });
}

interface BenchOptions {
  sizes: string;
  timeout: string;
  one?: string;
  fixtures: string;
  allRounds?: boolean;
}

async function bench(opts: BenchOptions): Promise<void> {
  if (opts.one) {
    benchOne(opts.one);
    return;
  }
  const specs: string[] = [];
  const perfDir = path.resolve(opts.fixtures);
  if (fs.existsSync(perfDir)) {
    for (const f of fs
      .readdirSync(perfDir)
      .filter((x) => x.endsWith('.trf'))
      .sort()) {
      const file = path.join(perfDir, f);
      if (!opts.allRounds) {
        specs.push(`file:${file}`);
        continue;
      }
      const { tournament } = readTrf(fs.readFileSync(file, 'utf8'));
      const last = tournament ? nextRoundToPair(tournament) - 1 : 0;
      for (let r = 1; r <= last; r++) specs.push(`file:${file}#${r}`);
    }
  }
  for (const s of opts.sizes.split(',').filter(Boolean)) specs.push(`gen:${Number(s)}`);
  const timeout = Number(opts.timeout);
  process.stdout.write(`${runtimeLine()}\n`);
  process.stdout.write('case                               players  round   time (ms)  again (ms)  peak RSS (MB)\n');
  for (const spec of specs) {
    const r = await runChild(spec, timeout);
    if (typeof r === 'string') {
      process.stdout.write(
        `${spec
          .replace(/^file:.*\//, '')
          .replace('gen:', 'generated ')
          .padEnd(34)} ${r}\n`,
      );
    } else {
      process.stdout.write(
        `${r.label.padEnd(34)} ${String(r.players).padStart(7)} ${String(r.round).padStart(6)} ${r.ms.toFixed(0).padStart(11)} ${r.againMs.toFixed(0).padStart(11)} ${r.maxRssMb.toFixed(0).padStart(14)}\n`,
      );
    }
  }
}

export const benchCommands: CommandModule = {
  register(program: Command): void {
    program
      .command('bench')
      .description(
        'pairing speed: the last round of the perf fixtures and generated fields (time and peak memory per case)',
      )
      .option('--sizes <list>', 'generated field sizes', '100,1000,3000,10000')
      .option('--timeout <seconds>', 'give up on a case after this long', '120')
      .option('--fixtures <dir>', 'directory of perf TRF files', path.join('test', 'fixtures', 'perf'))
      .option('--all-rounds', 'every round of the perf fixtures, not only the last')
      .option('--one <spec>', 'internal: run one case and report to the parent process')
      .action((opts: BenchOptions) => bench(opts));
  },
};
