import { roundScore } from '../../model';
import type { Colour } from '../../model';

/**
 * Knockout matches (other-systems.md §4.4): an even number of games (at least two) with equal whites and blacks;
 * if tied, an extension of at least two games; if still tied, one Armageddon game in which a draw eliminates
 * White and, if both flags fall, the player whose flag fell later wins.
 */

/** `top` holds the better bracket place (the higher seed). */
export type MatchSide = 'top' | 'bottom';
export type MatchStage = 'regular' | 'extension' | 'armageddon';

export interface MatchPlan {
  /** Even, at least 2. */
  readonly regularGames: number;
  /** Games of each extension: even, at least 2. */
  readonly extensionGames: number;
  /** Extensions before the Armageddon game (0 = straight to Armageddon, as item 1 of §4.5 allows). */
  readonly extensions: number;
}

export const DEFAULT_MATCH_PLAN: MatchPlan = Object.freeze({ regularGames: 2, extensionGames: 2, extensions: 1 });

export interface ScheduledMatchGame {
  /** 1-based over the whole match. */
  readonly game: number;
  readonly stage: MatchStage;
  /** Null for Armageddon: one lot, and its winner chooses the colour (§4.4). */
  readonly white: MatchSide | null;
}

export interface MatchGameResult {
  readonly stage: MatchStage;
  readonly white: MatchSide;
  /** White's points: 1, ½ or 0. */
  readonly whitePoints: number;
  /** Armageddon only: both flags fell; the colour whose flag fell later wins. */
  readonly laterFlag?: Colour;
}

export type MatchOutcome =
  | {
      readonly status: 'decided';
      readonly winner: MatchSide;
      readonly decidedIn: MatchStage;
      readonly top: number;
      readonly bottom: number;
    }
  | { readonly status: 'undecided'; readonly next: MatchStage; readonly top: number; readonly bottom: number };

export class MatchRecordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MatchRecordError';
  }
}

function other(side: MatchSide): MatchSide {
  return side === 'top' ? 'bottom' : 'top';
}

export function validateMatchPlan(plan: MatchPlan): void {
  const evenAtLeastTwo = (n: number) => Number.isInteger(n) && n >= 2 && n % 2 === 0;
  if (!evenAtLeastTwo(plan.regularGames))
    throw new MatchRecordError(`a match needs an even number of games, at least 2 (got ${plan.regularGames})`);
  if (plan.extensions > 0 && !evenAtLeastTwo(plan.extensionGames)) {
    throw new MatchRecordError(`an extension needs an even number of games, at least 2 (got ${plan.extensionGames})`);
  }
  if (!Number.isInteger(plan.extensions) || plan.extensions < 0)
    throw new MatchRecordError(`extensions must be 0 or more (got ${plan.extensions})`);
}

/** The stages in playing order, each with its number of games. */
function stagesOf(plan: MatchPlan): { stage: MatchStage; games: number }[] {
  return [
    { stage: 'regular', games: plan.regularGames },
    ...Array.from({ length: plan.extensions }, () => ({ stage: 'extension' as const, games: plan.extensionGames })),
    { stage: 'armageddon', games: 1 },
  ];
}

/**
 * Colours of every possible game: `firstWhite` (drawn by lot) has White in game 1 and colours alternate, so each
 * stage has as many whites as blacks for both players.
 */
export function matchSchedule(plan: MatchPlan, firstWhite: MatchSide): ScheduledMatchGame[] {
  validateMatchPlan(plan);
  const games: ScheduledMatchGame[] = [];
  let white = firstWhite;
  for (const { stage, games: count } of stagesOf(plan)) {
    for (let i = 0; i < count; i++) {
      games.push({ game: games.length + 1, stage, white: stage === 'armageddon' ? null : white });
      white = other(white);
    }
  }
  return games;
}

/** Armageddon (§4.4): a win counts; a draw goes to Black; both flags down → the later flag wins. */
export function armageddonWinner(game: MatchGameResult): MatchSide {
  const black = other(game.white);
  if (game.laterFlag) return game.laterFlag === 'w' ? game.white : black;
  return game.whitePoints === 1 ? game.white : black;
}

/** Evaluate the games so far: who won, at which stage, or which stage comes next. */
export function matchOutcome(games: readonly MatchGameResult[], plan: MatchPlan = DEFAULT_MATCH_PLAN): MatchOutcome {
  validateMatchPlan(plan);
  let top = 0;
  let bottom = 0;
  let index = 0;
  const score = () => ({ top: roundScore(top), bottom: roundScore(bottom) });
  for (const { stage, games: count } of stagesOf(plan)) {
    const stageGames = games.slice(index, index + count);
    stageGames.forEach((g, i) => {
      if (g.stage !== stage)
        throw new MatchRecordError(
          `game ${index + i + 1} is recorded as ${g.stage} but the match is in its ${stage} stage`,
        );
      const blackPoints = 1 - g.whitePoints;
      if (g.white === 'top') {
        top += g.whitePoints;
        bottom += blackPoints;
      } else {
        bottom += g.whitePoints;
        top += blackPoints;
      }
    });
    index += stageGames.length;
    if (stageGames.length < count) return { status: 'undecided', next: stage, ...score() };
    if (stage === 'armageddon') {
      if (games.length > index)
        throw new MatchRecordError(`game ${index + 1} was recorded after the Armageddon game decided the match`);
      return { status: 'decided', winner: armageddonWinner(stageGames[0]), decidedIn: stage, ...score() };
    }
    if (roundScore(top) !== roundScore(bottom)) {
      if (games.length > index)
        throw new MatchRecordError(`game ${index + 1} was recorded after the ${stage} games decided the match`);
      return { status: 'decided', winner: top > bottom ? 'top' : 'bottom', decidedIn: stage, ...score() };
    }
  }
  // stagesOf always ends with Armageddon, which returns above.
  throw new MatchRecordError('unreachable: a match always ends with Armageddon');
}
