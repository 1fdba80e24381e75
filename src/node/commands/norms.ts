import type { Command } from 'commander';
import { checkNorm, NORM_LEVELS, type NormCheck, type NormTitle } from '../../engine/norms';
import { UserError } from '../exit';
import { readEvent } from './event-source';
import type { CommandModule } from './index';

/**
 * `arbiter norms BOOK.xlsx|FILE.trf --title GM|IM|WGM|WIM [--player TPN] [--json]`: the numeric checks of a
 * title norm (B.01 1.4.1-1.4.9) per player. A first step: the program shows the numbers, the arbiter confirms;
 * exemptions, dropped games and the Annex tables are not applied (event-reports.md §6).
 */

interface Options {
  title: string;
  player?: string;
  json?: boolean;
}

const yes = (b: boolean): string => (b ? 'yes' : 'NO');

function line(name: string, c: NormCheck): string {
  const k = c.checks;
  return (
    `${name}: ${c.games} games, ${c.score / 100} points (${c.percent} %), Ra ${c.ra}${c.raisedOpponent ? ` (opponent ${c.raisedOpponent} raised to the floor)` : ''}, Rp ${c.rp}; ` +
    `games>=9 ${yes(k.games9)}, 2 foreign feds ${yes(k.twoForeignFederations)}, own<=3/5 ${yes(k.ownAtMostThreeFifths)}, one<=2/3 ${yes(k.oneAtMostTwoThirds)}, ` +
    `titleholders>=1/2 ${yes(k.halfTitleholders)}, ${c.title}-level>=1/3 ${yes(k.thirdNormTitle)}, score>=35% ${yes(k.minimum35)}, Ra ${yes(k.raReached)}, Rp ${yes(k.rpReached)}` +
    ` -> ${c.met ? 'title result (to be confirmed by the arbiter)' : 'no title result'}`
  );
}

async function run(file: string, options: Options): Promise<void> {
  const title = options.title.toUpperCase();
  if (!(title in NORM_LEVELS)) throw new UserError(`--title must be GM, IM, WGM or WIM, not "${options.title}"`);
  const { tournament: t } = await readEvent(file);
  let ids = t.players.map((p) => p.id);
  if (options.player !== undefined) {
    const id = Number(options.player);
    if (!t.players.some((p) => p.id === id)) throw new UserError(`--player: no player with number ${options.player}`);
    ids = [id];
  }
  const checks = ids.map((id) => ({ id, c: checkNorm(t, id, title as NormTitle)! }));
  if (options.json) {
    process.stdout.write(
      `${JSON.stringify({ first_step: true, players: checks.map(({ id, c }) => ({ tpn: id, ...c })) }, null, 1)}\n`,
    );
    return;
  }
  process.stdout.write(
    'Title norms: numeric checks only (a first step; exemptions and dropped games are not applied)\n',
  );
  for (const { id, c } of checks)
    process.stdout.write(`${line(`${id} ${t.players.find((p) => p.id === id)!.name}`, c)}\n`);
}

export const normsCommands: CommandModule = {
  register(program: Command): void {
    program
      .command('norms <file>')
      .description('numeric checks of a title norm per player (B.01 1.4; a first step: the arbiter confirms)')
      .requiredOption('--title <title>', 'GM, IM, WGM or WIM')
      .option('--player <tpn>', 'one player only')
      .option('--json', 'JSON output')
      .action(async (file: string, options: Options) => run(file, options));
  },
};
