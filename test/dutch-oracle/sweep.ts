import { type BracketDisagreement, compareRound } from './cross-check';
import { randomTournament } from './random-tournament';
import type { C9Scope, OracleOptions } from './round-context';

/**
 * The oracle-versus-engine sweep over seeded random tournaments. Used by the jest test (small default run,
 * ARBITER_SWEEP=full for ≥ 30,000 brackets) and runnable on its own for investigation:
 *   npx tsc --outDir /tmp/oracle --rootDir . --module commonjs --target ES2020 --strict --skipLibCheck \
 *     --esModuleInterop --types node test/dutch-oracle/sweep.ts && node /tmp/oracle/test/dutch-oracle/sweep.js 1 2000
 * (arguments: first seed, number of tournaments, C9 scope 'pab-score-group' | 'any-bracket')
 */
export interface SweepStats {
  /** Random tournaments generated. */
  cases: number;
  /** Rounds compared: every round of every tournament up to a random last one. */
  rounds: number;
  roundsAgreeing: number;
  /** Rounds for which both found that no legal pairing exists. */
  bothRefused: number;
  brackets: number;
  bracketsAgreeing: number;
  /** Brackets of two or more players (a single player can only float). */
  brackets2plus: number;
  brackets2plusAgreeing: number;
  heterogeneous: number;
  /** How many brackets each criterion decided (coverage), see Bracket.decidedBy. */
  readonly decidedBy: Record<string, number>;
  readonly disagreements: { seed: number; round: number; summary?: string; brackets: readonly BracketDisagreement[] }[];
  ms: number;
}

export function sweep(
  firstSeed: number,
  stop: { brackets?: number; cases?: number },
  options: OracleOptions = {},
): SweepStats {
  const stats: SweepStats = {
    cases: 0,
    rounds: 0,
    roundsAgreeing: 0,
    bothRefused: 0,
    brackets: 0,
    bracketsAgreeing: 0,
    brackets2plus: 0,
    brackets2plusAgreeing: 0,
    heterogeneous: 0,
    decidedBy: {},
    disagreements: [],
    ms: 0,
  };
  const start = Date.now();
  for (let seed = firstSeed; ; seed++) {
    if (stop.brackets !== undefined && stats.brackets >= stop.brackets) break;
    if (stop.cases !== undefined && stats.cases >= stop.cases) break;
    stats.cases++;
    for (const c of randomTournament(seed)) {
      stats.rounds++;
      const r = compareRound(c.t, c.round, options);
      if (r.roundAgrees) stats.roundsAgreeing++;
      if (r.bothRefused) stats.bothRefused++;
      stats.brackets += r.brackets;
      stats.bracketsAgreeing += r.bracketsAgreeing;
      stats.brackets2plus += r.brackets2plus;
      stats.brackets2plusAgreeing += r.brackets2plusAgreeing;
      stats.heterogeneous += r.heterogeneous;
      for (const k of r.decidedBy) stats.decidedBy[k] = (stats.decidedBy[k] ?? 0) + 1;
      if (!r.roundAgrees || r.disagreements.length) {
        stats.disagreements.push({ seed, round: c.round, summary: r.summary, brackets: r.disagreements });
      }
    }
  }
  stats.ms = Date.now() - start;
  return stats;
}

export function formatStats(s: SweepStats): string {
  const lines = [
    `oracle vs engine: ${s.bracketsAgreeing}/${s.brackets} brackets agree ` +
      `(${s.brackets2plusAgreeing}/${s.brackets2plus} with two or more players), ` +
      `${s.roundsAgreeing}/${s.rounds} rounds identical (pairs, colours, PAB; ${s.bothRefused} with no legal pairing on both sides), ` +
      `${s.cases} random tournaments, ${(s.ms / 1000).toFixed(1)} s`,
    `  ${s.heterogeneous} heterogeneous; decided by: ` +
      Object.entries(s.decidedBy)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k} ${v}`)
        .join(', '),
  ];
  for (const d of s.disagreements) {
    lines.push(`  seed ${d.seed} round ${d.round}${d.summary ? `: ${d.summary}` : ''}`);
    for (const b of d.brackets) {
      lines.push(
        `    bracket ${b.bracket} (MDPs ${b.mdps.join(',') || '-'}; residents ${b.residents.join(',')}): ` +
          `oracle ${b.oracle} / engine ${b.engine} — ${b.diagnosis}`,
      );
    }
  }
  return lines.join('\n');
}

if (require.main === module) {
  const [first, count] = process.argv.slice(2, 4).map(Number);
  const c9Scope = (process.argv[4] ?? 'any-bracket') as C9Scope;
  console.log(formatStats(sweep(first || 1, { cases: count || 500 }, { c9Scope })));
}
