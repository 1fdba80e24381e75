import * as fs from 'fs';
import { randomInt } from 'crypto';
import type { Command } from 'commander';
import { EXIT, UserError, setExitCode } from '../exit';
import type { CommandModule } from './index';
import { writeTrf } from '../../formats/trf';
import {
  DEFAULT_CONFIG,
  GeneratorConfigError,
  parseAmount,
  parseReferenceConfig,
  type GeneratorConfig,
} from '../../generate/config';
import { generateTournament } from '../../generate/generate-tournament';

/**
 * `arbiter generate -o OUT.trf [--seed S] [options]`: the random tournament generator (RTG) of the FIDE
 * program-acceptance checklist (Q19, Q22, Q24-31; docs/generator.md). Options, or a configuration file in the
 * reference generators' Key=value format (`--config`), the options overriding it.
 */

interface GenerateOptions {
  output?: string;
  seed?: string;
  config?: string;
  players?: string;
  rounds?: string;
  lowestRating?: string;
  highestRating?: string;
  drawPercentage?: string;
  forfeits?: string;
  retired?: string;
  halfByes?: string;
  fullByes?: string;
  zeroByes?: string;
  byeRound?: string;
  baku?: boolean;
  system?: string;
  tiebreaks?: string;
  startDate?: string;
}

const SYSTEMS = ['dutch', 'burstein', 'dubov', 'lim'] as const;

function whole(text: string, what: string, min: number): number {
  const v = Number(text);
  if (!Number.isInteger(v) || v < min) throw new UserError(`${what} must be a whole number ≥ ${min}, not "${text}"`);
  return v;
}

/** The configuration asked for: the file's, then each option given. */
export function configFromOptions(o: GenerateOptions, readFile: (file: string) => string): GeneratorConfig {
  let c: GeneratorConfig = DEFAULT_CONFIG;
  if (o.config !== undefined) {
    try {
      c = parseReferenceConfig(readFile(o.config));
    } catch (err) {
      if (err instanceof GeneratorConfigError) throw new UserError(`${o.config}: ${err.message}`);
      throw err;
    }
  }
  const amount = (text: string | undefined, what: string) => (text === undefined ? undefined : parseAmount(text, what));
  const set = <K extends keyof GeneratorConfig>(key: K, value: GeneratorConfig[K] | undefined) => {
    if (value !== undefined) c = { ...c, [key]: value };
  };
  set('players', o.players === undefined ? undefined : whole(o.players, '--players', 2));
  set('rounds', o.rounds === undefined ? undefined : whole(o.rounds, '--rounds', 1));
  set('lowestRating', o.lowestRating === undefined ? undefined : whole(o.lowestRating, '--lowest-rating', 0));
  set('highestRating', o.highestRating === undefined ? undefined : whole(o.highestRating, '--highest-rating', 0));
  set('drawPercentage', o.drawPercentage === undefined ? undefined : whole(o.drawPercentage, '--draw-percentage', 0));
  set('forfeits', amount(o.forfeits, '--forfeits'));
  set('retired', amount(o.retired, '--retired'));
  set('halfByes', amount(o.halfByes, '--half-byes'));
  set('fullByes', amount(o.fullByes, '--full-byes'));
  set('zeroByes', amount(o.zeroByes, '--zero-byes'));
  set('byeRound', o.byeRound === undefined ? undefined : whole(o.byeRound, '--bye-round', 1));
  if (o.baku) c = { ...c, baku: true };
  if (o.system !== undefined) {
    if (!(SYSTEMS as readonly string[]).includes(o.system))
      throw new UserError(`--system must be one of ${SYSTEMS.join(', ')} (got '${o.system}')`);
    c = { ...c, system: o.system as GeneratorConfig['system'] };
  }
  if (o.tiebreaks !== undefined)
    c = {
      ...c,
      tiebreaks: o.tiebreaks
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== ''),
    };
  if (o.startDate !== undefined) c = { ...c, startDate: o.startDate };
  if (c.drawPercentage > 100) throw new UserError('--draw-percentage must be at most 100');
  if (c.players === 0) throw new UserError('give the number of players (--players N, or PlayersNumber in --config)');
  if (c.rounds === 0) throw new UserError('give the number of rounds (--rounds N, or RoundsNumber in --config)');
  return c;
}

function parseSeed(text: string | undefined): { seed: number; drawn: boolean } {
  if (text === undefined) return { seed: randomInt(1, 2 ** 32 - 1), drawn: true };
  const v = Number(text);
  if (!Number.isInteger(v) || v < 0 || v >= 2 ** 32)
    throw new UserError(`--seed must be a whole number from 0 to 4294967295, not "${text}"`);
  return { seed: v, drawn: false };
}

function generate(o: GenerateOptions, cmd: Command): void {
  if (o.output === undefined) throw new UserError('give the output file: -o OUT.trf');
  const c = configFromOptions(o, (file) => {
    try {
      return fs.readFileSync(file, 'utf8');
    } catch (err) {
      throw new UserError(
        `${file}: cannot read the configuration file (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`,
      );
    }
  });
  const { seed, drawn } = parseSeed(o.seed);
  let text: string;
  try {
    // plain TRF-2026 (142, 152, 162, 250 ...): the reference checker reads these records, and an engine line
    // beside its TRF-2026 twin (XXA beside 250) would count twice there
    text = writeTrf(generateTournament(c, seed), { format: 'trf26', engineDialect: false, lineEnding: '\n' });
  } catch (err) {
    if (err instanceof GeneratorConfigError) throw new UserError(err.message);
    throw err;
  }
  try {
    fs.writeFileSync(o.output, text, 'utf8');
  } catch (err) {
    throw new UserError(
      `${o.output}: cannot write the file (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`,
    );
  }
  if (drawn) process.stdout.write(`seed: ${seed}\n`);
  setExitCode(cmd, EXIT.ok);
}

export const generateCommands: CommandModule = {
  register(program: Command): void {
    program
      .command('generate')
      .description(
        'generate a random Swiss tournament (FIDE checklist RTG): TRF-2026 with results, tie-break list and final standings',
      )
      .option('-o, --output <file>', 'the TRF file to write')
      .option(
        '-s, --seed <n>',
        'random seed (0-4294967295); the same seed and options give the same file; without it one is drawn and printed',
      )
      .option(
        '--config <file>',
        "configuration in the reference generators' format (PlayersNumber=..., RoundsNumber=..., DrawPercentage=..., ForfeitRate=..., ...)",
      )
      .option('--players <n>', 'number of players')
      .option('--rounds <n>', 'number of rounds')
      .option('--lowest-rating <n>', `lowest rating (default ${DEFAULT_CONFIG.lowestRating})`)
      .option('--highest-rating <n>', `highest rating (default ${DEFAULT_CONFIG.highestRating})`)
      .option(
        '--draw-percentage <n>',
        `draw rate between two 2000-rated players, rising with rating (default ${DEFAULT_CONFIG.drawPercentage})`,
      )
      .option('--forfeits <n|p%>', 'forfeited games: a count or a percentage of the games')
      .option('--retired <n|p%>', 'players who withdraw at a random round: a count or a percentage')
      .option('--half-byes <n|p%>', 'half-point byes: a count or a percentage of the players')
      .option('--full-byes <n|p%>', 'full-point byes: a count or a percentage of the players')
      .option('--zero-byes <n|p%>', 'zero-point byes: a count or a percentage of the players')
      .option('--bye-round <r>', 'put every requested bye in this round')
      .option('--baku', 'Baku acceleration (C.04.7)')
      .option('--system <system>', `pairing system: ${SYSTEMS.join('|')} (default dutch)`)
      .option('--tiebreaks <codes>', `tie-break list (default ${DEFAULT_CONFIG.tiebreaks.join(',')})`)
      .option('--start-date <date>', 'tournament start date (YYYY-MM-DD); decides the tie-break rule set')
      .action((o: GenerateOptions, cmd: Command) => generate(o, cmd));
  },
};
