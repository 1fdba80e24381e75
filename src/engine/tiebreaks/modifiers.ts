import type { ScoreElement } from './types';

/**
 * C.07 Art. 14 modifiers (Cut-k, Median-k) and the Article 16.5 rule for cutting when the player has voluntary
 * unplayed rounds. A modifier removes elements from a sum; cutting more elements than exist leaves none.
 * Low cuts come first (Median-1: the least significant, then the most significant value).
 */

export interface CutOptions {
  readonly low: number;
  readonly high: number;
  /** C.07 16.5: prefer VURs when removing least significant values (not in the legacy method). */
  readonly vurRule: boolean;
}

/**
 * Buchholz family (16.5.1): a low cut removes the lowest VUR contribution while any VUR element remains - even
 * when it is larger than the lowest real opponent - otherwise the lowest value. A high cut removes the highest.
 */
export function cutBuchholz(elements: readonly ScoreElement[], options: CutOptions): ScoreElement[] {
  const left = [...elements];
  for (let k = 0; k < options.low && left.length > 0; k++) {
    const vurs = options.vurRule ? left.filter((e) => e.vur) : [];
    const victim = lowest(vurs.length > 0 ? vurs : left, (e) => e.value);
    left.splice(left.indexOf(victim), 1);
  }
  for (let k = 0; k < options.high && left.length > 0; k++) {
    left.splice(left.indexOf(highest(left, (e) => e.value)), 1);
  }
  return left;
}

/**
 * Sonneborn-Berger (16.5.2): the least significant value is the contribution of the opponent with the lowest
 * score (the smallest contribution among equal scores). With VURs, compare it with the lowest VUR contribution
 * and remove the higher of the two (they may be the same element; on equal contributions the VUR goes). A high
 * cut removes the contribution of the highest-scored opponent (the largest among equal scores).
 */
export function cutSonnebornBerger(elements: readonly ScoreElement[], options: CutOptions): ScoreElement[] {
  const left = [...elements];
  const contribution = (e: ScoreElement): number => e.value * e.points;
  for (let k = 0; k < options.low && left.length > 0; k++) {
    const lowScore = Math.min(...left.map((e) => e.value));
    let victim = lowest(
      left.filter((e) => e.value === lowScore),
      contribution,
    );
    const vurs = options.vurRule ? left.filter((e) => e.vur) : [];
    if (vurs.length > 0) {
      const lowestVur = lowest(vurs, contribution);
      if (contribution(lowestVur) >= contribution(victim)) victim = lowestVur;
    }
    left.splice(left.indexOf(victim), 1);
  }
  for (let k = 0; k < options.high && left.length > 0; k++) {
    const highScore = Math.max(...left.map((e) => e.value));
    left.splice(
      left.indexOf(
        highest(
          left.filter((e) => e.value === highScore),
          contribution,
        ),
      ),
      1,
    );
  }
  return left;
}

/** Plain cut of a list of numbers: the k lowest and the j highest values go (ARO-C1: lowest-rated opponent). */
export function cutValues(values: readonly number[], low: number, high: number): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.slice(Math.min(low, sorted.length), Math.max(Math.min(low, sorted.length), sorted.length - high));
}

/** The first element with the lowest key (stable: earliest round on ties). */
export function lowest<T>(items: readonly T[], key: (item: T) => number): T {
  let best = items[0];
  for (const item of items) if (key(item) < key(best)) best = item;
  return best;
}

export function highest<T>(items: readonly T[], key: (item: T) => number): T {
  let best = items[0];
  for (const item of items) if (key(item) > key(best)) best = item;
  return best;
}
