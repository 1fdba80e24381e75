import { cellText, type SheetValues } from './cells';
import { lookup, type Word } from './labels';

/** Where a header row is and which column holds each known header (several for repeated ones, left to right). */
export interface HeaderRow<K extends string> {
  readonly row: number;
  readonly columns: ReadonlyMap<K, readonly number[]>;
}

/**
 * Find the first row (within the first `maxRow` rows) whose cells name all `required` headers. Columns are
 * found by their header text in any language, so arbiters may reorder columns or add their own.
 */
export function findHeaderRow<K extends string>(
  values: SheetValues,
  table: Record<K, Word>,
  required: readonly K[],
  maxRow = 15,
  fromRow = 0,
): HeaderRow<K> | null {
  for (let r = fromRow; r < Math.min(values.length, fromRow + maxRow); r++) {
    const columns = new Map<K, number[]>();
    (values[r] ?? []).forEach((v, c) => {
      const key = lookup(table, cellText(v));
      if (key) columns.set(key, [...(columns.get(key) ?? []), c]);
    });
    if (required.every((k) => columns.has(k))) return { row: r, columns };
  }
  return null;
}

export function firstColumn<K extends string>(h: HeaderRow<K>, key: K): number | undefined {
  return h.columns.get(key)?.[0];
}
