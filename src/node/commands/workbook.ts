import { threadedRoundsCheck } from '../recheck-threads';
import * as path from 'path';
import * as fs from 'fs';
import { randomInt } from 'crypto';
import { Command, Option } from 'commander';
import { decodeTrfBytes, readTrf } from '../../formats/trf';
import { formatProblem as formatTrfProblem } from '../../formats/trf';
import { checkRound } from '../../workbook/commands/check-round';
import { exportTrfWithNotes } from '../../workbook/commands/export-trf';
import { importTournament } from '../../workbook/commands/import-tournament';
import { newTournament } from '../../workbook/commands/new-tournament';
import { pairNextRound } from '../../workbook/commands/pair-next';
import { undoLastRound } from '../../workbook/commands/undo-last';
import { updateReports, type ReportsOutcome } from '../../workbook/commands/update-reports';
import { formatPoints } from '../../formats/results';
import { lookup, LANGUAGE_NAMES, type Language } from '../../workbook/labels';
import { SYSTEM_WORDS } from '../../workbook/settings';
import { formatProblem, WorkbookProblems } from '../../workbook/problems';
import { EXIT, setExitCode, UserError } from '../exit';
import { checkOutput, readInput, withLock, writeFileSafely } from '../files';
import { confirmedSet, confirmOption, parseWholeOption } from '../options';
import { markIfOutsideFideMode } from '../../workbook/fide-mode-sheet';
import { MAX_ROUNDS, MAX_TRF_BYTES } from '../../formats/trf/bounds';
import { trfPlaces } from './import-places';
import { importRecheckLines } from './import-recheck-lines';
import { forfeitColourWarnings } from './forfeit-colour-warnings';
import type { SettledForfeitColour } from '../../workbook/forfeit-colours';
import { trfSafeText, type TrfTextChange } from '../../formats/trf/text-safety';
import { readValidWorkbook } from '../../workbook/commands/state';
import type { WorkbookState } from '../../workbook/read';
import { address } from '../../workbook/cells';
import { runDemo } from '../demo/run-demo';
import { XlsxFileError, XlsxWorkbook } from '../xlsx/xlsx-workbook';
import type { CommandModule } from './index';

/**
 * Commands on .xlsx workbooks (design.md §5): new, pair, undo, standings, check, import-trf, export-trf, demo.
 * Each reads and validates the whole workbook first; on any problem it prints `BOOK.xlsx: Sheet!A1: message`
 * lines, exits 3, and leaves the file byte-identical (the file is only replaced, atomically, on success).
 */

function out(line: string): void {
  process.stdout.write(`${line}\n`);
}

/**
 * Excel keeps a lock file `~$BOOK.xlsx` beside a workbook it has open; a command that rewrote the file then would
 * be overwritten when Excel saves (or fail on Windows). Refuse before reading.
 */
export function refuseWhileOpenInExcel(file: string): void {
  const dir = path.dirname(file);
  const base = path.basename(file);
  if (fs.existsSync(path.join(dir, `~$${base}`))) {
    throw new UserError(
      `${file} is open in Excel (its lock file ~$${base} is there): close it in Excel, then run the command again`,
    );
  }
}

/** Load, run, save; problems become a UserError naming the file, sheet and cell. */
export async function onBook<T>(file: string, run: (book: XlsxWorkbook) => Promise<T>, save = true): Promise<T> {
  if (save) refuseWhileOpenInExcel(file);
  // a command that saves holds the workbook's lock from reading to saving: a second one refuses (files.ts)
  return save ? withLock(file, () => loadRunSave(file, run, save)) : loadRunSave(file, run, save);
}

async function loadRunSave<T>(file: string, run: (book: XlsxWorkbook) => Promise<T>, save: boolean): Promise<T> {
  let book: XlsxWorkbook;
  try {
    book = await XlsxWorkbook.load(file);
  } catch (err) {
    if (err instanceof XlsxFileError) throw new UserError(err.message);
    throw err;
  }
  let result: T;
  try {
    result = await run(book);
  } catch (err) {
    throw asUserError(err, file);
  }
  if (save) {
    try {
      // a tournament outside FIDE mode: every sheet this command wrote carries the mark (checklist Q46)
      await markIfOutsideFideMode(book);
      await book.save(file);
    } catch (err) {
      throw asUserError(err, file);
    }
  }
  return result;
}

const MAX_SHOWN_PROBLEMS = 200;

function asUserError(err: unknown, file: string): unknown {
  if (err instanceof WorkbookProblems) {
    const errors = err.problems.filter((p) => p.level === 'error');
    // a corrupted sheet can have a problem on each of a million rows: the first ones say enough
    const lines = errors.slice(0, MAX_SHOWN_PROBLEMS).map((p) => formatProblem(p, path.basename(file)));
    if (errors.length > MAX_SHOWN_PROBLEMS)
      lines.push(`${path.basename(file)}: ... and ${errors.length - MAX_SHOWN_PROBLEMS} more problems`);
    return new UserError(lines.join('\narbiter: '));
  }
  if (err instanceof XlsxFileError) return new UserError(err.message);
  return err;
}

/**
 * `arbiter standings BOOK | head`: when the reader of a pipe goes away, the rest of the output has nowhere to go;
 * stop quietly instead of dying with an EPIPE stack trace (the workbook is already saved by then).
 */
let pipeWatched = false;

function quietWhenPipeCloses(): void {
  if (pipeWatched) return;
  pipeWatched = true;
  endQuietlyOnEpipe(process.stdout, (code) => process.exit(code));
}

/** On `stream`'s EPIPE error, end with exit code 0; any other error is rethrown. */
export function endQuietlyOnEpipe(stream: NodeJS.EventEmitter, exit: (code: number) => void): void {
  stream.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EPIPE') throw err;
    exit(0);
  });
}

/** The standings as a labelled table: Place, No, Name, Pts, then one column per tie-break code. */
export function standingsTable(o: Pick<ReportsOutcome, 'standings' | 'names'>): string[] {
  const nameWidth = Math.min(30, Math.max(4, ...[...o.names.values()].map((n) => n.length)));
  const cell = (v: number | null) => (v === null ? '-' : formatPoints(Math.round(v * 100) / 100));
  const widths = o.standings.codes.map((c, i) =>
    Math.max(c.length, ...o.standings.rows.map((r) => cell(r.values[i] ?? null).length)),
  );
  const line = (place: string, no: string, name: string, pts: string, values: string[]) =>
    `${place.padStart(5)}  ${no.padStart(4)}  ${name.padEnd(nameWidth).slice(0, nameWidth)}  ${pts.padStart(4)}` +
    values.map((v, i) => `  ${v.padStart(widths[i]!)}`).join('');
  return [
    line('Place', 'No', 'Name', 'Pts', [...o.standings.codes]),
    ...o.standings.rows.map((r) =>
      line(
        String(r.rank),
        String(r.id),
        o.names.get(r.id) ?? '',
        formatPoints(r.points),
        r.values.map((v) => cell(v)),
      ),
    ),
  ];
}

function languageOption(): Option {
  return new Option('--language <lang>', 'language of sheet names and headers: en, tr or fa').default('en');
}

function parseLanguage(text: string): Language {
  const lang = lookup(LANGUAGE_NAMES, text);
  if (!lang) throw new UserError(`--language: "${text}" is not en, tr or fa`);
  return lang;
}

function refuseExisting(file: string, force: boolean | undefined, inputs: readonly string[] = []): void {
  checkOutput(file, { force, inputs });
}

/** Save a workbook made by this command; the output is checked again (another program may have made it meanwhile). */
async function saveNew(book: XlsxWorkbook, file: string, force: boolean | undefined): Promise<void> {
  checkOutput(file, { force });
  try {
    await book.save(file);
  } catch (err) {
    throw asUserError(err, file);
  }
}

/** Each text change of the TRF export at its workbook cell (Players row and column, Settings row). */
function textChangePlaces(state: WorkbookState, changes: readonly TrfTextChange[]): string[] {
  const playersSheet = state.sheetOf.players ?? 'Players';
  const settingsSheet = state.sheetOf.settings ?? 'Settings';
  const columnOf: Record<string, string> = {
    name: 'name',
    title: 'title',
    federation: 'federation',
    fideId: 'fideId',
    birthDate: 'birth',
    club: 'club',
  };
  return changes.map((c) => {
    if (c.playerId !== undefined) {
      const row = state.players.players.find((p) => p.player.id === c.playerId)?.row;
      const col = state.players.columns.get(columnOf[c.key] as never)?.[0];
      return `${row !== undefined && col !== undefined ? `${playersSheet}!${address(row, col)}` : playersSheet}: warning: ${c.message}`;
    }
    const row = state.settings.rows.get(c.key === 'deputyArbiters' ? 'deputies' : c.key);
    return `${row !== undefined ? `${settingsSheet}!${address(row, 1)}` : settingsSheet}: warning: ${c.message}`;
  });
}

interface ExportTrfOptions {
  output?: string;
  format: 'trf16' | 'trf26';
  force?: boolean;
  confirm?: string[];
}

export function today(): string {
  const d = new Date();
  return `${d.getFullYear()}/${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}`;
}

export function secureRandom(): number {
  return randomInt(0, 1 << 30) / (1 << 30);
}

export const workbookCommands: CommandModule = {
  register(program: Command): void {
    program
      .command('new')
      .description('create a tournament workbook from the template (Settings and an empty Players table)')
      .argument('<book>', '.xlsx file to create')
      .addOption(languageOption())
      .option(
        '--system <name>',
        'pairing system as Settings names it (e.g. Dutch, "Round robin", "Double round robin", Scheveningen, Knockout)',
      )
      .option('--force', 'replace an existing file')
      .action(async (file: string, opts: { language: string; system?: string; force?: boolean }) => {
        const system = opts.system === undefined ? undefined : lookup(SYSTEM_WORDS, opts.system);
        if (opts.system !== undefined && !system)
          throw new UserError(`--system: "${opts.system}" is not a pairing system`);
        refuseExisting(file, opts.force);
        const book = XlsxWorkbook.create();
        const language = parseLanguage(opts.language);
        const { sheets } = await newTournament(book, { language, ...(system ? { settings: { system } } : {}) });
        await saveNew(book, file, opts.force);
        // the sheets by the names the workbook gives them (Ayarlar, Oyuncular in Turkish), and numbering before pairing
        const named = sheets.map((s) => `"${s}"`).join(' and ');
        out(
          `${file}: new tournament; fill in the sheets ${named}, number the players ` +
            `(arbiter players number ${file}), then run: arbiter pair ${file}`,
        );
      });

    program
      .command('pair')
      .description('pair the next round and add its sheet')
      .argument('<book>', 'tournament workbook (.xlsx)')
      .option('--round <n>', 'the round you mean to pair (refused unless it is the next one)')
      .addOption(confirmOption())
      .action(async (file: string, opts: { round?: string; confirm?: string[] }) => {
        const round = opts.round === undefined ? undefined : parseWholeOption('--round', opts.round, 1, MAX_ROUNDS);
        const confirmed = confirmedSet(opts.confirm);
        const o = await onBook(file, (book) =>
          pairNextRound(book, { random: secureRandom, date: today(), confirmed, ...(round ? { round } : {}) }),
        );
        out(
          `${file}: round ${o.round} paired on sheet "${o.sheet}": ${o.pairing.boards.length} boards` +
            `${o.pairing.pab !== null ? `, pairing-allocated bye to ${o.pairing.pab}` : ''}` +
            `${o.drawnColour ? ` (colour lot drawn: ${o.drawnColour === 'w' ? 'white' : 'black'} for the top seed)` : ''}`,
        );
        for (const w of o.warnings) process.stderr.write(`arbiter: ${file}: warning: ${w}\n`);
        for (const w of o.cellWarnings) process.stderr.write(`arbiter: ${formatProblem(w, path.basename(file))}\n`);
      });

    program
      .command('undo')
      .description('remove the last round while none of its results is entered')
      .argument('<book>', 'tournament workbook (.xlsx)')
      .action(async (file: string) => {
        const o = await onBook(file, (book) => undoLastRound(book));
        out(`${file}: round ${o.round} removed (sheet "${o.sheet}")`);
      });

    program
      .command('standings')
      .description('update the Standings, Crosstable and Cards sheets')
      .argument('<book>', 'tournament workbook (.xlsx)')
      .addOption(confirmOption())
      .action(async (file: string, opts: { confirm?: string[] }) => {
        quietWhenPipeCloses();
        const confirmed = confirmedSet(opts.confirm);
        const o = await onBook(file, (book) => updateReports(book, undefined, { confirmed }));
        for (const w of o.guardWarnings ?? []) process.stderr.write(`arbiter: ${file}: warning: ${w}\n`);
        for (const r of o.rewrittenResults)
          out(`${path.basename(file)}: ${r.sheet}!${r.cell}: "${r.typed}" written as ${r.written}`);
        out(`${file}: standings after round ${o.afterRound} (${o.sheets.join(', ')})`);
        for (const line of standingsTable(o)) out(line);
        // warnings at their cells (a requested bye for a round played ...): allowed, but the arbiter should know
        for (const w of o.warnings) process.stderr.write(`arbiter: ${formatProblem(w, path.basename(file))}\n`);
      });

    program
      .command('check')
      .description('check a round entered by hand: absolute criteria, and differences from the engine')
      .argument('<book>', 'tournament workbook (.xlsx)')
      .option('--round <n>', 'round to check (default: the last paired round)')
      .action(async (file: string, opts: { round?: string }, cmd: Command) => {
        const wanted = opts.round === undefined ? undefined : parseWholeOption('--round', opts.round, 1, MAX_ROUNDS);
        const o = await onBook(file, (book) => checkRound(book, wanted), false);
        const round = o.round;
        for (const f of o.findings)
          out(`${formatProblem({ ...f, level: 'error' }, path.basename(file))} [${f.severity}]`);
        const high = o.findings.filter((f) => f.severity === 'high').length;
        out(
          `${file}: round ${round}: ${high} rule problem(s)` +
            `${o.matchesEngine === null ? '' : o.matchesEngine ? ', same pairing as the engine' : ', differs from the engine'}`,
        );
        if (high > 0) setExitCode(cmd, EXIT.problems);
      });

    program
      .command('import-trf')
      .description('build a tournament workbook from a TRF file')
      .argument('<trf>', 'TRF16 / TRF26 file')
      .requiredOption('-o, --output <book>', '.xlsx file to create')
      .addOption(languageOption())
      .option('--force', 'replace an existing workbook')
      .action(async (trfFile: string, opts: { output: string; language: string; force?: boolean }) => {
        const lang = parseLanguage(opts.language);
        refuseExisting(opts.output, opts.force, [trfFile]);
        const text = decodeTrfBytes(readInput(trfFile, 'TRF file', MAX_TRF_BYTES)).text;
        const r = readTrf(text);
        const errors = r.problems.filter((p) => p.severity === 'error');
        if (errors.length || !r.tournament) {
          throw new UserError(
            errors.map((p) => formatTrfProblem(path.basename(trfFile), p)).join('\narbiter: ') ||
              `${trfFile}: not a TRF`,
          );
        }
        for (const p of r.problems) process.stderr.write(`arbiter: ${formatTrfProblem(path.basename(trfFile), p)}\n`);
        const book = XlsxWorkbook.create();
        let rounds: number;
        let recheck: { warnings: string[]; info: string[] };
        let settled: SettledForfeitColour[];
        try {
          const imported = await importTournament(book, r.tournament, {
            language: lang,
            checkRounds: threadedRoundsCheck(),
          });
          rounds = imported.rounds;
          settled = imported.settledColours;
          recheck = importRecheckLines(imported.recheck, text, path.basename(trfFile), opts.output);
          await updateReports(book);
        } catch (err) {
          // the workbook is not written: its problems are reported where the TRF gave the values
          if (err instanceof WorkbookProblems)
            throw new UserError(
              (await trfPlaces(err.problems, book, text, path.basename(trfFile))).join('\narbiter: '),
            );
          throw asUserError(err, trfFile);
        }
        await saveNew(book, opts.output, opts.force);
        for (const w of forfeitColourWarnings(settled, text)) {
          process.stderr.write(`arbiter: ${formatTrfProblem(path.basename(trfFile), w)}\n`);
        }
        out(`${opts.output}: ${r.tournament.players.length} players, ${rounds} rounds imported from ${trfFile}`);
        for (const line of recheck.warnings) process.stderr.write(`arbiter: ${line}\n`);
        for (const line of recheck.info) out(line);
      });

    program
      .command('export-trf')
      .description('write the tournament as a TRF file (TRF26 by default)')
      .argument('<book>', 'tournament workbook (.xlsx)')
      .option('-o, --output <trf>', 'file to write (default: standard output)')
      .addOption(new Option('--format <format>', 'trf26 or trf16').choices(['trf26', 'trf16']).default('trf26'))
      .option('--force', 'replace an existing TRF file')
      .addOption(confirmOption())
      .action(async (file: string, opts: ExportTrfOptions) => {
        if (opts.output) refuseExisting(opts.output, opts.force, [file]);
        const confirmed = confirmedSet(opts.confirm);
        // a confirmed change of a locked setting is recorded in the workbook too (its Record row): then it is saved
        const { text, notes, changes, warnings, cellWarnings } = await onBook(
          file,
          async (book) => {
            const state = await readValidWorkbook(book);
            const exported = await exportTrfWithNotes(book, { format: opts.format, confirmed });
            return { ...exported, changes: textChangePlaces(state, trfSafeText(state.tournament).changes) };
          },
          confirmed.size > 0,
        );
        for (const w of warnings ?? []) process.stderr.write(`arbiter: ${path.basename(file)}: warning: ${w}\n`);
        for (const w of cellWarnings ?? []) process.stderr.write(`arbiter: ${formatProblem(w, path.basename(file))}\n`);
        for (const n of notes)
          process.stderr.write(`arbiter: ${path.basename(file)}: not in the ${opts.format.toUpperCase()} file: ${n}\n`);
        for (const c of changes) process.stderr.write(`arbiter: ${path.basename(file)}: ${c}\n`);
        if (opts.output) {
          writeFileSafely(opts.output, text);
          out(`${opts.output}: written (${opts.format})`);
        } else process.stdout.write(text);
      });

    program
      .command('demo')
      .description('build a sample tournament from a bundled player list and play it through')
      .option('-o, --output <dir>', 'directory for the workbook and its TRF', './demo-output')
      .option('--seed <n>', 'seed of the simulated results', '2026')
      .action(async (opts: { output: string; seed: string }) => {
        const seed = Number(opts.seed);
        if (!Number.isInteger(seed)) throw new UserError(`--seed: "${opts.seed}" is not a whole number`);
        let o;
        try {
          o = await runDemo(opts.output, { seed, log: (line) => out(line) });
        } catch (err) {
          throw asUserError(err, 'demo');
        }
        out(`workbook: ${path.resolve(o.workbook)}`);
        out(`TRF:      ${path.resolve(o.trf)}`);
      });
  },
};
