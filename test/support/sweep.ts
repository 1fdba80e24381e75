/**
 * How much of each fixture sweep runs: the one setting that scales them all, ARBITER_SWEEP.
 * - `quick`: a small sample of every sweep (a few minutes in all), for trying a change;
 * - unset (`ci`): what CI runs;
 * - `full`: every file and every generated tournament (long; run before resolving an engine change).
 */
export type SweepLevel = 'quick' | 'ci' | 'full';

export function sweepLevel(): SweepLevel {
  const v = process.env.ARBITER_SWEEP;
  if (v === undefined || v === '' || v === 'ci') return 'ci';
  if (v === 'quick' || v === 'full') return v;
  throw new Error(`ARBITER_SWEEP=${v}: expected quick, ci or full`);
}

/** The sweep size for the current level. */
export function bySweep<T>(sizes: Record<SweepLevel, T>): T {
  return sizes[sweepLevel()];
}
