import type { Command } from 'commander';

/**
 * Exit codes (README, "Exit codes"): 0 ok, 1 the check found problems / no legal pairing, 2 unexpected error (a bug
 * in Arbiter Sheet), 3 invalid input or a refused operation (the file is left as it was), 4 the workbook is in use
 * by another arbiter command, 130 interrupted (Ctrl+C or a termination signal).
 */
export const EXIT = { ok: 0, problems: 1, unexpected: 2, invalidInput: 3, busy: 4, interrupted: 130 } as const;

/** An error meant for the user: printed as is (no stack), with its exit code. */
export class UserError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.invalidInput,
  ) {
    super(message);
    this.name = 'UserError';
  }
}

/** Commands set their exit code through this so `main` can return it (keeps process.exit out of commands). */
export function setExitCode(cmd: Command, code: number): void {
  (cmd as Command & { exitCodeResult?: number }).exitCodeResult = code;
}
