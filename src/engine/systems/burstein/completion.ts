import { MatchingGraph, maxWeightMatching } from '../../matching/blossom';
import type { PlayerState } from '../../history/pairing-state';
import { mayMeet } from './absolute-criteria';

/** C4: can all these players be paired with each other under C1 and C3? */
export function canPairEveryone(players: readonly PlayerState[]): boolean {
  const n = players.length;
  if (n % 2 !== 0) return false;
  if (n === 0) return true;
  const g = new MatchingGraph(n, 1);
  for (let j = 1; j < n; j++) {
    for (let i = 0; i < j; i++) if (mayMeet(players[i], players[j])) g.addEdgeNumber(i, j, 1);
  }
  const mate = maxWeightMatching(g, { maxCardinality: true });
  for (let v = 0; v < n; v++) if (mate[v] < 0) return false;
  return true;
}
