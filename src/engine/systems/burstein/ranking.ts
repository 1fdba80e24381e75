import type { PairingState, PlayerState } from '../../history/pairing-state';
import { points } from '../common/log-words';
import { indexWithConventions, legacyRanksBelow } from './legacy/legacy-index';
import { type OppositionIndex, compareByIndex, indexOfPlayers } from './opposition-index';
import type { BursteinRules } from './rules';

/** The order of the players inside a bracket, and how to show a player's ranking values in the log. */
export interface BracketRanking {
  readonly name: string;
  /** Negative when `a` ranks above `b`. */
  compare(a: PlayerState, b: PlayerState): number;
  describe(p: PlayerState): string;
}

function squared(units: number): string {
  return (units / 100).toFixed(2);
}

/**
 * The ranking of the rules in force: Index values by 1.7 (2026) or the reference program's conventions
 * (`opponentScores`, `unplayedRounds`), ordered by 1.8 (Buchholz, Sonneborn-Berger, TPN) or by the older order (Sonneborn-Berger,
 * Buchholz, Median, rank; `rankingOrder`).
 */
export function bracketRanking(
  st: PairingState,
  rules: Pick<BursteinRules, 'opponentScores' | 'unplayedRounds' | 'rankingOrder'>,
): BracketRanking {
  const index: Map<number, OppositionIndex> =
    rules.opponentScores === '2026' && rules.unplayedRounds === '2026'
      ? indexOfPlayers(st)
      : indexWithConventions(st, rules);
  if (rules.rankingOrder === '2026') {
    return {
      name: 'Index 1.8: Buchholz, Sonneborn-Berger, TPN',
      compare: (a, b) => compareByIndex(index, a, b),
      describe: (p) => {
        const ix = index.get(p.id)!;
        return `BH ${points(ix.buchholz)}, SB ${squared(ix.sonnebornBerger)}`;
      },
    };
  }
  const below = (a: PlayerState, b: PlayerState) =>
    legacyRanksBelow(index.get(a.id)!, a.pairingScore, a.rankIndex, index.get(b.id)!, b.pairingScore, b.rankIndex);
  return {
    name: 'older order: Sonneborn-Berger, Buchholz, Median, rank',
    compare: (a, b) => (below(b, a) ? -1 : below(a, b) ? 1 : 0),
    describe: (p) => {
      const ix = index.get(p.id)!;
      return `SB ${squared(ix.sonnebornBerger)}, BH ${points(ix.buchholz)}, Median ${points(ix.median)}`;
    },
  };
}
