/**
 * Exchanges — C.04.4.3 (2026) 2.4 and 4.1–4.3, generalised from the six-player tables of the text.
 *
 * The proposed pairing of a list sorted by pairing number is top half against bottom half:
 * 1–(n/2+1), 2–(n/2+2), … (2.4). When the scrutinised player (the first of the list: the highest when pairing
 * downwards, the lowest when pairing upwards — the list is then given bottom-up) needs another opponent, he
 * tries in order: his proposed partner, the other players of the opposite half moving away from it, then the
 * players of his own half from the bottom up. With six players that is exactly the order of 4.2:
 * 1-4 → 1-5 → 1-6 → 1-3 → 1-2; and with #1 fixed the next player repeats it on what is left (4.3). Documented
 * decision: the tables only cover six players, this is their generalisation (lim.md §8).
 */
export function partnerOrder<T>(list: readonly T[]): T[] {
  const half = Math.floor(list.length / 2);
  return [...list.slice(half), ...list.slice(1, half).reverse()];
}

/** 2.4: the proposed pairing of a list (top half against bottom half). */
export function proposedPairing<T>(list: readonly T[]): [T, T][] {
  const half = Math.floor(list.length / 2);
  const pairs: [T, T][] = [];
  for (let i = 0; i < half; i++) pairs.push([list[i], list[i + half]]);
  return pairs;
}
