import { isAbsolute } from '../../history/colour-preference';
import type { PlayerState } from '../../history/pairing-state';

/**
 * Absolute criteria between two players (C.04.4.2 2.1, 2026): C1 — they have not played each other (and the
 * arbiter has not forbidden the pair); C3 — they do not have the same absolute colour preference (no topscorer
 * exception in Burstein). Returns the criterion that forbids the pair, or null when they may meet.
 */
export function absoluteBar(a: PlayerState, b: PlayerState): 'C1' | 'C3' | null {
  if (a.cannotMeet.has(b.id) || b.cannotMeet.has(a.id)) return 'C1';
  if (isAbsolute(a.colours) && isAbsolute(b.colours) && a.colours.preference === b.colours.preference) return 'C3';
  return null;
}

export function mayMeet(a: PlayerState, b: PlayerState): boolean {
  return absoluteBar(a, b) === null;
}
