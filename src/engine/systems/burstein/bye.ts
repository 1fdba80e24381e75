import type { PlayerState } from '../../history/pairing-state';
import { canPairEveryone } from './completion';

/**
 * C.04.4.2 3.1 (2026): the PAB is chosen before any bracket is paired. It goes to the player who
 * (1) may receive it (C2: C.04.1 Art. 4 — no PAB yet, never a win's points in one round without playing),
 * (2) leaves a complete pairing of everybody else possible (C4), (3) has the lowest score, (4) has played the
 * most games, (5) is the lowest in the 1.8 ranking. Returns null when nobody qualifies.
 *
 * `rankBelow(a, b)` is negative when `a` is lower than `b` in the 1.8 ranking.
 */
export function choosePab(
  players: readonly PlayerState[],
  rankBelow: (a: PlayerState, b: PlayerState) => number,
): PlayerState | null {
  const candidates = players.filter((p) => p.byeEligible);
  candidates.sort((a, b) => a.pairingScore - b.pairingScore || b.playedGames - a.playedGames || rankBelow(a, b));
  for (const c of candidates) {
    if (canPairEveryone(players.filter((p) => p !== c))) return c;
  }
  return null;
}
