import { Command } from 'commander';
import { buildKnockoutSheet, type KnockoutSheetOptions } from '../../workbook/commands/knockout-sheet';
import { UserError } from '../exit';
import type { CommandModule } from './index';
import { onBook } from './workbook';

/**
 * `arbiter knockout-sheet BOOK.xlsx`: the knockout chart of paper-forms.md §9 on a Knockout sheet. The first run
 * builds the bracket (entrants, players to select, games per match); every later run reads the games typed on the
 * sheet, decides the matches and moves the winners on.
 */

function out(line: string): void {
  process.stdout.write(`${line}\n`);
}

function count(option: string, raw: string | undefined, minimum: number): number | undefined {
  if (raw === undefined) return undefined;
  const n = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!Number.isSafeInteger(n) || n < minimum)
    throw new UserError(`${option}: "${raw}" is not a whole number of at least ${minimum}`);
  return n;
}

function playerList(raw: string | undefined): number[] | undefined {
  if (raw === undefined) return undefined;
  const ids = raw
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((x) => (/^\d+$/.test(x) ? Number(x) : NaN));
  if (ids.length < 2 || ids.some((n) => !Number.isSafeInteger(n) || n < 1)) {
    throw new UserError(
      `--players: "${raw}" is not a list of at least two pairing numbers in seed order (e.g. 3,10,4,9)`,
    );
  }
  return ids;
}

interface Flags {
  select?: string;
  games?: string;
  extensionGames?: string;
  extensions?: string;
  players?: string;
}

export const knockoutSheetCommands: CommandModule = {
  register(program: Command): void {
    program
      .command('knockout-sheet')
      .description('build or update the Knockout sheet: the bracket, and the winners once the games are typed in')
      .argument('<book>', 'tournament workbook (.xlsx)')
      .option('--select <t>', 'first run: players to select (default 1, a single winner)')
      .option('--games <n>', 'first run: games per match, even (default 2)')
      .option('--extension-games <n>', 'first run: games per extension when a match is tied (default 2)')
      .option('--extensions <n>', 'first run: extensions before the Armageddon game (default 1)')
      .option(
        '--players <list>',
        'first run: a play-off of these pairing numbers, in seed order (final standings order)',
      )
      .action(async (file: string, flags: Flags) => {
        const options: KnockoutSheetOptions = {
          ...(flags.select !== undefined ? { select: count('--select', flags.select, 1) } : {}),
          ...(flags.games !== undefined ? { games: count('--games', flags.games, 2) } : {}),
          ...(flags.extensionGames !== undefined
            ? { extensionGames: count('--extension-games', flags.extensionGames, 0) }
            : {}),
          ...(flags.extensions !== undefined ? { extensions: count('--extensions', flags.extensions, 0) } : {}),
          ...(flags.players !== undefined ? { players: playerList(flags.players) } : {}),
        };
        const o = await onBook(file, (book) => buildKnockoutSheet(book, options));
        const b = o.bracket;
        out(
          `${file}: ${o.created ? 'knockout bracket built' : 'knockout updated'} on sheet "${o.sheet}": ${b.entrants} players, ` +
            `${b.select} to select, bracket of ${b.bracketSize}; ${o.decided} match(es) decided, ${o.open} to play`,
        );
        if (o.selected.every((id) => id !== null)) out(`selected: ${o.selected.join(', ')}`);
      });
  },
};
