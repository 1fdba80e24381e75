import { roundsRecorded, type Tournament } from '../../engine/model';

/**
 * A finished tournament's TRF written by another program may lack the total number of rounds (no 142 / XXR
 * line). For checking, the rounds in the file are then the total: the last round recorded is the last round
 * (C.04.1 Art. 1 needs the total only to know which round is the last). Returns the note to print, if any.
 */
export function withTotalRounds(t: Tournament): { tournament: Tournament; note: string | null } {
  if (t.totalRounds !== null) return { tournament: t, note: null };
  const rounds = roundsRecorded(t);
  if (rounds === 0) return { tournament: t, note: null };
  return {
    tournament: { ...t, totalRounds: rounds },
    note: `note: the file does not set the total number of rounds (142 / XXR); the ${rounds} rounds in the file are taken as the total`,
  };
}
