import type { Command } from 'commander';
import { numberPlayers } from '../../workbook/commands/number-players';
import type { CommandModule } from './index';
import { onBook } from './workbook';

/**
 * `arbiter players number BOOK.xlsx`: pairing numbers by C.04.2 (src/workbook/commands/number-players.ts).
 * The `players` group is shared with other commands (`players lookup`, `players add`): get it or create it.
 */
export const playersCommands: CommandModule = {
  register(program: Command): void {
    const players =
      program.commands.find((c) => c.name() === 'players') ??
      program.command('players').description('the Players sheet: pairing numbers and player data');
    players
      .command('number')
      .description(
        'give pairing numbers by C.04.2: before round 1 everyone in the initial order (rating, title, name); ' +
          'after it, players without a number take their place in that order and the numbers on the round sheets follow',
      )
      .argument('<book>', 'tournament workbook (.xlsx)')
      .action(async (file: string) => {
        const o = await onBook(file, (book) => numberPlayers(book));
        for (const c of o.changes) {
          process.stdout.write(`  ${c.from === null ? '(none)' : String(c.from)} -> ${c.to}  ${c.name}\n`);
        }
        process.stdout.write(
          `${file}: ${o.players} players; ${
            o.changes.length === 0
              ? 'numbers already in the C.04.2 order, nothing changed'
              : `${o.changes.length} number(s) given or changed${o.pairedRounds > 0 ? ` (after round ${o.pairedRounds}: the round sheets follow)` : ''}`
          }\n`,
        );
      });
  },
};
