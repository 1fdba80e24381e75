import * as path from 'path';
import type { Command } from 'commander';
import type { IndexedList, ListPlayer } from '../../formats/rating-list';
import { formatProblem } from '../../workbook/problems';
import { addListPlayer } from '../../workbook/rating-add';
import { applyLookup, planLookup, readPlayersContext, type ListSource } from '../../workbook/rating-lookup';
import { cellText } from '../../workbook/cells';
import { EXIT, setExitCode, UserError } from '../exit';
import { indexListFile } from '../ratings/list-file';
import { onBook } from './workbook';
import { parseMonth, parseRatingType, textLine } from '../ratings/options';

/**
 * `arbiter players lookup BOOK --list LIST` and `arbiter players add BOOK --list LIST --id N | --name "…"`
 * (rating-lists.md §2). The `players` group is shared with other commands (get-or-create).
 */

function out(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function loadList(
  file: string,
  opts: { type?: string; month?: string },
): Promise<{ list: IndexedList; source: ListSource }> {
  const list = await indexListFile(file, parseRatingType(opts.type));
  for (const p of list.problems.slice(0, 20))
    process.stderr.write(
      `arbiter: ${p.file}${p.line ? `:${p.line}` : ''}: ${p.level === 'warning' ? 'warning: ' : ''}${p.message}\n`,
    );
  const period = parseMonth(opts.month) ?? list.info.listPeriod;
  return { list, source: { label: path.basename(file), period, byId: (id) => list.index.byId(id) } };
}

const show = (v: unknown) => (v === null || v === '' ? '(blank)' : `"${cellText(v as string)}"`);

export function registerPlayerListCommands(program: Command): void {
  const players =
    program.commands.find((c) => c.name() === 'players') ??
    program
      .command('players')
      .description('the Players sheet: look players up in a rating list, add them, number them');

  players
    .command('lookup')
    .description(
      'fill and check the Players sheet from a FIDE rating list by FIDE ID (lists the changes; --apply writes them)',
    )
    .argument('<book>', 'tournament workbook (.xlsx)')
    .requiredOption(
      '--list <file>',
      'the FIDE list: players_list.zip, players_list_foa.txt, the XML, or a single-type list',
    )
    .option('--apply', 'write the blank cells the list fills (and the Settings rows naming the list)')
    .option('--overwrite', 'with --apply: also replace typed values that differ from the list')
    .option('--month <YYYY-MM>', 'the list month (the combined list does not state it)')
    .option('--type <type>', 'the type of a single-type list when its file name does not say it')
    .action(
      async (
        file: string,
        opts: { list: string; apply?: boolean; overwrite?: boolean; month?: string; type?: string },
        cmd: Command,
      ) => {
        if (opts.overwrite && !opts.apply) throw new UserError('--overwrite needs --apply');
        const { list, source } = await loadList(opts.list, opts);
        const book = path.basename(file);
        const r = await onBook(
          file,
          async (wb) => {
            const ctx = await readPlayersContext(wb);
            const plan = planLookup(ctx, source);
            const written = opts.apply ? await applyLookup(wb, plan, ctx.lang, { overwrite: !!opts.overwrite }) : 0;
            return { plan, written };
          },
          !!opts.apply,
        );
        const { plan, written } = r;
        for (const c of plan.fills)
          out(`${book}: ${c.sheet}!${c.cell}: ${c.player}: ${c.column} ${show(c.from)} -> ${show(c.to)}`);
        for (const p of plan.problems) out(formatProblem(p, book));
        const verb = opts.apply ? 'written' : 'to write (run again with --apply)';
        out(
          `${book}: ${plan.checked} players with a FIDE ID checked against ${source.label} (${list.index.size} players` +
            `${source.period ? `, ${source.period}` : ''}); ${plan.fills.length} cells ${verb}` +
            `${opts.apply ? ` (${written} changed)` : ''}; ${plan.differences.length} typed values differ from the list` +
            `${plan.differences.length && !opts.overwrite ? " (kept; --apply --overwrite takes the list's values)" : ''}; ${plan.notInList} not in the list`,
        );
        if (plan.differences.length > 0 && !opts.overwrite) setExitCode(cmd, EXIT.problems);
      },
    );

  players
    .command('add')
    .description(
      'add a player from a FIDE rating list, by FIDE ID or by name ("Surname, Given"; several matches are listed, nothing added)',
    )
    .argument('<book>', 'tournament workbook (.xlsx)')
    .requiredOption('--list <file>', 'the FIDE list')
    .option('--id <fideId>', 'FIDE ID')
    .option(
      '--name <name>',
      '"Surname, Given" (case, accents and punctuation ignored; a prefix is enough when it is unique)',
    )
    .option('--month <YYYY-MM>', 'the list month (the combined list does not state it)')
    .option('--type <type>', 'the type of a single-type list when its file name does not say it')
    .action(
      async (
        file: string,
        opts: { list: string; id?: string; name?: string; month?: string; type?: string },
        cmd: Command,
      ) => {
        if ((opts.id === undefined) === (opts.name === undefined))
          throw new UserError('give --id or --name (one of them)');
        if (opts.id !== undefined && !/^\d{1,10}$/.test(opts.id))
          throw new UserError(`--id: "${opts.id}" is not a FIDE ID`);
        const { list, source } = await loadList(opts.list, opts);
        let chosen: ListPlayer;
        if (opts.id !== undefined) {
          const p = list.index.byId(Number(opts.id));
          if (!p) throw new UserError(`FIDE ID ${opts.id} is not in ${source.label}`, EXIT.problems);
          chosen = p;
        } else {
          const found = list.index.searchName(opts.name!, 30);
          if (found.players.length === 0)
            throw new UserError(`no player named "${opts.name}" in ${source.label}`, EXIT.problems);
          if (found.players.length > 1) {
            // two players can share a name: never pick one (§2.1)
            out(
              `${found.players.length}${found.more ? '+' : ''} players in ${source.label} match "${opts.name}"; nothing added. Add one with --id:`,
            );
            for (const p of found.players) out(textLine(p));
            setExitCode(cmd, EXIT.problems);
            return;
          }
          chosen = found.players[0]!;
        }
        const added = await onBook(file, (wb) => addListPlayer(wb, chosen, source));
        out(
          `${path.basename(file)}: ${chosen.name} (FIDE ID ${chosen.fide_id}) added as number ${added.no} on ${added.sheet} row ${added.row}` +
            ' (number the players by C.04.2 before round 1: arbiter players number)',
        );
      },
    );
}
