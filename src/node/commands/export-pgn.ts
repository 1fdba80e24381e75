import * as fs from 'fs';
import type { Command } from 'commander';
import { roundPgn } from '../../formats/pgn-pairings';
import { exportPgn } from '../../workbook/commands/export-pgn';
import { UserError } from '../exit';
import { isWorkbookFile, openBook, readTrfTournament, roundOption, workbookUserError } from './event-source';
import type { CommandModule } from './index';

/**
 * `arbiter export-pgn BOOK.xlsx|FILE.trf --round R [-o FILE.pgn]` (event-reports.md §2): the round's boards as
 * PGN for electronic boards and broadcasts; to standard output without -o. The output file is written whole
 * or not at all.
 */

interface Options {
  round: string;
  output?: string;
}

async function run(file: string, options: Options): Promise<void> {
  const round = roundOption(options.round);
  let text: string;
  if (isWorkbookFile(file)) {
    const book = await openBook(file);
    try {
      text = await exportPgn(book, round);
    } catch (err) {
      throw workbookUserError(err, file);
    }
  } else {
    const t = readTrfTournament(file);
    if (!t.players.some((p) => p.rounds[round - 1]?.opponent))
      throw new UserError(`${file}: round ${round} has no pairing`);
    text = roundPgn(t, round);
  }
  if (options.output === undefined) {
    process.stdout.write(text);
    return;
  }
  const tmp = `${options.output}.${process.pid}.tmp`;
  try {
    fs.writeFileSync(tmp, text, 'utf8');
    fs.renameSync(tmp, options.output);
  } catch (err) {
    fs.rmSync(tmp, { force: true });
    throw new UserError(
      `${options.output}: cannot write (${(err as NodeJS.ErrnoException).code ?? (err as Error).message})`,
    );
  }
  process.stdout.write(`${options.output}: round ${round}, ${text.split('[Round ').length - 1} board(s)\n`);
}

export const exportPgnCommands: CommandModule = {
  register(program: Command): void {
    program
      .command('export-pgn <file>')
      .description('a round\'s pairings as PGN for electronic boards and broadcasts (one game per board, "Round r.b")')
      .requiredOption('--round <r>', 'round number')
      .option('-o, --output <file>', 'write to this file (UTF-8) instead of standard output')
      .action(async (file: string, options: Options) => run(file, options));
  },
};
