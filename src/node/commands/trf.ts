import type { Command } from 'commander';
import { EXIT, UserError, setExitCode } from '../exit';
import { checkOutput, readInput, writeFileSafely } from '../files';
import { MAX_TRF_BYTES } from '../../formats/trf/bounds';
import type { Tournament } from '../../engine/model';
import { MAX_WORKBOOK_ROUNDS } from '../../workbook/bounds';
import type { CommandModule } from './index';
import { indexTrf, lastLineOf } from './import-places';
import {
  decodeTrfBytes,
  formatProblem,
  hasErrors,
  readTrf,
  writeTrf,
  type TrfFormat,
  type TrfProblem,
  type TrfReadResult,
} from '../../formats/trf';

/**
 * `arbiter trf validate FILE` and `arbiter trf convert FILE --to trf16|trf26 [-o OUT]` (trf.md): check a
 * Tournament Report File and report every problem at its place, or rewrite it in the other TRF version.
 */

export interface LoadedTrf extends TrfReadResult {
  readonly lineEnding: '\n' | '\r\n';
  readonly text: string;
}

/** Read and decode (UTF-8, else Windows-1252 with a warning: trf.md §8). */
export function loadTrf(file: string): LoadedTrf {
  const { text, encoding } = decodeTrfBytes(readInput(file, 'TRF file', MAX_TRF_BYTES));
  const result = readTrf(text);
  const problems: TrfProblem[] =
    encoding === 'utf-8'
      ? result.problems
      : [
          { line: 1, column: 1, severity: 'warning', message: 'the file is not valid UTF-8; read as Windows-1252' },
          ...result.problems,
        ];
  // keep the input's line ends in a converted file (a CR-only file gets CRLF)
  const lineEnding = /\r(?!\n)|\r\n/.test(text) || !text.includes('\n') ? '\r\n' : '\n';
  return { ...result, problems, lineEnding, text };
}

/**
 * A TRF may describe 999 rounds, a workbook holds 99 (workbook/bounds.ts): where import-trf would refuse a file
 * that is a good TRF, validate says so at its 142/XXR line (a warning: pair-trf and the other TRF commands read it).
 */
function beyondWorkbook(text: string, t: Tournament | null): TrfProblem | null {
  if (!t) return null;
  const rounds = Math.max(t.totalRounds ?? 0, ...t.players.map((p) => p.rounds.length));
  if (rounds <= MAX_WORKBOOK_ROUNDS) return null;
  const line = lastLineOf(indexTrf(text), ['142', 'XXR']);
  return {
    line: line || 1,
    column: line ? 5 : 1,
    severity: 'warning',
    message:
      `${rounds} rounds: more than the ${MAX_WORKBOOK_ROUNDS} a workbook holds, so import-trf refuses this file ` +
      '(pair-trf, standings-trf, check-trf and trf convert read it)',
  };
}

function countLine(problems: readonly TrfProblem[]): string {
  if (problems.length === 0) return 'ok';
  return problems.length === 1 ? '1 problem' : `${problems.length} problems`;
}

function validate(file: string, cmd: Command): void {
  const loaded = loadTrf(file);
  const { tournament } = loaded;
  const beyond = beyondWorkbook(loaded.text, tournament);
  const problems = beyond ? [...loaded.problems, beyond] : loaded.problems;
  for (const p of problems) process.stdout.write(`${formatProblem(file, p)}\n`);
  process.stdout.write(`${countLine(problems)}\n`);
  setExitCode(cmd, tournament === null || hasErrors(problems) ? EXIT.problems : EXIT.ok);
}

interface ConvertOptions {
  to: string;
  output?: string;
  engineDialect?: boolean;
  force?: boolean;
}

function convert(file: string, options: ConvertOptions, cmd: Command): void {
  if (options.to !== 'trf16' && options.to !== 'trf26') {
    throw new UserError(`--to must be trf16 or trf26, not "${options.to}"`);
  }
  const format: TrfFormat = options.to;
  if (options.output !== undefined) checkOutput(options.output, { force: options.force, inputs: [file] });
  const { problems, tournament, lineEnding } = loadTrf(file);
  for (const p of problems) process.stderr.write(`${formatProblem(file, p)}\n`);
  if (tournament === null || hasErrors(problems)) {
    process.stderr.write(`${countLine(problems)}; ${file} was not converted\n`);
    setExitCode(cmd, EXIT.invalidInput);
    return;
  }
  const text = writeTrf(tournament, { format, engineDialect: options.engineDialect, lineEnding });
  if (options.output === undefined) {
    process.stdout.write(text);
  } else {
    // the output is written only where -o says, never over the input, over another file only with --force
    writeFileSafely(options.output, text);
  }
  setExitCode(cmd, EXIT.ok);
}

export const trfCommands: CommandModule = {
  register(program: Command): void {
    const trf = program.command('trf').description('check and convert FIDE Tournament Report Files (TRF16, TRF26)');
    trf
      .command('validate')
      .description('report every problem of a TRF as FILE:LINE:COL message; exit 1 if there is an error')
      .argument('<file>', 'TRF file')
      .action((file: string, _options: unknown, cmd: Command) => validate(file, cmd));
    trf
      .command('convert')
      .description('rewrite a TRF as TRF16 or TRF26 (to standard output, or to -o OUT)')
      .argument('<file>', 'TRF file')
      .requiredOption('--to <format>', 'trf16 or trf26')
      .option('-o, --output <file>', 'write here instead of standard output')
      .option('--force', 'replace an existing output file (never the input)')
      .option('--engine-dialect', 'also write the pairing-engine lines XXR, XXC, XXS, XXA, XXP, XXZ')
      .action((file: string, options: ConvertOptions, cmd: Command) => convert(file, options, cmd));
  },
};
