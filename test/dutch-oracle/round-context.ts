import {
  type Float,
  type PairingState,
  type PlayerState,
  floatOf,
  isTopscorer,
} from '../../src/engine/history/pairing-state';
import { isAbsolute } from '../../src/engine/history/colour-preference';
import { allocateColour } from '../../src/engine/systems/dutch/colour-allocation';
import { type Colour, opposite } from '../../src/engine/model';

/**
 * Round-level facts for the brute-force Dutch oracle: who may meet whom (C1, C3), who may take the PAB (C2, and
 * C5 once the PAB score is fixed), whether a set of players can still be paired (C4), and the colour outcome of
 * every possible pair under Article 5. Players are referred to by their index in `st.toPair` (1.2 order) and
 * sets of players are bit masks over those indices, so the oracle is limited to small fields.
 *
 * The player facts (scores, colour preferences, floats, bye eligibility) come from the shared history helpers:
 * they are input to the pairing rules, not the method under test.
 */
export const MAX_ORACLE_PLAYERS = 16;

/**
 * Where C9 ("minimise the unplayed games of the PAB receiver", restricted by a note to brackets that downfloat
 * exactly one player who will end up receiving the PAB) applies. The text leaves the boundary open:
 * - 'any-bracket' (the literal note, the reference program's reading, and the default): any bracket whose single
 *   downfloater is bound to get the PAB, including a bracket below the PAB score where several MDPs with the PAB
 *   score compete for it (bbpPairings v6.0.0 applies C9 wherever the PAB score is at or above the bracket's
 *   residents' score: 77 of 75,885 generated rounds turned on it);
 * - 'pab-score-group': only the bracket of the score group that has the PAB score; once players of that score
 *   have floated below it, C9 no longer applies (the engine's reading until issue #21, kept to show the case).
 */
export type C9Scope = 'any-bracket' | 'pab-score-group';

export interface OracleOptions {
  readonly c9Scope?: C9Scope;
}

/** Colour failures of one pair (C10–C13), counted with the colours Article 5 gives. */
export interface PairColourCost {
  readonly c10: number;
  readonly c11: number;
  readonly c12: number;
  readonly c13: number;
  /** Colour of the pair's lower-index player. */
  readonly colourOfFirst: Colour;
}

export class RoundContext {
  readonly players: readonly PlayerState[];
  readonly n: number;
  readonly score: readonly number[];
  readonly lastRound: boolean;
  readonly topscorer: readonly boolean[];
  readonly float1: readonly Float[];
  readonly float2: readonly Float[];
  /** Rounds so far in which the player did not play a game (C9). */
  readonly unplayed: readonly number[];
  readonly all: number;
  /** Score the PAB receiver must have (C5), fixed for the round; null when nobody gets the PAB. */
  private pabScoreValue: number | null = null;
  private pabFixed = false;
  private readonly compat: boolean[][];
  private readonly perfectMemo: Int8Array;
  private completeMemo: Int8Array;
  private readonly matchableMemo = new Map<number, boolean>();
  private readonly colourMemo = new Map<number, PairColourCost>();

  constructor(
    readonly st: PairingState,
    readonly options: OracleOptions = {},
  ) {
    this.players = st.toPair;
    this.n = this.players.length;
    if (this.n > MAX_ORACLE_PLAYERS) throw new Error(`the oracle pairs at most ${MAX_ORACLE_PLAYERS} players`);
    this.score = this.players.map((p) => p.pairingScore);
    this.lastRound = st.playedRounds >= st.totalRounds - 1;
    this.topscorer = this.players.map((p) => isTopscorer(st, p));
    this.float1 = this.players.map((p) => floatOf(st, p, 1));
    this.float2 = this.players.map((p) => floatOf(st, p, 2));
    this.unplayed = this.players.map((p) => st.playedRounds - p.playedGames);
    this.all = (1 << this.n) - 1;
    this.compat = this.players.map((_, i) => this.players.map((__, j) => i !== j && this.mayMeet(i, j)));
    this.perfectMemo = new Int8Array(1 << this.n).fill(-1);
    this.completeMemo = new Int8Array(1 << this.n).fill(-1);
  }

  /**
   * C1: no second game (played games only, GHR 3.5) and no arbiter-forbidden pair; C3: two non-topscorers with
   * the same absolute colour preference do not meet (topscorers exist only when pairing the final round).
   */
  private mayMeet(i: number, j: number): boolean {
    const a = this.players[i];
    const b = this.players[j];
    if (a.cannotMeet.has(b.id) || b.cannotMeet.has(a.id)) return false;
    const sameAbsolute =
      isAbsolute(a.colours) && isAbsolute(b.colours) && a.colours.preference === b.colours.preference;
    return !sameAbsolute || this.topscorer[i] || this.topscorer[j];
  }

  compatible(i: number, j: number): boolean {
    return this.compat[i][j];
  }

  get pabScore(): number | null {
    return this.pabScoreValue;
  }

  /** C2 (eligibility) and, once fixed, C5 (the PAB receiver has the lowest possible score). */
  byeCandidate(i: number): boolean {
    if (!this.players[i].byeEligible) return false;
    return !this.pabFixed || this.score[i] === this.pabScoreValue;
  }

  /** Every player of `mask` can be paired respecting C1–C3. */
  perfect(mask: number): boolean {
    if (mask === 0) return true;
    const memo = this.perfectMemo[mask];
    if (memo >= 0) return memo === 1;
    const i = lowestBit(mask);
    const rest = mask & ~(1 << i);
    let ok = false;
    for (let j = i + 1; j < this.n && !ok; j++) {
      if (rest & (1 << j) && this.compat[i][j]) ok = this.perfect(rest & ~(1 << j));
    }
    this.perfectMemo[mask] = ok ? 1 : 0;
    return ok;
  }

  /**
   * C4 (with C5 once the PAB score is fixed): the players of `mask` can be paired respecting C1–C3, leaving at
   * most one of them, who must be a PAB candidate.
   */
  complete(mask: number): boolean {
    const memo = this.completeMemo[mask];
    if (memo >= 0) return memo === 1;
    let ok: boolean;
    if (popcount(mask) % 2 === 0) ok = this.perfect(mask);
    else ok = this.byeReceivers(mask).length > 0;
    this.completeMemo[mask] = ok ? 1 : 0;
    return ok;
  }

  /** The players of an odd `mask` who can take the PAB in some complete pairing of `mask`. */
  byeReceivers(mask: number): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.n; i++) {
      if (mask & (1 << i) && this.byeCandidate(i) && this.perfect(mask & ~(1 << i))) out.push(i);
    }
    return out;
  }

  /**
   * 1.9.1/1.9.3 and C5 (dutch.md §2.3): check that a complete round-pairing exists and fix the lowest score a
   * PAB receiver can have in one; from then on every bracket must keep such a completion possible.
   * Returns false when no complete round-pairing exists.
   */
  fixPabScore(): boolean {
    if (this.n % 2 === 0) {
      this.pabFixed = true;
      return this.perfect(this.all);
    }
    const receivers = this.byeReceivers(this.all);
    if (receivers.length === 0) return false;
    this.pabScoreValue = Math.min(...receivers.map((i) => this.score[i]));
    this.pabFixed = true;
    this.completeMemo = new Int8Array(1 << this.n).fill(-1);
    return true;
  }

  /**
   * The players of `mask` can all be paired inside one bracket whose MDPs are `mdpMask`: MDPs meet residents
   * only, never each other (3.3).
   */
  matchable(mask: number, mdpMask: number): boolean {
    if (mask === 0) return true;
    const key = mask + (mdpMask & mask) * (this.all + 1);
    const memo = this.matchableMemo.get(key);
    if (memo !== undefined) return memo;
    const i = lowestBit(mask);
    const rest = mask & ~(1 << i);
    const iIsMdp = (mdpMask >> i) & 1;
    let ok = false;
    for (let j = i + 1; j < this.n && !ok; j++) {
      if (!(rest & (1 << j)) || !this.compat[i][j]) continue;
      if (iIsMdp && (mdpMask >> j) & 1) continue;
      ok = this.matchable(rest & ~(1 << j), mdpMask);
    }
    this.matchableMemo.set(key, ok);
    return ok;
  }

  /**
   * C10–C13 of the pair (i, j), counted on the colours Article 5 (shared allocation) gives them.
   * C10/C11 count topscorers and their opponents only (final round); C12 every player who does not get his
   * preference; C13 every player with a *strong* preference (1.7.2) who does not get it.
   */
  colourCost(i: number, j: number): PairColourCost {
    const [a, b] = i < j ? [i, j] : [j, i];
    const key = a * this.n + b;
    const memo = this.colourMemo.get(key);
    if (memo) return memo;
    const pa = this.players[a];
    const pb = this.players[b];
    // the engine allocates with the lower id first; Article 5 is symmetric, so the order does not matter
    const [first, second] = pa.id < pb.id ? [pa, pb] : [pb, pa];
    const firstColour = allocateColour(this.st, first, second).colour;
    const colourA: Colour = first === pa ? firstColour : opposite(firstColour);
    const cost = { c10: 0, c11: 0, c12: 0, c13: 0, colourOfFirst: colourA };
    const topPair = this.topscorer[a] || this.topscorer[b];
    for (const [p, c] of [
      [pa, colourA],
      [pb, opposite(colourA)],
    ] as const) {
      const pref = p.colours.preference;
      if (pref && c !== pref) {
        cost.c12++;
        if (p.colours.strength === 'strong') cost.c13++;
      }
      if (topPair) {
        const cd = p.colours.difference + (c === 'w' ? 1 : -1);
        if (Math.abs(cd) > 2) cost.c10++;
        const h = p.colours.colours;
        if (h.length >= 2 && h[h.length - 1] === c && h[h.length - 2] === c) cost.c11++;
      }
    }
    this.colourMemo.set(key, cost);
    return cost;
  }
}

export function lowestBit(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}

export function popcount(mask: number): number {
  let c = 0;
  while (mask) {
    mask &= mask - 1;
    c++;
  }
  return c;
}

export function bitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let i = 0; mask; i++, mask >>>= 1) if (mask & 1) out.push(i);
  return out;
}

export function maskOf(indices: readonly number[]): number {
  return indices.reduce((m, i) => m | (1 << i), 0);
}
