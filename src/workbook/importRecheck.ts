import type { Tournament } from '../engine/model';
import { SYSTEMS } from '../engine/systems';
import { checkRounds, formatDifference } from '../engine/systems/round-check';
import { isScheveningen, ScheveningenTeamsError, teamsFromClubs } from '../engine/systems/scheveningen/two-teams';

/**
 * After a TRF import every imported round is re-paired from the rounds before it and compared (checklist Q54,
 * hard fail); a round that does not comply gets a Level-3 warning and a `### Import @ Round n: ...` line for
 * the TRF (Q55). Systems without an engine (e.g. knockout) are not re-checked and say so.
 */
export interface ImportRecheck {
  readonly checked: number;
  /** Level-3 warnings, one per round that differs. */
  readonly warnings: readonly string[];
  /** `###` lines to keep with the tournament's TRF. */
  readonly comments: readonly string[];
  /** Why nothing was re-checked, when so. */
  readonly skipped?: string;
}

export function recheckImportedRounds(t: Tournament): ImportRecheck {
  const pair = SYSTEMS[t.system];
  if (!pair) return { checked: 0, warnings: [], comments: [], skipped: `the ${t.system} system has no pairing engine to re-check the rounds with` };
  const teams = isScheveningen(t) ? teamsOrReason(t) : null;
  if (typeof teams === 'string') return { checked: 0, warnings: [], comments: [], skipped: teams };
  if (t.totalRounds === null) return { checked: 0, warnings: [], comments: [], skipped: 'the total number of rounds is not set (142 / XXR, or Settings)' };
  const { checked, differences } = checkRounds(t, pair);
  const what = (d: (typeof differences)[number]) => formatDifference(d).replace(/^round \d+: /, '');
  const warnings = differences.map((d) => `round ${d.round} does not follow the pairing rules: ${what(d)}`);
  const comments = differences.map((d) => `### Import @ Round ${d.round}: ${what(d)}`);
  return { checked, warnings, comments };
}

/** A TRF does not say who plays for which team: a Scheveningen is re-checked only when the clubs give its teams. */
function teamsOrReason(t: Tournament): string | null {
  try {
    teamsFromClubs(t);
    return null;
  } catch (err) {
    if (err instanceof ScheveningenTeamsError) return `the Scheveningen teams are not known (${err.message})`;
    throw err;
  }
}
