import { seededRandom } from '../../seeded-random';
import { LaminarBlossoms } from './laminar-blossoms';

/** A random laminar family of odd vertex sets over n vertices (each set split into smaller odd ones). */
function laminarFamily(n: number, rand: () => number): Int32Array[] {
  const out: Int32Array[] = [];
  const split = (members: number[]) => {
    if (members.length >= 3) out.push(Int32Array.from(members));
    if (members.length < 5) return;
    // carve out up to three disjoint odd subsets
    const rest = members.slice().sort(() => rand() - 0.5);
    for (let part = 0; part < 3 && rest.length >= 3; part++) {
      const size = 3 + 2 * Math.floor(rand() * Math.max(1, (rest.length - 3) / 2));
      if (size >= members.length) break;
      split(rest.splice(0, size).sort((a, b) => a - b));
    }
  };
  const all = Array.from({ length: n }, (_, v) => v);
  split(all.slice(0, n % 2 ? n : n - 1));
  return out;
}

function randomMatching(n: number, rand: () => number): Int32Array {
  const mate = new Int32Array(n).fill(-1);
  const order = Array.from({ length: n }, (_, v) => v).sort(() => rand() - 0.5);
  for (let i = 0; i + 1 < order.length; i += 2) {
    if (rand() < 0.2) continue;
    mate[order[i]] = order[i + 1];
    mate[order[i + 1]] = order[i];
  }
  return mate;
}

function insidePairs(blossom: Int32Array, mate: Int32Array): number {
  const inside = new Set(blossom);
  let count = 0;
  for (const x of blossom) if (mate[x] > x && inside.has(mate[x])) count++;
  return count;
}

describe('LaminarBlossoms: which blossoms a repaired matching changed', () => {
  it('says the inside-pair count of every blossom is unchanged exactly when a direct count says so', () => {
    const rand = seededRandom(20261121);
    let changed = 0;
    let unchanged = 0;
    for (let trial = 0; trial < 600; trial++) {
      const n = 5 + Math.floor(rand() * 40);
      const fullBlossoms = laminarFamily(n, rand);
      const family = new LaminarBlossoms({ fullBlossoms }, n);
      const before = randomMatching(n, rand);
      // after: a few pairs re-made (a repair's augmenting paths), or an unrelated matching
      const after = rand() < 0.3 ? randomMatching(n, rand) : before.slice();
      for (let swaps = Math.floor(rand() * 3); swaps > 0; swaps--) {
        const a = Math.floor(rand() * n);
        const b = Math.floor(rand() * n);
        if (a === b) continue;
        for (const x of [a, b])
          if (after[x] >= 0) {
            after[after[x]] = -1;
            after[x] = -1;
          }
        after[a] = b;
        after[b] = a;
      }
      const expected = fullBlossoms.every((bl) => insidePairs(bl, before) === insidePairs(bl, after));
      expect(family.pairsUnchanged(before, after)).toBe(expected);
      // told only where the matchings differ (and some vertices that did not change), it answers the same
      const differing = Array.from({ length: n }, (_, v) => v).filter((v) => before[v] !== after[v] || rand() < 0.1);
      expect(family.pairsUnchangedAt(before, after, differing)).toBe(expected);
      if (expected) unchanged++;
      else changed++;
    }
    // both answers are exercised
    expect(changed).toBeGreaterThan(100);
    expect(unchanged).toBeGreaterThan(100);
  });
});
