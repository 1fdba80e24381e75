import type ExcelJS from 'exceljs';
import type { CellFormat } from '../../workbook/port';

type Style = Partial<ExcelJS.Style>;

/**
 * One style object per distinct cell format of a workbook, shared by every cell that has it.
 *
 * exceljs gives each new cell a style object of its own, and its setters (`cell.font = …`) change that object in
 * place. When it saves, it numbers the styles by rendering each cell's style to XML, unless it has met that very
 * object before (docs/performance.md, "Workbook commands at size"). Cells that share an object are numbered once.
 * A loaded workbook already shares one object among the cells of one style, so a setter on one loaded cell would
 * restyle them all: the styles handed out here are frozen and every change makes (or finds) another object.
 */
export class SharedStyles {
  /** The key of a style object: its JSON, remembered for the objects met before. */
  private readonly keys = new WeakMap<object, string>();
  private readonly byKey = new Map<string, Style>();
  /** The styles derived from a style object, by the key of the format applied over it. */
  private readonly derived = new WeakMap<object, Map<string, Style>>();
  private readonly unstyled = this.intern({});

  /** The shared, frozen style of `base` with `format` applied over it. */
  derive(base: Style | undefined, format: CellFormat, formatKey: string): Style {
    // a new cell has a style object of its own, empty: every such cell starts from one
    const from = base === undefined || isUnstyled(base) ? this.unstyled : base;
    let byFormat = this.derived.get(from);
    if (!byFormat) {
      byFormat = new Map();
      this.derived.set(from, byFormat);
    }
    let style = byFormat.get(formatKey);
    if (!style) {
      style = this.intern(applyFormat(from, format));
      byFormat.set(formatKey, style);
    }
    return style;
  }

  /** The shared style of a cell given only a value, when its own is empty (else its own). */
  ofValueCell(style: Style | undefined): Style {
    return style === undefined || isUnstyled(style) ? this.unstyled : style;
  }

  /** The shared, frozen object of a style equal to `style`. */
  intern(style: Style): Style {
    const key = this.keyOf(style);
    let shared = this.byKey.get(key);
    if (!shared) {
      shared = Object.freeze({ ...style });
      this.byKey.set(key, shared);
      this.keys.set(shared, key);
    }
    return shared;
  }

  private keyOf(style: Style): string {
    let key = this.keys.get(style);
    if (key === undefined) {
      key = JSON.stringify(style);
      this.keys.set(style, key);
    }
    return key;
  }
}

/** A style without a property of its own (a new cell's, unless its row or column has a style). */
function isUnstyled(style: Style): boolean {
  for (const _ in style) return false;
  return true;
}

/** A key for a format, the same for equal formats (one JSON per `formatRange` call, not per cell). */
export function formatKey(format: CellFormat): string {
  return JSON.stringify(format);
}

/** A new style: `base` with what `format` sets over it (the base is not changed). */
function applyFormat(base: Style, format: CellFormat): Style {
  const style: Style = { ...base };
  if (format.numberFormat !== undefined) style.numFmt = format.numberFormat;
  if (format.bold !== undefined || format.italic !== undefined || format.fontSize !== undefined) {
    style.font = {
      ...base.font,
      ...(format.bold !== undefined ? { bold: format.bold } : {}),
      ...(format.italic !== undefined ? { italic: format.italic } : {}),
      ...(format.fontSize !== undefined ? { size: format.fontSize } : {}),
    };
  }
  if (format.align !== undefined || format.wrap !== undefined) {
    style.alignment = {
      ...base.alignment,
      ...(format.align !== undefined ? { horizontal: format.align } : {}),
      ...(format.wrap !== undefined ? { wrapText: format.wrap, vertical: 'top' as const } : {}),
    };
  }
  if (format.fill !== undefined)
    style.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: `FF${format.fill}` } };
  if (format.border) {
    const thin = { style: 'thin' as const, color: { argb: 'FF808080' } };
    style.border = { top: thin, left: thin, bottom: thin, right: thin };
  }
  return style;
}
