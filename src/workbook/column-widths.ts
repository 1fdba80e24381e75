import { cellText, type CellValue } from './cells';

/**
 * Column widths that fit each column's header in the sheet's language (Turkish and Persian headers run longer
 * than the English ones the base widths were chosen for): the base width, or the header's length plus a margin.
 * Excel widths count characters of the default font.
 */
export function fitHeaders(base: readonly number[], header: readonly CellValue[], margin = 2): number[] {
  const n = Math.max(base.length, header.length);
  return Array.from({ length: n }, (_, i) =>
    Math.max(base[i] ?? 6, Array.from(cellText(header[i] ?? null)).length + margin),
  );
}
