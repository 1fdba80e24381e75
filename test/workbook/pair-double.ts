import { truncateBeforeRound, type Tournament } from '../../src/engine/model';
import type { RoundPairing } from '../../src/engine/pairing';

/**
 * TEST DOUBLE, not a pairing system: pairs the players available in the round in pairing-number order
 * (1-2, 3-4, ...), alternating which side has White by board, the last one odd out gets the bye. It lets the
 * workbook commands be tested before and independently of the real engines.
 */
export function pairInOrder(t: Tournament, round: number): RoundPairing {
  const input = truncateBeforeRound(t, round);
  const free = input.players.filter((p) => !p.rounds[round - 1]).map((p) => p.id);
  const boards = [];
  for (let i = 0; i + 1 < free.length; i += 2) {
    const [a, b] = [free[i]!, free[i + 1]!];
    boards.push((i / 2 + round) % 2 === 0 ? { white: a, black: b } : { white: b, black: a });
  }
  const pab = free.length % 2 === 1 ? free[free.length - 1]! : null;
  return { round, boards, pab, explanation: [`test double: ${free.length} players paired in order`] };
}
