/** The tight graph of a certificate, row by row (BracketMatcher.certify builds it for the repairs' searches). */

import type { BitMatrix } from '../../matching/cardinality';

/**
 * Row j of the tight graph: (i, j) for each i < j whose edge is tight and carries a weight (its terms: a removed
 * edge's tightness is not read, see certify). Written into the matrix's words directly: row j a word at a time,
 * and bit j of each row i (docs/performance.md, "Bit-matrix rows written a word at a time").
 */
export function setTightRow(tightPairs: BitMatrix, j: number, tight: Uint8Array, terms: Int32Array): void {
  const { words, bits } = tightPairs;
  const wordJ = j >>> 5;
  const bitJ = 1 << (j & 31);
  const rowJ = j * words;
  let acc = 0;
  for (let i = 0, e = (j * (j - 1)) / 2; i < j; i++, e++) {
    if (tight[e] && terms[e] >= 0) {
      bits[i * words + wordJ] |= bitJ;
      acc |= 1 << (i & 31);
    }
    if ((i & 31) === 31 || i === j - 1) {
      if (acc !== 0) bits[rowJ + (i >>> 5)] |= acc;
      acc = 0;
    }
  }
}
