import type { Command } from 'commander';
import { benchCommands } from './bench';
import { eventReportCommands } from './event-reports';
import { fideModeCommands } from './fide-mode';
import { generateCommands } from './generate';
import { knockoutSheetCommands } from './knockout-sheet';
import { manualPairingCommands } from './manual-pairing';
import { pairingCommands } from './pairing';
import { playersCommands } from './players';
import { ratingsCommands } from './ratings';
import { standingsCommands } from './standings';
import { tablesCommands } from './tables';
import { teamWorkbookCommands } from './team-workbook';
import { trfCommands } from './trf';
import { workbookCommands } from './workbook';

/** A group of CLI commands. Each module registers its own subcommands; add new modules to the list below. */
export interface CommandModule {
  register(program: Command): void;
}

// One import per command module (keep sorted).
export const COMMAND_MODULES: CommandModule[] = [
  benchCommands,
  eventReportCommands,
  fideModeCommands,
  generateCommands,
  knockoutSheetCommands,
  manualPairingCommands,
  pairingCommands,
  playersCommands,
  ratingsCommands,
  standingsCommands,
  tablesCommands,
  teamWorkbookCommands,
  trfCommands,
  workbookCommands,
];
