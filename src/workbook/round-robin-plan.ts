import type { PairingSystemId, Tournament } from '../engine/model';
import { roundsPerCycle } from '../engine/systems/round-robin/berger';
import { roundRobinSchedule } from '../engine/systems/round-robin/schedule';
import type { DoubleRoundRobinOrder } from '../engine/systems/round-robin/double-round-robin';
import { address } from './cells';
import { error, type Problem } from './problems';
import type { WorkbookState } from './read';

/**
 * What a round-robin workbook must satisfy before a round is paired from the Berger table
 * (other-systems.md §1.2-§1.5): pairing numbers 1..n (the numbers drawn by lot), the number of rounds the table
 * gives, and earlier rounds that follow the same table (a player added or renumbered after the draw changes it).
 */

/** Rounds of the whole event: n-1 per cycle for even n, n for odd n (everyone rests once); two cycles for a double. */
export function roundRobinRounds(system: PairingSystemId, players: number): number {
  return roundsPerCycle(players) * (system === 'double-round-robin' ? 2 : 1);
}

/** The Players-sheet cell holding a player's pairing number, for messages. */
export function playerNumberCell(state: WorkbookState, id: number): { sheet: string; cell: string | undefined } {
  const sheet = state.sheetOf.players ?? 'Players';
  const row = state.players.players.find((p) => p.player.id === id)?.row;
  const col = state.players.columns.get('no')?.[0] ?? 0;
  return { sheet, cell: row === undefined ? undefined : address(row, col) };
}

/** §1.2: the drawn numbers are the pairing numbers, so they must be exactly 1..n. */
export function bergerNumberProblems(state: WorkbookState): Problem[] {
  const ids = state.tournament.players.map((p) => p.id).sort((a, b) => a - b);
  const n = ids.length;
  const outside = ids.filter((id) => id > n);
  return outside.map((id) => {
    const at = playerNumberCell(state, id);
    return error(
      at.sheet,
      at.cell,
      `round-robin pairing numbers are the numbers drawn by lot and must be 1..${n}; ` +
        `${id} is outside that range (some number below ${n + 1} is missing)`,
    );
  });
}

/** The Settings' Rounds must be what the table gives (blank = taken from the table). */
export function roundCountProblems(state: WorkbookState, scheduled: number, what: string): Problem[] {
  const set = state.settings.settings.totalRounds;
  if (set === null || set === scheduled) return [];
  const row = state.settings.rows.get('rounds');
  return [
    error(
      state.sheetOf.settings ?? 'Settings',
      row !== undefined ? address(row, 1) : undefined,
      `${what} has ${scheduled} rounds, but Rounds says ${set} (clear the cell to take the number from the table)`,
    ),
  ];
}

/** Unordered pair key of a game. */
function pairKey(a: number, b: number): string {
  return a < b ? `${a}-${b}` : `${b}-${a}`;
}

/** Games recorded in round r (each once), as unordered pairs. */
function recordedPairs(t: Tournament, round: number): Set<string> {
  const pairs = new Set<string>();
  for (const p of t.players) {
    const e = p.rounds[round - 1];
    if (e && e.opponent !== 0) pairs.add(pairKey(p.id, e.opponent));
  }
  return pairs;
}

/**
 * Rounds already on the workbook must be the table's rounds: otherwise the field changed after the draw and the
 * next round from the table would repeat or skip games.
 */
export function scheduleDriftProblems(state: WorkbookState, order: DoubleRoundRobinOrder): Problem[] {
  const t = state.tournament;
  const schedule = roundRobinSchedule(t, { doubleRoundRobin: order });
  const problems: Problem[] = [];
  for (let r = 1; r <= state.rounds.length && r <= schedule.length; r++) {
    const expected = new Set(schedule[r - 1]!.boards.map(([w, b]) => pairKey(w, b)));
    const actual = recordedPairs(t, r);
    const missing = [...expected].filter((k) => !actual.has(k));
    if (missing.length === 0) continue;
    problems.push(
      error(
        state.roundSheets.get(r),
        undefined,
        `round ${r} does not follow the Berger table for ${t.players.length} players (game ${missing[0]} is missing): ` +
          'were players added, removed or renumbered after the draw? The remaining rounds cannot be taken from the table',
      ),
    );
  }
  return problems;
}
