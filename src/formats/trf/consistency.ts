import {
  mirrorResult,
  opposite,
  pointsFor,
  roundScore,
  type Colour,
  type Player,
  type Scoring,
} from '../../engine/model';
import type { ProblemList } from './problems';
import { PLAYER_COLUMNS, roundBlockColumn } from './records';

/**
 * Checks across player records (trf.md §9): opponents exist and point back with the mirrored result and the
 * opposite colour, at most one PAB per round, and the points field equals the sum of the results.
 */

/** A player with the line of its `001` record. */
export interface PlacedPlayer {
  readonly player: Player;
  readonly line: number;
}

export function checkPlayerRecords(
  placed: readonly PlacedPlayer[],
  scoring: Scoring,
  acceleration: ReadonlyMap<number, readonly number[]>,
  problems: ProblemList,
): void {
  const byId = new Map<number, PlacedPlayer>();
  for (const pp of placed) byId.set(pp.player.id, pp);
  for (const pp of placed) checkOpponents(pp, byId, problems);
  checkPairingAllocatedByes(placed, problems);
  for (const pp of placed) checkPoints(pp, scoring, acceleration.get(pp.player.id), problems);
}

function describeEntry(p: Player, r: number): string {
  const e = p.rounds[r - 1];
  if (!e) return 'no entry';
  return e.opponent === 0 ? `"0000 - ${e.result}"` : `opponent ${e.opponent}`;
}

function checkOpponents(pp: PlacedPlayer, byId: ReadonlyMap<number, PlacedPlayer>, problems: ProblemList): void {
  const p = pp.player;
  p.rounds.forEach((e, i) => {
    if (!e || e.opponent === 0) return;
    const r = i + 1;
    const b = roundBlockColumn(r);
    const other = byId.get(e.opponent);
    if (!other) {
      problems.error(
        pp.line,
        b,
        `round ${r}: opponent ${e.opponent} does not exist (no 001 record with that pairing number)`,
      );
      return;
    }
    const q = other.player;
    const qe = q.rounds[i];
    if (!qe || qe.opponent !== p.id) {
      problems.error(
        pp.line,
        b,
        `round ${r}: opponent ${q.id} does not point back to ${p.id} (line ${other.line} has ${describeEntry(q, r)} in round ${r})`,
      );
      return;
    }
    if (p.id > q.id) return; // report each pair once, on the lower pairing number's line
    const expected = mirrorResult(e.result);
    if (!expected.includes(qe.result)) {
      problems.error(
        pp.line,
        b + 7,
        `round ${r}: result "${e.result}" against ${q.id} does not match "${qe.result}" on line ${other.line} (expected ${expected.map((x) => `"${x}"`).join(' or ')})`,
      );
    }
    if (e.colour !== null && qe.colour !== null && e.colour === qe.colour) {
      problems.error(
        pp.line,
        b + 5,
        `round ${r}: ${p.id} and ${q.id} both have colour "${e.colour}" (line ${other.line}); the colours must be opposite`,
      );
    }
  });
}

/** At most one pairing-allocated bye per round (C.04.1 Art. 3; trf.md §9). */
function checkPairingAllocatedByes(placed: readonly PlacedPlayer[], problems: ProblemList): void {
  const firstByRound = new Map<number, PlacedPlayer>();
  for (const pp of placed) {
    pp.player.rounds.forEach((e, i) => {
      if (!e || e.result !== 'U') return;
      const first = firstByRound.get(i + 1);
      if (!first) {
        firstByRound.set(i + 1, pp);
        return;
      }
      problems.error(
        pp.line,
        roundBlockColumn(i + 1) + 7,
        `round ${i + 1}: more than one pairing-allocated bye (U) in this round (also player ${first.player.id} on line ${first.line})`,
      );
    });
  }
}

function checkPoints(
  pp: PlacedPlayer,
  scoring: Scoring,
  acceleration: readonly number[] | undefined,
  problems: ProblemList,
): void {
  const p = pp.player;
  if (p.recordedPoints === undefined) return;
  const sum = roundScore(p.rounds.reduce((s, e) => s + (e ? pointsFor(e.result, scoring) : 0), 0));
  const recorded = roundScore(p.recordedPoints);
  if (recorded === sum) return;
  // bbpPairings also accepts a points field that includes the virtual (acceleration) points
  const virtual = (acceleration ?? []).slice(0, p.rounds.length).reduce((s, v) => s + v, 0);
  if (virtual !== 0 && roundScore(sum + virtual) === recorded) {
    problems.warning(
      pp.line,
      PLAYER_COLUMNS.points[0],
      `points ${recorded.toFixed(1)} include ${roundScore(virtual)} virtual (acceleration) points; the results sum to ${sum.toFixed(1)}`,
    );
    return;
  }
  problems.error(
    pp.line,
    PLAYER_COLUMNS.points[0],
    `points ${recorded.toFixed(1)} do not equal the sum of the results (${sum.toFixed(1)}) under the scoring system`,
  );
}

/**
 * Initial colour when the file gives none (general.md §8, the bbpPairings way): in the first round where
 * anyone has a colour, take the players who took part in the pairing in id order; the first one with a
 * colour gives it directly if he is first of them, reversed if his position among them is odd.
 */
export function inferInitialColour(
  players: readonly PlacedPlayer[],
): { colour: Colour; line: number; round: number; id: number } | null {
  let firstColourRound = Infinity;
  for (const { player } of players) {
    player.rounds.forEach((e, i) => {
      if (e && e.opponent !== 0 && e.colour !== null && i + 1 < firstColourRound) firstColourRound = i + 1;
    });
  }
  if (firstColourRound === Infinity) return null;
  let position = 0;
  for (const pp of [...players].sort((a, b) => a.player.id - b.player.id)) {
    const took = pp.player.rounds
      .slice(0, firstColourRound)
      .some((e) => !!e && (e.opponent !== 0 || e.result === 'U' || e.result === '+'));
    if (!took) continue;
    const e = pp.player.rounds[firstColourRound - 1];
    if (e && e.opponent !== 0 && e.colour !== null) {
      return {
        colour: position % 2 === 0 ? e.colour : opposite(e.colour),
        line: pp.line,
        round: firstColourRound,
        id: pp.player.id,
      };
    }
    position++;
  }
  return null;
}
