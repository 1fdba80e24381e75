import type { Float, PairingState, PlayerState } from '../../history/pairing-state';
import type { CriteriaLayout } from './criteria-layout';

/** What the criteria read of one round's players, shared by the weights and the bracket procedure. */
export interface Context {
  readonly st: PairingState;
  readonly players: readonly PlayerState[];
  readonly layout: CriteriaLayout;
  readonly lastRound: boolean;
  readonly float1: Float[];
  readonly float2: Float[];
  readonly topscorer: boolean[];
  byeScore: number;
  singleDownfloaterIsByeAssignee: boolean;
  /** C9: rank of a played-games count among the players with the PAB score. */
  readonly playedGamesRank: Map<number, number>;
}

/** C2 + C5: a player who may take the PAB with the score it was fixed at. */
export function isByeCandidate(c: Context, p: PlayerState): boolean {
  return p.byeEligible && p.pairingScore <= c.byeScore;
}

/** Where a pair sits for its weight: outside U, in the bracket being paired, or in the next score group. */
export const OUTSIDE = 0;
export const IN_BRACKET = 1;
export const IN_NEXT_BRACKET = 2;
export type Place = typeof OUTSIDE | typeof IN_BRACKET | typeof IN_NEXT_BRACKET;

/** The pool weight of the pair h–l (h higher in 1.2 order) where it sits; −1 when they may not meet. */
export type WeightOf = (h: number, l: number, place: Place) => number;
