import type { Tournament } from '../engine/model';
import { recheckImportedRounds } from './import-recheck';

/**
 * Checklist Q76-Q77: a scoring or PAB value changed after round 1 is checked against the pairings made so far.
 * Each paired round is re-paired from the rounds before it with the new values (as an import is re-checked, Q54)
 * and compared with the round as it was paired; the result goes into the Level-4 warning of the change and into
 * its Record row (the TRF's `### Scoring changed @ Round n: ...` line).
 */
export function pairingsUnderNewScoring(t: Tournament): string {
  const r = recheckImportedRounds(t);
  if (r.skipped) return `the paired rounds were not re-paired with the new values (${r.skipped})`;
  if (r.checked === 0) return 'no paired round to re-pair with the new values';
  const differing = r.rounds.map((x) => x.record.round);
  if (differing.length === 0)
    return `the ${r.checked} paired round(s), re-paired with the new values, come out the same`;
  return (
    `the ${r.checked} paired round(s) re-paired with the new values: round(s) ${differing.join(', ')} ` +
    'would be paired differently (the rounds stay as they were paired)'
  );
}
