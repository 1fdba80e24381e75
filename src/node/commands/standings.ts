import type { Command } from 'commander';
import { EXIT, UserError, setExitCode } from '../exit';
import { readInput } from '../files';
import { parseWholeOption } from '../options';
import { MAX_ROUNDS, MAX_TRF_BYTES } from '../../formats/trf/bounds';
import type { CommandModule } from './index';
import { isTeamInput, teamStandingsTrf } from './team';
import { decodeTrfBytes, formatProblem, hasErrors, readTrf } from '../../formats/trf';
import type { Tournament } from '../../engine/model';
import { rulesForStartDate } from '../../engine/tiebreaks/rule-set-date';
import {
  computeStandings,
  isRoundRobinSystem,
  parseTiebreak,
  TIEBREAK_RULES,
  TiebreakError,
  type Standings,
  type TiebreakRules,
} from '../../engine/tiebreaks';

/**
 * `arbiter standings-trf FILE [--rules fide2026|fide2024|legacy] --tiebreaks CODE,... [--json] [--round-robin]`
 * (tiebreaks.md): standings of a TRF under an ordered tie-break list. With --json one object
 * `{"<code>": {"<startingRank>": value}, ..., "rank": {"<startingRank>": rank}}`; otherwise an aligned table.
 */

interface StandingsCliOptions {
  rules?: string;
  tiebreaks?: string;
  json?: boolean;
  roundRobin?: boolean;
  swiss?: boolean;
  afterRound?: string;
  system?: string;
}

function readTournament(file: string): Tournament {
  const result = readTrf(decodeTrfBytes(readInput(file, 'TRF file', MAX_TRF_BYTES)).text);
  const errors = result.problems.filter((p) => p.severity === 'error');
  if (result.tournament === null || hasErrors(result.problems)) {
    const first = errors
      .slice(0, 20)
      .map((p) => formatProblem(file, p))
      .join('\n');
    throw new UserError(
      `${first || `${file}:1:1: not a readable TRF file`}\n${file}: no standings (the file has errors; see \`arbiter trf validate\`)`,
    );
  }
  return result.tournament;
}

function parseRules(text: string): TiebreakRules {
  if (!(TIEBREAK_RULES as readonly string[]).includes(text))
    throw new UserError(`--rules must be one of ${TIEBREAK_RULES.join(', ')}, not "${text}"`);
  return text as TiebreakRules;
}

function tiebreakList(file: string, t: Tournament, option: string | undefined): string[] {
  const list =
    option !== undefined
      ? option
          .split(',')
          .map((c) => c.trim())
          .filter((c) => c !== '')
      : [...t.tiebreaks];
  if (list.length === 0 && option === undefined) {
    throw new UserError(`${file}: no tie-break list: give --tiebreaks CODE,CODE,... (the file has no 202/212 record)`);
  }
  return list;
}

function afterRoundOf(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  return parseWholeOption('--after-round', text, 1, MAX_ROUNDS);
}

/** AOB has no FIDE rounding rule: shown with 2 decimals, half up (tiebreaks.md §2). */
function shownValue(code: string, value: number | null): number | null {
  if (value === null) return null;
  return parseTiebreak(code).name === 'AOB' ? Math.round(value * 100) / 100 : value;
}

function asJson(standings: Standings): string {
  const out: Record<string, Record<string, number | null>> = {};
  standings.codes.forEach((code, i) => {
    const column: Record<string, number | null> = {};
    for (const row of [...standings.rows].sort((a, b) => a.id - b.id))
      column[String(row.id)] = shownValue(code, row.values[i]);
    out[code] = column;
  });
  const rank: Record<string, number> = {};
  for (const row of [...standings.rows].sort((a, b) => a.id - b.id)) rank[String(row.id)] = row.rank;
  out.rank = rank;
  return `${JSON.stringify(out, null, 1)}\n`;
}

/** Codes whose values are whole numbers (counts, ratings, ranks): shown without decimals. */
const WHOLE_CODES = new Set([
  'WIN',
  'WON',
  'BPG',
  'BWG',
  'REP',
  'ARO',
  'TPR',
  'PTP',
  'APRO',
  'APPO',
  'RTNG',
  'TPN',
  'DE',
  'KSX',
  'KASH',
  'TPR350',
]);

/** Decimals for a column: none for whole-number codes, 2 for AOB, else 1 or 2 (quarter points in SB). */
function columnDecimals(code: string, values: readonly (number | null)[]): number {
  const name = parseTiebreak(code).name;
  if (name === 'AOB') return 2;
  const needed = (v: number) => (Number.isInteger(v) ? 0 : Number.isInteger(v * 10) ? 1 : 2);
  const most = Math.max(0, ...values.filter((v): v is number => v !== null).map(needed));
  return WHOLE_CODES.has(name) ? most : Math.max(1, most);
}

function asTable(t: Tournament, standings: Standings): string {
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  const header = ['Rank', 'No', 'Name', 'Pts', ...standings.codes];
  const decimals = standings.codes.map((code, i) =>
    columnDecimals(
      code,
      standings.rows.map((r) => shownValue(code, r.values[i])),
    ),
  );
  const body = standings.rows.map((row) => [
    String(row.rank),
    String(row.id),
    names.get(row.id) ?? '',
    row.points.toFixed(1),
    ...standings.codes.map((code, i) => {
      const v = shownValue(code, row.values[i]);
      return v === null ? '-' : v.toFixed(decimals[i]);
    }),
  ]);
  const widths = header.map((h, col) => Math.max(h.length, ...body.map((r) => r[col].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, col) => (col === 2 ? c.padEnd(widths[col]) : c.padStart(widths[col])))
      .join('  ')
      .trimEnd();
  return [line(header), ...body.map(line)].join('\n') + '\n';
}

function standingsTrf(file: string, options: StandingsCliOptions, cmd: Command): void {
  if (isTeamInput(file, options.system)) return teamStandingsTrf(file, options, cmd);
  if (options.roundRobin && options.swiss) throw new UserError('--round-robin and --swiss exclude each other');
  const afterRound = afterRoundOf(options.afterRound);
  const t = readTournament(file);
  // tiebreaks.md §1: the rule set follows the start date (2024 rules before 1 March 2026) unless chosen
  const rules = options.rules !== undefined ? parseRules(options.rules) : rulesForStartDate(t.info.startDate);
  const recorded = t.players.reduce((m, p) => Math.max(m, p.rounds.length), 0);
  if (afterRound !== undefined && afterRound > recorded) {
    throw new UserError(
      `--after-round ${afterRound}: ${file} records ${recorded === 1 ? '1 round' : `${recorded} rounds`}; give a round 1-${recorded}`,
    );
  }
  const tiebreaks = tiebreakList(file, t, options.tiebreaks);
  // pre-determined pairings decide C.07 15.2 vs Article 16: from the flags, else from the file's system (092/192)
  const roundRobin = options.roundRobin ? true : options.swiss ? false : isRoundRobinSystem(t);
  let standings: Standings;
  try {
    standings = computeStandings(t, { rules, tiebreaks, roundRobin, afterRound });
  } catch (err) {
    if (err instanceof TiebreakError) throw new UserError(`${file}: ${err.message}`);
    throw err;
  }
  process.stdout.write(options.json ? asJson(standings) : asTable(t, standings));
  for (const warning of standings.warnings ?? []) process.stderr.write(`${file}: warning: ${warning}\n`);
  setExitCode(cmd, EXIT.ok);
}

export const standingsCommands: CommandModule = {
  register(program: Command): void {
    program
      .command('standings-trf')
      .description(
        'standings of a TRF under an ordered tie-break list (FIDE C.07 2026 / 2024, or the legacy booklet rules)',
      )
      .argument('<file>', 'TRF file')
      .option(
        '--rules <rules>',
        `tie-break rule set: ${TIEBREAK_RULES.join(', ')} (default: by the file's start date, 042: fide2024 before 1 March 2026, else fide2026)`,
      )
      .option(
        '--tiebreaks <codes>',
        "comma-separated codes in order, e.g. BH-C1,BH,DE,SB,WIN (default: the file's 202/212 list)",
      )
      .option('--json', 'print {"<code>": {"<startingRank>": value}, ..., "rank": {...}} instead of a table')
      .option('--round-robin', "treat the event as a round robin (C.07 15.2); default: from the file's tournament type")
      .option('--swiss', 'treat the event as a Swiss (C.07 Art. 16) whatever the file says')
      .option('--after-round <n>', 'standings after round n (default: every round in the file)')
      .option('--system <system>', 'team: read the file as a TRF-2026 team file (default: when it has team records)')
      .action((file: string, options: StandingsCliOptions, cmd: Command) => standingsTrf(file, options, cmd));
  },
};
