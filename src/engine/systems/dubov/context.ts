import type { Colour } from '../../model';
import { type PairingState, type PlayerState, historicalPairingScore } from '../../history/pairing-state';
import { aroOf } from './aro';
import { type DubovPreference, dubovPreference } from './colour';

/**
 * What the Dubov rules need to know about one player before a round is paired: the shared pairing state plus
 * ARO (1.7), the Dubov colour preference (1.6) and the upfloat record (1.8).
 */
export interface DubovPlayer {
  readonly state: PlayerState;
  readonly id: number;
  /** Pairing score in units (brackets and upfloats use it: acceleration.md §3). */
  readonly score: number;
  /** Effective TPN, 0-based (every ordering ends on it). */
  readonly rank: number;
  readonly aro: number;
  readonly preference: DubovPreference;
  /** Times upfloated so far. */
  readonly upfloats: number;
  /** Upfloated in the previous round (C10). */
  readonly upfloatedLastRound: boolean;
  /** Has already been upfloated MaxT times (1.8.1). */
  readonly maximumUpfloater: boolean;
}

export interface DubovContext {
  readonly st: PairingState;
  readonly maxT: number;
  /** C8–C10 are not applied in the last round (2.3.4–2.3.6). */
  readonly lastRound: boolean;
  readonly players: ReadonlyMap<number, DubovPlayer>;
}

/** 1.8.2: MaxT = 2 + ⌊Rnds / 5⌋. */
export function maximumUpfloats(totalRounds: number): number {
  return 2 + Math.floor(totalRounds / 5);
}

/**
 * Upfloats of a player so far. "Upfloated" is not defined by the text; read as "paired against an opponent
 * who had a higher pairing score when that round was paired" [reading, dubov.md §2]. A forfeited game still
 * counts: the pairing floated him whether or not the game then took place.
 */
export function upfloatRecord(st: PairingState, p: PlayerState): { count: number; previous: boolean } {
  let count = 0;
  let previous = false;
  for (let k = 0; k < st.playedRounds; k++) {
    const h = p.history[k];
    const opp = h.opponent ? st.byId.get(h.opponent) : undefined;
    const roundsBack = st.playedRounds - k;
    const up = !!opp && historicalPairingScore(st, p, roundsBack) < historicalPairingScore(st, opp, roundsBack);
    if (up) count++;
    if (k === st.playedRounds - 1) previous = up;
  }
  return { count, previous };
}

export function dubovContext(st: PairingState): DubovContext {
  const maxT = maximumUpfloats(st.totalRounds);
  const players = new Map<number, DubovPlayer>();
  for (const p of st.toPair) {
    const floats = upfloatRecord(st, p);
    players.set(p.id, {
      state: p,
      id: p.id,
      score: p.pairingScore,
      rank: p.rankIndex,
      aro: aroOf(st, p),
      preference: dubovPreference(p),
      upfloats: floats.count,
      upfloatedLastRound: floats.previous,
      maximumUpfloater: floats.count >= maxT,
    });
  }
  return { st, maxT, lastRound: st.round >= st.totalRounds, players };
}

/**
 * The absolute criteria between two players: C1 (no second game; arbiter-forbidden pairs too) and C3 (two
 * players with the same absolute colour preference never meet: no exception in Dubov).
 */
export function mayMeet(a: DubovPlayer, b: DubovPlayer): boolean {
  if (a.state.cannotMeet.has(b.id) || b.state.cannotMeet.has(a.id)) return false;
  return !(
    a.preference.strength === 'absolute' &&
    b.preference.strength === 'absolute' &&
    a.preference.colour === b.preference.colour
  );
}

/** Both players can get their colour preference (C7 counts the pairs where this fails). */
export function preferencesDiffer(a: DubovPlayer, b: DubovPlayer): boolean {
  return a.preference.colour !== b.preference.colour;
}

export function seeks(p: DubovPlayer, colour: Colour): boolean {
  return p.preference.colour === colour;
}

/** G1 order (3.2.5, 4.3.2): ascending ARO, then ascending TPN. */
export function byAroThenTpn(a: DubovPlayer, b: DubovPlayer): number {
  return a.aro - b.aro || a.rank - b.rank;
}

export function byTpn(a: DubovPlayer, b: DubovPlayer): number {
  return a.rank - b.rank;
}
