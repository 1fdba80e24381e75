import { seededRandom } from '../../seeded-random';
import { compressLayout, compressTerms } from './weight-compression';

/** Σ value·2^offset + addend, exactly (BigInt: test oracle only). */
function total(chosen: readonly (readonly number[])[], addends: readonly number[]): bigint {
  let sum = BigInt(0);
  for (const terms of chosen) for (let i = 0; i < terms.length; i += 2) sum += BigInt(terms[i + 1]) << BigInt(terms[i]);
  for (const a of addends) sum += BigInt(a);
  return sum;
}

function sign(x: bigint): number {
  return x > BigInt(0) ? 1 : x < BigInt(0) ? -1 : 0;
}

describe('compressLayout', () => {
  it("keeps the order of any two matchings' totals, ties and carries included (random layouts)", () => {
    const rand = seededRandom(2026);
    const int = (n: number) => Math.floor(rand() * n);
    let squeezed = 0;
    for (let round = 0; round < 400; round++) {
      // a layout of fields, some narrow enough that their sums carry into the next one
      const fieldCount = 2 + int(6);
      const offsets: number[] = [];
      let at = 1 + int(12);
      for (let f = 0; f < fieldCount; f++) {
        offsets.push(at);
        at += 1 + (rand() < 0.5 ? int(4) : int(60));
      }
      const weights = Array.from({ length: 2 + int(6) }, () => {
        const terms: number[] = [];
        for (const o of offsets) if (rand() < 0.5) terms.push(o, 1 + int(rand() < 0.8 ? 3 : 40));
        return terms;
      });
      const pairs = 1 + int(5);
      const addendBound = int(60);
      const layout = compressLayout(weights, pairs, addendBound);
      const compressed = weights.map((w) => compressTerms(w, layout));
      if (layout.bits < at) squeezed++;
      // random matchings: up to `pairs` edges (a weight may repeat), addends summing within the bound
      const matching = () => {
        const count = int(pairs + 1);
        const picks = Array.from({ length: count }, () => int(weights.length));
        const adds: number[] = [];
        let left = addendBound;
        for (let i = 0; i < count; i++) {
          const a = int(2 * left + 1) - left;
          adds.push(a);
          left -= Math.abs(a);
        }
        return { picks, adds };
      };
      for (let t = 0; t < 60; t++) {
        const m1 = matching();
        const m2 = matching();
        const original = sign(
          total(
            m1.picks.map((w) => weights[w]),
            m1.adds,
          ) -
            total(
              m2.picks.map((w) => weights[w]),
              m2.adds,
            ),
        );
        const after = sign(
          total(
            m1.picks.map((w) => compressed[w]),
            m1.adds,
          ) -
            total(
              m2.picks.map((w) => compressed[w]),
              m2.adds,
            ),
        );
        expect(after).toBe(original);
      }
      // every weight plus any addend within the bound fits the layout's bits
      for (const w of compressed) expect(total([w], [addendBound]) < BigInt(1) << BigInt(layout.bits)).toBe(true);
    }
    expect(squeezed).toBeGreaterThan(100); // most layouts had a gap to squeeze
  });

  it('keeps a run of fields whose sums can carry at its spacing, and squeezes the empty gap above it', () => {
    // two 2-bit fields at 10 and 12 whose sums over 3 pairs carry (3·3 = 9 > 3), then an empty gap up to 200
    const layout = compressLayout(
      [
        [10, 3, 12, 3],
        [200, 1],
      ],
      3,
      0,
    );
    expect(layout.offsetOf.get(12)! - layout.offsetOf.get(10)!).toBe(2);
    expect(layout.offsetOf.get(200)).toBeLessThan(40);
  });

  it('refuses a term outside the layout', () => {
    const layout = compressLayout([[10, 1]], 2, 0);
    expect(() => compressTerms([11, 1], layout)).toThrow(/outside/);
  });
});
