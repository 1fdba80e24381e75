import type { TiebreakDefinition } from './definition';

/**
 * Team tie-breaks, C.07 Art. 11-13 (tiebreaks.md 4.6). The tournament model has no teams yet (no team
 * membership, boards or match results), so these codes are registered - lists that name them parse and
 * round-trip - but computing one fails with "requires team data".
 */
const TEAM_CODES: readonly [string, string][] = [
  ['MP', 'match points (Art. 11)'],
  ['GP', 'game points (Art. 11)'],
  ['MPVGP', 'secondary score, MP vs GP (Art. 12)'],
  ['EMMSB', 'extended Sonneborn-Berger, opponent MP x MP scored (Art. 13)'],
  ['EMGSB', 'extended Sonneborn-Berger, opponent MP x GP scored (Art. 13)'],
  ['EGMSB', 'extended Sonneborn-Berger, opponent GP x MP scored (Art. 13)'],
  ['EGGSB', 'extended Sonneborn-Berger, opponent GP x GP scored (Art. 13)'],
  ['EDE', 'extended direct encounter (Art. 13)'],
  ['EDEBT', 'EDE + board count + top board results (2026)'],
  ['EDEBB', 'EDE + board count + bottom-board elimination (2026)'],
  ['EDET', 'EDE + top board results (2026)'],
  ['EDEB', 'EDE + bottom-board elimination (2026)'],
  ['BC', 'board count (Art. 13; lower is better)'],
  ['TBR', 'top board results (Art. 13)'],
  ['BBE', 'bottom-board elimination (Art. 13)'],
  ['SSSC', 'secondary score + schedule strength (Art. 13)'],
];

export const TEAM_UNAVAILABLE =
  'requires team data (team membership, boards and match results), which the tournament model does not have yet';

export const TEAM_DEFINITIONS: readonly TiebreakDefinition[] = TEAM_CODES.map(([code, title]) => ({
  code,
  title: `${code}: ${title}`,
  type: code.startsWith('EDE') ? 'A' : 'C',
  lowerIsBetter: () => code === 'BC',
  unavailable: TEAM_UNAVAILABLE,
}));

export interface MatchPointValues {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
}

/** TRF-2026 record 362 defaults; also the booklet's "Maç Puanları". */
export const DEFAULT_MATCH_POINTS: MatchPointValues = { win: 2, draw: 1, loss: 0 };

/**
 * Match points of one team match (C.07 Art. 11; booklet): more than half of the board points wins the match,
 * exactly half draws it. Booklet, 4 boards: 2.5 -> 2, 2.0 -> 1, 1.5 -> 0.
 */
export function matchPoints(
  gamePoints: number,
  boards: number,
  values: MatchPointValues = DEFAULT_MATCH_POINTS,
): number {
  const half = boards / 2;
  if (gamePoints > half) return values.win;
  if (gamePoints === half) return values.draw;
  return values.loss;
}
