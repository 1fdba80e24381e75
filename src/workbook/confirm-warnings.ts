import { WorkbookProblems, type Problem } from './problems';
import type { WorkbookState } from './read';
import { decideWarnings, describeDecision, type LeveledWarning, type WarningDecision } from './warning-levels';

/**
 * How workbook commands apply the checklist's warning levels (warning-levels.ts): a command collects its
 * leveled warnings, and either goes on (returning the lines to show) or stops, writing nothing, with every
 * warning still to confirm and the `--confirm` it needs. The pane catches the same error and offers the
 * confirmations as buttons.
 */
export class WarningsNotConfirmed extends WorkbookProblems {
  constructor(readonly decision: WarningDecision) {
    const lines = grouped(describeDecision(decisionWithoutAcknowledged(decision)));
    super(lines.map((message): Problem => ({ level: 'error', message })));
    this.name = 'WarningsNotConfirmed';
  }
}

/** One problem per warning: its indented lines (the consequence, the --confirm to give) stay with it. */
function grouped(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    if (line.startsWith('  ') && out.length) out[out.length - 1] += `\n${line}`;
    else out.push(line);
  }
  return out;
}

function decisionWithoutAcknowledged(d: WarningDecision): WarningDecision {
  return { ...d, acknowledged: [] };
}

/**
 * What a Level-4 token is bound to: the tournament's name and the rounds paired, so a token copied from another
 * tournament, or from before a round was paired, does not confirm anything.
 */
export function tournamentIdentity(state: Pick<WorkbookState, 'tournament' | 'roundSheets'>): string {
  return `${state.tournament.info.name}\u0000${state.roundSheets.size}`;
}

/** Go on (returning the lines of the warnings shown) or throw WarningsNotConfirmed; nothing is written either way. */
export function requireConfirmed(
  warnings: readonly LeveledWarning[],
  confirmed: ReadonlySet<string> | undefined,
  identity: string,
): string[] {
  const d = decideWarnings(warnings, confirmed ?? new Set(), identity);
  if (!d.proceed) throw new WarningsNotConfirmed(d);
  return describeDecision(d);
}
