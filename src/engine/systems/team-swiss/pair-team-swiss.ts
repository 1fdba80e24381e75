import type { TeamTournament } from '../../team/model';
import { pairBracket, type PairCosts } from './bracket';
import { allocateColours } from './colour-allocation';
import { choosePab } from './pab';
import { pairingStates, type TeamPairingState } from './state';
import { chooseUpfloaters } from './upfloaters';

export interface TeamMatchPairing {
  readonly white: number;
  readonly black: number;
  /** 4.3 rule that gave the colours. */
  readonly colourRule: string;
  /** Why this match, in words (the Log). */
  readonly explanation: string;
}

export interface TeamBracketLog {
  readonly score: number;
  readonly residents: readonly number[];
  readonly upfloaters: readonly number[];
  readonly profile: readonly number[];
  readonly c6ok: boolean;
  readonly c7: number;
  readonly setIndex: number;
  readonly pairs: readonly [number, number][];
  readonly identifier: readonly number[];
  readonly costs: PairCosts;
}

export interface TeamRoundPairing {
  readonly round: number;
  /** In publication order (GHR 3.6). */
  readonly matches: readonly TeamMatchPairing[];
  readonly pab: number | null;
  readonly absent: readonly number[];
  readonly brackets: readonly TeamBracketLog[];
  readonly log: readonly string[];
}

/** No legal pairing exists: C.04.6 3.3.3 leaves the decision to the Chief Arbiter. */
export class TeamPairingImpossibleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TeamPairingImpossibleError';
  }
}

const fmt = (x: number): string => String(x);

/**
 * Pair round `round` of a team Swiss (C.04.6, 2026): PAB first (3.4), then bracket by bracket from the
 * top-scoregroup (3.5 upfloaters, 3.6 pairing), then colours (Art. 4). `t` holds rounds 1..round-1 and the byes
 * of `round`. Deterministic and pure.
 */
export interface TeamPairOptions {
  /**
   * Order of the published pairs: 'ghr' (default, team.md §4.8: GHR 3.6 - higher score of the pair, higher sum,
   * smaller TPN of the higher-ranked team) or 'bracket' (the order the brackets were paired, each bracket's pairs
   * by top member - the order the team Swiss fixtures list them in).
   */
  readonly order?: 'ghr' | 'bracket';
}

export function pairTeamSwiss(t: TeamTournament, round: number, options: TeamPairOptions = {}): TeamRoundPairing {
  const states = pairingStates(t, round);
  const byTpn = new Map(states.map((s) => [s.tpn, s]));
  const canMeet = (a: number, b: number): boolean => a !== b && !byTpn.get(a)!.met.has(b);
  const total = t.settings.totalRounds;
  const floatCriteria = total === null || round < total - 1; // [C7], [C10]: not in the last two rounds
  const log: string[] = [];
  const absent = states.filter((s) => s.absent).map((s) => s.tpn);
  let remaining: TeamPairingState[] = states.filter((s) => !s.absent);
  let pab: number | null = null;
  if (remaining.length % 2 === 1) {
    const choice = choosePab(remaining, canMeet);
    if (!choice)
      throw new TeamPairingImpossibleError(
        `round ${round}: no team can receive the PAB and leave the others pairable (C.04.6 3.4; the Chief Arbiter decides, 3.3.3)`,
      );
    pab = choice.pab;
    const s = byTpn.get(pab)!;
    log.push(
      `PAB: team ${pab} (score ${fmt(s.score)}, ${s.matchesPlayed} matches played; C.04.6 3.4, candidate ${choice.tried} in the order lowest score, most matches played, largest TPN)`,
    );
    remaining = remaining.filter((x) => x.tpn !== pab);
  }
  const brackets: TeamBracketLog[] = [];
  const pairs: { a: TeamPairingState; b: TeamPairingState; bracket: number }[] = [];
  while (remaining.length > 0) {
    const top = Math.max(...remaining.map((s) => s.score));
    const residents = remaining.filter((s) => s.score === top).sort((a, b) => a.tpn - b.tpn);
    const set = chooseUpfloaters({ residents, remaining, canMeet, floatCriteria });
    if (!set)
      throw new TeamPairingImpossibleError(
        `round ${round}: the scoregroup of ${fmt(top)} (teams ${residents.map((r) => r.tpn).join(', ')}) cannot be paired legally (C.04.6 3.3.3: the Chief Arbiter decides)`,
      );
    const bracketTeams = [...residents, ...set.upfloaters];
    const paired = pairBracket(bracketTeams, canMeet, floatCriteria);
    if (!paired)
      throw new TeamPairingImpossibleError(`round ${round}: bracket of ${fmt(top)} cannot be paired (C.04.6 3.3.3)`);
    const index = brackets.length;
    brackets.push({
      score: top,
      residents: residents.map((r) => r.tpn),
      upfloaters: set.upfloaters.map((u) => u.tpn),
      profile: set.profile,
      c6ok: set.c6ok,
      c7: set.c7,
      setIndex: set.index,
      pairs: paired.pairs,
      identifier: paired.identifier,
      costs: paired.costs,
    });
    for (const [a, b] of paired.pairs) pairs.push({ a: byTpn.get(a)!, b: byTpn.get(b)!, bracket: index });
    const done = new Set(bracketTeams.map((x) => x.tpn));
    remaining = remaining.filter((x) => !done.has(x.tpn));
  }
  // 4.3.1 parity on a numbering of the teams that have arrived (SPP 2026 ruling on the individual 5.2.5): a team
  // that has had no match or PAB yet and is not paired now does not count
  const notArrived = states.filter((s) => s.absent && !s.everPaired).map((s) => s.tpn);
  const parityNumber = (tpn: number): number => tpn - notArrived.filter((x) => x < tpn).length;
  const matches = pairs.map(({ a, b, bracket }) => {
    const c = allocateColours(a, b, t.settings, parityNumber);
    return { c, a, b, bracket };
  });
  // GHR 3.6: by the higher score of the pair, then the sum, then the smaller TPN of the higher-ranked team
  const higher = (a: TeamPairingState, b: TeamPairingState): TeamPairingState =>
    a.score !== b.score ? (a.score > b.score ? a : b) : a.tpn < b.tpn ? a : b;
  matches.sort((x, y) => {
    const hx = higher(x.a, x.b);
    const hy = higher(y.a, y.b);
    if (options.order === 'bracket')
      return x.bracket - y.bracket || Math.min(x.a.tpn, x.b.tpn) - Math.min(y.a.tpn, y.b.tpn);
    return hy.score - hx.score || y.a.score + y.b.score - (x.a.score + x.b.score) || hx.tpn - hy.tpn;
  });
  const out: TeamMatchPairing[] = matches.map(({ c, bracket }) => {
    const br = brackets[bracket];
    const floaters =
      br.upfloaters.length === 0
        ? 'no upfloaters'
        : `upfloaters ${br.upfloaters.join(', ')} (profile ${br.profile.map(fmt).join(', ')}; [C6] ${br.c6ok ? 'met' : 'not met by any set'}; [C7] ${br.c7}; set ${br.setIndex + 1} in the order of 3.5.4)`;
    const explanation =
      `${c.white}-${c.black}: bracket of ${fmt(br.score)} (residents ${br.residents.join(', ')}; ${floaters}); ` +
      `identifier ${br.identifier.join(' ')} with [C8] ${br.costs.c8}, [C9] ${br.costs.c9}, [C10] ${br.costs.c10} (3.6.4); ` +
      `team ${c.white} White on board 1 by ${c.rule}`;
    return { white: c.white, black: c.black, colourRule: c.rule, explanation };
  });
  for (const m of out) log.push(m.explanation);
  return { round, matches: out, pab, absent, brackets, log };
}
