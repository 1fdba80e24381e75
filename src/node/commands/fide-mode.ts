import type { Command } from 'commander';
import { leaveFideMode } from '../../workbook/commands/leave-fide-mode';
import { FIDE_MODE_LABELS } from '../../workbook/labels/fide-mode';
import { LOCK_KEYS } from '../../workbook/fide-mode-settings';
import { lockChanges } from '../../workbook/fide-mode-locks';
import { readWorkbook } from '../../workbook/read';
import { confirmedSet, confirmOption } from '../options';
import type { CommandModule } from './index';
import { onBook } from './workbook';

function out(line: string): void {
  process.stdout.write(`${line}\n`);
}

/**
 * `arbiter fide-mode status BOOK.xlsx` and `arbiter fide-mode leave BOOK.xlsx --reason TEXT` (checklist Q40-Q46):
 * whether the tournament is in FIDE mode, what round 1 locked, and the two-step act of leaving.
 */
export const fideModeCommands: CommandModule = {
  register(program: Command): void {
    const group =
      program.commands.find((c) => c.name() === 'fide-mode') ??
      program.command('fide-mode').description('FIDE mode of a tournament workbook: status, leave (permanent)');

    group
      .command('status')
      .description('is the tournament in FIDE mode; what round 1 was paired with; locked settings changed since')
      .argument('<book>', 'tournament workbook (.xlsx)')
      .action(async (file: string) => {
        const lines = await onBook(
          file,
          async (book) => {
            const state = await readWorkbook(book);
            const fm = state.fideMode;
            if (!fm) return [`${file}: no Settings sheet`];
            const o: string[] = [];
            if (fm.state.on) o.push(`${file}: in FIDE mode`);
            else if (fm.state.left) {
              o.push(
                `${file}: NOT in FIDE mode: left in round ${fm.state.left.round}${fm.state.left.reason ? ` (${fm.state.left.reason})` : ''}; it cannot be re-entered`,
              );
            } else o.push(`${file}: NOT in FIDE mode (a knockout is not a FIDE pairing system)`);
            for (const k of LOCK_KEYS) if (fm.locked[k]) o.push(`  ${FIDE_MODE_LABELS[k].en}: ${fm.locked[k]}`);
            for (const c of lockChanges(state))
              o.push(`  changed since round 1: ${c.warning.message} (Level ${c.warning.level})`);
            return o;
          },
          false,
        );
        for (const l of lines) out(l);
      });

    group
      .command('leave')
      .description('leave FIDE mode for good (Level 4: the first run states the consequence and the --confirm to give)')
      .argument('<book>', 'tournament workbook (.xlsx)')
      .requiredOption('--reason <text>', 'why (written to the Record sheet and the TRF as a ### line)')
      .addOption(confirmOption())
      .action(async (file: string, opts: { reason: string; confirm?: string[] }) => {
        const o = await onBook(file, (book) =>
          leaveFideMode(book, { reason: opts.reason, confirmed: confirmedSet(opts.confirm) }),
        );
        out(`${file}: FIDE mode left in round ${o.round}; recorded on the Record sheet, in Settings and for the TRF:`);
        out(`  ${o.comment}`);
      });
  },
};
