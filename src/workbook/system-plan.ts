import { truncateBeforeRound, type RoundEntry, type Tournament } from '../engine/model';
import type { RoundPairing } from '../engine/pairing';
import { pairRound, type PairFn } from '../engine/systems';
import { scheduledForfeits } from '../engine/systems/round-robin/pair-round-robin';
import { formatGameResult } from '../formats/results';
import { address } from './cells';
import type { WorkbookPort } from './port';
import { writeRoundRobinSchedule } from './round-robin-schedule-sheet';
import { error, type Problem } from './problems';
import type { WorkbookState } from './read';
import { bergerNumberProblems, roundCountProblems, roundRobinRounds, scheduleDriftProblems } from './round-robin-plan';
import { writeScheveningenSheet } from './scheveningen-sheet';
import { isDoubleScheveningen, readTeams, scheveningenRounds, type ScheveningenTeams } from './scheveningen-teams';
import { isPredetermined, isRoundRobin } from './settings';

/**
 * How `pair` works for the tournament's system. Swiss systems use the engine registry and the colour lot; round
 * robins and Scheveningen take every round from a table fixed before the event (other-systems.md §1-§2): the
 * number of rounds follows from the field, colours come from the table (no colour lot, §1.6), and the games of
 * absent or withdrawn players are forfeits decided by the pairing itself (§1.7). Knockouts are not paired round by
 * round: their bracket lives on the Knockout sheet.
 */
export interface SystemPlan {
  /** Rounds the table gives (null: the Settings decide, as in a Swiss). */
  readonly totalRounds: number | null;
  /** Pairing function (the engine registry with the plan's settings); null = the registry as it is. */
  readonly pair: PairFn | null;
  /** Draw the colour of the top seed by lot before round 1 (Swiss only). */
  readonly drawColourLot: boolean;
  readonly problems: readonly Problem[];
  /** Results the pairing itself decides: the scheduled games of absent players (`+`/`-`, both `-` if neither came). */
  fixedResults(input: Tournament, pairing: RoundPairing): Map<number, RoundEntry>;
  /** Sheets to write after the round sheet (the Scheveningen tables). */
  afterPairing?(port: WorkbookPort, state: WorkbookState, t: Tournament): Promise<void>;
}

const NO_FIXED_RESULTS = (): Map<number, RoundEntry> => new Map();

const SWISS_PLAN: SystemPlan = {
  totalRounds: null,
  pair: null,
  drawColourLot: true,
  problems: [],
  fixedResults: NO_FIXED_RESULTS,
};

/** §1.7: a scheduled game with an absent player is a forfeit; the entries that record it. */
function forfeitEntries(input: Tournament, pairing: RoundPairing): Map<number, RoundEntry> {
  const out = new Map<number, RoundEntry>();
  for (const f of scheduledForfeits(input, pairing.round, pairing.boards)) {
    out.set(f.white, { opponent: f.black, colour: 'w', result: f.whiteResult });
    out.set(f.black, { opponent: f.white, colour: 'b', result: f.blackResult });
  }
  return out;
}

function systemCell(state: WorkbookState): { sheet: string; cell: string | undefined } {
  const row = state.settings.rows.get('system');
  return { sheet: state.sheetOf.settings ?? 'Settings', cell: row !== undefined ? address(row, 1) : undefined };
}

function roundRobinPlan(state: WorkbookState): SystemPlan {
  const s = state.settings.settings;
  const n = state.tournament.players.length;
  const problems = bergerNumberProblems(state);
  const totalRounds = n >= 2 ? roundRobinRounds(s.system, n) : null;
  if (totalRounds !== null) {
    const numbersOk = problems.length === 0;
    const what = `a ${s.system === 'double-round-robin' ? 'double ' : ''}round robin of ${n} players`;
    problems.push(...roundCountProblems(state, totalRounds, what));
    if (numbersOk) problems.push(...scheduleDriftProblems(state, s.doubleRoundRobin));
  }
  return {
    totalRounds,
    // the engine's registry (checked by assertRoundInvariants) with the cycle order of the Settings
    pair: (t, round, options) => pairRound(t, round, { ...options, doubleRoundRobin: s.doubleRoundRobin }),
    drawColourLot: false,
    problems,
    fixedResults: forfeitEntries,
    // the printable round-indexed form (paper-forms.md §7b), once the draw is done and round 1 paired
    afterPairing: async (port, st, t) => {
      if (st.rounds.length === 0) await writeRoundRobinSchedule(port, t, s.doubleRoundRobin, s.language);
    },
  };
}

async function scheveningenPlan(port: WorkbookPort, state: WorkbookState): Promise<SystemPlan> {
  const playersSheet = state.sheetOf.players;
  const read = readTeams(playersSheet ? await port.readSheet(playersSheet) : [], state);
  if (!read.teams) return { ...SWISS_PLAN, drawColourLot: false, problems: read.problems };
  const teams: ScheveningenTeams = read.teams;
  const double = isDoubleScheveningen(state.tournament);
  const totalRounds = scheveningenRounds(teams, double).length;
  const n = teams.a.members.length;
  const problems = roundCountProblems(
    state,
    totalRounds,
    `a ${double ? 'double ' : ''}Scheveningen of two teams of ${n}`,
  );
  return {
    totalRounds,
    // the engine's registry (checked by assertRoundInvariants) with the teams of the Players sheet
    pair: (t, round, options) => pairRound(t, round, { ...options, teams: { a: teams.a, b: teams.b } }),
    drawColourLot: false,
    problems,
    fixedResults: forfeitEntries,
    afterPairing: (p, st, t) => writeScheveningenSheet(p, st, t, teams),
  };
}

/** The plan for the workbook's system (problems name the Settings or Players cell at fault). */
export async function systemPlan(port: WorkbookPort, state: WorkbookState): Promise<SystemPlan> {
  const system = state.settings.settings.system;
  if (isRoundRobin(system)) return roundRobinPlan(state);
  if (system === 'scheveningen' || system === 'double-scheveningen') return scheveningenPlan(port, state);
  if (system === 'knockout') {
    const at = systemCell(state);
    return {
      ...SWISS_PLAN,
      problems: [
        error(
          at.sheet,
          at.cell,
          'a knockout is not paired round by round: build its bracket on the Knockout sheet ' +
            '(command line: arbiter knockout-sheet BOOK.xlsx)',
        ),
      ],
    };
  }
  return SWISS_PLAN;
}

/** The state with the number of rounds the table gives, when the Settings leave it blank. */
export function withPlannedRounds(state: WorkbookState, plan: SystemPlan): WorkbookState {
  if (plan.totalRounds === null || state.tournament.totalRounds !== null) return state;
  return { ...state, tournament: { ...state.tournament, totalRounds: plan.totalRounds } };
}

/**
 * The forfeits `pair` wrote on round `round` of a round robin or Scheveningen (absent or withdrawn players, §1.7),
 * by board (`white-black` → result text). They are the pairing's, not the arbiter's: undo may remove them.
 */
export function forfeitsWrittenByPair(state: WorkbookState, round: number): Map<string, string> {
  const out = new Map<string, string>();
  const t = state.tournament;
  if (!isPredetermined(t.system)) return out;
  // the requests of a paired round are no longer in the model's byeRequests: take them from the Players sheet
  const requests = state.players.players.flatMap((p) => p.byes.filter((b) => b.round === round));
  const input = truncateBeforeRound({ ...t, byeRequests: requests }, round);
  const boards = state.rounds[round - 1]?.boards ?? [];
  for (const f of scheduledForfeits(input, round, boards)) {
    const text = formatGameResult(f.whiteResult, f.blackResult);
    if (text) out.set(`${f.white}-${f.black}`, text);
  }
  return out;
}
