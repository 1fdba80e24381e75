import { preferencesCompatible } from '../../history/colour-preference';
import type { PlayerState } from '../../history/pairing-state';
import { mayMeet } from './absolute-criteria';
import { bitsFor } from './criteria-matcher';

/**
 * The quality criteria of C.04.4.2 Article 2 (2026) as the fields of a matching weight, most significant first,
 * over every player still to pair while one bracket is paired:
 *
 *   C4  1 per edge: a matching pairing everybody beats any other
 *   C5  pairs inside the bracket
 *   C6  players paired inside the bracket, one field per score, highest score first: maximising them
 *       minimises the outgoing floaters' scores taken in descending order
 *   C7  the following bracket (outgoing floaters + next score group) as C5 and C6 would judge it
 *   C8  pairs inside the bracket whose colour preferences can both be granted
 *   Article 4: room for the order of pairings, used by the procedure one BSN at a time
 */
export type Role = 'bracket' | 'next' | 'lower';

export interface BracketLayout {
  /** Field widths, most significant first. */
  readonly widths: readonly number[];
  /** Scores of the bracket and the next score group, highest first (one C6 and one C7 field each). */
  readonly scores: readonly number[];
  /** Criterion of each field ('C4' … 'C8', 'Article 4'). */
  readonly labels: readonly string[];
}

export function bracketLayout(vertices: readonly PlayerState[], roles: readonly Role[]): BracketLayout {
  const counts = new Map<number, number>();
  vertices.forEach((p, v) => {
    if (roles[v] !== 'lower') counts.set(p.pairingScore, (counts.get(p.pairingScore) ?? 0) + 1);
  });
  const scores = [...counts.keys()].sort((x, y) => y - x);
  const n = vertices.length;
  const pairsBits = bitsFor(Math.floor(n / 2));
  const scoreBits = scores.map((s) => bitsFor(counts.get(s)!));
  return {
    widths: [pairsBits, pairsBits, ...scoreBits, pairsBits, ...scoreBits, pairsBits, bitsFor(n)],
    scores,
    labels: ['C4', 'C5', ...scores.map(() => 'C6'), 'C7', ...scores.map(() => 'C7'), 'C8', 'Article 4'],
  };
}

/**
 * The field values of the edge between two players (the Article 4 field set to `order`), or null when they may
 * not meet (C1, C3).
 */
export function edgeValues(
  L: BracketLayout,
  a: PlayerState,
  b: PlayerState,
  ra: Role,
  rb: Role,
  order = 0,
): number[] | null {
  if (!mayMeet(a, b)) return null;
  const inBracket = ra === 'bracket' && rb === 'bracket';
  // a pair of the following bracket: one player of the next score group, the other of it or of this bracket
  const inNext = !inBracket && ra !== 'lower' && rb !== 'lower';
  const perScore = (on: boolean) =>
    L.scores.map((s) => (on ? (a.pairingScore === s ? 1 : 0) + (b.pairingScore === s ? 1 : 0) : 0));
  const colours = inBracket && preferencesCompatible(a.colours.preference, b.colours.preference);
  return [1, inBracket ? 1 : 0, ...perScore(inBracket), inNext ? 1 : 0, ...perScore(inNext), colours ? 1 : 0, order];
}

/** With the Article 4 field replaced. */
export function withOrder(values: readonly number[], order: number): number[] {
  const out = values.slice();
  out[out.length - 1] = order;
  return out;
}

/** Index of the first criterion on which `worse` falls short of `best` (Article 4 field ignored), or -1. */
export function firstShortfall(best: readonly number[], worse: readonly number[]): number {
  for (let i = 0; i < best.length - 1; i++) if (worse[i] !== best[i]) return worse[i] < best[i] ? i : -1;
  return -1;
}
