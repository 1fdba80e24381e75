import * as zlib from 'zlib';
import { Zip, type ZipInputFile } from 'fflate';
import type ExcelJS from 'exceljs';

/**
 * Writes an exceljs workbook to .xlsx bytes: exceljs's own `xlsx.write` (exceljs 4.4.0, lib/xlsx/xlsx.js), part
 * for part and in the same order, with two changes that make saving a large workbook cheap
 * (docs/performance.md, "Workbook commands at size"):
 *
 * - each part is compressed as soon as it is written, by Node's zlib (native, DEFLATE_LEVEL), into fflate's Zip;
 *   exceljs keeps every part until the end and compresses them with JSZip, in JavaScript;
 * - a worksheet's XML is turned into UTF-8 bytes a few thousand pieces at a time; exceljs's XmlStream keeps every
 *   piece (about ten per cell) in one array and joins them at the end, hundreds of megabytes for the Cards sheet
 *   of 10,000 players.
 *
 * The XML is exceljs's, made by its own xforms: only the compression of the parts differs.
 */

/** What this module calls of exceljs's XLSX class (lib/xlsx/xlsx.js); exceljs is pinned in package.json. */
interface XlsxParts {
  addContentTypes(zip: PartSink, model: WorkbookModel): Promise<void>;
  addOfficeRels(zip: PartSink, model: WorkbookModel): Promise<void>;
  addWorkbookRels(zip: PartSink, model: WorkbookModel): Promise<void>;
  addSharedStrings(zip: PartSink, model: WorkbookModel): Promise<void>;
  addDrawings(zip: PartSink, model: WorkbookModel): Promise<void>;
  addTables(zip: PartSink, model: WorkbookModel): Promise<void>;
  addThemes(zip: PartSink, model: WorkbookModel): Promise<void>;
  addStyles(zip: PartSink, model: WorkbookModel): Promise<void>;
  addMedia(zip: PartSink, model: WorkbookModel): Promise<void>;
  addApp(zip: PartSink, model: WorkbookModel): Promise<void>;
  addCore(zip: PartSink, model: WorkbookModel): Promise<void>;
  addWorkbook(zip: PartSink, model: WorkbookModel): Promise<void>;
}

interface WorksheetModel {
  id: number;
  rels?: unknown[];
  comments: unknown[];
  rows: unknown[];
  tables: { target?: string; id?: number }[];
}

interface WorkbookModel {
  worksheets: WorksheetModel[];
  creator?: string;
  lastModifiedBy?: string;
  created?: Date;
  modified?: Date;
  properties: { date1904?: boolean };
  media: unknown[];
  useSharedStrings?: boolean;
  useStyles?: boolean;
  sharedStrings?: unknown;
  styles?: unknown;
  drawings?: unknown[];
  commentRefs?: unknown[];
  tables?: unknown[];
}

interface Xform {
  render(stream: XmlStreamLike, model: unknown): void;
}

interface WorksheetXform extends Xform {
  prepare(model: WorksheetModel, options: object): void;
}

interface WorkbookXform {
  prepare(model: WorkbookModel): void;
}

/** exceljs's XmlStream, as far as this module reaches into it. */
interface XmlStreamLike {
  _xml: string[];
  closeNode(): void;
  _rollbacks: unknown[];
  readonly xml: string;
}

interface ExcelJsInternals {
  XmlStream: new () => XmlStreamLike;
  WorksheetXform: new () => WorksheetXform;
  WorkbookXform: new () => WorkbookXform;
  SharedStringsXform: new () => unknown;
  StylesXform: new (initialise: boolean) => unknown;
  RelationshipsXform: new () => Xform;
  CommentsXform: new () => Xform;
  VmlNotesXform: new () => Xform;
}

let internals: ExcelJsInternals | null = null;

/** exceljs's own classes, loaded with exceljs (xlsx-workbook.ts loads it on first use). */
function excelJsInternals(): ExcelJsInternals {
  /* eslint-disable @typescript-eslint/no-require-imports */
  internals ??= {
    XmlStream: require('exceljs/lib/utils/xml-stream') as ExcelJsInternals['XmlStream'],
    WorksheetXform: require('exceljs/lib/xlsx/xform/sheet/worksheet-xform') as ExcelJsInternals['WorksheetXform'],
    WorkbookXform: require('exceljs/lib/xlsx/xform/book/workbook-xform') as ExcelJsInternals['WorkbookXform'],
    SharedStringsXform:
      require('exceljs/lib/xlsx/xform/strings/shared-strings-xform') as ExcelJsInternals['SharedStringsXform'],
    StylesXform: require('exceljs/lib/xlsx/xform/style/styles-xform') as ExcelJsInternals['StylesXform'],
    RelationshipsXform:
      require('exceljs/lib/xlsx/xform/core/relationships-xform') as ExcelJsInternals['RelationshipsXform'],
    CommentsXform: require('exceljs/lib/xlsx/xform/comment/comments-xform') as ExcelJsInternals['CommentsXform'],
    VmlNotesXform: require('exceljs/lib/xlsx/xform/comment/vml-notes-xform') as ExcelJsInternals['VmlNotesXform'],
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
  return internals;
}

/** Pieces of XML gathered before they are turned into bytes (a few hundred kilobytes of text). */
const PIECES_PER_CHUNK = 16_384;

/** Below JSZip's 6: the long runs of alike XML compress much faster, files a little larger (docs/performance.md). */
const DEFLATE_LEVEL = 4;

interface CompressedPart {
  filename: string;
  size: number;
  crc: number;
  deflated: Buffer;
}

function compressPart(filename: string, pieces: readonly Uint8Array[]): CompressedPart {
  let crc = 0;
  let size = 0;
  for (const p of pieces) {
    crc = zlib.crc32(p, crc);
    size += p.length;
  }
  const whole = pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces);
  return { filename, size, crc, deflated: zlib.deflateRawSync(whole, { level: DEFLATE_LEVEL }) };
}

/** The zip archive being written: each part is compressed when it is added. */
class PartSink {
  private readonly chunks: Uint8Array[] = [];
  private failure: Error | null = null;
  private readonly zip = new Zip((err, chunk) => {
    if (err) this.failure ??= err;
    else this.chunks.push(chunk);
  });

  /** The interface of exceljs's ZipWriter that its `add…` methods call. */
  append(data: string | Uint8Array, options: { name: string; base64?: boolean }): void {
    const bytes = typeof data === 'string' ? Buffer.from(data, options.base64 ? 'base64' : 'utf8') : data;
    this.addPart(options.name, [bytes]);
  }

  /** One part from its bytes in pieces, compressed as one deflate stream. */
  addPart(filename: string, pieces: readonly Uint8Array[]): void {
    this.addCompressed(compressPart(filename, pieces));
  }

  /** A part compressed before (compressPart). */
  addCompressed(part: CompressedPart): void {
    const file: ZipInputFile = { filename: part.filename, size: part.size, crc: part.crc, compression: 8 };
    this.zip.add(file);
    // Zip.add sets the part's ondata; one call hands over the whole compressed part
    const { deflated } = part;
    file.ondata!(null, new Uint8Array(deflated.buffer as ArrayBuffer, deflated.byteOffset, deflated.length), true);
  }

  finish(): Buffer {
    this.zip.end();
    if (this.failure) throw this.failure;
    return Buffer.concat(this.chunks);
  }
}

/**
 * Render with exceljs's xform into UTF-8 pieces: when an element closes and the XmlStream holds PIECES_PER_CHUNK
 * pieces or more, they are joined and encoded, unless an xform may still take some back (a rollback is open;
 * exceljs opens them only around small optional elements, never across rows).
 */
function renderInPieces(xform: Xform, model: unknown): Uint8Array[] {
  const { XmlStream } = excelJsInternals();
  const stream = new XmlStream();
  const pieces: Uint8Array[] = [];
  const closeNode = stream.closeNode.bind(stream);
  stream.closeNode = (): void => {
    closeNode();
    const xml = stream._xml;
    if (xml.length >= PIECES_PER_CHUNK && stream._rollbacks.length === 0) {
      pieces.push(Buffer.from(xml.join(''), 'utf8'));
      xml.length = 0;
    }
  };
  xform.render(stream, model);
  const rest = stream.xml;
  if (rest) pieces.push(Buffer.from(rest, 'utf8'));
  return pieces;
}

/** exceljs's Worksheet, as far as this module reaches into it: its rows, and its `model` getter. */
interface WorksheetInternals {
  _rows: unknown[];
  readonly model: WorksheetModel;
}

/**
 * The workbook's model (exceljs's `Workbook.model`) with every sheet's model built without its rows: the rows'
 * models, an object per cell, are built one sheet at a time by prepareAndRenderSheets. The getter builds each
 * sheet's model twice (`worksheets` and `sheets`), and exceljs's own prepare then drops `sheets` for `worksheets`.
 */
function workbookModelWithoutRows(workbook: ExcelJS.Workbook, sheets: readonly WorksheetInternals[]): WorkbookModel {
  const rows = sheets.map((ws) => ws._rows);
  try {
    for (const ws of sheets) ws._rows = [];
    return (workbook as unknown as { model: WorkbookModel }).model;
  } finally {
    sheets.forEach((ws, i) => {
      ws._rows = rows[i]!;
    });
  }
}

/**
 * exceljs's `prepareModel` and `addWorksheets` (lib/xlsx/xlsx.js), one sheet at a time: each sheet's model is
 * built, prepared (its styles and shared strings numbered, in the same order as exceljs numbers them), rendered and
 * compressed, and its rows' models are dropped before the next sheet's are built. The compressed parts are added to
 * the zip later, in exceljs's order (the content types, written first, need every sheet prepared).
 */
function prepareAndRenderSheets(model: WorkbookModel, sheets: readonly WorksheetInternals[]): CompressedPart[] {
  const x = excelJsInternals();
  model.creator = model.creator || 'ExcelJS';
  model.lastModifiedBy = model.lastModifiedBy || 'ExcelJS';
  model.created = model.created || new Date();
  model.modified = model.modified || new Date();
  model.useSharedStrings = true;
  model.useStyles = true;
  model.sharedStrings = new x.SharedStringsXform();
  model.styles = new x.StylesXform(true);
  new x.WorkbookXform().prepare(model);
  const worksheetOptions = {
    sharedStrings: model.sharedStrings,
    styles: model.styles,
    date1904: model.properties.date1904,
    drawingsCount: 0,
    media: model.media,
    drawings: (model.drawings = []),
    commentRefs: (model.commentRefs = []),
  };
  const tables: unknown[] = (model.tables = []);
  const worksheetXform = new x.WorksheetXform();
  const relationshipsXform = new x.RelationshipsXform();
  const commentsXform = new x.CommentsXform();
  const vmlNotesXform = new x.VmlNotesXform();
  const parts: CompressedPart[] = [];
  sheets.forEach((ws, i) => {
    const worksheet = ws.model;
    model.worksheets[i] = worksheet;
    for (const table of worksheet.tables) {
      table.id = tables.length + 1;
      table.target = `table${table.id}.xml`;
      tables.push(table);
    }
    worksheetXform.prepare(worksheet, worksheetOptions);
    parts.push(compressPart(`xl/worksheets/sheet${worksheet.id}.xml`, renderInPieces(worksheetXform, worksheet)));
    if (worksheet.rels && worksheet.rels.length) {
      parts.push(
        compressPart(
          `xl/worksheets/_rels/sheet${worksheet.id}.xml.rels`,
          renderInPieces(relationshipsXform, worksheet.rels),
        ),
      );
    }
    if (worksheet.comments.length > 0) {
      parts.push(compressPart(`xl/comments${worksheet.id}.xml`, renderInPieces(commentsXform, worksheet)));
      parts.push(compressPart(`xl/drawings/vmlDrawing${worksheet.id}.vml`, renderInPieces(vmlNotesXform, worksheet)));
    }
    worksheet.rows = []; // no later part reads a sheet's rows
  });
  return parts;
}

/** The workbook as .xlsx bytes (exceljs's `xlsx.writeBuffer()`, but see the top of this module). */
export async function writeXlsx(workbook: ExcelJS.Workbook): Promise<Buffer> {
  // zlib.crc32 came with Node 20.15 (package.json allows any Node 20): before it, exceljs's own writer
  if (typeof zlib.crc32 !== 'function') return Buffer.from(await workbook.xlsx.writeBuffer());
  const xlsx = workbook.xlsx as unknown as XlsxParts;
  const sheets = workbook.worksheets as unknown as WorksheetInternals[];
  const model = workbookModelWithoutRows(workbook, sheets);
  const sheetParts = prepareAndRenderSheets(model, sheets);
  const zip = new PartSink();
  await xlsx.addContentTypes(zip, model);
  await xlsx.addOfficeRels(zip, model);
  await xlsx.addWorkbookRels(zip, model);
  for (const part of sheetParts) zip.addCompressed(part);
  sheetParts.length = 0;
  await xlsx.addSharedStrings(zip, model); // after the worksheets, as exceljs does
  await xlsx.addDrawings(zip, model);
  await xlsx.addTables(zip, model);
  await xlsx.addThemes(zip, model);
  await xlsx.addStyles(zip, model);
  await xlsx.addMedia(zip, model);
  await xlsx.addApp(zip, model);
  await xlsx.addCore(zip, model);
  await xlsx.addWorkbook(zip, model);
  return zip.finish();
}
