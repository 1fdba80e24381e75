import { playerById, Tournament } from '../../model';
import type { Board, PairOptions, RoundPairing } from '../../pairing';
import { AbsenceReason, absenceReason } from './absence';
import { cyclesOf, RoundRobinInputError, RoundRobinSettings, roundRobinSchedule } from './schedule';

export interface RoundRobinPairOptions extends PairOptions, RoundRobinSettings {}

/** A scheduled game that will not be played because one or both players are absent (§1.7 marks). */
export interface ScheduledForfeit {
  readonly white: number;
  readonly black: number;
  readonly whiteResult: '+' | '-';
  readonly blackResult: '+' | '-';
}

function absenceText(reason: AbsenceReason): string {
  return reason === 'withdrawn' ? 'has withdrawn' : 'is announced absent';
}

/**
 * Pair round `round` of a (double) round robin: the Berger table on the players' TPNs (§1.3-1.5). Board order is
 * the table's order. With an odd field the player drawn against the dummy rests: he is returned as `pab`, and
 * what the rest is worth is the tournament's `scoring.pab` (§1.4: booklet 1, FIDE practice 0 — a setting).
 * Absent or withdrawn players keep their boards: those games are forfeits (see `scheduledForfeits`).
 */
export function pairRoundRobinRound(t: Tournament, round: number, options: RoundRobinPairOptions = {}): RoundPairing {
  const schedule = roundRobinSchedule(t, options);
  if (!Number.isInteger(round) || round < 1 || round > schedule.length) {
    throw new RoundRobinInputError(
      `round ${round} does not exist: this ${t.system} of ${t.players.length} players has ${schedule.length} rounds`,
    );
  }
  const scheduled = schedule[round - 1];
  const boards: Board[] = scheduled.boards.map(([white, black]) => ({ white, black }));
  const restingPlayer = scheduled.bye === null ? undefined : playerById(t, scheduled.bye);
  // A withdrawn or absent player drawn against the dummy gets no rest-round points.
  const pab = restingPlayer && absenceReason(t, restingPlayer, round) === null ? restingPlayer.id : null;
  const explanation: string[] = [];
  if (options.explain) {
    const cycleLength = schedule.length / cyclesOf(t);
    explanation.push(
      `Berger table for ${t.players.length} players, round ${round} of ${schedule.length}` +
        (round > cycleLength ? ' (second cycle: colours reversed)' : ''),
    );
    if (scheduled.bye !== null)
      explanation.push(`player ${scheduled.bye} rests (drawn against the dummy number ${t.players.length + 1})`);
    for (const f of scheduledForfeits(t, round, boards)) {
      explanation.push(
        `board ${f.white}-${f.black} is a forfeit: ${f.white} ${f.whiteResult}, ${f.black} ${f.blackResult}`,
      );
    }
    for (const p of t.players) {
      const reason = absenceReason(t, p, round);
      if (reason) explanation.push(`player ${p.id} ${absenceText(reason)} in round ${round}`);
    }
  }
  return { round, boards, pab, explanation };
}

/**
 * The games of a round that become forfeits: the absent player `-`, a present opponent `+`; if neither is
 * present, `-` and `-` (§1.7).
 */
export function scheduledForfeits(t: Tournament, round: number, boards: readonly Board[]): ScheduledForfeit[] {
  const forfeits: ScheduledForfeit[] = [];
  for (const { white, black } of boards) {
    const whitePlayer = playerById(t, white);
    const blackPlayer = playerById(t, black);
    const whiteAbsent = !!whitePlayer && absenceReason(t, whitePlayer, round) !== null;
    const blackAbsent = !!blackPlayer && absenceReason(t, blackPlayer, round) !== null;
    if (!whiteAbsent && !blackAbsent) continue;
    forfeits.push({ white, black, whiteResult: whiteAbsent ? '-' : '+', blackResult: blackAbsent ? '-' : '+' });
  }
  return forfeits;
}
