import { Command, CommanderError } from 'commander';
import { COMMAND_MODULES } from './commands';

// Kept in their own module so command modules can import them without a cycle through this file.
import { EXIT, UserError } from './exit';
import { cleanUpNow } from './files';
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

/** The command's words and the files it was given, for the one line an unexpected error prints. */
function commandLine(argv: readonly string[]): { command: string; files: string[] } {
  const args = argv.slice(2);
  const words = args.filter((a) => !a.startsWith('-'));
  const files = words.filter((a) => /\.(trf|txt|xlsx)$/i.test(a));
  return {
    command:
      words
        .filter((w) => !files.includes(w))
        .slice(0, 2)
        .join(' ') || 'arbiter',
    files,
  };
}

/**
 * An error no command expected is a bug of Arbiter Sheet: one line that says so, names the command and the
 * files, and asks for them; the stack only with ARBITER_DEBUG=1.
 */
export function reportUnexpected(err: unknown, argv: readonly string[]): void {
  const { command, files } = commandLine(argv);
  // one sentence per period: a message that ends its own sentence loses its full stop before ours
  const message = (err instanceof Error ? err.message.split('\n')[0]! : String(err)).replace(/\.$/, '');
  const on = files.length ? ` on ${files.join(', ')}` : '';
  process.stderr.write(
    `arbiter: internal error in "${command}"${on}: ${message}. This is a bug in Arbiter Sheet, not in your file: ` +
      `please report it with ${files.length ? 'the file' : 'the command line'}; no file was changed.\n`,
  );
  if (process.env.ARBITER_DEBUG && err instanceof Error && err.stack) process.stderr.write(`${err.stack}\n`);
}

/** Entry point used by bin/arbiter.js; resolves to the process exit code and never throws. */
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
    if (err instanceof RangeError && /allocation|heap|Invalid array length|Invalid string length/i.test(err.message)) {
      process.stderr.write(`arbiter: the input is too large to process (${err.message}); no file was changed\n`);
      return EXIT.invalidInput;
    }
    reportUnexpected(err, argv);
    return EXIT.unexpected;
  }
  return code;
}

/**
 * Process-wide handlers of the command line (bin/arbiter.js): output piped into a program that stops reading
 * (`| head`) ends quietly; Ctrl+C or a termination signal removes this process's temporary and lock files first.
 */
export function installProcessHandlers(): void {
  const onPipeError = (err: NodeJS.ErrnoException): void => {
    if (err.code === 'EPIPE') {
      cleanUpNow();
      process.exit(process.exitCode ?? EXIT.ok);
    }
  };
  process.stdout.on('error', onPipeError);
  process.stderr.on('error', onPipeError);
  process.on('uncaughtException', (err) => {
    cleanUpNow();
    reportUnexpected(err, process.argv);
    process.exit(EXIT.unexpected);
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      cleanUpNow();
      process.exit(EXIT.interrupted);
    });
  }
}
