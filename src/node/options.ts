import { Option } from 'commander';
import { UserError } from './exit';

/**
 * Whole-number options read strictly: decimal digits only (no `0x3`, `3.0`, `1e1`, ` 3` or `+3`, all of which
 * Number() accepts), at least `min` and at most `max`, so a typo is refused instead of read as another number.
 */
export function parseWholeOption(
  option: string,
  text: string,
  min: number,
  max: number,
  what = 'a round number',
): number {
  const n = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new UserError(`${option}: "${text}" is not ${what} (a whole number ${min}-${max})`);
  }
  return n;
}

/**
 * `--confirm CODE` (a Level-3 warning) or `--confirm CODE:TOKEN` (a Level-4 one, the token as the first run printed
 * it), repeatable: the one option every command that can raise the checklist's warnings takes (warning-levels.ts).
 */
export function confirmOption(): Option {
  const help = 'go ahead despite a warning: CODE (Level 3) or CODE:TOKEN (Level 4), as printed; repeatable';
  return new Option('--confirm <code>', help).argParser((value: string, previous: string[] | undefined) => [
    ...(previous ?? []),
    value,
  ]);
}

/** The confirmations given, as the set decideWarnings takes. */
export function confirmedSet(values: readonly string[] | undefined): ReadonlySet<string> {
  return new Set((values ?? []).map((v) => v.trim()).filter((v) => v !== ''));
}
