import { applyTeamPairing } from '../team/apply-pairing';
import { boardColourFor } from '../team/board-colours';
import type { TeamSystemId, TeamTournament } from '../team/model';
import { teamRounds } from '../team/team-rounds';
import { pairingStates } from './team-swiss/state';
import type { TeamRoundPairing } from './team-swiss/pair-team-swiss';

/**
 * The last guard before a team round is written, as assertRoundInvariants is for individual rounds
 * (docs/dutch-engine.md, "Round invariants"): a failure is a bug of the engine, never of the input, so it says
 * so and the caller writes nothing.
 *
 * Checked for every team system: each team of the event is in at most one match, the PAB or the rest (never two
 * of them), no team meets itself, and every team is placed. Then, per system (docs/spec/rules/team.md):
 *  - team Swiss (C.04.6 Art. 2-3): no two teams meet again after a played match ([C1], reading R3); the PAB only
 *    to a team [C2] allows, and only when the number of teams to pair is odd; the teams that are absent (byes)
 *    are the ones left out;
 *  - team round robins (§3.1): no PAB, a rest only with an odd field, and no pair of teams meets more often than
 *    the table's cycles (once, twice in a double round robin);
 *  - every match (§2.1): board k against board k, the team with White on board 1 takes the 352 pattern and the
 *    other team the opposite colour on every board.
 */
export interface TeamRoundRules {
  /** C.04.6 Art. 2-3: [C1] on played matches, [C2], the PAB only with an odd number to pair. */
  readonly swiss: boolean;
  /** Round robins: how often two teams may meet (the number of cycles). */
  readonly meetings: number;
}

export const TEAM_ROUND_RULES: Readonly<Record<TeamSystemId, TeamRoundRules>> = {
  'team-swiss': { swiss: true, meetings: 1 },
  'team-round-robin': { swiss: false, meetings: 1 },
  'team-double-round-robin': { swiss: false, meetings: 2 },
};

/** The engine paired a team round its own rules forbid: an internal error, reported instead of a bad round sheet. */
export class TeamRoundInvariantError extends Error {
  constructor(
    readonly round: number,
    readonly problems: readonly string[],
  ) {
    super(
      `Internal error: the pairing engine produced an invalid team pairing for round ${round} (${problems.join('; ')}). ` +
        'Nothing was written. Please send the tournament file to the developers so that the bug can be fixed.',
    );
    this.name = 'TeamRoundInvariantError';
  }
}

/** Throws a TeamRoundInvariantError listing every rule the paired team round breaks. */
export function assertTeamRoundInvariants(t: TeamTournament, round: number, pairing: TeamRoundPairing): void {
  const problems = teamRoundProblems(t, round, pairing);
  if (problems.length) throw new TeamRoundInvariantError(round, problems);
}

/** The rules a paired team round breaks, as sentences (empty when none). `t` holds the rounds before `round`. */
export function teamRoundProblems(
  t: TeamTournament,
  round: number,
  pairing: TeamRoundPairing,
  rules: TeamRoundRules = TEAM_ROUND_RULES[t.settings.system],
): string[] {
  const problems: string[] = [];
  const known = new Set(t.teams.map((x) => x.tpn));
  const seen = new Set<number>();
  const place = (tpn: number, where: string) => {
    if (!known.has(tpn)) problems.push(`${where} names team ${tpn}, which is not in the event`);
    else if (seen.has(tpn)) problems.push(`team ${tpn} is placed twice`);
    seen.add(tpn);
  };
  pairing.matches.forEach((m, i) => {
    if (m.white === m.black) problems.push(`match ${i + 1} pairs team ${m.white} with itself`);
    place(m.white, `match ${i + 1}`);
    if (m.black !== m.white) place(m.black, `match ${i + 1}`);
  });
  if (pairing.pab !== null) place(pairing.pab, 'the pairing-allocated bye');
  for (const tpn of pairing.absent) place(tpn, 'the list of teams not paired');
  const missing = [...known].filter((tpn) => !seen.has(tpn)).sort((a, b) => a - b);
  if (missing.length) problems.push(`team${missing.length > 1 ? 's' : ''} ${missing.join(', ')} left out of the round`);
  if (problems.length) return problems; // the rest reads the matches as a pairing of the event's teams
  if (rules.swiss) swissProblems(t, round, pairing, problems);
  else roundRobinProblems(t, round, pairing, rules.meetings, problems);
  problems.push(...appliedTeamRoundProblems(applyTeamPairing(t, pairing), round, pairing));
  return problems;
}

/** C.04.6 [C1] (played matches, reading R3), [C2] and 3.4: who may meet, who may get the PAB, who is left out. */
function swissProblems(t: TeamTournament, round: number, pairing: TeamRoundPairing, problems: string[]): void {
  const states = new Map(pairingStates(t, round).map((s) => [s.tpn, s]));
  const absent = new Set(pairing.absent);
  for (const [tpn, s] of states) {
    if (s.absent && !absent.has(tpn)) problems.push(`team ${tpn} is paired although it is not to be paired this round`);
    if (!s.absent && absent.has(tpn)) problems.push(`team ${tpn} is left unpaired`);
  }
  for (const [i, m] of pairing.matches.entries()) {
    if (states.get(m.white)!.met.has(m.black)) {
      problems.push(`match ${i + 1}: teams ${m.white} and ${m.black} have already played each other (C.04.6 [C1])`);
    }
  }
  const toPair = [...states.values()].filter((s) => !s.absent).length;
  if (pairing.pab !== null) {
    if (states.get(pairing.pab)!.barredFromPab) {
      problems.push(`the pairing-allocated bye goes to team ${pairing.pab}, which may not receive it (C.04.6 [C2])`);
    }
    if (toPair % 2 === 0) problems.push(`a pairing-allocated bye with an even number (${toPair}) of teams to pair`);
  } else if (toPair % 2 === 1) {
    problems.push(`no pairing-allocated bye with an odd number (${toPair}) of teams to pair`);
  }
}

/** §3.1: a round robin has rests, not byes, and no pair meets more often than the cycles allow. */
function roundRobinProblems(
  t: TeamTournament,
  round: number,
  pairing: TeamRoundPairing,
  meetings: number,
  problems: string[],
): void {
  if (pairing.pab !== null) problems.push(`a round robin gives no pairing-allocated bye (team ${pairing.pab})`);
  const rests = t.teams.length % 2;
  if (pairing.absent.length !== rests) {
    problems.push(
      `${pairing.absent.length} team${pairing.absent.length === 1 ? '' : 's'} rest with ${t.teams.length} teams ` +
        `(the table rests ${rests})`,
    );
  }
  const history = teamRounds(t, round - 1);
  for (const [i, m] of pairing.matches.entries()) {
    const before = (history[m.white - 1] ?? []).filter((r) => r.opponent === m.black).length;
    if (before >= meetings) {
      problems.push(
        `match ${i + 1}: teams ${m.white} and ${m.black} have already met ${before === 1 ? 'once' : `${before} times`}`,
      );
    }
  }
}

/**
 * §2.1: the round as it will be written (`applied`: the tournament with the pairing applied): board k against
 * board k, the team with White on board 1 takes the 352 pattern, its opponent the opposite colour.
 */
export function appliedTeamRoundProblems(
  applied: TeamTournament,
  round: number,
  pairing: Pick<TeamRoundPairing, 'matches'>,
): string[] {
  const problems: string[] = [];
  const view = teamRounds(applied, round);
  const byId = new Map(applied.players.map((p) => [p.id, p]));
  const entry = (id: number) => byId.get(id)?.rounds[round - 1] ?? null;
  const pattern = applied.settings.boardPattern;
  for (const [i, m] of pairing.matches.entries()) {
    const white = view[m.white - 1]?.[round - 1];
    const black = view[m.black - 1]?.[round - 1];
    if (!white || !black || white.opponent !== m.black || black.opponent !== m.white) {
      problems.push(`match ${i + 1}: teams ${m.white} and ${m.black} are not written as opponents`);
      continue;
    }
    for (let k = 1; k <= applied.settings.boards; k++) {
      const w = white.lineUp[k - 1] ?? 0;
      const b = black.lineUp[k - 1] ?? 0;
      if (w === 0 || b === 0) continue; // an empty board is a forfeit for its side: no colour to check
      const ew = entry(w);
      const eb = entry(b);
      if (ew?.opponent !== b || eb?.opponent !== w) {
        problems.push(`match ${i + 1}, board ${k}: players ${w} and ${b} are not paired with each other`);
      } else if (ew.colour !== boardColourFor(pattern, k, true) || eb.colour !== boardColourFor(pattern, k, false)) {
        problems.push(
          `match ${i + 1}, board ${k}: team ${m.white} has White on board 1, so its player has ` +
            `${boardColourFor(pattern, k, true) === 'w' ? 'White' : 'Black'} here (pattern ${pattern.join('').toUpperCase()})`,
        );
      }
    }
  }
  return problems;
}

type TeamPairFunction = (t: TeamTournament, round: number) => TeamRoundPairing;

/** A team pairing function that checks each round it pairs (assertTeamRoundInvariants) before anyone writes it. */
export function withTeamRoundInvariants(pair: TeamPairFunction): TeamPairFunction {
  return (t, round) => {
    const pairing = pair(t, round);
    assertTeamRoundInvariants(t, round, pairing);
    return pairing;
  };
}
