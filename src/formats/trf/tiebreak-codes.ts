import { tiebreakParts } from '../../engine/tiebreaks/specifier';

/**
 * Tie-break codes in records 202 and 212 (trf.md §2; tiebreaks.md §8). TRF-2026 writes every code as
 * `NAME[:MP|:GP][/modifier...]` - `BH/C1`, `BH/M2`, `KS/L-1`, `DE/P`, `AOB/F`, `BH:GP/C1`. The product's lists
 * (Settings, default orders, the tie-break fixtures' keys) use the FIDE prose form with dashes, `BH-C1`. The
 * writer turns our form into TRF's, the reader accepts either and gives ours, so `BH-C1` -> `202 BH/C1` ->
 * `BH-C1`. Only the separators change (and letters are upper-cased, as TRF writes them): names stay as they are
 * (`GE` is not turned into `REP`), and a code outside the grammar (unknown modifier) travels verbatim both ways,
 * as tiebreaks.md §8 asks for unknown codes.
 */

function withSeparator(code: string, separator: '/' | '-'): string {
  const parts = tiebreakParts(code);
  if (!parts) return code.trim();
  return [parts.head, ...parts.modifiers].map((part) => part.toUpperCase()).join(separator);
}

/** Our code as TRF-2026 writes it in 202/212: `BH-C1` -> `BH/C1`, `KS-L-1` -> `KS/L-1`. */
export function toTrfTiebreakCode(code: string): string {
  return withSeparator(code, '/');
}

/** A code read from 202/212, in TRF's form (`BH/C1`) or the prose form (`BH-C1`), as our lists hold it: `BH-C1`. */
export function fromTrfTiebreakCode(code: string): string {
  return withSeparator(code, '-');
}
