import type { PairingSystemId, Scoring } from '../engine/model';
import { STANDARD_SCORING } from '../engine/model';
import { scoringProblems } from '../engine/model/scoring-rules';
import { DEFAULT_TIEBREAKS } from '../engine/tiebreaks/defaults';

/**
 * What the random tournament generator is asked for (checklist Q24-25, docs/generator.md §2). Counts of byes and
 * forfeits are either a number (`count`) or a share (`percent`); what is not given is drawn at random.
 */
export type Amount = { readonly count: number } | { readonly percent: number };

export interface GeneratorConfig {
  readonly players: number;
  readonly rounds: number;
  readonly lowestRating: number;
  readonly highestRating: number;
  /** Draw rate (percent) between two 2000-rated players; it rises with rating (result-model.ts). */
  readonly drawPercentage: number;
  /** Share of scheduled games in which a player forfeits (each side on its own; both: a double forfeit). */
  readonly forfeits: Amount;
  /** Players who withdraw at a random round (absent, `Z`, from then on). */
  readonly retired: Amount;
  /** Half-point, full-point and zero-point byes requested before a round (player-rounds). */
  readonly halfByes: Amount;
  readonly fullByes: Amount;
  readonly zeroByes: Amount;
  /** Only in this round, when set (the byes "per round" of Q24). */
  readonly byeRound?: number;
  readonly baku: boolean;
  readonly system: Extract<PairingSystemId, 'dutch' | 'burstein' | 'dubov' | 'lim'>;
  readonly scoring: Scoring;
  readonly tiebreaks: readonly string[];
  readonly startDate?: string;
}

export const DEFAULT_CONFIG: GeneratorConfig = {
  players: 0,
  rounds: 0,
  lowestRating: 1400,
  highestRating: 2600,
  drawPercentage: 30,
  forfeits: { percent: 0 },
  retired: { percent: 0 },
  halfByes: { percent: 0 },
  fullByes: { count: 0 },
  zeroByes: { count: 0 },
  baku: false,
  system: 'dutch',
  scoring: STANDARD_SCORING,
  tiebreaks: DEFAULT_TIEBREAKS.swiss,
};

export class GeneratorConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GeneratorConfigError';
  }
}

/** `12` = a count, `10%` = a percentage. */
export function parseAmount(text: string, what: string): Amount {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(%?)\s*$/.exec(text);
  if (!m) throw new GeneratorConfigError(`${what} must be a count (e.g. 3) or a percentage (e.g. 5%), not "${text}"`);
  const value = Number(m[1]);
  if (m[2] === '%') {
    if (value > 100) throw new GeneratorConfigError(`${what} must be at most 100%, not "${text}"`);
    return { percent: value };
  }
  if (!Number.isInteger(value))
    throw new GeneratorConfigError(`${what} must be a whole count or a percentage, not "${text}"`);
  return { count: value };
}

/** The bbpPairings rates are "one in N" (N ≥ 1): 1 in N games forfeited, 1 in N players retired or with a half-point bye. */
function oneIn(value: number): Amount {
  return { percent: 100 / value };
}

function number(text: string, key: string, line: number, min: number): number {
  const v = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(v) || v < min) {
    throw new GeneratorConfigError(`line ${line}: ${key}: the value "${text.trim()}" is not a number ≥ ${min}`);
  }
  return v;
}

function wholeNumber(text: string, key: string, line: number, min: number): number {
  const v = number(text, key, line, min);
  if (!Number.isInteger(v))
    throw new GeneratorConfigError(`line ${line}: ${key}: the value "${text.trim()}" is not a whole number`);
  return v;
}

/**
 * The configuration file of the reference programs' generators (bbpPairings `-g config`, JaVaFo RTG):
 * `Key=value` lines, `#` comments. Keys: PlayersNumber, RoundsNumber, DrawPercentage, ForfeitRate, RetiredRate,
 * HalfPointByeRate (HalfPointByteRate, a misspelling the reference accepts), HighestRating, LowestRating,
 * PointsForWin, PointsForDraw, PointsForLoss, PointsForZPB, PointsForForfeitLoss, PointsForPAB. Rates are
 * "one in N" as in the reference. Unknown keys are refused with their line.
 */
export function parseReferenceConfig(text: string, base: GeneratorConfig = DEFAULT_CONFIG): GeneratorConfig {
  let c: { -readonly [K in keyof GeneratorConfig]: GeneratorConfig[K] } = { ...base };
  const scoring = { ...base.scoring };
  let pabSet = false;
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trim();
    if (content === '' || content.startsWith('#')) return;
    const eq = content.indexOf('=');
    if (eq < 0) throw new GeneratorConfigError(`line ${line}: expected Key=value, got "${content}"`);
    const key = content.slice(0, eq).trim();
    const value = content.slice(eq + 1);
    switch (key) {
      case 'PlayersNumber':
        c.players = wholeNumber(value, key, line, 1);
        break;
      case 'RoundsNumber':
        c.rounds = wholeNumber(value, key, line, 1);
        break;
      case 'DrawPercentage':
        c.drawPercentage = wholeNumber(value, key, line, 0);
        if (c.drawPercentage > 100) throw new GeneratorConfigError(`line ${line}: DrawPercentage must be at most 100`);
        break;
      case 'ForfeitRate':
        c.forfeits = oneIn(number(value, key, line, 1));
        break;
      case 'RetiredRate':
        c.retired = oneIn(number(value, key, line, 2));
        break;
      case 'HalfPointByeRate':
      case 'HalfPointByteRate':
        c.halfByes = oneIn(number(value, key, line, 1));
        break;
      case 'HighestRating':
        c.highestRating = wholeNumber(value, key, line, 0);
        break;
      case 'LowestRating':
        c.lowestRating = wholeNumber(value, key, line, 0);
        break;
      case 'PointsForWin':
        scoring.win = number(value, key, line, 0);
        scoring.forfeitWin = scoring.win;
        scoring.fullBye = scoring.win;
        if (!pabSet) scoring.pab = scoring.win;
        break;
      case 'PointsForDraw':
        scoring.draw = number(value, key, line, 0);
        scoring.halfBye = scoring.draw;
        break;
      case 'PointsForLoss':
        scoring.loss = number(value, key, line, 0);
        break;
      case 'PointsForZPB':
        scoring.zeroBye = number(value, key, line, 0);
        break;
      case 'PointsForForfeitLoss':
        scoring.forfeitLoss = number(value, key, line, 0);
        scoring.zeroBye = scoring.forfeitLoss;
        break;
      case 'PointsForPAB':
        scoring.pab = number(value, key, line, 0);
        pabSet = true;
        break;
      default:
        throw new GeneratorConfigError(`line ${line}: unknown key "${key}"`);
    }
  });
  c = { ...c, scoring };
  return c;
}

/** Refuses what cannot be generated; the scoring rules are the checklist's (Q74, Q81, Q83). */
export function checkConfig(c: GeneratorConfig): void {
  if (!Number.isInteger(c.players) || c.players < 2)
    throw new GeneratorConfigError('the number of players must be at least 2');
  if (c.players > 9999) throw new GeneratorConfigError('at most 9999 players (TRF pairing numbers have four digits)');
  if (!Number.isInteger(c.rounds) || c.rounds < 1)
    throw new GeneratorConfigError('the number of rounds must be at least 1');
  if (c.rounds >= c.players)
    throw new GeneratorConfigError(`${c.rounds} rounds need more than ${c.players} players for a Swiss`);
  if (c.lowestRating > c.highestRating) throw new GeneratorConfigError('the lowest rating is above the highest rating');
  for (const m of scoringProblems(c.scoring)) throw new GeneratorConfigError(m);
  if (c.byeRound !== undefined && (c.byeRound < 1 || c.byeRound > c.rounds))
    throw new GeneratorConfigError(`the bye round must be between 1 and ${c.rounds}`);
}
