import { Command, CommanderError } from 'commander';
import { COMMAND_MODULES } from './commands';

// Kept in their own module so command modules can import them without a cycle through this file.
import { EXIT, UserError } from './exit';
export { EXIT, UserError, setExitCode } from './exit';

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
