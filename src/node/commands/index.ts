import type { Command } from 'commander';

/** A group of CLI commands. Each module registers its own subcommands; add new modules to the list below. */
export interface CommandModule {
  register(program: Command): void;
}

// One import per command module (keep sorted).
export const COMMAND_MODULES: CommandModule[] = [];
