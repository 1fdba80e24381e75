import * as path from 'path';
import { formatReport, fuzz } from './fuzz';

/**
 * `npm run fuzz -- --count N [--books M] [--seed S] [--seconds T]`: N mutated TRF files (default 1,000) and M
 * corrupted workbooks (default N / 10); exit 1 when any case failed (see fuzz.ts).
 */
function option(args: readonly string[], name: string, fallback: number): number {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const n = Number(args[i + 1]);
  if (!/^\d+$/.test(args[i + 1] ?? '') || !Number.isSafeInteger(n)) {
    process.stderr.write(`fuzz: ${name} needs a whole number (got "${args[i + 1] ?? ''}")\n`);
    process.exit(3);
  }
  return n;
}

async function runFuzz(): Promise<void> {
  const args = process.argv.slice(2);
  const trfCases = option(args, '--count', 1000);
  const report = await fuzz({
    trfCases,
    bookCases: option(args, '--books', Math.ceil(trfCases / 10)),
    seed: option(args, '--seed', 19),
    seconds: option(args, '--seconds', 3600),
    fixturesDir: path.join(__dirname, '..', '..', '..', 'test', 'fixtures'),
    log: (line) => process.stdout.write(`${line}\n`),
  });
  process.stdout.write(`${formatReport(report)}\n`);
  process.exitCode = report.failures.length === 0 ? 0 : 1;
}

void runFuzz();
