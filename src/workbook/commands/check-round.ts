import { isPlayed, pointsFor, truncateBeforeRound, type Colour, type Tournament } from '../../engine/model';
import { pairRound, type PairFn } from '../../engine/systems';
import { comparePairings, recordedPairing } from '../../engine/systems/round-check';
import { address } from '../cells';
import type { WorkbookPort } from '../port';
import { error, WorkbookProblems, type Problem } from '../problems';
import { isPredetermined } from '../settings';
import { systemPlan } from '../system-plan';
import { readValidWorkbook } from './state';

/**
 * Check a round entered by hand (pairings made elsewhere, design.md §5). Findings come by level:
 * `high` breaks an absolute criterion of C.04.1/C.04.3 (repeat game, ineligible bye, third colour in a row,
 * colour difference beyond 2); `low` is how the round differs from the engine's own pairing.
 */
export interface CheckFinding extends Problem {
  readonly severity: 'high' | 'low';
}

export interface CheckOutcome {
  readonly round: number;
  readonly findings: readonly CheckFinding[];
  /** The engine paired the round the same way (null when the engine could not pair it). */
  readonly matchesEngine: boolean | null;
}

function colourHistory(t: Tournament, id: number, beforeRound: number): Colour[] {
  const p = t.players.find((x) => x.id === id);
  if (!p) return [];
  const out: Colour[] = [];
  for (let r = 0; r < beforeRound - 1; r++) {
    const e = p.rounds[r];
    // unplayed rounds do not count for colours (C.04.3 F.2 / GHR)
    if (isPlayed(e) && e!.colour) out.push(e!.colour);
  }
  return out;
}

/** Check round `round`, or the last paired round when it is not given. */
export async function checkRound(
  port: WorkbookPort,
  which?: number,
  options: { pair?: PairFn } = {},
): Promise<CheckOutcome> {
  const state = await readValidWorkbook(port);
  const round = which ?? state.rounds.length;
  if (round === 0)
    throw new WorkbookProblems([error(undefined, undefined, 'no round is paired yet: there is nothing to check')]);
  const sheet = state.roundSheets.get(round);
  if (!sheet) {
    const last = state.rounds.length;
    const have =
      last === 0
        ? 'no round sheet yet'
        : `round sheets for rounds 1-${last} ("${state.roundSheets.get(1)}" to "${state.roundSheets.get(last)}")`;
    throw new WorkbookProblems([
      error(
        state.roundSheets.get(last) ?? state.sheetOf.players,
        undefined,
        `there is no sheet for round ${round}: the workbook has ${have}`,
      ),
    ]);
  }
  const t = state.tournament;
  const read = state.rounds[round - 1]!;
  const findings: CheckFinding[] = [];
  const high = (cell: string, message: string) =>
    findings.push({ level: 'warning', severity: 'high', sheet, cell, message });
  const cellOf = new Map<number, string>();
  for (const b of read.boards) {
    cellOf.set(b.white, address(b.row, 1));
    cellOf.set(b.black, address(b.row, 9));
  }
  for (const b of read.byes) cellOf.set(b.id, b.cell);
  const last = round === t.totalRounds ? ' (allowed only for topscorers in the last round)' : '';
  // the C.04 criteria below are Swiss rules; a round robin's or Scheveningen's table fixes games and colours
  // (other-systems.md §1.6), so there only the comparison with the table applies
  const swissRules = !isPredetermined(t.system);

  for (const b of swissRules ? read.boards : []) {
    const at = address(b.row, 0);
    // C.04.1 (b): two players shall not play each other more than once (forfeits are not games)
    const white = t.players.find((p) => p.id === b.white);
    const met = white?.rounds.slice(0, round - 1).findIndex((e) => e && e.opponent === b.black && isPlayed(e)) ?? -1;
    if (met >= 0) high(at, `board ${b.board}: ${b.white} and ${b.black} already played each other in round ${met + 1}`);
    for (const [id, colour] of [
      [b.white, 'w'],
      [b.black, 'b'],
    ] as const) {
      const history = colourHistory(t, id, round);
      const name = colour === 'w' ? 'White' : 'Black';
      // C.04.3 C3: no player gets the same colour three times in a row
      if (history.length >= 2 && history[history.length - 1] === colour && history[history.length - 2] === colour) {
        high(cellOf.get(id) ?? at, `board ${b.board}: player ${id} gets ${name} a third time in a row${last}`);
      }
      // C.04.3 C3: colour difference (whites minus blacks) stays within -2..+2
      const diff =
        history.filter((c) => c === 'w').length - history.filter((c) => c === 'b').length + (colour === 'w' ? 1 : -1);
      if (Math.abs(diff) > 2)
        high(
          cellOf.get(id) ?? at,
          `board ${b.board}: player ${id} would have a colour difference of ${diff > 0 ? '+' : ''}${diff}${last}`,
        );
    }
  }
  // C.04.1 (d) / C.04.3 C2: a player who already had a PAB or scored a point without playing gets no PAB
  for (const b of read.byes.filter((x) => swissRules && x.kind === 'U')) {
    const p = t.players.find((x) => x.id === b.id);
    const earlier =
      p?.rounds
        .slice(0, round - 1)
        .findIndex(
          (e) =>
            e &&
            !isPlayed(e) &&
            (e.result === 'U' || e.result === 'F' || e.result === '+') &&
            pointsFor(e.result, t.scoring) > 0,
        ) ?? -1;
    if (earlier >= 0)
      high(
        b.cell,
        `player ${b.id} may not get the pairing-allocated bye: he already scored without playing in round ${earlier + 1}`,
      );
  }

  let matchesEngine: boolean | null = null;
  try {
    const pair = (await systemPlan(port, state)).pair ?? options.pair ?? pairRound;
    const engine = pair(truncateBeforeRound(t, round), round);
    const d = comparePairings(round, engine, recordedPairing(t, round));
    matchesEngine = d === null;
    if (d) {
      for (const b of d.recordOnly) {
        findings.push({
          level: 'warning',
          severity: 'low',
          sheet,
          cell: cellOf.get(b.white),
          message: `board ${b.white} - ${b.black} is not in the engine's pairing`,
        });
      }
      for (const b of d.engineOnly) {
        findings.push({
          level: 'warning',
          severity: 'low',
          sheet,
          message: `the engine pairs ${b.white} - ${b.black} instead`,
        });
      }
      if (d.enginePab !== d.recordPab) {
        findings.push({
          level: 'warning',
          severity: 'low',
          sheet,
          message: `the engine gives the pairing-allocated bye to ${d.enginePab ?? 'nobody'}, the sheet to ${d.recordPab ?? 'nobody'}`,
        });
      }
    }
  } catch (err) {
    findings.push({
      level: 'warning',
      severity: 'low',
      sheet,
      message: `no comparison with the engine: ${(err as Error).message}`,
    });
  }
  return { round, findings, matchesEngine };
}
