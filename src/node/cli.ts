import { Command, CommanderError } from 'commander';
import { COMMAND_MODULES } from './commands';

/** Exit codes: 0 ok, 1 the check found problems / no legal pairing, 2 unexpected error, 3 invalid input. */
export const EXIT = { ok: 0, problems: 1, unexpected: 2, invalidInput: 3 } as const;

/** An error meant for the user: printed as is (no stack), with its exit code. */
export class UserError extends Error {
  constructor(message: string, readonly exitCode: number = EXIT.invalidInput) {
    super(message);
    this.name = 'UserError';
  }
}

export function buildProgram(): Command {
  const program = new Command();
  program
    .name('arbiter')
    .description('Arbiter Sheet: pair and report chess tournaments from .xlsx workbooks and TRF files')
    .exitOverride()
    .showHelpAfterError();
  for (const mod of COMMAND_MODULES) mod.register(program);
  return program;
}

/** Entry point used by bin/arbiter.js; resolves to the process exit code. */
export async function main(argv: string[]): Promise<number> {
  const program = buildProgram();
  let code: number = EXIT.ok;
  program.hook('postAction', (_this, action) => {
    const c = (action as Command & { exitCodeResult?: number }).exitCodeResult;
    if (typeof c === 'number') code = c;
  });
  try {
    await program.parseAsync(argv);
  } catch (err) {
    if (err instanceof CommanderError) {
      // help and version exit with 0; usage errors with commander's own code
      return err.exitCode === 0 ? EXIT.ok : EXIT.invalidInput;
    }
    if (err instanceof UserError) {
      process.stderr.write(`arbiter: ${err.message}\n`);
      return err.exitCode;
    }
    throw err;
  }
  return code;
}

/** Commands set their exit code through this so `main` can return it (keeps process.exit out of commands). */
export function setExitCode(cmd: Command, code: number): void {
  (cmd as Command & { exitCodeResult?: number }).exitCodeResult = code;
}
