import type { Tournament } from '../model';
import type { PairOptions, RoundPairing } from '../pairing';
import { pairBurstein } from './burstein';
import { pairDubov } from './dubov';
import { pairDutch } from './dutch';
import { pairLim } from './lim';
import { pairRoundRobinRound, type RoundRobinPairOptions } from './round-robin/pair-round-robin';
import { pairScheveningen, type ScheveningenPairOptions } from './scheveningen/pair-scheveningen';
import type { TeamSystemId, TeamTournament } from '../team/model';
import { pairTeamRoundRobin } from './team-round-robin/schedule';
import { pairTeamSwiss, type TeamRoundPairing } from './team-swiss/pair-team-swiss';
import { checkedRegistry } from './round-invariants';
import { withTeamRoundInvariants } from './team-round-invariants';

/**
 * What a front door may pass to a system: the common options, and the settings a table system reads outside
 * the model (the cycle order of a double round robin, the teams of a Scheveningen). A system ignores the rest.
 */
export type SystemPairOptions = PairOptions & RoundRobinPairOptions & ScheveningenPairOptions;

/**
 * The one entry point every front door uses: pair round `round` of `t` with the tournament's system.
 * Systems register themselves in SYSTEMS as they land.
 */
export type PairFn = (t: Tournament, round: number, options?: SystemPairOptions) => RoundPairing;

/** Every function stored here is stored checked: assertRoundInvariants runs on each round it pairs. */
export const SYSTEMS: Partial<Record<Tournament['system'], PairFn>> = checkedRegistry<PairFn>();
SYSTEMS.dutch = pairDutch;
SYSTEMS.burstein = pairBurstein;
SYSTEMS.dubov = pairDubov;
SYSTEMS.lim = pairLim;
SYSTEMS['round-robin'] = pairRoundRobinRound;
SYSTEMS['double-round-robin'] = pairRoundRobinRound;
SYSTEMS.scheveningen = pairScheveningen;
SYSTEMS['double-scheveningen'] = pairScheveningen;

/**
 * Team systems pair teams, not players (team.md): C.04.6 team Swiss and team round robins on Berger tables.
 * Every function is stored checked: assertTeamRoundInvariants runs on each round it pairs.
 */
export type TeamPairFn = (t: TeamTournament, round: number) => TeamRoundPairing;
export const TEAM_SYSTEMS: Record<TeamSystemId, TeamPairFn> = {
  'team-swiss': withTeamRoundInvariants((t, round) => pairTeamSwiss(t, round)),
  'team-round-robin': withTeamRoundInvariants(pairTeamRoundRobin),
  'team-double-round-robin': withTeamRoundInvariants(pairTeamRoundRobin),
};

export class UnsupportedSystemError extends Error {
  constructor(system: string) {
    super(`pairing system "${system}" is not available`);
    this.name = 'UnsupportedSystemError';
  }
}

export function pairRound(t: Tournament, round: number, options?: SystemPairOptions): RoundPairing {
  const fn = SYSTEMS[t.system];
  if (!fn) throw new UnsupportedSystemError(t.system);
  return fn(t, round, options);
}
