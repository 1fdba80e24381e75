import type { TeamTournament } from '../../team/model';
import { teamTiebreakContext, type TeamTiebreakContext } from './context';
import { extendedDirectEncounter, higherFirst, lowerFirst, splitBy, topBoard, type EdeChain } from './direct-encounter';
import { parseTeamTiebreak, teamTiebreakValue } from './values';

export interface TeamStandingRow {
  readonly tpn: number;
  readonly rank: number;
  readonly mp: number;
  readonly gp: number;
  /** Values of the numeric tie-breaks of the list, by code as given (procedures such as EDE have none). */
  readonly values: Readonly<Record<string, number>>;
}

export interface TeamStandings {
  readonly tiebreaks: readonly string[];
  /** Teams in final order, teams still tied grouped. */
  readonly groups: readonly (readonly number[])[];
  readonly rows: readonly TeamStandingRow[];
}

/** Product defaults (team.md §6.11). */
export function defaultTeamTiebreaks(t: TeamTournament): string[] {
  if (t.settings.system !== 'team-swiss') return ['MPvGP', 'EDE', 'EMGSB', 'TOPBOARD'];
  return t.settings.primary === 'GP'
    ? ['MPvGP', 'EDE', 'EGMSB/C1', 'BH:GP/C1']
    : ['MPvGP', 'EDE', 'EMGSB/C1', 'BH:MP/C1'];
}

const CHAINS: Readonly<Record<string, EdeChain>> = { EDE: '', EDEBT: 'BT', EDEBB: 'BB', EDET: 'T', EDEB: 'B' };

/** Codes the team standings know. */
export function isTeamTiebreakCode(code: string): boolean {
  const c = parseTeamTiebreak(code);
  return (
    c.name in CHAINS ||
    c.name === 'TOPBOARD' ||
    ['MP', 'GP', 'MPTS', 'GPTS', 'MPVGP', 'BH', 'EMMSB', 'EMGSB', 'EGMSB', 'EGGSB', 'SSSC', 'BC'].includes(c.name)
  );
}

function applyTiebreak(ctx: TeamTiebreakContext, group: readonly number[], code: string): number[][] {
  const c = parseTeamTiebreak(code);
  if (c.name in CHAINS) return extendedDirectEncounter(ctx, group, CHAINS[c.name], c.forfeitsCount);
  if (c.name === 'TOPBOARD') return topBoard(ctx, group);
  return splitBy(group, (tpn) => teamTiebreakValue(ctx, tpn, c) ?? 0, c.name === 'BC' ? lowerFirst : higherFirst);
}

/** Rank by the primary score, then each tie-break in turn on the groups still tied (C.07 Art. 4; team.md §5). */
export function teamStandings(
  t: TeamTournament,
  tiebreaks: readonly string[] = t.tiebreaks.length > 0 ? t.tiebreaks : defaultTeamTiebreaks(t),
): TeamStandings {
  for (const code of tiebreaks) {
    if (!isTeamTiebreakCode(code))
      throw new Error(
        `unknown team tie-break "${code}" (known: MP, GP, MPvGP, BH:MP, BH:GP, EMMSB, EMGSB, EGMSB, EGGSB, SSSC, BC, EDE, EDEBT, EDEBB, EDET, EDEB, TOPBOARD, with /C1 and /P)`,
      );
  }
  const ctx = teamTiebreakContext(t);
  let groups = splitBy(
    t.teams.map((x) => x.tpn),
    (tpn) => ctx.final(tpn, ctx.primary),
    higherFirst,
  );
  for (const code of tiebreaks) groups = groups.flatMap((g) => (g.length > 1 ? applyTiebreak(ctx, g, code) : [g]));
  const rankOf = new Map<number, number>();
  let place = 1;
  for (const g of groups) {
    for (const tpn of g) rankOf.set(tpn, place);
    place += g.length;
  }
  const numeric = tiebreaks.filter((code) => {
    const c = parseTeamTiebreak(code);
    return !(c.name in CHAINS) && c.name !== 'TOPBOARD';
  });
  const rows = groups.flat().map((tpn) => ({
    tpn,
    rank: rankOf.get(tpn)!,
    mp: ctx.final(tpn, 'MP'),
    gp: ctx.final(tpn, 'GP'),
    values: Object.fromEntries(
      numeric.map((code) => [code, teamTiebreakValue(ctx, tpn, parseTeamTiebreak(code)) ?? 0]),
    ),
  }));
  return { tiebreaks, groups, rows };
}
