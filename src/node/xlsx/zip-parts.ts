import * as zlib from 'zlib';
import { Zip, type ZipInputFile } from 'fflate';

/**
 * The parts of a zip archive, inflated once by Node's zlib (native), and a stored (uncompressed) archive of them for
 * exceljs, whose JSZip then reads them without inflating them again (docs/performance.md, "Reading a workbook
 * once"). fflate has no hook for a native inflater, so the central directory is read here.
 *
 * The format: PKWARE's APPNOTE.TXT (https://pkware.cachefly.net/webdocs/casestudies/APPNOTE.TXT), 4.3.6 overall
 * layout, 4.3.7 local file header, 4.3.12 central directory header, 4.3.14-4.3.16 end of central directory records
 * (Zip64 and not), 4.5.3 the Zip64 extended information extra field.
 */

export class ZipPartsError extends Error {}

/** One part: its name, the CRC-32 the archive gives it, and its bytes, inflated. */
export interface ZipPart {
  name: string;
  crc: number;
  data: Uint8Array;
}

const EOCD = 0x06054b50;
const EOCD64 = 0x06064b50;
const EOCD64_LOCATOR = 0x07064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const NO_32 = 0xffffffff;
const NO_16 = 0xffff;

/** Bytes of `bytes` as a little-endian reader that says where it ran past the end. */
class Reader {
  constructor(private readonly bytes: Uint8Array) {}

  private at(offset: number, size: number): number {
    if (offset < 0 || offset + size > this.bytes.length) throw new ZipPartsError(`it ends early (offset ${offset})`);
    return offset;
  }

  u16(offset: number): number {
    const o = this.at(offset, 2);
    return this.bytes[o]! | (this.bytes[o + 1]! << 8);
  }

  u32(offset: number): number {
    return (this.u16(offset) + this.u16(offset + 2) * 0x10000) >>> 0;
  }

  u64(offset: number): number {
    return this.u32(offset) + this.u32(offset + 4) * 0x1_0000_0000;
  }

  slice(offset: number, size: number): Uint8Array {
    const o = this.at(offset, size);
    return this.bytes.subarray(o, o + size);
  }
}

interface Entry {
  name: string;
  method: number;
  flags: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** APPNOTE 4.3.16: the end of central directory record, searched back over its variable-length comment. */
function endOfCentralDirectory(r: Reader, length: number): { count: number; offset: number; at: number } {
  for (let at = length - 22; at >= Math.max(0, length - 22 - NO_16); at--) {
    if (r.u32(at) !== EOCD) continue;
    let count = r.u16(at + 10);
    let offset = r.u32(at + 16);
    // APPNOTE 4.3.15: the Zip64 locator just before it points at the Zip64 record that holds the real values
    if ((count === NO_16 || offset === NO_32) && at >= 20 && r.u32(at - 20) === EOCD64_LOCATOR) {
      const at64 = r.u64(at - 12);
      if (r.u32(at64) !== EOCD64) throw new ZipPartsError('its Zip64 end record is missing');
      count = r.u64(at64 + 32);
      offset = r.u64(at64 + 48);
    }
    return { count, offset, at };
  }
  throw new ZipPartsError('it has no end of central directory record');
}

/** APPNOTE 4.5.3: sizes and offset that do not fit 32 bits are in the Zip64 extra field, in this order. */
function zip64Values(r: Reader, extraStart: number, extraLength: number, entry: Entry): void {
  for (let p = extraStart; p + 4 <= extraStart + extraLength;) {
    const id = r.u16(p);
    const size = r.u16(p + 2);
    if (id === ZIP64_EXTRA) {
      let q = p + 4;
      if (entry.size === NO_32) {
        entry.size = r.u64(q);
        q += 8;
      }
      if (entry.compressedSize === NO_32) {
        entry.compressedSize = r.u64(q);
        q += 8;
      }
      if (entry.localOffset === NO_32) entry.localOffset = r.u64(q);
      return;
    }
    p += 4 + size;
  }
}

function centralDirectory(bytes: Uint8Array): Entry[] {
  const r = new Reader(bytes);
  const { count, offset, at } = endOfCentralDirectory(r, bytes.length);
  // each entry takes at least 46 bytes: a count the directory cannot hold is a damaged archive, refused unread
  if (count * 46 > at - offset)
    throw new ZipPartsError(`its directory claims ${count} entries in ${at - offset} bytes`);
  const entries: Entry[] = [];
  let p = offset;
  for (let i = 0; i < count; i++) {
    if (r.u32(p) !== CENTRAL) throw new ZipPartsError(`directory entry ${i + 1} has no signature (offset ${p})`);
    const nameLength = r.u16(p + 28);
    const extraLength = r.u16(p + 30);
    const commentLength = r.u16(p + 32);
    const flags = r.u16(p + 8);
    const nameBytes = r.slice(p + 46, nameLength);
    // APPNOTE 4.4.4 bit 11: UTF-8 names; otherwise IBM code page 437, which agrees with latin1 on the ASCII names
    // that the parts of a workbook have
    const name = Buffer.from(nameBytes).toString(flags & 0x800 ? 'utf8' : 'latin1');
    const entry: Entry = {
      name,
      method: r.u16(p + 10),
      flags,
      crc: r.u32(p + 16),
      compressedSize: r.u32(p + 20),
      size: r.u32(p + 24),
      localOffset: r.u32(p + 42),
    };
    zip64Values(r, p + 46 + nameLength, extraLength, entry);
    entries.push(entry);
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Every part of the archive (folders left out), inflated; `maxBytes` bounds their total size, by what the
 * directory says before anything is inflated and by what inflating gives (a directory may lie), and `tooLarge`
 * makes the error for the part at which it was passed.
 */
export function readZipParts(bytes: Uint8Array, maxBytes: number, tooLarge: (part: string) => Error): ZipPart[] {
  const entries = centralDirectory(bytes);
  let declared = 0;
  for (const e of entries) {
    declared += e.size;
    if (declared > maxBytes) throw tooLarge(e.name);
  }
  const r = new Reader(bytes);
  const parts: ZipPart[] = [];
  let total = 0;
  for (const e of entries) {
    if (e.name.endsWith('/')) continue;
    if (e.flags & 1) throw new ZipPartsError(`${e.name} is encrypted`);
    if (r.u32(e.localOffset) !== LOCAL)
      throw new ZipPartsError(`${e.name} has no local header (offset ${e.localOffset})`);
    const start = e.localOffset + 30 + r.u16(e.localOffset + 26) + r.u16(e.localOffset + 28);
    const raw = r.slice(start, e.compressedSize);
    let data: Uint8Array;
    if (e.method === 0) data = raw;
    else if (e.method === 8) {
      try {
        data = zlib.inflateRawSync(raw, { maxOutputLength: Math.max(1, maxBytes - total + 1) });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge(e.name);
        throw new ZipPartsError(`${e.name}: ${(err as Error).message}`);
      }
    } else throw new ZipPartsError(`${e.name} uses compression method ${e.method} (only deflate and stored are read)`);
    total += data.length;
    if (total > maxBytes) throw tooLarge(e.name);
    parts.push({ name: e.name, crc: e.crc, data });
  }
  return parts;
}

/** The parts as an archive of stored (uncompressed) entries, in their order, with their own CRC-32s. */
export function storedZip(parts: readonly ZipPart[]): Buffer {
  const chunks: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) failure ??= err;
    else chunks.push(chunk);
  });
  for (const p of parts) {
    const file: ZipInputFile = { filename: p.name, size: p.data.length, crc: p.crc, compression: 0 };
    zip.add(file);
    // Zip.add sets the file's ondata; one call hands over the whole part
    file.ondata!(null, p.data as Uint8Array<ArrayBuffer>, true);
  }
  zip.end();
  if (failure) throw failure;
  return Buffer.concat(chunks);
}
