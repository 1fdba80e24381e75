import type { Command } from 'commander';
import { exportPgnCommands } from './export-pgn';
import { handoutCommands } from './handouts';
import { normsCommands } from './norms';
import { prizesCommands } from './prizes';
import { ratingChangeCommands } from './rating-change';
import type { CommandModule } from './index';

/** The event-report commands (issue 24): rating-change, export-pgn, handouts, report-sheets, prizes, norms. */
export const eventReportCommands: CommandModule = {
  register(program: Command): void {
    for (const m of [ratingChangeCommands, exportPgnCommands, handoutCommands, prizesCommands, normsCommands])
      m.register(program);
  },
};
