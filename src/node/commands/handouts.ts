import type { Command } from 'commander';
import { writePrizesSheet } from '../../workbook/commands/prizes';
import { writeRatingChangeSheet } from '../../workbook/commands/rating-change';
import { writeRoundHandouts } from '../../workbook/commands/round-handouts';
import { roundOption } from './event-source';
import { onBook } from './workbook';
import type { CommandModule } from './index';

/**
 * `arbiter handouts BOOK.xlsx --round R` (alphabetical pairing list and result slips of a round) and
 * `arbiter report-sheets BOOK.xlsx` (Rating change and Prizes sheets). Every sheet is rebuilt whole except the
 * prize list the arbiter typed; on a problem the file is left as it was.
 */

export const handoutCommands: CommandModule = {
  register(program: Command): void {
    program
      .command('handouts <book>')
      .description('alphabetical pairing list and result slips of a round (printable A4 sheets)')
      .requiredOption('--round <r>', 'round number')
      .action(async (book: string, options: { round: string }) => {
        const round = roundOption(options.round);
        const sheets = await onBook(book, (b) => writeRoundHandouts(b, round));
        process.stdout.write(`${book}: ${sheets.join(', ')}\n`);
      });
    program
      .command('report-sheets <book>')
      .description('rebuild the Rating change and Prizes sheets')
      .action(async (book: string) => {
        const sheets = await onBook(book, async (b) => [
          (await writeRatingChangeSheet(b)).sheet,
          (await writePrizesSheet(b)).sheet,
        ]);
        process.stdout.write(`${book}: ${sheets.join(', ')}\n`);
      });
  },
};
