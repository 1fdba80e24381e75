import type { RoundEntry } from '../model';
import type { TeamTournament } from './model';

/**
 * The input for pairing round r (team fixtures README §2, team.md §8.8): rounds 1..r-1 kept, round r reduced to
 * requested byes and absences (Z/H/F), later rounds dropped; 320/330/300 of rounds < r, 240 of rounds <= r.
 */
export function truncateTeamTournament(t: TeamTournament, r: number): TeamTournament {
  const players = t.players.map((p) => {
    const rounds: (RoundEntry | null)[] = p.rounds.slice(0, r - 1).map((e) => e ?? null);
    while (rounds.length < r - 1) rounds.push(null);
    const cur = p.rounds[r - 1];
    if (cur && cur.opponent === 0 && (cur.result === 'H' || cur.result === 'F' || cur.result === 'Z')) rounds.push(cur);
    return { ...p, rounds };
  });
  return {
    ...t,
    players,
    lineUps: t.lineUps.filter((l) => l.round < r),
    pabTeams: t.pabTeams.slice(0, r - 1),
    matchForfeits: t.matchForfeits.filter((f) => f.round < r),
    byes: t.byes.filter((b) => b.round <= r),
  };
}
