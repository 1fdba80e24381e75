import { pointsFor, type RoundEntry, type Scoring } from '../model';
import type { CardRound, RoundKind, TiebreakRules, UnplayedCategory } from './types';

/**
 * C.07 Articles 15-16: what an unplayed round is, its category, and how it enters the player's own tie-breaks
 * (the dummy opponent, 16.4) and other players' tie-breaks (the adjusted score, 16.3).
 */

const GAME_RESULT: Partial<Record<string, number>> = {
  '1': 1,
  W: 1,
  '=': 0.5,
  D: 0.5,
  '0': 0,
  L: 0,
  '*': 0,
  '+': 1,
  '-': 0,
};

/** Reduce a model entry (or its absence: not paired, withdrawn, not yet entered) to a card round. */
export function toCardRound(entry: RoundEntry | null | undefined, round: number, scoring: Scoring): CardRound {
  if (!entry)
    return {
      round,
      kind: 'zeroBye',
      opponent: 0,
      colour: null,
      code: 'Z',
      points: pointsFor('Z', scoring),
      gameResult: 0,
    };
  const points = pointsFor(entry.result, scoring);
  const kind = kindOf(entry);
  // a win "without opponent" from older programs is a full-point bye (trf.md §4)
  const code = entry.opponent === 0 && entry.result === '+' ? 'F' : entry.result;
  return {
    round,
    kind,
    opponent: kind === 'game' || kind === 'forfeitWin' || kind === 'forfeitLoss' ? entry.opponent : 0,
    colour: kind === 'game' || kind === 'forfeitWin' || kind === 'forfeitLoss' ? entry.colour : null,
    code,
    points: code === 'F' ? pointsFor('F', scoring) : points,
    gameResult: GAME_RESULT[entry.result] ?? 0,
  };
}

function kindOf(entry: RoundEntry): RoundKind {
  switch (entry.result) {
    case '1':
    case '=':
    case '0':
    case 'W':
    case 'D':
    case 'L':
    case '*':
      return entry.opponent === 0 ? 'zeroBye' : 'game';
    case '+':
      return entry.opponent === 0 ? 'fullBye' : 'forfeitWin';
    case '-':
      return entry.opponent === 0 ? 'zeroBye' : 'forfeitLoss';
    case 'U':
      return 'pab';
    case 'F':
      return 'fullBye';
    case 'H':
      return 'halfBye';
    case 'Z':
      return 'zeroBye';
  }
}

/** C.07 15.1: any round in which the player did not play a game, paired or not. */
export function isUnplayed(r: CardRound): boolean {
  return r.kind !== 'game';
}

/** C.07 16.1: a voluntary unplayed round is a requested (half- or zero-point) bye or a forfeit loss. */
export function isVoluntaryUnplayed(r: CardRound): boolean {
  return r.kind === 'halfBye' || r.kind === 'zeroBye' || r.kind === 'forfeitLoss';
}

/**
 * C.07 16.2 category of round `index` (0-based) of a card, or null for a game. A requested bye is 16.2.3 when a
 * later round is a non-VUR (game, PAB, full-point bye, forfeit win), otherwise 16.2.5 - a forfeit loss after it
 * does not end the trailing zone (tiebreaks.md 3.1).
 */
export function unplayedCategory(card: readonly CardRound[], index: number): UnplayedCategory | null {
  const r = card[index];
  switch (r.kind) {
    case 'game':
      return null;
    case 'pab':
    case 'fullBye':
      return '16.2.1';
    case 'forfeitWin':
      return '16.2.2';
    case 'forfeitLoss':
      return '16.2.4';
    case 'halfBye':
    case 'zeroBye':
      for (let j = index + 1; j < card.length; j++) if (!isVoluntaryUnplayed(card[j])) return '16.2.3';
      return '16.2.5';
  }
}

/**
 * C.07 16.3: how a player counts when he appears as somebody's opponent - game results, unplayed rounds of
 * 16.2.1-16.2.4 at face value, requested byes of 16.2.5 as draws.
 */
export function adjustedScore(card: readonly CardRound[], scoring: Scoring): number {
  let sum = 0;
  card.forEach((r, i) => {
    sum += unplayedCategory(card, i) === '16.2.5' ? scoring.draw : r.points;
  });
  return sum;
}

/**
 * C.07 16.4: the score of the dummy opponent the player is deemed to have met in an unplayed round.
 * 2024 edition: the player's own final score. 2026 edition (16.4.1/16.4.2): never more than the scheduled
 * opponent's adjusted score for forfeits, nor more than draw points x number of rounds otherwise.
 */
export function dummyScore(args: {
  rules: Exclude<TiebreakRules, 'legacy'>;
  category: UnplayedCategory;
  ownScore: number;
  scheduledOpponentAdjusted: number | null;
  drawPoints: number;
  rounds: number;
}): number {
  const { rules, category, ownScore, scheduledOpponentAdjusted, drawPoints, rounds } = args;
  if (rules === 'fide2024') return ownScore;
  const isForfeit = category === '16.2.2' || category === '16.2.4';
  if (isForfeit && scheduledOpponentAdjusted !== null) return Math.min(ownScore, scheduledOpponentAdjusted);
  return Math.min(ownScore, drawPoints * rounds);
}
