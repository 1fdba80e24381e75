import { SCORE_UNIT } from '../../history/pairing-state';

/** A score kept in units of SCORE_UNIT, in points with one decimal, as the pairing logs print it. */
export function points(units: number): string {
  return (units / SCORE_UNIT).toFixed(1);
}

/** Players' pairing numbers separated by spaces, or "none". */
export function idList(players: readonly { readonly id: number }[]): string {
  return players.map((p) => p.id).join(' ') || 'none';
}
