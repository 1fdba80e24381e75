/**
 * Perfect matchings between two equal lists (the "S1 against a transposition of S2" form used by the Dubov
 * and Burstein texts). Kuhn's augmenting paths: small brackets, so simplicity wins over speed.
 */

/** Can every left[i] be given a distinct partner from `right` with legal(left, right)? */
export function hasBipartitePerfectMatching<T>(
  left: readonly T[],
  right: readonly T[],
  legal: (a: T, b: T) => boolean,
): boolean {
  if (left.length !== right.length) return false;
  const owner = new Array<number>(right.length).fill(-1);
  const tryAssign = (i: number, seen: boolean[]): boolean => {
    for (let j = 0; j < right.length; j++) {
      if (seen[j] || !legal(left[i], right[j])) continue;
      seen[j] = true;
      if (owner[j] < 0 || tryAssign(owner[j], seen)) {
        owner[j] = i;
        return true;
      }
    }
    return false;
  };
  for (let i = 0; i < left.length; i++) {
    if (!tryAssign(i, new Array<boolean>(right.length).fill(false))) return false;
  }
  return true;
}

/**
 * The first permutation T of `right` (lexicographic on the given order of `right`) such that every
 * left[i]–T[i] is legal, or null. Built position by position: keep the earliest candidate that still lets the
 * rest be completed, which is exactly the lexicographically first complete permutation.
 */
export function firstLegalTransposition<T>(
  left: readonly T[],
  right: readonly T[],
  legal: (a: T, b: T) => boolean,
): T[] | null {
  if (!hasBipartitePerfectMatching(left, right, legal)) return null;
  const chosen: T[] = [];
  let pool = right.slice();
  for (let i = 0; i < left.length; i++) {
    const restLeft = left.slice(i + 1);
    const pick = pool.find(
      (cand) =>
        legal(left[i], cand) &&
        hasBipartitePerfectMatching(
          restLeft,
          pool.filter((x) => x !== cand),
          legal,
        ),
    );
    if (pick === undefined) return null; // cannot happen after the feasibility check above
    chosen.push(pick);
    pool = pool.filter((x) => x !== pick);
  }
  return chosen;
}
