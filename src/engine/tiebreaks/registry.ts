import { averageOfOpponentsBuchholz, buchholz, buchholzOfBuchholz, foreBuchholz } from './buchholz';
import type { TiebreakContext } from './context';
import type { TiebreakDefinition, TiebreakValues } from './definition';
import { directEncounterOrder } from './direct-encounter';
import { koya, extendedKoyaOrder } from './koya';
import { kashdan } from './legacy/kashdan';
import { performance350 } from './legacy/performance-350';
import {
  adjustedScores,
  blackGames,
  blackWins,
  gamesWon,
  pairingNumber,
  points,
  roundsElectedToPlay,
  standardPoints,
  wins,
} from './own-record';
import { progressiveScore } from './progressive';
import {
  averagePerfectPerformanceOfOpponents,
  averagePerformanceOfOpponents,
  averageRating,
  ownRating,
  perfectPerformance,
  performanceRating,
} from './rating-based';
import { sonnebornBerger } from './sonneborn-berger';
import { parseTiebreak, type TiebreakSpec } from './specifier';
import { TEAM_DEFINITIONS } from './team';
import { TiebreakError } from './types';

const INDIVIDUAL_DEFINITIONS: readonly TiebreakDefinition[] = [
  { code: 'PTS', title: 'Points', type: 'B', compute: points },
  // Art. 6
  {
    code: 'DE',
    title: 'Direct encounter (C.07 Art. 6)',
    type: 'A',
    accepts: ['forfeits', 'version'],
    order: directEncounterOrder,
  },
  // Art. 7
  { code: 'WIN', title: 'Number of wins, played or not (C.07 7.1)', type: 'B', accepts: ['version'], compute: wins },
  { code: 'WON', title: 'Games won over the board (C.07 7.2)', type: 'B', accepts: ['version'], compute: gamesWon },
  { code: 'BPG', title: 'Games played with black (C.07 7.3)', type: 'B', accepts: ['version'], compute: blackGames },
  { code: 'BWG', title: 'Games won with black (C.07 7.4)', type: 'B', accepts: ['version'], compute: blackWins },
  {
    code: 'PS',
    title: 'Progressive score (C.07 7.5; booklet reduced progressive with cuts)',
    type: 'B',
    accepts: ['cut', 'version'],
    compute: progressiveScore,
  },
  {
    code: 'REP',
    title: 'Rounds elected to play (C.07 7.6, formerly GE)',
    type: 'B',
    accepts: ['version'],
    compute: roundsElectedToPlay,
  },
  { code: 'STD', title: 'Standard points (C.07 7.7, 2026)', type: 'B', accepts: ['version'], compute: standardPoints },
  {
    code: 'TPN',
    title: 'Tournament pairing number (C.07 7.8, 2026)',
    type: 'B',
    accepts: ['reverse'],
    lowerIsBetter: (spec) => !spec.reverse,
    compute: pairingNumber,
  },
  // Art. 8
  {
    code: 'BH',
    title: 'Buchholz (C.07 8.1)',
    type: 'C',
    accepts: ['cut', 'version'],
    buchholzFamily: true,
    compute: buchholz,
  },
  {
    code: 'FB',
    title: 'Fore Buchholz (C.07 8.3)',
    type: 'C',
    accepts: ['cut', 'version'],
    buchholzFamily: true,
    compute: foreBuchholz,
  },
  {
    code: 'AOB',
    title: "Average of opponents' Buchholz (C.07 8.2)",
    type: 'C',
    accepts: ['fore', 'version'],
    buchholzFamily: true,
    compute: averageOfOpponentsBuchholz,
  },
  // Art. 9
  {
    code: 'SB',
    title: 'Sonneborn-Berger (C.07 9.1)',
    type: 'C',
    accepts: ['cut', 'version'],
    compute: sonnebornBerger,
  },
  { code: 'KS', title: 'Koya score (C.07 9.2)', type: 'C', accepts: ['limit', 'version'], compute: koya },
  // Art. 10
  {
    code: 'ARO',
    title: 'Average rating of opponents (C.07 10.1)',
    type: 'D',
    accepts: ['cut', 'unrated', 'version'],
    compute: averageRating,
  },
  {
    code: 'TPR',
    title: 'Tournament performance rating (C.07 10.2)',
    type: 'D',
    accepts: ['unrated', 'version'],
    compute: performanceRating,
  },
  {
    code: 'PTP',
    title: 'Perfect tournament performance (C.07 10.3)',
    type: 'D',
    accepts: ['unrated', 'version'],
    compute: perfectPerformance,
  },
  {
    code: 'APRO',
    title: 'Average performance rating of opponents (C.07 10.4)',
    type: 'D',
    accepts: ['unrated', 'version'],
    compute: averagePerformanceOfOpponents,
  },
  {
    code: 'APPO',
    title: 'Average perfect performance of opponents (C.07 10.5)',
    type: 'D',
    accepts: ['unrated', 'version'],
    compute: averagePerfectPerformanceOfOpponents,
  },
  {
    code: 'RTNG',
    title: 'Own rating (C.07 10.6, 2026)',
    type: 'D',
    accepts: ['unrated', 'reverse'],
    lowerIsBetter: (spec) => spec.reverse,
    compute: ownRating,
  },
  // not C.07: the booklet's methods and a check column
  {
    code: 'ADJ',
    title: 'Adjusted score as an opponent (C.07 16.3; legacy: ½ per unplayed round)',
    type: 'X',
    accepts: ['version'],
    compute: adjustedScores,
  },
  {
    code: 'BHBH',
    title: 'Buchholz of Buchholz (booklet)',
    type: 'X',
    accepts: ['version'],
    buchholzFamily: true,
    compute: buchholzOfBuchholz,
  },
  {
    code: 'KSX',
    title: 'Extended Koya (booklet: the line drops to the next score group while tied)',
    type: 'X',
    accepts: ['limit', 'version'],
    order: extendedKoyaOrder,
  },
  {
    code: 'KASH',
    title: 'Kashdan 4/2/1, unplayed with points 2 (booklet)',
    type: 'X',
    accepts: ['absent'],
    compute: kashdan,
  },
  {
    code: 'TPR350',
    title: 'Performance rating, booklet 350-point rule (interpretation, not C.07)',
    type: 'X',
    accepts: ['unrated'],
    compute: performance350,
  },
];

const REGISTRY = new Map<string, TiebreakDefinition>(
  [...INDIVIDUAL_DEFINITIONS, ...TEAM_DEFINITIONS].map((d) => [d.code, d]),
);

/** Every registered code, in catalogue order. */
export function registeredCodes(): string[] {
  return [...REGISTRY.keys()];
}

export function definitionOf(name: string): TiebreakDefinition | undefined {
  return REGISTRY.get(name.toUpperCase());
}

export interface ResolvedTiebreak {
  readonly spec: TiebreakSpec;
  readonly definition: TiebreakDefinition;
}

/** Parse a code as written and check that its modifiers mean something for it. */
export function resolveTiebreak(code: string): ResolvedTiebreak {
  const spec = parseTiebreak(code);
  const definition = REGISTRY.get(spec.name);
  if (!definition)
    throw new TiebreakError(spec.text, `unknown code "${spec.name}" (known: ${registeredCodes().join(', ')})`);
  if (definition.unavailable) return { spec, definition };
  const accepts = new Set(definition.accepts ?? []);
  const refuse = (what: string): never => {
    throw new TiebreakError(spec.text, `${what} does not apply to ${definition.code}`);
  };
  if (spec.teamScore)
    throw new TiebreakError(
      spec.text,
      `:${spec.teamScore} requires team data, which the tournament model does not have yet`,
    );
  if ((spec.cutLow > 0 || spec.cutHigh > 0) && !accepts.has('cut')) refuse('a Cut/Median modifier');
  if ((spec.limitSteps !== 0 || spec.limitPercent !== null) && !accepts.has('limit')) refuse('a limit modifier (/L)');
  if (spec.forfeitsCount && !accepts.has('forfeits')) refuse('/P');
  if (spec.foreBuchholz && !accepts.has('fore')) refuse('/F');
  if (spec.reverse && !accepts.has('reverse')) refuse('/R');
  if (spec.unratedRating !== null && !accepts.has('unrated')) refuse('/U');
  if (spec.version !== null && !accepts.has('version')) refuse('a rule edition (/V)');
  if (spec.absentValue !== null && !accepts.has('absent')) refuse('/A');
  return { spec, definition };
}

/** The context a code is evaluated in: its own rule edition (/V2024 ...) if it names one. */
export function contextFor(ctx: TiebreakContext, resolved: ResolvedTiebreak): TiebreakContext {
  const { spec, definition } = resolved;
  if (definition.unavailable) throw new TiebreakError(spec.text, definition.unavailable);
  const own = spec.version ? ctx.withRules(spec.version) : ctx;
  if (definition.buchholzFamily && own.roundRobin && own.rules === 'fide2026') {
    throw new TiebreakError(
      spec.text,
      'the Buchholz family must not be used in round robins (C.07-2026 Art. 8); use the fide2024 rules or another tie-break',
    );
  }
  return own;
}

/** Values of a number-valued code; null for procedures (DE, KSX), which only order tied groups. */
export function computeValues(ctx: TiebreakContext, resolved: ResolvedTiebreak): TiebreakValues | null {
  const own = contextFor(ctx, resolved);
  return resolved.definition.compute ? resolved.definition.compute(own, resolved.spec) : null;
}
