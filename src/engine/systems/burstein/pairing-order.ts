/**
 * The order of pairings inside a bracket (C.04.4.2 Article 4). Players carry bracket sequence numbers (BSN)
 * 1..n in 1.8 order (4.1); each outgoing floater is paired with a virtual player of BSN 0 (4.2). A pairing
 * precedes another if the opponent of BSN 1 has the larger BSN; if equal, the opponents of BSN 2 decide, and
 * so on (4.3). So the highest player meets the lowest possible one, and floating (BSN 0) is tried last.
 *
 * A pairing is written as `opponent[bsn]` (index 0 unused): the opponent's BSN, or 0 for a floater.
 */
export type BracketPairing = readonly number[];

/** 4.3: negative when `a` comes first. */
export function compareArticle4(a: BracketPairing, b: BracketPairing): number {
  const n = Math.max(a.length, b.length);
  for (let bsn = 1; bsn < n; bsn++) {
    const d = (b[bsn] ?? 0) - (a[bsn] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** Every pairing of an n-player bracket with `floaters` outgoing floaters, in Article 4 order. */
export function bracketPairingsInOrder(n: number, floaters: number): BracketPairing[] {
  if ((n - floaters) % 2 !== 0 || floaters < 0 || floaters > n)
    throw new RangeError(`cannot pair ${n} players with ${floaters} floaters`);
  const out: number[][] = [];
  const opponent = new Array<number>(n + 1).fill(-1);
  const extend = (floatersLeft: number) => {
    let bsn = 1;
    while (bsn <= n && opponent[bsn] !== -1) bsn++;
    if (bsn > n) {
      if (floatersLeft === 0) out.push(opponent.map((x, i) => (i === 0 ? 0 : x)));
      return;
    }
    // larger opponents first, the virtual BSN 0 last
    for (let o = n; o > bsn; o--) {
      if (opponent[o] !== -1) continue;
      opponent[bsn] = o;
      opponent[o] = bsn;
      extend(floatersLeft);
      opponent[bsn] = -1;
      opponent[o] = -1;
    }
    if (floatersLeft > 0) {
      opponent[bsn] = 0;
      extend(floatersLeft - 1);
      opponent[bsn] = -1;
    }
  };
  extend(floaters);
  return out;
}
