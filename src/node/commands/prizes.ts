import * as fs from 'fs';
import type { Command } from 'commander';
import { formatAmount } from '../../engine/prizes';
import { awardsJson, readScenario, runScenario, type Scenario } from '../../engine/prizes/scenario';
import { writePrizesSheet } from '../../workbook/commands/prizes';
import { prizeNoteText } from '../../workbook/report-labels';
import { UserError } from '../exit';
import { onBook } from './workbook';
import type { CommandModule } from './index';

/**
 * `arbiter prizes --scenario FILE.json --json` (issue 24's scenario shape, for checking against other
 * calculators) and `arbiter prizes BOOK.xlsx [--json]` (the Prizes sheet: the arbiter's prize list read, the
 * distribution rebuilt beside it). Output `{"awards": [{tpn, prize, kind, amount}], "notes": [...]}`.
 */

interface Options {
  scenario?: string;
  json?: boolean;
}

function readScenarioFile(file: string): Scenario {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new UserError(`${file}: cannot read the scenario`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new UserError(`${file}: not JSON (${(err as Error).message})`);
  }
  const s = readScenario(json);
  if ('problems' in s) throw new UserError(s.problems.map((p) => `${file}: ${p}`).join('\n'));
  return s;
}

function print(s: Scenario, json: boolean | undefined): void {
  const d = runScenario(s);
  const name = (t: number): string => s.players.get(t)?.name ?? `#${t}`;
  const money = (b: number): string => `${formatAmount(b, s.decimals)}${s.currency ? ` ${s.currency}` : ''}`;
  const notes = d.notes.map((n) => prizeNoteText(n, 'en', name, money));
  if (json) {
    process.stdout.write(
      `${JSON.stringify({ awards: awardsJson(d, s.decimals), notes, rounding_difference: formatAmount(Math.abs(d.difference), s.decimals) }, null, 1)}\n`,
    );
    return;
  }
  const rows = awardsJson(d, s.decimals).map((a) => [String(a.tpn), name(a.tpn), a.prize, a.amount]);
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => r[i].length), 3));
  for (const r of rows)
    process.stdout.write(
      `${r[0].padStart(widths[0])}  ${r[1].padEnd(widths[1])}  ${r[2].padEnd(widths[2])}  ${r[3].padStart(widths[3])}\n`,
    );
  for (const n of notes) process.stdout.write(`- ${n}\n`);
  if (d.difference !== 0)
    process.stdout.write(
      `- rounding: ${d.difference > 0 ? '+' : '-'}${money(Math.abs(d.difference))} against the fund\n`,
    );
}

async function run(file: string | undefined, options: Options): Promise<void> {
  if (options.scenario !== undefined) {
    if (file !== undefined) throw new UserError('give either BOOK.xlsx or --scenario FILE.json, not both');
    print(readScenarioFile(options.scenario), options.json);
    return;
  }
  if (file === undefined) throw new UserError('give BOOK.xlsx or --scenario FILE.json');
  const outcome = await onBook(file, (book) => writePrizesSheet(book));
  print(outcome.scenario, options.json);
}

export const prizesCommands: CommandModule = {
  register(program: Command): void {
    program
      .command('prizes [book]')
      .description(
        "prize distribution (place and category prizes, none/split/Hort sharing, one prize per player); rebuilds the Prizes sheet's distribution",
      )
      .option('--scenario <file>', 'a JSON scenario instead of a workbook')
      .option('--json', 'JSON {"awards": [{tpn, prize, kind, amount}]}')
      .action(async (book: string | undefined, options: Options) => run(book, options));
  },
};
