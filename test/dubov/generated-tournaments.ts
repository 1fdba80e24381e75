import {
  type Colour,
  type Player,
  type ResultCode,
  type RoundEntry,
  STANDARD_SCORING,
  type Tournament,
} from '../../src/engine/model';
import { MatchingGraph, maxWeightMatching } from '../../src/engine/matching/blossom';
import { NoLegalPairingError, type RoundPairing } from '../../src/engine/pairing';
import { checkRounds, formatDifference } from '../../src/engine/systems/round-check';

/**
 * Seeded random tournaments played through with a pairing system, and an independent check of every round
 * against the absolute criteria (C.04.1 Art. 2–4, 6–7). Shared by the Dubov and Lim sweeps.
 * The checks below use only the recorded results, never the engine's own derived state.
 */

import { seededRandom as rng } from '../../src/engine/seeded-random';
import { bySweep } from '../support/sweep';

export { rng };

interface MutablePlayer {
  id: number;
  rating: number;
  rounds: (RoundEntry | null)[];
  withdrawnAfter?: number;
}

export interface SweepStats {
  tournaments: number;
  rounds: number;
  boards: number;
  byes: number;
  /** Rounds where the engine reported that no legal pairing exists — each confirmed by the independent check. */
  noLegalPairing: number;
  /** Players given a colour beyond the limits where the system allows it (Lim's last round). */
  colourExceptions: number;
  /** Finished tournaments re-paired round by round with `checkRounds` (the check-trf path): all must agree. */
  rechecked: number;
  /** Problems found (empty when every round passed). */
  failures: string[];
}

const PLAYED: ReadonlySet<ResultCode> = new Set<ResultCode>(['1', '=', '0', 'W', 'D', 'L']);

function snapshot(
  n: number,
  totalRounds: number,
  initialColour: Colour,
  players: MutablePlayer[],
  forbidden: number[][],
): Tournament {
  const list: Player[] = players.map((p) => ({
    id: p.id,
    name: `P${p.id}`,
    sex: '',
    title: '',
    rating: p.rating,
    federation: '',
    fideId: '',
    birthDate: '',
    rounds: p.rounds.slice(),
    withdrawnAfter: p.withdrawnAfter,
  }));
  return {
    info: { name: `generated ${n}` },
    totalRounds,
    initialColour,
    scoring: STANDARD_SCORING,
    system: 'dubov',
    players: list,
    acceleration: new Map(),
    forbiddenPairs: forbidden.map((ids) => ({ ids })),
    byeRequests: [],
    tiebreaks: [],
  };
}

/** Colour that a player's played history forces next (|CD| = 2 or the last two equal), or null. */
function forcedColour(p: MutablePlayer, round: number): Colour | null {
  const colours: Colour[] = [];
  for (let k = 0; k < round - 1; k++) {
    const e = p.rounds[k];
    if (e && e.opponent !== 0 && PLAYED.has(e.result) && e.colour) colours.push(e.colour);
  }
  const cd = colours.filter((c) => c === 'w').length * 2 - colours.length;
  const last = colours.slice(-2);
  if (cd >= 2 || (last.length === 2 && last[0] === 'w' && last[1] === 'w')) return 'b';
  if (cd <= -2 || (last.length === 2 && last[0] === 'b' && last[1] === 'b')) return 'w';
  return null;
}

function colourLimitsHold(p: MutablePlayer, round: number, colour: Colour): boolean {
  const colours: Colour[] = [];
  for (let k = 0; k < round - 1; k++) {
    const e = p.rounds[k];
    if (e && e.opponent !== 0 && PLAYED.has(e.result) && e.colour) colours.push(e.colour);
  }
  colours.push(colour);
  const cd = colours.filter((c) => c === 'w').length * 2 - colours.length;
  const last3 = colours.slice(-3);
  return Math.abs(cd) <= 2 && !(last3.length === 3 && last3.every((c) => c === colour));
}

function metBefore(a: MutablePlayer, b: number, round: number): boolean {
  for (let k = 0; k < round - 1; k++) {
    const e = a.rounds[k];
    if (e && e.opponent === b && PLAYED.has(e.result)) return true;
  }
  return false;
}

function byeEligible(p: MutablePlayer, round: number): boolean {
  for (let k = 0; k < round - 1; k++) {
    const e = p.rounds[k];
    if (e && (e.result === 'U' || e.result === 'F' || e.result === '+')) return false;
  }
  return true;
}

/** Independent check that no legal complete pairing exists (used when the engine says so). */
function noLegalPairingExists(
  due: MutablePlayer[],
  round: number,
  forbidden: number[][],
  colourRule: boolean,
): boolean {
  const n = due.length;
  const withBye = n % 2 === 1;
  const g = new MatchingGraph(n + (withBye ? 1 : 0), 2);
  const isForbidden = (a: number, b: number) => forbidden.some((ids) => ids.includes(a) && ids.includes(b));
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = due[i];
      const b = due[j];
      if (metBefore(a, b.id, round) || isForbidden(a.id, b.id)) continue;
      if (colourRule) {
        const fa = forcedColour(a, round);
        const fb = forcedColour(b, round);
        if (fa && fa === fb) continue;
      }
      g.addEdgeNumber(i, j, 1);
    }
    if (withBye && byeEligible(due[i], round)) g.addEdgeNumber(i, n, 1);
  }
  const mate = maxWeightMatching(g);
  let matched = 0;
  for (let v = 0; v < mate.length; v++) if (mate[v] >= 0) matched++;
  return matched < mate.length;
}

/**
 * Play `count` random tournaments (6–40 players, 5–11 rounds, draws, half-point and zero-point byes,
 * absences, withdrawals, forfeits, an occasional full-point bye and forbidden pair) through `pair`, checking
 * every round. `colourExempt(round, totalRounds)` says where the system allows colour-limit exceptions.
 */
export function sweep(
  seed: number,
  count: number,
  pair: (t: Tournament, round: number) => RoundPairing,
  colourExempt: (round: number, totalRounds: number) => boolean,
): SweepStats {
  const stats: SweepStats = {
    tournaments: 0,
    rounds: 0,
    boards: 0,
    byes: 0,
    noLegalPairing: 0,
    colourExceptions: 0,
    rechecked: 0,
    failures: [],
  };
  const random = rng(seed);
  const pick = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  for (let tn = 0; tn < count; tn++) {
    stats.tournaments++;
    const n = pick(6, 40);
    const totalRounds = pick(5, 11);
    const initialColour: Colour = random() < 0.5 ? 'w' : 'b';
    const ratings = Array.from({ length: n }, () => pick(1400, 2650)).sort((a, b) => b - a);
    const players: MutablePlayer[] = ratings.map((rating, i) => ({ id: i + 1, rating, rounds: [] }));
    const forbidden: number[][] = random() < 0.15 ? [[pick(1, n), pick(1, n)]].filter(([a, b]) => a !== b) : [];
    const tag = `tournament ${tn} (${n} players, ${totalRounds} rounds)`;
    let played = 0;
    for (let round = 1; round <= totalRounds; round++) {
      // withdrawals and requested byes, known before the pairing
      for (const p of players) {
        if (p.withdrawnAfter !== undefined) {
          p.rounds[round - 1] = { opponent: 0, colour: null, result: 'Z' };
          continue;
        }
        if (round > 2 && random() < 0.01) {
          p.withdrawnAfter = round - 1;
          p.rounds[round - 1] = { opponent: 0, colour: null, result: 'Z' };
          continue;
        }
        const x = random();
        if (x < 0.03) p.rounds[round - 1] = { opponent: 0, colour: null, result: 'H' };
        else if (x < 0.05) p.rounds[round - 1] = { opponent: 0, colour: null, result: 'Z' };
        else if (x < 0.053) p.rounds[round - 1] = { opponent: 0, colour: null, result: 'F' };
      }
      const due = players.filter((p) => p.withdrawnAfter === undefined && !p.rounds[round - 1]);
      if (due.length < 2) break;
      let pairing: RoundPairing;
      try {
        pairing = pair(snapshot(n, totalRounds, initialColour, players, forbidden), round);
      } catch (err) {
        if (!(err instanceof NoLegalPairingError)) {
          stats.failures.push(`${tag} round ${round}: ${(err as Error).stack ?? err}`);
        } else if (!noLegalPairingExists(due, round, forbidden, !colourExempt(round, totalRounds))) {
          stats.failures.push(
            `${tag} round ${round}: engine found no pairing but one exists (${(err as Error).message})`,
          );
        } else {
          stats.noLegalPairing++;
        }
        break;
      }
      stats.rounds++;
      const problems = checkRound(players, due, pairing, round, forbidden, colourExempt(round, totalRounds), stats);
      for (const p of problems) stats.failures.push(`${tag} round ${round}: ${p}`);
      if (problems.length) break;
      stats.boards += pairing.boards.length;
      played = round;
      // results
      const byId = new Map(players.map((p) => [p.id, p]));
      if (pairing.pab !== null) {
        stats.byes++;
        byId.get(pairing.pab)!.rounds[round - 1] = { opponent: 0, colour: null, result: 'U' };
      }
      for (const b of pairing.boards) {
        const x = random();
        let w: ResultCode;
        let bl: ResultCode;
        if (x < 0.03) {
          [w, bl] = random() < 0.5 ? ['+', '-'] : ['-', '+'];
        } else if (x < 0.035) {
          [w, bl] = ['-', '-'];
        } else if (x < 0.4) {
          [w, bl] = ['1', '0'];
        } else if (x < 0.68) {
          [w, bl] = ['=', '='];
        } else {
          [w, bl] = ['0', '1'];
        }
        byId.get(b.white)!.rounds[round - 1] = { opponent: b.black, colour: 'w', result: w };
        byId.get(b.black)!.rounds[round - 1] = { opponent: b.white, colour: 'b', result: bl };
      }
    }
    if (tn % 10 === 0 && played > 0) {
      // the pairing depends only on the record: re-pairing every round from the finished file agrees (check-trf)
      const rounds = Array.from({ length: played }, (_, i) => i + 1);
      const check = checkRounds(snapshot(n, totalRounds, initialColour, players, forbidden), pair, rounds);
      for (const d of check.differences) stats.failures.push(`${tag} re-check: ${formatDifference(d)}`);
      stats.rechecked++;
    }
  }
  return stats;
}

/** The absolute criteria, checked on the recorded history only. */
function checkRound(
  players: MutablePlayer[],
  due: MutablePlayer[],
  pairing: RoundPairing,
  round: number,
  forbidden: number[][],
  colourExempt: boolean,
  stats: SweepStats,
): string[] {
  const problems: string[] = [];
  const byId = new Map(players.map((p) => [p.id, p]));
  const seen = new Map<number, number>();
  const count = (id: number) => seen.set(id, (seen.get(id) ?? 0) + 1);
  for (const b of pairing.boards) {
    count(b.white);
    count(b.black);
  }
  if (pairing.pab !== null) count(pairing.pab);
  const dueIds = new Set(due.map((p) => p.id));
  for (const id of dueIds) if (seen.get(id) !== 1) problems.push(`player ${id} is paired ${seen.get(id) ?? 0} times`);
  for (const id of seen.keys()) if (!dueIds.has(id)) problems.push(`player ${id} is paired but not due to play`);
  if ((pairing.pab !== null) !== (due.length % 2 === 1)) problems.push(`PAB ${pairing.pab} with ${due.length} players`);
  if (pairing.pab !== null && !byeEligible(byId.get(pairing.pab)!, round))
    problems.push(`PAB to ${pairing.pab}, who already had a PAB or a win without playing`);
  for (const b of pairing.boards) {
    const w = byId.get(b.white)!;
    const bl = byId.get(b.black)!;
    if (metBefore(w, bl.id, round)) problems.push(`${b.white}-${b.black} is a rematch`);
    if (forbidden.some((ids) => ids.includes(w.id) && ids.includes(bl.id)))
      problems.push(`${b.white}-${b.black} is a forbidden pair`);
    for (const [p, c] of [
      [w, 'w'],
      [bl, 'b'],
    ] as const) {
      if (colourLimitsHold(p, round, c)) continue;
      if (colourExempt) stats.colourExceptions++;
      else problems.push(`${p.id} gets ${c === 'w' ? 'White' : 'Black'} against the colour limits`);
    }
  }
  return problems;
}

/** Size of the sweeps: 100 tournaments (CI), 1,000 with ARBITER_SWEEP=full, 30 with `quick`. */
export function sweepSize(): number {
  return bySweep({ quick: 30, ci: 100, full: 1000 });
}
