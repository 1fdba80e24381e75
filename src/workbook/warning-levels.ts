/**
 * The checklist's warning levels (fide-acceptance.md §2), the same for the pane and the command line:
 * Level 2 = acknowledge (shown, the command goes on); Level 3 = confirm or cancel (the command stops unless the
 * warning's code is confirmed: `--confirm CODE`, or the pane's Confirm button); Level 4 = a two-step confirmation
 * that states the consequence (the first attempt shows the consequence and a token bound to the warning and the
 * tournament; only a second attempt carrying that token goes on: `--confirm CODE:TOKEN`); Level 5 = refuse (the
 * command does not go on, whatever is confirmed). None of them can be switched off.
 */

export type WarningLevel = 2 | 3 | 4 | 5;

export interface LeveledWarning {
  readonly level: WarningLevel;
  /** Stable code the arbiter confirms (`rematch`, `leave-fide-mode`, `tiebreaks-changed` ...). */
  readonly code: string;
  readonly message: string;
  /** Where: `Round 3!B4`, `Settings!B9`, `file.trf:12:5`. */
  readonly place?: string;
  /** Level 4: what happens if the arbiter goes on (stated before the second step). */
  readonly consequence?: string;
}

export interface WarningDecision {
  readonly proceed: boolean;
  /** Level 2 warnings and confirmed ones: printed, the command goes on. */
  readonly acknowledged: readonly LeveledWarning[];
  /** Level 3 and 4 warnings not (yet) confirmed; for Level 4 with the token to confirm with. */
  readonly unconfirmed: readonly { readonly warning: LeveledWarning; readonly confirmWith: string }[];
  /** Level 5: refused. */
  readonly refused: readonly LeveledWarning[];
}

/** FNV-1a, 32 bits, as 8 hex digits: the Level-4 token is short enough to type, and not guessable blind. */
function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** The Level-4 token of a warning, bound to the tournament (`identity`: e.g. its name and paired rounds). */
export function levelFourToken(warning: LeveledWarning, identity: string): string {
  return fnv1a(`${identity}\u0000${warning.code}\u0000${warning.message}`).slice(0, 6);
}

/** What `--confirm` must carry for a warning: the code (Level 3) or CODE:TOKEN (Level 4). */
export function confirmationFor(warning: LeveledWarning, identity: string): string {
  return warning.level === 4 ? `${warning.code}:${levelFourToken(warning, identity)}` : warning.code;
}

/** Decide whether a command goes on, given the confirmations the arbiter gave. */
export function decideWarnings(
  warnings: readonly LeveledWarning[],
  confirmed: ReadonlySet<string>,
  identity: string,
): WarningDecision {
  const acknowledged: LeveledWarning[] = [];
  const unconfirmed: { warning: LeveledWarning; confirmWith: string }[] = [];
  const refused: LeveledWarning[] = [];
  for (const w of warnings) {
    if (w.level === 5) refused.push(w);
    else if (w.level === 2) acknowledged.push(w);
    else {
      const key = confirmationFor(w, identity);
      if (confirmed.has(key)) acknowledged.push(w);
      else unconfirmed.push({ warning: w, confirmWith: key });
    }
  }
  return { proceed: refused.length === 0 && unconfirmed.length === 0, acknowledged, unconfirmed, refused };
}

/** One line per warning, for the command line and the pane. */
export function describeDecision(d: WarningDecision): string[] {
  const where = (w: LeveledWarning) => (w.place ? `${w.place}: ` : '');
  const lines: string[] = [];
  for (const w of d.refused) lines.push(`${where(w)}${w.message} (refused, Level 5)`);
  for (const { warning: w, confirmWith } of d.unconfirmed) {
    if (w.level === 4) {
      lines.push(`${where(w)}${w.message} (Level 4)`);
      if (w.consequence) lines.push(`  consequence: ${w.consequence}`);
      lines.push(`  to go ahead, run the command again with --confirm ${confirmWith}`);
    } else lines.push(`${where(w)}${w.message} (Level 3: to go ahead, add --confirm ${confirmWith})`);
  }
  for (const w of d.acknowledged) lines.push(`${where(w)}${w.message}`);
  return lines;
}
