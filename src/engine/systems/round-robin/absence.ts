import { isInputBye, Player, Tournament } from '../../model';

/** Why a scheduled player will not sit at the board in a round. */
export type AbsenceReason = 'withdrawn' | 'announced-absence';

/** Withdrawn from `round` on: status withdrawn, after `withdrawnAfter` (or from the next round if not given). */
export function isWithdrawnFor(player: Player, round: number): boolean {
  if (player.status !== 'withdrawn') return false;
  return player.withdrawnAfter === undefined || round > player.withdrawnAfter;
}

/**
 * A round robin has no requested byes: the table fixes every game, so a player who is withdrawn or announced
 * absent for a round still has his scheduled game, which becomes a forfeit (other-systems.md §1.7).
 */
export function absenceReason(t: Tournament, player: Player, round: number): AbsenceReason | null {
  if (isWithdrawnFor(player, round)) return 'withdrawn';
  const entry = player.rounds[round - 1];
  if (entry && entry.opponent === 0 && isInputBye(entry.result)) return 'announced-absence';
  if (t.byeRequests.some((q) => q.round === round && q.id === player.id)) return 'announced-absence';
  return null;
}
