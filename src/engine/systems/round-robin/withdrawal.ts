import { Player, RoundEntry, Tournament } from '../../model';
import { absenceReason } from './absence';
import { cyclesOf, RoundRobinSettings, roundRobinSchedule } from './schedule';

/**
 * The 50 % rule for players who withdraw or are expelled from a round robin (other-systems.md §1.7; FIDE
 * Tournament Rules): with fewer than half of his games completed, his results stay in the table but neither his
 * points nor the points scored against him count in the standings; with at least half, everything counts and
 * his remaining games are forfeits.
 */
export interface WithdrawalRuling {
  readonly player: number;
  /** Games finished over the board ([reading]: forfeits and the rest round are not completed games). */
  readonly gamesCompleted: number;
  /** Games the table gave him: (n-1) per cycle; the rest round of an odd field is not a game. */
  readonly gamesScheduled: number;
  /** True when at least 50 % were completed: his results count in the standings. */
  readonly resultsCount: boolean;
}

/** A finished game over the board; a pending result ('*') is not yet completed. */
function isCompletedGame(entry: RoundEntry | null | undefined): boolean {
  if (!entry || entry.opponent === 0) return false;
  return (
    entry.result === '1' ||
    entry.result === '=' ||
    entry.result === '0' ||
    entry.result === 'W' ||
    entry.result === 'D' ||
    entry.result === 'L'
  );
}

export function gamesScheduledPerPlayer(t: Tournament): number {
  return (t.players.length - 1) * cyclesOf(t);
}

export function withdrawalRuling(t: Tournament, player: Player): WithdrawalRuling {
  const gamesCompleted = player.rounds.filter(isCompletedGame).length;
  const gamesScheduled = gamesScheduledPerPlayer(t);
  return { player: player.id, gamesCompleted, gamesScheduled, resultsCount: 2 * gamesCompleted >= gamesScheduled };
}

/** Rulings for every withdrawn or expelled player (model status 'withdrawn'). */
export function withdrawalRulings(t: Tournament): WithdrawalRuling[] {
  return t.players.filter((p) => p.status === 'withdrawn').map((p) => withdrawalRuling(t, p));
}

/** Ids of withdrawn players whose results must not count in the standings. */
export function playersNotCounted(t: Tournament): Set<number> {
  return new Set(
    withdrawalRulings(t)
      .filter((r) => !r.resultsCount)
      .map((r) => r.player),
  );
}

/** An entry that may be overwritten by a forfeit: nothing recorded, or a no-game entry (absence, `Z`). */
function isOpenSlot(entry: RoundEntry | null | undefined): boolean {
  return !entry || (entry.opponent === 0 && entry.result !== 'U');
}

/**
 * Record the games of absent and withdrawn players in rounds 1..throughRound as forfeits (§1.7 marks: absent
 * `-`, present opponent `+`, both absent `-` and `-`), following the Berger schedule. Games already recorded are
 * left alone. Pure: returns a new tournament.
 */
export function recordWithdrawalForfeits(
  t: Tournament,
  throughRound: number,
  settings: RoundRobinSettings = {},
): Tournament {
  const schedule = roundRobinSchedule(t, settings);
  const rounds = new Map<number, (RoundEntry | null)[]>(t.players.map((p) => [p.id, [...p.rounds]]));
  const last = Math.min(throughRound, schedule.length);
  for (let r = 1; r <= last; r++) {
    for (const [white, black] of schedule[r - 1].boards) {
      const whitePlayer = t.players.find((p) => p.id === white);
      const blackPlayer = t.players.find((p) => p.id === black);
      if (!whitePlayer || !blackPlayer) continue;
      const whiteAbsent = absenceReason(t, whitePlayer, r) !== null;
      const blackAbsent = absenceReason(t, blackPlayer, r) !== null;
      if (!whiteAbsent && !blackAbsent) continue;
      const whiteRounds = rounds.get(white);
      const blackRounds = rounds.get(black);
      if (!whiteRounds || !blackRounds) continue;
      if (!isOpenSlot(whiteRounds[r - 1]) || !isOpenSlot(blackRounds[r - 1])) continue;
      while (whiteRounds.length < r) whiteRounds.push(null);
      while (blackRounds.length < r) blackRounds.push(null);
      whiteRounds[r - 1] = { opponent: black, colour: 'w', result: whiteAbsent ? '-' : '+' };
      blackRounds[r - 1] = { opponent: white, colour: 'b', result: blackAbsent ? '-' : '+' };
    }
  }
  return { ...t, players: t.players.map((p) => ({ ...p, rounds: rounds.get(p.id) ?? p.rounds })) };
}
