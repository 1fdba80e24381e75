import type { Tournament } from '../../model';
import { ScheduledRound, singleRoundRobin } from './berger';
import { DEFAULT_DOUBLE_ROUND_ROBIN_ORDER, DoubleRoundRobinOrder, doubleRoundRobin } from './double-round-robin';

/** Settings a round-robin tournament needs beyond the model (Settings sheet). */
export interface RoundRobinSettings {
  /** Order of the cycles of a double round robin (§1.5); default: the FIDE recommendation. */
  readonly doubleRoundRobin?: DoubleRoundRobinOrder;
}

export class RoundRobinInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RoundRobinInputError';
  }
}

export function cyclesOf(t: Tournament): number {
  return t.system === 'double-round-robin' ? 2 : 1;
}

/**
 * The players' TPNs are the drawn Berger numbers (§1.2: numbers are drawn by lot and entered as input), so they
 * must be exactly 1..n.
 */
export function requireBergerNumbers(t: Tournament): number {
  const ids = t.players.map((p) => p.id).sort((a, b) => a - b);
  const gap = ids.findIndex((id, i) => id !== i + 1);
  if (ids.length < 2) throw new RoundRobinInputError(`a round robin needs at least 2 players, found ${ids.length}`);
  if (gap >= 0) {
    throw new RoundRobinInputError(
      `round-robin pairing numbers must be 1..${ids.length} (the numbers drawn by lot); number ${gap + 1} is missing ` +
        `and ${ids[gap]} is used instead`,
    );
  }
  return ids.length;
}

/** The whole schedule of the tournament: one or two cycles of the Berger table on the players' TPNs. */
export function roundRobinSchedule(t: Tournament, settings: RoundRobinSettings = {}): ScheduledRound[] {
  const players = requireBergerNumbers(t);
  return cyclesOf(t) === 2
    ? doubleRoundRobin(players, settings.doubleRoundRobin ?? DEFAULT_DOUBLE_ROUND_ROBIN_ORDER)
    : singleRoundRobin(players);
}
