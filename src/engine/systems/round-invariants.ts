import type { PairingSystemId, Tournament } from '../model';
import type { PairOptions, RoundPairing } from '../pairing';
import {
  type PairingState,
  type PlayerState,
  buildPairingState,
  isTopscorer,
  sharingPairingStates,
} from '../history/pairing-state';

/**
 * The last guard before a round is written: whatever system paired it, the round must be one the rules allow
 * (docs/dutch-engine.md, "Round invariants"). A failure here is a bug of the engine, never of the input, so it
 * says so and asks for the file; the caller writes nothing.
 *
 * Checked for every system: each player is on at most one board or gets the PAB (never both), every board
 * has two different players of the tournament, and there is at most one PAB. Then, per system, what its rules
 * make absolute:
 *  - no rematch (C.04.1 Art. 2: Swiss systems and the single round robins and Scheveningen, whose schedules
 *    never repeat a pair; arbiter-forbidden pairs count for the Swiss systems, which honour them);
 *  - no two players with the same absolute colour preference meet (Dutch C3 except topscorers, C.04.3 2.1.3;
 *    Burstein and Dubov C3 without exception; Lim 2.1 except in the last round);
 *  - the PAB only to a player who may get it (C.04.1 Art. 4), and only when the number to pair is odd; and
 *    every player due to be paired is paired (Swiss systems: a round leaves nobody present out).
 */
export interface RoundRules {
  readonly noRematch: boolean;
  readonly absoluteColours: 'none' | 'except-topscorers' | 'always' | 'except-last-round';
  /** The Swiss rules of the PAB (C.04.1 Art. 3-4) and of who is due to be paired. */
  readonly swiss: boolean;
}

const SWISS = { noRematch: true, swiss: true } as const;

/** What each system's rules make absolute (see RoundRules). */
export const ROUND_RULES: Readonly<Record<PairingSystemId, RoundRules>> = {
  dutch: { ...SWISS, absoluteColours: 'except-topscorers' },
  burstein: { ...SWISS, absoluteColours: 'always' },
  dubov: { ...SWISS, absoluteColours: 'always' },
  lim: { ...SWISS, absoluteColours: 'except-last-round' },
  'round-robin': { noRematch: true, absoluteColours: 'none', swiss: false },
  // every pair meets twice
  'double-round-robin': { noRematch: false, absoluteColours: 'none', swiss: false },
  scheveningen: { noRematch: true, absoluteColours: 'none', swiss: false },
  'double-scheveningen': { noRematch: false, absoluteColours: 'none', swiss: false },
  // a knockout match is several games between the same two players
  knockout: { noRematch: false, absoluteColours: 'none', swiss: false },
};

/** A system without an entry (yet): the checks every round must pass. */
const STRUCTURAL_ONLY: RoundRules = { noRematch: false, absoluteColours: 'none', swiss: false };

function rulesOf(system: PairingSystemId): RoundRules {
  return ROUND_RULES[system] ?? STRUCTURAL_ONLY;
}

/** The engine paired a round its own rules forbid: an internal error, reported instead of a bad round sheet. */
export class RoundInvariantError extends Error {
  constructor(
    readonly round: number,
    readonly problems: readonly string[],
  ) {
    super(
      `Internal error: the pairing engine produced an invalid pairing for round ${round} (${problems.join('; ')}). ` +
        'Nothing was written. Please send the tournament file to the developers so that the bug can be fixed.',
    );
    this.name = 'RoundInvariantError';
  }
}

/** Throws a RoundInvariantError listing every rule the paired round breaks (see RoundRules). */
export function assertRoundInvariants(
  t: Tournament,
  round: number,
  pairing: RoundPairing,
  rules: RoundRules = rulesOf(t.system),
): void {
  const problems = roundProblems(t, round, pairing, rules);
  if (problems.length) throw new RoundInvariantError(round, problems);
}

/** The rules a paired round breaks, as sentences (empty when none). */
export function roundProblems(t: Tournament, round: number, pairing: RoundPairing, rules: RoundRules): string[] {
  const problems: string[] = [];
  const known = new Set(t.players.map((p) => p.id));
  const seen = new Set<number>();
  const place = (id: number, where: string) => {
    if (!known.has(id)) problems.push(`${where} names player ${id}, who is not in the tournament`);
    else if (seen.has(id)) problems.push(`player ${id} is paired twice`);
    seen.add(id);
  };
  pairing.boards.forEach((b, i) => {
    if (b.white === b.black) problems.push(`board ${i + 1} pairs player ${b.white} with himself`);
    place(b.white, `board ${i + 1}`);
    if (b.black !== b.white) place(b.black, `board ${i + 1}`);
  });
  if (pairing.pab !== null) place(pairing.pab, 'the pairing-allocated bye');
  if (problems.length) return problems; // the rest reads the boards as a matching
  if (rules.swiss) swissProblems(buildPairingState(t, round), pairing, rules, problems);
  else if (rules.noRematch) scheduleRematches(t, round, pairing, problems);
  return problems;
}

function swissProblems(st: PairingState, pairing: RoundPairing, rules: RoundRules, problems: string[]): void {
  const due = new Set(st.toPair.map((p) => p.id));
  const player = (id: number) => st.byId.get(id) as PlayerState;
  const lastRound = st.playedRounds >= st.totalRounds - 1;
  for (const [i, b] of pairing.boards.entries()) {
    const white = player(b.white);
    const black = player(b.black);
    for (const p of [white, black])
      if (!due.has(p.id)) problems.push(`board ${i + 1}: player ${p.id} is not due to be paired this round`);
    if (rules.noRematch && white.cannotMeet.has(black.id)) {
      problems.push(
        `board ${i + 1}: players ${white.id} and ${black.id} have already played each other or may not meet`,
      );
    }
    if (sameAbsolutePreference(st, white, black, rules, lastRound)) {
      problems.push(`board ${i + 1}: players ${white.id} and ${black.id} have the same absolute colour preference`);
    }
  }
  if (pairing.pab !== null) {
    const p = player(pairing.pab);
    if (!due.has(p.id)) problems.push(`the pairing-allocated bye goes to player ${p.id}, who is not due to be paired`);
    else if (!p.byeEligible)
      problems.push(`the pairing-allocated bye goes to player ${p.id}, who may not receive it (C.04.1 Art. 4)`);
    if (due.size % 2 === 0)
      problems.push(`a pairing-allocated bye with an even number (${due.size}) of players to pair`);
  }
  const placed = 2 * pairing.boards.length + (pairing.pab === null ? 0 : 1);
  if (placed !== due.size) {
    const missing = [...due]
      .sort((a, b) => a - b)
      .filter((id) => !pairing.boards.some((b) => b.white === id || b.black === id) && pairing.pab !== id);
    if (missing.length) problems.push(`player${missing.length > 1 ? 's' : ''} ${missing.join(', ')} left unpaired`);
  }
}

/** The C3-like rule of the system: two players who would both need the same colour absolutely. */
function sameAbsolutePreference(
  st: PairingState,
  a: PlayerState,
  b: PlayerState,
  rules: RoundRules,
  lastRound: boolean,
): boolean {
  if (rules.absoluteColours === 'none') return false;
  if (a.colours.strength !== 'absolute' || b.colours.strength !== 'absolute') return false;
  if (a.colours.preference !== b.colours.preference) return false;
  if (rules.absoluteColours === 'except-topscorers') return !isTopscorer(st, a) && !isTopscorer(st, b);
  if (rules.absoluteColours === 'except-last-round') return !lastRound;
  return true;
}

/** Round robin and Scheveningen: a pair that already met in an earlier round of the schedule. */
function scheduleRematches(t: Tournament, round: number, pairing: RoundPairing, problems: string[]): void {
  const byId = new Map(t.players.map((p) => [p.id, p]));
  for (const [i, b] of pairing.boards.entries()) {
    const rounds = byId.get(b.white)?.rounds ?? [];
    for (let r = 0; r < round - 1 && r < rounds.length; r++) {
      if (rounds[r]?.opponent === b.black) {
        problems.push(`board ${i + 1}: players ${b.white} and ${b.black} already met in round ${r + 1}`);
        break;
      }
    }
  }
}

type PairFunction = (t: Tournament, round: number, options?: PairOptions) => RoundPairing;

/** Each checked function's system function (see uncheckedPairing). */
const unchecked = new WeakMap<PairFunction, PairFunction>();

/** A pairing function that checks each round it pairs (assertRoundInvariants) before anyone can write it. */
export function withRoundInvariants(system: PairingSystemId, pair: PairFunction): PairFunction {
  const checked: PairFunction = (t, round, options) =>
    sharingPairingStates(() => {
      const pairing = pair(t, round, options);
      assertRoundInvariants(t, round, pairing, rulesOf(system));
      return pairing;
    });
  unchecked.set(checked, pair);
  return checked;
}

/** The system's own function behind a registry entry (tests: which function is registered for a system). */
export function uncheckedPairing(fn: PairFunction | undefined): PairFunction | undefined {
  return fn && (unchecked.get(fn) ?? fn);
}

/**
 * The systems' registry: a pairing function stored in it is stored checked (withRoundInvariants), so that
 * every front door (pairRound, the command line's SYSTEMS lookups) gets the check without changes.
 */
export function checkedRegistry<
  F extends (t: Tournament, round: number, options?: PairOptions) => RoundPairing,
>(): Partial<Record<PairingSystemId, F>> {
  return new Proxy({} as Partial<Record<PairingSystemId, F>>, {
    set(target, key, value) {
      (target as Record<string | symbol, unknown>)[key] =
        typeof value === 'function' && typeof key === 'string'
          ? withRoundInvariants(key as PairingSystemId, value as F)
          : value;
      return true;
    },
  });
}
