import * as fs from 'fs';
import { randomInt } from 'crypto';
import type { Command } from 'commander';
import { decodeTrfBytes } from '../../formats/trf';
import { lookup, LANGUAGE_NAMES, type Language } from '../../workbook/labels';
import { TEAM_SYSTEM_WORDS } from '../../workbook/team-labels';
import {
  exportTeamTrf,
  importTeamTrf,
  newTeamEvent,
  pairNextTeamRound,
  updateTeamReports,
} from '../../workbook/commands/team-event';
import { UserError } from '../exit';
import { XlsxWorkbook } from '../xlsx/xlsx-workbook';
import { onBook } from './workbook';
import type { CommandModule } from './index';

/**
 * `arbiter team new|pair|standings|export-trf|import-trf BOOK.xlsx`: team events in a workbook (team.md), the
 * same steps as the individual commands. Problems are printed as `BOOK.xlsx: Sheet!A1: message`; the file is
 * only replaced on success.
 */

function out(line: string): void {
  process.stdout.write(`${line}\n`);
}

function language(text: string): Language {
  const lang = lookup(LANGUAGE_NAMES, text);
  if (!lang) throw new UserError(`--language: "${text}" is not en, tr or fa`);
  return lang;
}

function refuseExisting(file: string, force: boolean | undefined): void {
  if (fs.existsSync(file) && !force) throw new UserError(`${file} already exists (use --force to replace it)`);
}

export const teamWorkbookCommands: CommandModule = {
  register(program: Command): void {
    const team =
      program.commands.find((c) => c.name() === 'team') ??
      program.command('team').description('team events in a workbook: team Swiss (C.04.6) and team round robins');
    team
      .command('new')
      .description('create a team event workbook: Team Settings and an empty Teams sheet')
      .argument('<book>', '.xlsx file to create')
      .option('--language <lang>', 'en, tr or fa', 'en')
      .option('--system <name>', 'Team Swiss, Team round robin or Team double round robin', 'Team Swiss')
      .option('--force', 'replace an existing file')
      .action(async (file: string, opts: { language: string; system: string; force?: boolean }) => {
        const system = lookup(TEAM_SYSTEM_WORDS, opts.system);
        if (!system) throw new UserError(`--system: "${opts.system}" is not a team system`);
        refuseExisting(file, opts.force);
        const book = XlsxWorkbook.create();
        await newTeamEvent(book, { language: language(opts.language), settings: { system } });
        await book.save(file);
        out(
          `${file}: new team event; fill in Team Settings and Teams (one row per player, in board order), then run: arbiter team pair ${file}`,
        );
      });
    team
      .command('pair')
      .description('pair the next round and add its "Team round N" sheet')
      .argument('<book>', 'team event workbook (.xlsx)')
      .option('--explain', 'print why each match was made (brackets, upfloaters, colour rule)')
      .action(async (file: string, opts: { explain?: boolean }) => {
        const o = await onBook(file, (book) =>
          pairNextTeamRound(book, { random: () => randomInt(0, 1 << 30) / (1 << 30) }),
        );
        out(
          `${file}: round ${o.round} paired on sheet "${o.sheet}": ${o.matches.length} matches${o.pab !== null ? `, PAB to team ${o.pab}` : ''}`,
        );
        if (opts.explain) for (const line of o.log) out(line);
      });
    team
      .command('standings')
      .description('update the Team Standings, Team Crosstable and Board Results sheets')
      .argument('<book>', 'team event workbook (.xlsx)')
      .action(async (file: string) => {
        const o = await onBook(file, (book) => updateTeamReports(book));
        out(`${file}: ${o.sheets.join(', ')} updated`);
        for (const row of o.standings.rows.slice(0, 10))
          out(`${String(row.rank).padStart(4)}  ${String(row.tpn).padStart(4)}  MP ${row.mp}  GP ${row.gp}`);
      });
    team
      .command('export-trf')
      .description('write the team event as a TRF-2026 team file')
      .argument('<book>', 'team event workbook (.xlsx)')
      .requiredOption('-o, --output <trf>', 'TRF file to write')
      .action(async (file: string, opts: { output: string }) => {
        const text = await onBook(file, (book) => exportTeamTrf(book), false);
        fs.writeFileSync(opts.output, text);
        out(`${opts.output}: written`);
      });
    team
      .command('import-trf')
      .description('build a team event workbook from a TRF-2026 team file')
      .argument('<trf>', 'TRF-2026 team file')
      .requiredOption('-o, --output <book>', '.xlsx file to create')
      .option('--language <lang>', 'en, tr or fa', 'en')
      .option('--force', 'replace an existing workbook')
      .action(async (trf: string, opts: { output: string; language: string; force?: boolean }) => {
        refuseExisting(opts.output, opts.force);
        let bytes: Buffer;
        try {
          bytes = fs.readFileSync(trf);
        } catch {
          throw new UserError(`${trf}: cannot be read`);
        }
        const book = XlsxWorkbook.create();
        const o = await importTeamTrf(book, decodeTrfBytes(bytes).text, language(opts.language)).catch(
          (err: unknown) => {
            throw err instanceof Error && err.name === 'WorkbookProblems'
              ? new UserError(`${trf}: ${err.message}`)
              : err;
          },
        );
        await book.save(opts.output);
        out(`${opts.output}: ${o.teams} teams, ${o.rounds} rounds`);
      });
  },
};
