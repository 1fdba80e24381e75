import { NoLegalPairingError } from '../../../pairing';
import type { Pairability } from './pairability';
import type { LegacyPlayer } from './players';

/**
 * The bye when the number of players is odd.
 * Rule 4 (as the booklet states it, fixture `balancing_rules.bye_4`): the player of the lowest score group with
 *   the lowest rating; equal ratings → the higher ARO; still equal → the larger pairing number (the booklet
 *   gives the round-2 bye to 20 among 17–20, all 2050 with ARO 2300: the last of them in the list).
 *   The Handbook's 1997 page adds that, with lowest-rated players in both colour columns, the bye goes to one
 *   due the dominating colour; the booklet does not apply it (20 is Black-due in a group of 6 White-due and
 *   3 Black-due), and neither does this edition.
 * Rule 5 (round 1): the last player of the list, i.e. the largest pairing number.
 * 2.2: never to a player who already scored a point without playing (C.04.1 Art. 4: no earlier PAB and no win
 *   without playing). A receiver who would leave the others unpairable is passed over (see Pairability).
 */
export function byeOrder(firstRound: boolean): (a: LegacyPlayer, b: LegacyPlayer) => number {
  if (firstRound) return (a, b) => b.rank - a.rank;
  return (a, b) => a.score - b.score || a.rating - b.rating || b.aro - a.aro || b.rank - a.rank;
}

export function chooseBye1997(
  players: readonly LegacyPlayer[],
  oracle: Pairability,
  firstRound: boolean,
): LegacyPlayer | null {
  if (players.length % 2 === 0) return null;
  const candidates = players.filter((p) => p.state.byeEligible).sort(byeOrder(firstRound));
  const receiver = candidates.find((c) => oracle.pairableWithout(players, c));
  if (receiver) return receiver;
  throw new NoLegalPairingError(
    candidates.length
      ? 'no player who may receive the bye leaves a legal pairing of the others (Dubov 1997, rules 2 and 4): the arbiter decides'
      : 'every player has already scored a point without playing (Dubov 1997 2.2, C.04.1 Art. 4): the arbiter decides',
  );
}
