/**
 * Knockout brackets (other-systems.md §4.2-4.3). k players enter (seeded 1..k: by rating, or by the final
 * standings when the knockout is a play-off), t are to be selected. Seeds are paired top against bottom.
 *
 * Bracket size [reading of a garbled sentence]: the smallest m = t·2^j ≥ k. The m-k missing places are imaginary
 * players x1, x2, ... drawn against the top seeds, who therefore have a bye; the other 2k-m players play, leaving
 * t·2^(j-1); each later round halves the field until t remain, so the last round has exactly t games (one per
 * place to decide). k < 2t is the case j = 1: a preliminary round only, the top 2t-k qualify directly.
 *
 * Later rounds [reading]: a fixed bracket. After a round, place i of the next round is held by the bye holder or
 * the winner of board i, and places are paired top against bottom again (winner of 1-8 meets winner of 4-5).
 * Re-seeding by the winners' original seeds is the alternative (`reseededPairs`).
 */

/** Who stands on one side of a pairing. */
export type KnockoutSide =
  | { readonly kind: 'seed'; readonly seed: number }
  /** An imaginary player (x1 is drawn against seed 1): the real opponent has a bye. */
  | { readonly kind: 'imaginary'; readonly label: string }
  /** The winner of an earlier pairing, by id. */
  | { readonly kind: 'winner'; readonly pairing: string };

export interface KnockoutPairing {
  /** `R<round>.<board>`, referenced by later rounds. */
  readonly id: string;
  readonly round: number;
  readonly board: number;
  /** The side holding the better bracket place. */
  readonly top: KnockoutSide;
  readonly bottom: KnockoutSide;
  /** A real player against an imaginary one: no game, the real player goes through. */
  readonly bye: boolean;
}

export interface KnockoutRound {
  readonly round: number;
  /** Real players still in at the start of the round (bye holders included). */
  readonly playersIn: number;
  /** Every pairing in board order, byes included (the booklet writes them `1 - x1`). */
  readonly pairings: readonly KnockoutPairing[];
  /** Seeds that go through without playing. */
  readonly byes: readonly number[];
  /** Matches actually played. */
  readonly matches: number;
  /** Players left after the round. */
  readonly playersOut: number;
}

export interface KnockoutBracket {
  /** k */
  readonly entrants: number;
  /** t */
  readonly select: number;
  /** m = t·2^j */
  readonly bracketSize: number;
  readonly imaginaryPlayers: number;
  /** k < 2t: the booklet's "only a preliminary round" case. */
  readonly preliminaryOnly: boolean;
  /** Seeds who qualify without playing at all (byes in every round: only when preliminaryOnly). */
  readonly qualifyDirectly: readonly number[];
  readonly rounds: readonly KnockoutRound[];
}

export class KnockoutSizeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KnockoutSizeError';
  }
}

/** Pair an ordered list top against bottom: 1-k, 2-(k-1), ... (§4.2). Works for any seed list (e.g. 3..10). */
export function topVersusBottom<T>(ordered: readonly T[]): [T, T][] {
  if (ordered.length % 2 !== 0)
    throw new KnockoutSizeError(`top-v-bottom pairing needs an even number, got ${ordered.length}`);
  const half = ordered.length / 2;
  return Array.from({ length: half }, (_, i) => [ordered[i], ordered[ordered.length - 1 - i]] as [T, T]);
}

/** Smallest t·2^j ≥ k with j ≥ 1 (at least one round is played when k > t). */
export function bracketSize(entrants: number, select: number): number {
  let size = select * 2;
  while (size < entrants) size *= 2;
  return size;
}

function validate(entrants: number, select: number): void {
  if (!Number.isInteger(select) || select < 1) {
    throw new KnockoutSizeError(`the number of players to select must be a whole number of at least 1, got ${select}`);
  }
  if (!Number.isInteger(entrants) || entrants <= select) {
    throw new KnockoutSizeError(`a knockout needs more entrants than players to select (${select}), got ${entrants}`);
  }
}

export function knockoutBracket(entrants: number, select = 1): KnockoutBracket {
  validate(entrants, select);
  const size = bracketSize(entrants, select);
  const rounds: KnockoutRound[] = [];
  // Round 1: places 1..m, real seeds first, imaginary players at the bottom (x1 = place m, meets seed 1).
  let places: KnockoutSide[] = Array.from({ length: size }, (_, i) =>
    i < entrants ? { kind: 'seed', seed: i + 1 } : { kind: 'imaginary', label: `x${size - i}` },
  );
  for (let round = 1; places.length > select; round++) {
    const pairings = topVersusBottom(places).map(([top, bottom], i) => ({
      id: `R${round}.${i + 1}`,
      round,
      board: i + 1,
      top,
      bottom,
      bye: top.kind === 'imaginary' || bottom.kind === 'imaginary',
    }));
    const byes = pairings.flatMap((p) => (p.bye && p.top.kind === 'seed' ? [p.top.seed] : []));
    rounds.push({
      round,
      playersIn: places.filter((s) => s.kind !== 'imaginary').length,
      pairings,
      byes,
      matches: pairings.length - byes.length,
      playersOut: pairings.length,
    });
    places = pairings.map((p): KnockoutSide => (p.bye ? p.top : { kind: 'winner', pairing: p.id }));
  }
  const preliminaryOnly = entrants < 2 * select;
  return {
    entrants,
    select,
    bracketSize: size,
    imaginaryPlayers: size - entrants,
    preliminaryOnly,
    qualifyDirectly: preliminaryOnly ? rounds[0].byes : [],
    rounds,
  };
}

/** The re-seeding alternative: the winners of a round, by original seed, paired top against bottom again. */
export function reseededPairs(winnerSeeds: readonly number[]): [number, number][] {
  return topVersusBottom([...winnerSeeds].sort((a, b) => a - b));
}

/** `5`, `x1`, `W(R1.4)` — the text form used by the CLI and the chart. */
export function sideLabel(side: KnockoutSide): string {
  switch (side.kind) {
    case 'seed':
      return String(side.seed);
    case 'imaginary':
      return side.label;
    case 'winner':
      return `W(${side.pairing})`;
  }
}
