import { readTrf, writeTrf } from '../formats/trf';
import { generateTournament } from '../generate/generate-tournament';
import { sweepConfig } from '../generate/sweep-config';
import { GeneratorConfigError } from '../generate/config';
import { checkRounds } from '../engine/systems/round-check';
import { SYSTEMS } from '../engine/systems';
import { rulesForStartDate } from '../engine/tiebreaks/rule-set-date';
import { checkStandings } from './commands/standings-check';

/**
 * `npm run sweep:rtg -- --count N [--first S]`: N tournaments from our random generator (seeds S, S+1, ...), each
 * written as TRF-2026, read back, and checked by our checker (every round re-paired, the standings re-computed).
 * Prints `tournaments: N, rounds: M, identical: K, standings agree: S`; exit 1 when anything differs.
 */

export interface SweepTotals {
  tournaments: number;
  rounds: number;
  identical: number;
  standingsAgree: number;
  /** Seeds whose configuration had no legal pairing in some round in every attempt (not a checker failure). */
  notGenerated: number;
  problems: string[];
}

export function sweepRtg(first: number, count: number): SweepTotals {
  const totals: SweepTotals = {
    tournaments: 0,
    rounds: 0,
    identical: 0,
    standingsAgree: 0,
    notGenerated: 0,
    problems: [],
  };
  for (let seed = first; seed < first + count; seed++) {
    let generated;
    try {
      generated = generateTournament(sweepConfig(seed), seed);
    } catch (err) {
      if (!(err instanceof GeneratorConfigError)) throw err;
      totals.notGenerated++;
      continue;
    }
    const text = writeTrf(generated, { format: 'trf26', lineEnding: '\n' });
    const { tournament, problems } = readTrf(text);
    const errors = problems.filter((p) => p.severity === 'error');
    totals.tournaments++;
    if (!tournament || errors.length > 0) {
      totals.problems.push(
        `seed ${seed}: the generated file does not read back: ${errors.map((e) => `${e.line}:${e.column} ${e.message}`).join('; ')}`,
      );
      continue;
    }
    const pair = SYSTEMS[tournament.system];
    if (!pair) throw new Error(`no ${tournament.system} system`);
    const result = checkRounds(tournament, pair);
    totals.rounds += result.checked;
    totals.identical += result.checked - result.differences.length;
    for (const d of result.differences) totals.problems.push(`seed ${seed}: round ${d.round} differs`);
    const standings = checkStandings(tournament, rulesForStartDate(tournament.info.startDate));
    if (standings.checked && standings.problems.length === 0) totals.standingsAgree++;
    for (const p of standings.problems) totals.problems.push(`seed ${seed}: ${p}`);
  }
  return totals;
}

export function formatTotals(t: SweepTotals): string {
  return `tournaments: ${t.tournaments}, rounds: ${t.rounds}, identical: ${t.identical}, standings agree: ${t.standingsAgree}`;
}

function option(args: readonly string[], name: string, fallback: number): number {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const v = Number(args[i + 1]);
  if (!Number.isInteger(v) || v < 0) {
    process.stderr.write(`sweep:rtg: ${name} must be a whole number\n`);
    process.exit(3);
  }
  return v;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const totals = sweepRtg(option(args, '--first', 1), option(args, '--count', 100));
  for (const p of totals.problems) process.stdout.write(`${p}\n`);
  if (totals.notGenerated > 0)
    process.stdout.write(`not generated: ${totals.notGenerated} (some round had no legal pairing in every attempt)\n`);
  process.stdout.write(`${formatTotals(totals)}\n`);
  process.exitCode = totals.problems.length === 0 ? 0 : 1;
}
