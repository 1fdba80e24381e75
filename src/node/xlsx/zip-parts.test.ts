import * as zlib from 'zlib';
import { strToU8, unzipSync, zipSync, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { readZipParts, storedZip, ZipPartsError } from './zip-parts';

const LIMIT = 1 << 20;
const tooLarge = (part: string): Error => new Error(`too large at ${part}`);
const asObject = (parts: { name: string; data: Uint8Array }[]) =>
  Object.fromEntries(parts.map((p) => [p.name, Buffer.from(p.data).toString('latin1')]));
const asText = (files: Record<string, Uint8Array>) =>
  Object.fromEntries(Object.entries(files).map(([k, v]) => [k, Buffer.from(v).toString('latin1')]));

/** A zip written by fflate's streaming Zip: sizes and CRCs in data descriptors after each part (APPNOTE 4.3.9). */
function streamedZip(files: Record<string, Uint8Array>): Uint8Array {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((err, chunk) => {
    if (err) throw err;
    chunks.push(chunk);
  });
  Object.entries(files).forEach(([name, data], i) => {
    const f = i % 2 ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
    zip.add(f);
    f.push(data, true);
  });
  zip.end();
  return Buffer.concat(chunks);
}

const sample: Record<string, Uint8Array> = {
  '[Content_Types].xml': strToU8('<Types/>'),
  'xl/workbook.xml': strToU8('<workbook>Ayşe Öztürk ' + 'x'.repeat(5000) + '</workbook>'),
  'xl/worksheets/sheet1.xml': strToU8('<c r="A1"/>'.repeat(2000)),
  'xl/empty.bin': new Uint8Array(0),
};

describe('readZipParts: one native inflation of every part', () => {
  it('gives the parts fflate gives, deflated or stored, in the archive order, folders left out', () => {
    const withFolder = { 'xl/': new Uint8Array(0), ...sample };
    for (const level of [0, 6] as const) {
      const bytes = zipSync(withFolder, { level });
      const parts = readZipParts(bytes, LIMIT, tooLarge);
      expect(parts.map((p) => p.name)).toEqual(Object.keys(sample));
      expect(asObject(parts)).toEqual(asText(sample));
      for (const p of parts) expect(p.crc).toBe(zlib.crc32(p.data));
    }
  });

  it('reads archives whose sizes are in data descriptors after the parts', () => {
    const parts = readZipParts(streamedZip(sample), LIMIT, tooLarge);
    expect(asObject(parts)).toEqual(asText(sample));
  });

  it('refuses parts whose directory sizes pass the bound, before inflating anything', () => {
    const bytes = zipSync({ a: new Uint8Array(600), b: new Uint8Array(600) });
    expect(() => readZipParts(bytes, 1000, tooLarge)).toThrow('too large at b');
  });

  it('stops inflating at the bound when the directory understates a size (a zip bomb)', () => {
    const big = new Uint8Array(50_000);
    const bytes = Buffer.from(zipSync({ a: big }, { level: 9 }));
    // the central directory's uncompressed size (offset 24 of its entry) says 10 bytes
    const central = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt32LE(10, central + 24);
    expect(() => readZipParts(bytes, 20_000, tooLarge)).toThrow('too large at a');
    expect(readZipParts(bytes, 60_000, tooLarge)[0]!.data.length).toBe(50_000);
  });

  it('says what is wrong with a damaged archive', () => {
    const bytes = Buffer.from(zipSync(sample));
    expect(() => readZipParts(bytes.subarray(0, bytes.length - 30), LIMIT, tooLarge)).toThrow(ZipPartsError);
    expect(() => readZipParts(Buffer.from('PK not a zip'), LIMIT, tooLarge)).toThrow('no end of central directory');
    const corrupt = Buffer.from(zipSync({ a: strToU8('hello '.repeat(100)) }, { level: 6 }));
    corrupt.fill(0xff, 30 + 1, 30 + 1 + 8); // the deflate stream of part a, after its name
    expect(() => readZipParts(corrupt, LIMIT, tooLarge)).toThrow(/^a: /);
    const method = Buffer.from(zipSync({ a: strToU8('hello') }, { level: 6 }));
    const central = method.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    method.writeUInt16LE(12, central + 10); // bzip2
    expect(() => readZipParts(method, LIMIT, tooLarge)).toThrow('a uses compression method 12');
  });
});

describe('storedZip', () => {
  it('packs the parts uncompressed, read back the same by fflate', () => {
    const parts = readZipParts(zipSync(sample, { level: 6 }), LIMIT, tooLarge);
    const stored = storedZip(parts);
    expect(stored.length).toBeGreaterThan(Object.values(sample).reduce((n, d) => n + d.length, 0));
    expect(asText(unzipSync(stored))).toEqual(asText(sample));
    expect(readZipParts(stored, LIMIT, tooLarge).map((p) => p.crc)).toEqual(parts.map((p) => p.crc));
  });
});
