import { BergerPair, ScheduledRound, singleRoundRobin } from './berger';

/**
 * Order of the two cycles of a double round robin (other-systems.md §1.5):
 * - 'booklet': round (c + k) = round k with colours reversed, c = rounds per cycle;
 * - 'fide-swap-last-two': as 'booklet', but the last two rounds of the first cycle are played in reverse order
 *   (C.05 Annex 1), so nobody has the same colour three times running across the change of cycle.
 */
export type DoubleRoundRobinOrder = 'booklet' | 'fide-swap-last-two';

/** The spec's default: the FIDE recommendation. */
export const DEFAULT_DOUBLE_ROUND_ROBIN_ORDER: DoubleRoundRobinOrder = 'fide-swap-last-two';

function reversed(pair: BergerPair): BergerPair {
  return [pair[1], pair[0]];
}

function renumber(round: ScheduledRound, roundNumber: number): ScheduledRound {
  return { ...round, round: roundNumber };
}

/** The first cycle in playing order. Swapping needs at least two rounds (n ≥ 3). */
function firstCycle(cycle: readonly ScheduledRound[], order: DoubleRoundRobinOrder): ScheduledRound[] {
  if (order === 'booklet' || cycle.length < 2) return [...cycle];
  const last = cycle.length - 1;
  return [...cycle.slice(0, last - 1), cycle[last], cycle[last - 1]];
}

/** Double round robin for `players` real players: 2·(rounds per cycle) rounds. */
export function doubleRoundRobin(
  players: number,
  order: DoubleRoundRobinOrder = DEFAULT_DOUBLE_ROUND_ROBIN_ORDER,
): ScheduledRound[] {
  const cycle = singleRoundRobin(players);
  const first = firstCycle(cycle, order).map((round, i) => renumber(round, i + 1));
  // The second cycle follows the printed table in its own order, colours reversed (§1.5, both variants).
  const second = cycle.map((round, i) => ({
    round: cycle.length + i + 1,
    boards: round.boards.map(reversed),
    bye: round.bye,
  }));
  return [...first, ...second];
}
