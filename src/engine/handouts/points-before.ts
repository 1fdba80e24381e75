import { pointsFor, type Player, type Tournament } from '../model';

/** A player's real points before `round` (no virtual points): what pairing lists, slips and board order show. */
export function pointsBefore(t: Tournament, p: Player | undefined, round: number): number {
  if (!p) return 0;
  let sum = 0;
  for (let r = 0; r < round - 1; r++) {
    const e = p.rounds[r];
    if (e) sum += pointsFor(e.result, t.scoring);
  }
  return sum;
}
