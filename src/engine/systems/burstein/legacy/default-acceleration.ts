import { type RoundEntry, type Tournament } from '../../../model';

/** Rounds that get the older texts' fictitious point (burstein.md §8: "the top half in rounds 1–2"). */
export const LEGACY_ACCELERATED_ROUNDS = 2;

function tookPartInPairing(e: RoundEntry | null | undefined): boolean {
  return !!e && (e.opponent !== 0 || e.result === 'U');
}

/**
 * The reference program's default Burstein acceleration (fixtures README §6, MANIFEST `burstein_acceleration`),
 * after the 1998 text's fictitious point: when the tournament has no acceleration record, in rounds 1 and 2 the
 * top ⌊N/2⌋ players by pairing number among the N who take part in the round-1 pairing get the points of a win
 * as virtual points; players ranked above them who missed round 1 get them too.
 *
 * When pairing round 1 a player "takes part" if he has no input bye for it; from round 2 on, if he played,
 * forfeited or got the PAB in round 1.
 */
export function withLegacyDefaultAcceleration(t: Tournament, round: number): Tournament {
  if (t.acceleration.size > 0) return t;
  const byId = [...t.players].sort((a, b) => a.id - b.id);
  const takesPart = (e: RoundEntry | null | undefined) => (round === 1 ? !e : tookPartInPairing(e));
  let bound = byId.filter((p) => takesPart(p.rounds[0])).length;
  const acceleration = new Map<number, number[]>();
  if (bound > 1) {
    const virtual = new Array<number>(LEGACY_ACCELERATED_ROUNDS).fill(t.scoring.win);
    for (const p of byId) {
      acceleration.set(p.id, virtual);
      if (takesPart(p.rounds[0])) {
        bound -= 2;
        if (bound <= 1) break;
      }
    }
  }
  return { ...t, acceleration };
}
