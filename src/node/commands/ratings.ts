import { Command, Option } from 'commander';
import { formatListProblem, type IndexedList, type ListPlayer, type ListProblem } from '../../formats/rating-list';
import { EXIT, setExitCode, UserError } from '../exit';
import { indexListFile, streamListFile } from '../ratings/list-file';
import type { CommandModule } from './index';
import { registerPlayerListCommands } from './ratings-players';
import { parseMonth, parseRatingType, TEXT_HEADER, textLine } from '../ratings/options';

/**
 * `arbiter ratings read LIST`: the players of a FIDE rating list (rating-lists.md §1) as read, in text or
 * JSON with the field names of players_list.expected.json; `--id` / `--name` look players up in the list's
 * index instead. Lines that do not parse are reported on stderr as `file:line: message` and skipped.
 */

/** stdout with back-pressure: lines are gathered per chunk of the list and written in one go. */
class Output {
  private buf: string[] = [];
  /** The reader of our output went away (e.g. `| head`): stop writing, quietly. */
  private closed = false;
  constructor() {
    process.stdout.once('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EPIPE') throw e;
      this.closed = true;
    });
  }
  line(s: string): void {
    if (!this.closed) this.buf.push(s);
  }
  async flush(): Promise<void> {
    if (this.buf.length === 0 || this.closed) return;
    const text = `${this.buf.join('\n')}\n`;
    this.buf = [];
    if (!process.stdout.write(text))
      await new Promise<void>((resolve) => process.stdout.once('drain', () => resolve()));
  }
}

function reportProblems(problems: readonly ListProblem[], total: number): void {
  for (const p of problems) process.stderr.write(`arbiter: ${formatListProblem(p)}\n`);
  if (total > problems.length) process.stderr.write(`arbiter: ... and ${total - problems.length} more\n`);
}

async function readAll(
  file: string,
  opts: { json?: boolean; type?: string; month?: string },
): Promise<{ players: number; skipped: number }> {
  const out = new Output();
  let players = 0;
  let skipped = 0;
  const problems: ListProblem[] = [];
  let total = 0;
  let started = false;
  const month = parseMonth(opts.month);
  let reader: { info(): { listPeriod: string | null } } | null = null;
  const start = () => {
    if (started) return;
    started = true;
    const period = month ?? reader?.info().listPeriod ?? null;
    if (opts.json) out.line(`{"list_period": ${JSON.stringify(period)}, "players": [`);
    else out.line(TEXT_HEADER);
  };
  await streamListFile(
    file,
    {
      player: (p) => {
        start();
        out.line(opts.json ? `${players > 0 ? ',' : ''}${JSON.stringify(p)}` : textLine(p));
        players++;
      },
      problem: (p) => {
        total++;
        if (p.level === 'error') skipped++;
        if (problems.length < 100) problems.push(p);
      },
    },
    parseRatingType(opts.type),
    () => out.flush(),
    (r) => {
      reader = r;
    },
  );
  start();
  if (opts.json) out.line(']}');
  await out.flush();
  reportProblems(problems, total);
  return { players, skipped };
}

function describe(list: IndexedList): string {
  return `${list.index.size} players${list.info.listPeriod ? `, list of ${list.info.listPeriod}` : ''}`;
}

export const ratingsCommands: CommandModule = {
  register(program: Command): void {
    const ratings =
      program.commands.find((c) => c.name() === 'ratings') ??
      program.command('ratings').description('FIDE rating lists: read them, look players up');
    ratings
      .command('read')
      .description("print the players of a FIDE rating list (TXT, XML or FIDE's zip) as read")
      .argument(
        '<list>',
        'players_list.zip, players_list_foa.txt, players_list_xml_foa.xml, standard_rating_list.txt, ...',
      )
      .option('--json', 'JSON with the field names of players_list.expected.json')
      .addOption(
        new Option('--type <type>', 'the type of a single-type list when its file name does not say it').choices([
          'standard',
          'rapid',
          'blitz',
        ]),
      )
      .option('--month <YYYY-MM>', 'the list month (the combined list does not state it)')
      .option('--id <fideId>', 'only the player with this FIDE ID (looked up in the index)')
      .option(
        '--name <name>',
        'only players of this name, "Surname, Given" (accents, case and punctuation ignored; a prefix is enough)',
      )
      .action(
        async (
          file: string,
          opts: { json?: boolean; type?: string; month?: string; id?: string; name?: string },
          cmd: Command,
        ) => {
          if (opts.id === undefined && opts.name === undefined) {
            const r = await readAll(file, opts);
            process.stderr.write(
              `arbiter: ${file}: ${r.players} players read${r.skipped ? `, ${r.skipped} lines skipped` : ''}\n`,
            );
            return;
          }
          if (opts.id !== undefined && !/^\d{1,10}$/.test(opts.id))
            throw new UserError(`--id: "${opts.id}" is not a FIDE ID`);
          const list = await indexListFile(file, parseRatingType(opts.type));
          reportProblems(list.problems, list.problemCount);
          const found =
            opts.id !== undefined
              ? [list.index.byId(Number(opts.id))].filter((p): p is ListPlayer => p !== null)
              : list.index.searchName(opts.name!, 200).players;
          const period = parseMonth(opts.month) ?? list.info.listPeriod;
          if (opts.json) process.stdout.write(`${JSON.stringify({ list_period: period, players: found }, null, 1)}\n`);
          else {
            process.stdout.write(`${TEXT_HEADER}\n`);
            for (const p of found) process.stdout.write(`${textLine(p)}\n`);
          }
          process.stderr.write(`arbiter: ${file}: ${describe(list)}; ${found.length} found\n`);
          if (found.length === 0) setExitCode(cmd, EXIT.problems);
        },
      );
    registerPlayerListCommands(program);
  },
};
