import { NoLegalPairingError } from '../../pairing';
import { hasPerfectMatching } from '../common/lexicographic-matching';
import { type DubovPlayer, mayMeet } from './context';

/**
 * The pairing-allocated bye — C.04.4.1 (2026) 3.1, assigned before any bracket is paired. The receiver
 *   3.1.1 may receive it (C2; the 2026 C.04.1 Art. 4 bar: no earlier PAB and no round scored at win value
 *         without playing — the 3.1.1 wording still says "(forfeit) win", the wider Art. 4 applies),
 *   3.1.2 leaves a complete legal pairing of everyone else (C4),
 *   3.1.3 has the lowest score, 3.1.4 has played the most games, 3.1.5 has the largest TPN.
 * Returns null when nobody needs the bye (even number of players).
 */
export function choosePab(players: readonly DubovPlayer[]): DubovPlayer | null {
  if (players.length % 2 === 0) return null;
  const candidates = players
    .filter((p) => p.state.byeEligible)
    .sort((a, b) => a.score - b.score || b.state.playedGames - a.state.playedGames || b.rank - a.rank);
  for (const c of candidates) {
    const rest = players.filter((p) => p !== c);
    if (hasPerfectMatching(rest.length, (u, v) => mayMeet(rest[u], rest[v]))) return c;
  }
  throw new NoLegalPairingError(
    candidates.length
      ? 'no player who may receive the pairing-allocated bye leaves a legal pairing of the others (C.04.4.1 3.1, C4): the arbiter decides'
      : 'every player has already had the pairing-allocated bye or a win without playing (C.04.1 Art. 4): the arbiter decides',
  );
}
