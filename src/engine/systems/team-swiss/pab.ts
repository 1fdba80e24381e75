import { hasPerfectMatching } from './perfect-matching';
import type { TeamPairingState } from './state';

/**
 * C.04.6 3.4: the PAB goes, among the teams [C2] allows, to the team that leaves a legal pairing of all others,
 * then has the lowest score, then has played the most matches (reading R4: played matches only), then has the
 * largest TPN. Candidates are tried in that order; the first whose removal leaves a perfect [C1] matching wins.
 */
export function choosePab(
  teams: readonly TeamPairingState[],
  canMeet: (a: number, b: number) => boolean,
): { pab: number; tried: number } | null {
  const candidates = teams
    .filter((t) => !t.barredFromPab)
    .sort((a, b) => a.score - b.score || b.matchesPlayed - a.matchesPlayed || b.tpn - a.tpn);
  let tried = 0;
  for (const c of candidates) {
    tried++;
    const others = teams.filter((t) => t.tpn !== c.tpn).map((t) => t.tpn);
    if (hasPerfectMatching(others, canMeet)) return { pab: c.tpn, tried };
  }
  return null;
}
