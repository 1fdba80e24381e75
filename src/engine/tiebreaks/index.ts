/**
 * Tie-breaks and standings (FIDE Handbook C.07, 2026 and 2024 editions, and the booklet's legacy methods).
 * Specification: tiebreaks.md. Codes: see `registeredCodes()`.
 */
export type { TiebreakRules, RoundKind, CardRound, ScoreElement, UnplayedCategory } from './types';
export { TIEBREAK_RULES, TiebreakError } from './types';
export type { StandingsOptions, StandingsRow, Standings, ContextOptions } from './standings';
export { computeStandings, computeTiebreak } from './standings';
export type { RoundContribution } from './round-contributions';
export { roundContributions, roundContributionsOfAll } from './round-contributions';
export { parseTiebreak, tiebreakParts, type TiebreakSpec } from './specifier';
export { registeredCodes, definitionOf, resolveTiebreak } from './registry';
export { isRoundRobinSystem } from './context';
export { DEFAULT_TIEBREAKS, type EventKind } from './defaults';
export { matchPoints, DEFAULT_MATCH_POINTS, type MatchPointValues } from './team';
