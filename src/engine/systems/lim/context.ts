import type { Colour } from '../../model';
import { type PairingState, type PlayerState, historicalPairingScore } from '../../history/pairing-state';
import { isAbsolute } from '../../history/colour-preference';

/**
 * What the Lim rules (C.04.4.3, 2026) need to know about one player before a round is paired.
 * Terminology of the text: "higher-numbered" = better ranked; here `rank` is the 0-based effective TPN, so a
 * smaller rank is a better one.
 */
export interface LimPlayer {
  readonly state: PlayerState;
  readonly id: number;
  /** Pairing score in units. */
  readonly score: number;
  readonly rank: number;
  readonly rating: number;
  /**
   * Due colour (5.1; C.04.1 Art. 8): the colour played fewer times, else the opposite of the last one; the
   * colour a limit forces (5.3) comes first. Null for a player who has not played yet.
   */
  readonly due: Colour | null;
  /** Giving the other colour would break a colour limit (three in a row, or three more of one colour): 2.1, 5.1. */
  readonly mustHaveDue: boolean;
  /** Floated in the previous round (3.10): paired against another score, or received the PAB [reading]. */
  readonly floatedLastRound: boolean;
}

export interface LimContext {
  readonly st: PairingState;
  /** Art. 6: in the last round equal scores come before colours (colour limits may then be broken). */
  readonly lastRound: boolean;
  readonly players: ReadonlyMap<number, LimPlayer>;
}

/**
 * 3.10 "floated in the previous round". A player paired against a different score floated. The booklet also
 * spares the receiver of the previous round's PAB (round 2 of its example: "the player who took the bye
 * without playing cannot be floated in the next round"), so the PAB counts as a float [reading].
 */
function floatedInPreviousRound(st: PairingState, p: PlayerState): boolean {
  if (st.playedRounds === 0) return false;
  const h = p.history[st.playedRounds - 1];
  if (h.result === 'U') return true;
  const opp = h.opponent ? st.byId.get(h.opponent) : undefined;
  return !!opp && historicalPairingScore(st, p, 1) !== historicalPairingScore(st, opp, 1);
}

export function limContext(st: PairingState): LimContext {
  const players = new Map<number, LimPlayer>();
  for (const p of st.toPair) {
    players.set(p.id, {
      state: p,
      id: p.id,
      score: p.pairingScore,
      rank: p.rankIndex,
      rating: p.rating,
      due: p.colours.preference,
      mustHaveDue: isAbsolute(p.colours),
      floatedLastRound: floatedInPreviousRound(st, p),
    });
  }
  return { st, lastRound: st.round >= st.totalRounds, players };
}

/**
 * 2.1 Compatible: the two have not met (GHR 3.5: played games only; arbiter-forbidden pairs excluded too) and
 * the pairing does not force either to have the same colour three times running or three more games with one
 * colour — i.e. they do not both need the same colour. Art. 6: in the last round the colour part is waived.
 */
export function compatible(ctx: LimContext, a: LimPlayer, b: LimPlayer): boolean {
  if (a === b) return false;
  if (a.state.cannotMeet.has(b.id) || b.state.cannotMeet.has(a.id)) return false;
  if (ctx.lastRound) return true;
  return !(a.mustHaveDue && b.mustHaveDue && a.due === b.due);
}

/** Both players can get their due colour (a player without one is content with either). */
export function bothDue(a: LimPlayer, b: LimPlayer): boolean {
  return a.due === null || b.due === null || a.due !== b.due;
}

/** Number of the two players who get their due colour: 2 when the due colours differ, else 1 (5.2). */
export function dueColoursGranted(a: LimPlayer, b: LimPlayer): number {
  return bothDue(a, b) ? 2 : 1;
}

/** 3.8 "an opponent who can take the right colour": the floater gets his due colour against him. */
export function givesRightColour(floater: LimPlayer, opponent: LimPlayer): boolean {
  return floater.due === null || opponent.due !== floater.due;
}

/** Higher ranked: more points, then the better (smaller) pairing number. */
export function byRank(a: LimPlayer, b: LimPlayer): number {
  return b.score - a.score || a.rank - b.rank;
}
