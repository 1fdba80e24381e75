import { threadedRoundsCheck } from '../recheck-threads';
import type { RoundsCheck } from '../../workbook/import-recheck';
import type { Command } from 'commander';
import { type Tournament, type PairingSystemId, nextRoundToPair, truncateBeforeRound } from '../../engine/model';
import { formatPairing, NoLegalPairingError, type PairOptions } from '../../engine/pairing';
import { SYSTEMS, UnsupportedSystemError, type PairFn } from '../../engine/systems';
import { RoundRobinInputError } from '../../engine/systems/round-robin/schedule';
import { BergerSizeError } from '../../engine/systems/round-robin/berger';
import { ScheveningenSizeError } from '../../engine/systems/scheveningen/scheveningen';
import { isScheveningen, ScheveningenTeamsError } from '../../engine/systems/scheveningen/two-teams';
import { KnockoutSizeError } from '../../engine/systems/knockout/bracket';
import type { BursteinEdition } from '../../engine/systems/burstein';
import { DUBOV_EDITIONS } from '../../engine/systems/dubov';
import { PairingInputError } from '../../engine/history/pairing-state';
import { allPairedRounds, checkRounds, formatDifference } from '../../engine/systems/round-check';
import { decodeTrfBytes, formatProblem, hasErrors } from '../../formats/trf';
import { readInput } from '../files';
import { EXIT, UserError, setExitCode } from '../exit';
import { loadTrf } from './trf';
import { parseWholeOption } from '../options';
import { MAX_ROUNDS, MAX_TRF_BYTES } from '../../formats/trf/bounds';
import { withTotalRounds } from './finished-tournament';
import { checkStandings } from './standings-check';
import { TIEBREAK_RULES, type TiebreakRules } from '../../engine/tiebreaks';
import { rulesForStartDate } from '../../engine/tiebreaks/rule-set-date';
import type { CommandModule } from './index';
import { isTeamInput, teamCheckTrf, teamPairTrf, TEAM_SYSTEM_NAMES } from './team';

/**
 * `arbiter pair-trf` prints the next round of a TRF as the reference programs do; `arbiter check-trf`
 * re-pairs every recorded round and compares (the free pairings checker of C.02.03 §7).
 */

const SWISS_SYSTEMS = ['dutch', 'burstein', 'dubov', 'lim'] as const;

/** Systems with more than one rule text, and their editions (`options.edition`; the first is the default). */
const BURSTEIN_EDITIONS: readonly BursteinEdition[] = ['2026', 'legacy-reference'];
const EDITIONS: Partial<Record<PairingSystemId, readonly string[]>> = {
  dubov: DUBOV_EDITIONS,
  burstein: BURSTEIN_EDITIONS,
};
const EDITION_HELP = 'rule edition: dubov 2026|1997, burstein 2026|legacy-reference (default: 2026)';

function systemFor(
  file: string,
  t: Tournament,
  requested: string | undefined,
  edition?: string,
): { id: PairingSystemId; pair: PairFn } {
  const id = (requested ?? t.system) as PairingSystemId;
  if (requested && !(SWISS_SYSTEMS as readonly string[]).includes(requested)) {
    throw new UserError(`--system must be one of ${SWISS_SYSTEMS.join(', ')} (got '${requested}')`);
  }
  // a TRF says nothing of a Scheveningen's teams (no club field): it is paired in a workbook (Team column)
  const pair = isScheveningen({ system: id }) ? undefined : SYSTEMS[id];
  if (!pair) {
    const where = requested ? '--system' : systemPlace(file);
    throw new UserError(
      `${where}: the ${id} system cannot be paired from a TRF (pair-trf and check-trf pair ${[...SWISS_SYSTEMS, 'round-robin', 'double-round-robin'].join(', ')}; a knockout is run in a workbook: arbiter knockout-sheet)`,
    );
  }
  if (edition === undefined) return { id, pair };
  const editions = EDITIONS[id];
  if (!editions)
    throw new UserError(
      `--edition applies to the dubov and burstein systems only; the ${id} system has one edition (got '${edition}')`,
    );
  if (!editions.includes(edition))
    throw new UserError(`--edition for the ${id} system must be one of ${editions.join(', ')} (got '${edition}')`);
  return {
    id,
    pair: (tournament, round, options) => {
      const withEdition: PairOptions & { edition: string } = { ...options, edition };
      return pair(tournament, round, withEdition);
    },
  };
}

/** The last line of the file holding one of `codes` (the one the reader uses), 1-based; 0 when none does. */
function recordLine(file: string, codes: readonly string[]): number {
  const lines = decodeTrfBytes(readInput(file, 'TRF file', MAX_TRF_BYTES)).text.split(/\r\n|\r|\n/);
  for (let i = lines.length - 1; i >= 0; i--) if (codes.some((c) => lines[i]!.startsWith(`${c} `))) return i + 1;
  return 0;
}

/** `FILE:LINE:5`, the record that names the system (192, else 092), for messages about it. */
function systemPlace(file: string): string {
  const line = recordLine(file, ['192']) || recordLine(file, ['092']);
  return line ? `${file}:${line}:5` : file;
}

/** A pairing error's message with its place in the file where the file decides it (the number of rounds). */
function placed(file: string, round: number, message: string): string {
  if (/is beyond the \d+ rounds/.test(message)) {
    const line = recordLine(file, ['142', 'XXR']);
    if (line) return `${file}:${line}:5: round ${round}: ${message} (the number of rounds on this line)`;
  }
  return `${file}: round ${round}: ${finishedOr(message)}`;
}

/** Errors of the round-robin and other table systems: the file's data does not allow the round asked for. */
function isInputError(err: unknown): err is Error {
  return (
    err instanceof PairingInputError ||
    err instanceof RoundRobinInputError ||
    err instanceof BergerSizeError ||
    err instanceof ScheveningenSizeError ||
    err instanceof ScheveningenTeamsError ||
    err instanceof KnockoutSizeError ||
    err instanceof UnsupportedSystemError
  );
}

/** Read a TRF for pairing; errors in the file stop the command with every problem listed. */
function loadForPairing(file: string): Tournament {
  const { tournament, problems } = loadTrf(file);
  if (!tournament || hasErrors(problems)) {
    const errors = problems.filter((p) => p.severity === 'error');
    throw new UserError(`${file} cannot be used:\n${errors.map((p) => formatProblem(file, p)).join('\n')}`);
  }
  return tournament;
}

function parseRound(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  return parseWholeOption('--round', value, 1, MAX_ROUNDS);
}

function pairTrf(
  file: string,
  opts: { system?: string; edition?: string; round?: string; explain?: boolean; out?: string },
  cmd: Command,
): void {
  if (isTeamInput(file, opts.system)) return teamPairTrf(file, opts, cmd);
  const t = loadForPairing(file);
  const { pair } = systemFor(file, t, opts.system, opts.edition);
  const round = parseRound(opts.round) ?? nextRoundToPair(t);
  try {
    const result = pair(truncateBeforeRound(t, round), round, { explain: opts.explain === true });
    process.stdout.write(formatPairing(result));
    if (opts.explain) process.stdout.write(`\n${result.explanation.join('\n')}\n`);
  } catch (err) {
    if (err instanceof NoLegalPairingError) {
      process.stderr.write(`arbiter: ${file}: round ${round}: no legal pairing: ${err.message}\n`);
      setExitCode(cmd, EXIT.problems);
      return;
    }
    if (isInputError(err)) throw new UserError(placed(file, round, err.message));
    throw err;
  }
}

/** The round-robin engine's "round 8 does not exist" for a finished event, said as the arbiter would. */
function finishedOr(message: string): string {
  const m = /^round (\d+) does not exist: this (.*) of (\d+) players has (\d+) rounds$/.exec(message);
  return m
    ? `cannot be paired: the ${m[2]} of ${m[3]} players has ${m[4]} rounds, and all of them are in the file (the event is finished)`
    : message;
}

async function checkTrf(
  files: string[],
  opts: { system?: string; edition?: string; rules?: string },
  cmd: Command,
): Promise<void> {
  if (files.length > 0 && files.every((f) => isTeamInput(f, opts.system))) return teamCheckTrf(files, opts, cmd);
  let checked = 0;
  let identical = 0;
  let standingsChecked = 0;
  let standingsAgree = 0;
  const chosenRules = opts.rules === undefined ? undefined : parseRules(opts.rules);
  for (const file of files) {
    const { tournament: t, note } = withTotalRounds(loadForPairing(file));
    const prefix = files.length > 1 ? `${file}: ` : '';
    if (note) process.stdout.write(`${file}: ${note}\n`);
    const { id, pair } = systemFor(file, t, opts.system, opts.edition);
    // the file's own system and edition: its rounds on threads, as import-trf re-checks them (recheck-threads.ts;
    // a field under 1,000 players stays on this one)
    const check: RoundsCheck =
      opts.edition === undefined && id === t.system
        ? threadedRoundsCheck()
        : (tournament, rounds) => checkRounds(tournament, pair, rounds);
    let result: ReturnType<typeof checkRounds>;
    try {
      result = await check(t, allPairedRounds(t));
    } catch (err) {
      if (isInputError(err)) throw new UserError(`${file}: ${err.message}`);
      throw err;
    }
    checked += result.checked;
    identical += result.checked - result.differences.length;
    for (const d of result.differences) process.stdout.write(`${prefix}${formatDifference(d)}\n`);
    // Q21: the standings must follow the file's tie-break list (rule set by start date unless --rules)
    const standings = checkStandings(t, chosenRules ?? rulesForStartDate(t.info.startDate));
    for (const n of standings.notes) process.stdout.write(`${prefix}note: ${n}\n`);
    for (const p of standings.problems) process.stdout.write(`${prefix}${p}\n`);
    if (standings.checked) {
      standingsChecked++;
      if (standings.problems.length === 0) standingsAgree++;
    }
    if (files.length > 1)
      process.stdout.write(`${file}: ${result.checked - result.differences.length}/${result.checked} identical\n`);
  }
  process.stdout.write(`standings: ${standingsChecked} checked, ${standingsAgree} agree\n`);
  process.stdout.write(`rounds: ${checked} checked, ${identical} identical\n`);
  setExitCode(cmd, identical === checked && standingsAgree === standingsChecked ? EXIT.ok : EXIT.problems);
}

function parseRules(text: string): TiebreakRules {
  if (!(TIEBREAK_RULES as readonly string[]).includes(text))
    throw new UserError(`--rules must be one of ${TIEBREAK_RULES.join(', ')}, not "${text}"`);
  return text as TiebreakRules;
}

export const pairingCommands: CommandModule = {
  register(program: Command): void {
    program
      .command('pair-trf')
      .description(
        'pair the next round (or --round R) of a TRF file; prints the number of pairs, then "WHITE BLACK" lines (a bye as "N 0")',
      )
      .argument('<file>', 'TRF-16 or TRF-2026 file')
      .option(
        '--system <system>',
        `pairing system: ${[...SWISS_SYSTEMS, ...TEAM_SYSTEM_NAMES].join('|')} (default: the file's)`,
      )
      .option('--edition <name>', EDITION_HELP)
      .option('--round <r>', 'round to pair; only the rounds before it are used (default: the first unpaired round)')
      .option('--explain', 'explain the pairing: brackets, floaters and the rule behind every colour')
      .option('--out <file>', 'team files: write the TRF-2026 team file with this round paired (results pending)')
      .action(
        (
          file: string,
          opts: { system?: string; edition?: string; round?: string; explain?: boolean; out?: string },
          cmd: Command,
        ) => pairTrf(file, opts, cmd),
      );
    program
      .command('check-trf')
      .description(
        "re-pair every round of TRF files from the rounds before it and compare pairs, colours and bye; check the standings against the file's tie-break list",
      )
      .argument('<files...>', 'TRF files')
      .option(
        '--system <system>',
        `pairing system: ${[...SWISS_SYSTEMS, ...TEAM_SYSTEM_NAMES].join('|')} (default: each file's)`,
      )
      .option('--edition <name>', EDITION_HELP)
      .option(
        '--rules <rules>',
        `tie-break rule set for the standings check: ${TIEBREAK_RULES.join(', ')} (default: by the start date, 2024 rules before 1 March 2026)`,
      )
      .action((files: string[], opts: { system?: string; edition?: string; rules?: string }, cmd: Command) =>
        checkTrf(files, opts, cmd),
      );
  },
};
