import { truncateBeforeRound } from '../../engine/model';
import type { RoundPairing } from '../../engine/pairing';
import { pairRound, type PairFn } from '../../engine/systems';
import { comparePairings, recordedPairing } from '../../engine/systems/round-check';
import { address } from '../cells';
import type { WorkbookPort } from '../port';
import { error, WorkbookProblems, type Problem } from '../problems';
import { manualRoundFindings } from '../manual-pairing';
import { isPredetermined } from '../settings';
import { systemPlan } from '../system-plan';
import { findingCell, manualRoundInput } from './manual-pairing';
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
  const cellOf = new Map<number, string>();
  for (const b of read.boards) {
    cellOf.set(b.white, address(b.row, 1));
    cellOf.set(b.black, address(b.row, 9));
  }
  for (const b of read.byes) cellOf.set(b.id, b.cell);

  let engine: RoundPairing | null = null;
  let engineError = '';
  try {
    const pair = (await systemPlan(port, state)).pair ?? options.pair ?? pairRound;
    engine = pair(truncateBeforeRound(t, round), round);
  } catch (err) {
    engineError = (err as Error).message;
  }
  // The C.04 criteria, as the manual-pairing phase checks them (manual-pairing.ts: a rematch, a forbidden pair, a
  // third colour or a colour difference beyond 2 outside a topscorer's last round, the PAB to a player who may not
  // have it): Level 3 there, `high` here; Level 2 (both against their expected colours) is `low`. They are Swiss
  // rules: a round robin's or Scheveningen's table fixes games and colours (other-systems.md §1.6), so there only
  // the comparison with the table applies.
  if (!isPredetermined(t.system)) {
    const boards = read.boards.map((b) => ({ white: b.white, black: b.black }));
    const pab = read.byes.find((b) => b.kind === 'U')?.id ?? null;
    const input = manualRoundInput(state, round);
    for (const f of manualRoundFindings(input, round, boards, pab, engine?.pab ?? null)) {
      const b = f.board === undefined ? undefined : read.boards[f.board]!;
      const cell = findingCell(f, read);
      findings.push({
        level: 'warning',
        severity: f.level === 3 ? 'high' : 'low',
        sheet,
        ...(cell ? { cell } : {}),
        message: `${b ? `board ${b.board}: ` : ''}${f.message}`,
      });
    }
  }

  let matchesEngine: boolean | null = null;
  if (engine) {
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
  } else {
    findings.push({
      level: 'warning',
      severity: 'low',
      sheet,
      message: `no comparison with the engine: ${engineError}`,
    });
  }
  return { round, findings, matchesEngine };
}
