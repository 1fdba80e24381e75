import * as path from 'path';
import type { Command } from 'commander';
import { MAX_ROUNDS } from '../../formats/trf/bounds';
import {
  checkManualPairing,
  describePairing,
  endManualPairing,
  startManualPairing,
  type ManualCheckOutcome,
  type ManualEndOutcome,
} from '../../workbook/commands/manual-pairing';
import { describeDecision, type LeveledWarning } from '../../workbook/warning-levels';
import { EXIT, setExitCode, UserError } from '../exit';
import { parseWholeOption } from '../options';
import type { CommandModule } from './index';
import { onBook, secureRandom, today } from './workbook';

/**
 * `arbiter manual start|check|end BOOK.xlsx`: the manual-pairing phase of a round with its explicit start and end
 * (checklist Q65; src/workbook/commands/manual-pairing.ts). `end` goes on only with every Level-3 warning confirmed
 * (`--confirm CODE`) and, when the round differs from the engine's, the Level-4 `--confirm differs-from-engine:TOKEN`
 * it prints; otherwise it writes nothing and exits 3.
 */

function out(line: string): void {
  process.stdout.write(`${line}\n`);
}

function warningLine(file: string, w: LeveledWarning): string {
  return `${file}: ${w.place ? `${w.place}: ` : ''}[Level ${w.level}, ${w.code}] ${w.message}`;
}

/** `--confirm a,b --confirm c` → {a, b, c}. */
function collect(value: string, previous: string[]): string[] {
  return [
    ...previous,
    ...value
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  ];
}

class NotEnded extends Error {
  constructor(readonly outcome: ManualEndOutcome) {
    super('the manual pairing phase was not ended');
  }
}

function engineLine(o: ManualCheckOutcome): string {
  return 'boards' in o.engine
    ? `the engine's pairing: ${describePairing(o.engine)}`
    : `the engine could not pair the round: ${o.engine.error}`;
}

export const manualPairingCommands: CommandModule = {
  register(program: Command): void {
    const manual =
      program.commands.find((c) => c.name() === 'manual') ??
      program
        .command('manual')
        .description('the manual pairing phase of a round: start, check, end (FIDE checklist Q64-Q69)');

    manual
      .command('start')
      .description(
        "add the next round's sheet in the manual state: empty boards to fill in the No columns " +
          "(or --from-engine: the engine's pairing to edit)",
      )
      .argument('<book>', 'tournament workbook (.xlsx)')
      .option('--round <n>', 'the round you mean to pair by hand (refused unless it is the next one)')
      .option('--from-engine', "start from the engine's pairing instead of empty boards")
      .action(async (file: string, opts: { round?: string; fromEngine?: boolean }) => {
        const round = opts.round === undefined ? undefined : parseWholeOption('--round', opts.round, 1, MAX_ROUNDS);
        const o = await onBook(file, (book) =>
          startManualPairing(book, {
            ...(round ? { round } : {}),
            ...(opts.fromEngine ? { fromEngine: true } : {}),
            date: today(),
            random: secureRandom,
          }),
        );
        const what =
          o.start === 'empty'
            ? `${o.boards} empty boards: type the pairing numbers in the two No columns ` +
              '(the PAB: the player\'s number, and "bye" in Black\'s No column)'
            : `${o.boards} boards from ${o.start === 'table' ? "the tournament's table" : 'the engine'} to edit`;
        out(`${file}: round ${o.round} is in the manual pairing phase on sheet "${o.sheet}": ${what}`);
        out(`${file}: then: arbiter manual check ${file}; arbiter manual end ${file}`);
        for (const w of o.warnings) process.stderr.write(`arbiter: ${file}: warning: ${w}\n`);
      });

    manual
      .command('check')
      .description('list the warnings of the round being paired by hand, each at its cell (nothing is written)')
      .argument('<book>', 'tournament workbook (.xlsx)')
      .action(async (file: string, _opts: unknown, cmd: Command) => {
        const o = await onBook(file, (book) => checkManualPairing(book), false);
        const base = path.basename(file);
        for (const w of o.warnings) out(warningLine(base, w));
        const l3 = o.warnings.filter((w) => w.level === 3).length;
        const l2 = o.warnings.filter((w) => w.level === 2).length;
        out(
          `${file}: round ${o.round} (manual): ${o.manual.boards.length} boards, ` +
            `${l3} Level-3 warning(s) to confirm at the end, ` +
            `${l2} Level-2${o.unpaired.length ? `, not placed yet: ${o.unpaired.join(', ')}` : ''}`,
        );
        if (l3 > 0) setExitCode(cmd, EXIT.problems);
      });

    manual
      .command('end')
      .description(
        "end the manual pairing phase: confirm the warnings, compare with the engine's pairing, record the " +
          'difference (Record row MPA, ### MPA in the TRF)',
      )
      .argument('<book>', 'tournament workbook (.xlsx)')
      .option(
        '--confirm <codes>',
        'confirm warnings: a Level-3 code, or CODE:TOKEN for Level 4 (repeat, or separate by commas)',
        collect,
        [],
      )
      .action(async (file: string, opts: { confirm: string[] }) => {
        const base = path.basename(file);
        let o: ManualEndOutcome;
        try {
          o = await onBook(file, async (book) => {
            const r = await endManualPairing(book, { confirmed: new Set(opts.confirm) });
            if (!r.ended) throw new NotEnded(r);
            return r;
          });
        } catch (err) {
          if (!(err instanceof NotEnded)) throw err;
          const lines = describeDecision(err.outcome.decision).map((l) => `${base}: ${l}`);
          if (err.outcome.comparison && !err.outcome.comparison.same) lines.push(`${base}: ${engineLine(err.outcome)}`);
          throw new UserError(
            [
              ...lines,
              `${file}: round ${err.outcome.round} is still in the manual pairing phase; nothing was written`,
            ].join('\narbiter: '),
          );
        }
        for (const w of o.decision.acknowledged) out(warningLine(base, w));
        if (o.comparison && !o.comparison.same) out(`${base}: ${engineLine(o)}`);
        out(
          `${file}: round ${o.round}: manual pairing ended, ${
            o.comparison === null
              ? 'not compared (no engine pairing)'
              : o.comparison.same
                ? "the same as the engine's pairing"
                : `${o.comparison.differences.length} difference(s) from the engine's pairing`
          }` + `${o.record ? `; Record row "${o.record.event}" written` : ''}`,
        );
      });
  },
};
