import type { KnockoutBracket, KnockoutPairing, KnockoutSide } from './bracket';
import type { MatchSide } from './match';

/**
 * A fixed bracket as it is played (other-systems.md §4.3 [reading]: fixed bracket): each pairing's players by
 * seed once the matches before it are decided, and its winner once its own match is decided. A bye pairing is
 * decided at once: the real player goes through.
 */
export interface ResolvedPairing {
  readonly pairing: KnockoutPairing;
  /** Seed on each side; null while the side is the winner of an undecided match (or an imaginary player). */
  readonly top: number | null;
  readonly bottom: number | null;
  /** Seed of the winner, or null while undecided. */
  readonly winner: number | null;
}

export interface ResolvedRound {
  readonly round: number;
  readonly pairings: readonly ResolvedPairing[];
}

/** Who won a match between two known seeds: null while undecided. */
export type MatchDecider = (pairing: KnockoutPairing, top: number, bottom: number) => MatchSide | null;

export function resolveBracket(bracket: KnockoutBracket, decide: MatchDecider): ResolvedRound[] {
  const winners = new Map<string, number | null>();
  const seedOf = (side: KnockoutSide): number | null => {
    if (side.kind === 'seed') return side.seed;
    if (side.kind === 'winner') return winners.get(side.pairing) ?? null;
    return null;
  };
  return bracket.rounds.map((round) => ({
    round: round.round,
    pairings: round.pairings.map((pairing) => {
      const top = seedOf(pairing.top);
      const bottom = seedOf(pairing.bottom);
      let winner: number | null = null;
      if (pairing.bye) winner = top ?? bottom;
      else if (top !== null && bottom !== null) {
        const side = decide(pairing, top, bottom);
        winner = side === 'top' ? top : side === 'bottom' ? bottom : null;
      }
      winners.set(pairing.id, winner);
      return { pairing, top, bottom, winner };
    }),
  }));
}

/** The players selected by the bracket (the winners of its last round), null where a match is undecided. */
export function selectedSeeds(rounds: readonly ResolvedRound[]): (number | null)[] {
  const last = rounds[rounds.length - 1];
  return last ? last.pairings.map((p) => p.winner) : [];
}
