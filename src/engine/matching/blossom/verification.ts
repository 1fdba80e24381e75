/**
 * The switch for the solver's full optimality check (BlossomSolver.verifyOptimum after every solve and
 * resolve). Off by default in production; on in the fixture sweeps and the oracle tests. The environment
 * variable ARBITER_VERIFY_MATCHING=1 turns it on for a whole process (command line, bench, jest), and
 * `setOptimalityVerification` sets it from code. docs/blossom.md, "Verification".
 */

/** The host's environment variables when there is one (Node); the engine itself does no I/O. */
function environmentSwitch(): boolean {
  const host = globalThis as { process?: { env?: Record<string, string | undefined> } };
  const value = host.process?.env?.ARBITER_VERIFY_MATCHING;
  return value !== undefined && value !== '' && value !== '0';
}

let verifying = environmentSwitch();

/** Turns the full optimality check of every solve on or off (returns the previous setting). */
export function setOptimalityVerification(on: boolean): boolean {
  const was = verifying;
  verifying = on;
  return was;
}

/** Whether every solve is checked (see setOptimalityVerification). */
export function isOptimalityVerified(): boolean {
  return verifying;
}
