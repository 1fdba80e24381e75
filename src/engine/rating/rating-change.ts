import type { Player, Tournament } from '../model';
import { roundHalfAwayFromZero } from './decimal';
import { scoringProbability } from './expected-score';
import { initialRating, type InitialRating } from './initial-rating';
import { applySevenHundredRule, chooseK } from './k-factor';
import { splitRounds, type CountedGame, type RatingType, type RoundNotRated } from './rated-games';

/** What the arbiter (or a rating list) tells about one player beyond the tournament file. */
export interface RatingPlayerInput {
  /** K printed in the list in force at the start. */
  readonly listK?: number;
  /** Rated games the player already has in the same rating period from other events (8.3.3). */
  readonly otherGamesInPeriod?: number;
  readonly everReached2400?: boolean;
  readonly thirtyGamesCompleted?: boolean;
}

export interface RatingOptions {
  readonly type?: RatingType;
  /** The tournament's start date, YYYY-MM-DD (decides the 2650 amendment); defaults to the tournament's own. */
  readonly startDate?: string;
  readonly players?: ReadonlyMap<number, RatingPlayerInput>;
}

export interface RatedGame extends CountedGame {
  /** Own rating minus the opponent's. */
  readonly d: number;
  /** D after the 400-point rule. */
  readonly dUsed: number;
  /** Hundredths. */
  readonly pd: number;
  /** Score - PD, hundredths. */
  readonly delta: number;
}

/** Which rule decided an unusual case (shown in the sheet's notes column). */
export type RatingNote =
  | { readonly kind: 'cap-400'; readonly games: number }
  | { readonly kind: 'no-cap-2650' }
  | { readonly kind: 'k-700'; readonly from: number; readonly to: number; readonly games: number }
  | { readonly kind: 'k-derived'; readonly k: number }
  | { readonly kind: 'below-1400' }
  | { readonly kind: 'not-counted'; readonly rounds: number };

export interface RatedPlayerChange {
  readonly status: 'rated';
  readonly player: Player;
  readonly rating: number;
  readonly kList: number;
  readonly kSource: 'list' | 'derived';
  readonly otherGames: number;
  readonly kUsed: number;
  readonly games: RatedGame[];
  readonly notRated: RoundNotRated[];
  /** Hundredths. */
  readonly score: number;
  readonly expected: number;
  readonly sumDelta: number;
  /** K x sum delta, in hundredths (exact). */
  readonly change: number;
  readonly changeRounded: number;
  readonly newRating: number;
  readonly notes: RatingNote[];
}

export interface UnratedPlayerChange {
  readonly status: 'unrated';
  readonly player: Player;
  readonly games: CountedGame[];
  readonly notRated: RoundNotRated[];
  readonly initial: InitialRating;
}

export type PlayerRatingChange = RatedPlayerChange | UnratedPlayerChange;

/** 8.3.1 as amended: from 1 October 2025 players rated 2650 and above use the real difference. */
export const AMENDMENT_2650_FROM = '2025-10-01';
const CAP = 400;
const NO_CAP_FROM_RATING = 2650;

/** `2026/11/07`, `26/11/07`, `2026-11-07`, `2026.11.07` -> `2026-11-07`; '' when unreadable. */
export function isoDate(text: string | undefined): string {
  const m = /^(\d{2}|\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/.exec((text ?? '').trim());
  if (!m) return '';
  const y = m[1].length === 2 ? `20${m[1]}` : m[1];
  return `${y}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}`;
}

export function birthYearOf(p: Player): number | undefined {
  const m = /^(\d{4})/.exec(p.birthDate ?? '');
  const y = m ? Number(m[1]) : 0;
  return y > 0 ? y : undefined;
}

/**
 * D used for one game (8.3.1): more than 400 counts as 400; in standard events starting on or after
 * 1 October 2025 a player rated 2650 or more uses the real difference (only his own side: his opponent's D
 * stays capped). Rapid and blitz keep the cap for everybody (R&B 2024).
 */
export function differenceUsed(own: number, opponent: number, type: RatingType, startDate: string): number {
  const d = own - opponent;
  const exempt = type === 'standard' && own >= NO_CAP_FROM_RATING && startDate >= AMENDMENT_2650_FROM;
  if (exempt || Math.abs(d) <= CAP) return d;
  return d > 0 ? CAP : -CAP;
}

/** The rating change of every player of a tournament (B.02 8.2, 8.3), an estimate for this event alone. */
export function ratingChanges(t: Tournament, options: RatingOptions = {}): PlayerRatingChange[] {
  const type = options.type ?? 'standard';
  const start = isoDate(options.startDate ?? t.info.startDate);
  const listYear = Number(start.slice(0, 4)) || 0;
  const ratings = new Map(t.players.map((p) => [p.id, p.rating]));
  const ratingOf = (id: number): number => ratings.get(id) ?? 0;
  return t.players.map((player): PlayerRatingChange => {
    const { counted, notRated } = splitRounds(player, ratingOf, type);
    if (player.rating <= 0) {
      return { status: 'unrated', player, games: counted, notRated, initial: initialRating(counted) };
    }
    const input = options.players?.get(player.id) ?? {};
    const k = chooseK({
      listK: input.listK,
      rating: player.rating,
      birthYear: birthYearOf(player),
      listYear,
      everReached2400: input.everReached2400,
      thirtyGamesCompleted: input.thirtyGamesCompleted,
    });
    const otherGames = input.otherGamesInPeriod ?? 0;
    const kUsed = applySevenHundredRule(k.k, counted.length + otherGames);
    const games = counted.map((g): RatedGame => {
      const d = player.rating - g.opponentRating;
      const dUsed = differenceUsed(player.rating, g.opponentRating, type, start);
      const pd = scoringProbability(dUsed);
      return { ...g, d, dUsed, pd, delta: g.score - pd };
    });
    const score = games.reduce((s, g) => s + g.score, 0);
    const expected = games.reduce((s, g) => s + g.pd, 0);
    const sumDelta = score - expected;
    const change = sumDelta * kUsed;
    const changeRounded = roundHalfAwayFromZero(change);
    const newRating = player.rating + changeRounded;
    const notes: RatingNote[] = [];
    if (k.source === 'derived') notes.push({ kind: 'k-derived', k: k.k });
    if (kUsed !== k.k) notes.push({ kind: 'k-700', from: k.k, to: kUsed, games: counted.length + otherGames });
    const capped = games.filter((g) => g.dUsed !== g.d).length;
    if (capped > 0) notes.push({ kind: 'cap-400', games: capped });
    if (games.some((g) => g.dUsed === g.d && Math.abs(g.d) > CAP)) notes.push({ kind: 'no-cap-2650' });
    const skipped = notRated.filter((r) => r.reason !== 'not-played-yet').length;
    if (skipped > 0) notes.push({ kind: 'not-counted', rounds: skipped });
    if (newRating < 1400) notes.push({ kind: 'below-1400' });
    return {
      status: 'rated',
      player,
      rating: player.rating,
      kList: k.k,
      kSource: k.source,
      otherGames,
      kUsed,
      games,
      notRated,
      score,
      expected,
      sumDelta,
      change,
      changeRounded,
      newRating,
      notes,
    };
  });
}
