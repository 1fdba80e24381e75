import { seededRandom } from '../../seeded-random';

/**
 * Round-robin pairing numbers are drawn by lot (other-systems.md §1.2). The engine takes the drawn numbers as
 * input (they are the players' TPNs); this module only proposes a draw, reproducibly, so it can be recorded.
 */

export interface DrawEntrant {
  readonly id: number;
  readonly rating: number;
}

/** A proposed draw: who draws in which order, and the number each entrant drew. */
export interface DrawRecord {
  /** Seed of the pseudo-random sequence, so the same draw can be reproduced and audited. */
  readonly seed: number;
  /** By tradition the highest-rated player draws first (§1.2); ties by id. */
  readonly drawingOrder: readonly number[];
  /** Entrant id → pairing number drawn (1..n). */
  readonly numbers: ReadonlyMap<number, number>;
}

export { seededRandom };

/** Propose a draw of lots: each entrant, in drawing order, takes one of the remaining numbers at random. */
export function proposeDraw(entrants: readonly DrawEntrant[], seed: number): DrawRecord {
  const random = seededRandom(seed);
  const drawingOrder = [...entrants].sort((a, b) => b.rating - a.rating || a.id - b.id).map((e) => e.id);
  const remaining = Array.from({ length: entrants.length }, (_, i) => i + 1);
  const numbers = new Map<number, number>();
  for (const id of drawingOrder) {
    const pick = Math.floor(random() * remaining.length);
    numbers.set(id, remaining[pick]);
    remaining.splice(pick, 1);
  }
  return { seed, drawingOrder, numbers };
}

/**
 * What to do when a player withdraws after the draw but before round 1 (§1.2, [ambiguous] in the booklet).
 * The recommendation follows the spec's reading; the arbiter makes the final choice among `options`.
 */
export type PreRoundOneWithdrawalAction = 'number-becomes-bye' | 'substitute-takes-number' | 'new-draw';

export interface PreRoundOneWithdrawalAdvice {
  readonly recommended: PreRoundOneWithdrawalAction;
  readonly options: readonly PreRoundOneWithdrawalAction[];
}

export function adviseWithdrawalBeforeRoundOne(
  players: number,
  withdrawnNumber: number,
  substituteAvailable: boolean,
): PreRoundOneWithdrawalAdvice {
  if (substituteAvailable)
    return { recommended: 'substitute-takes-number', options: ['substitute-takes-number', 'new-draw'] };
  // The highest number of an even field is exactly the dummy of the odd field left behind (§1.4): no redraw needed.
  if (players % 2 === 0 && withdrawnNumber === players) {
    return { recommended: 'number-becomes-bye', options: ['number-becomes-bye', 'new-draw'] };
  }
  // Any other number left empty would also work as a rest number, but the booklet asks for a new draw.
  return { recommended: 'new-draw', options: ['new-draw', 'number-becomes-bye'] };
}
