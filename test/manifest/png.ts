/**
 * A strict PNG reader for the icon tests (PNG spec, 2nd ed.): checks the signature, every chunk CRC, the
 * chunk order (IHDR first, IEND last, IDAT contiguous) and decodes 8-bit RGBA / RGB images, all five filters.
 */
import * as zlib from 'zlib';

export interface PngImage {
  width: number;
  height: number;
  bitDepth: number;
  colourType: number;
  /** RGBA, 4 bytes a pixel, rows top to bottom (RGB images get alpha 255). */
  rgba: Uint8Array;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** Width and height from the IHDR chunk alone (PNG §11.2.2), after checking signature and IHDR CRC. */
export function pngSize(data: Buffer, file: string): { width: number; height: number } {
  const chunks = readChunks(data, file, true);
  const ihdr = chunks[0].data;
  return { width: ihdr.readUInt32BE(0), height: ihdr.readUInt32BE(4) };
}

interface Chunk {
  type: string;
  data: Buffer;
}

function readChunks(data: Buffer, file: string, headerOnly = false): Chunk[] {
  if (data.length < 8 || !data.subarray(0, 8).equals(SIGNATURE)) throw new Error(`${file}: not a PNG (bad signature)`);
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < data.length) {
    if (offset + 12 > data.length) throw new Error(`${file}: truncated chunk at byte ${offset}`);
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > data.length) throw new Error(`${file}: chunk ${type} at byte ${offset} runs past the end`);
    const crc = data.readUInt32BE(offset + 8 + length);
    if (crc32(data.subarray(offset + 4, offset + 8 + length)) !== crc) {
      throw new Error(`${file}: CRC mismatch in chunk ${type} at byte ${offset}`);
    }
    chunks.push({ type, data: data.subarray(offset + 8, offset + 8 + length) });
    offset = end;
    if (headerOnly) break;
  }
  if (chunks.length === 0 || chunks[0].type !== 'IHDR' || chunks[0].data.length !== 13) {
    throw new Error(`${file}: the first chunk must be a 13-byte IHDR`);
  }
  return chunks;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

export function readPng(data: Buffer, file: string): PngImage {
  const chunks = readChunks(data, file);
  const ihdr = chunks[0].data;
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  const [bitDepth, colourType, compression, filterMethod, interlace] = ihdr.subarray(8, 13);
  if (width === 0 || height === 0) throw new Error(`${file}: zero width or height`);
  if (compression !== 0 || filterMethod !== 0) throw new Error(`${file}: unknown compression or filter method`);
  if (interlace !== 0) throw new Error(`${file}: interlaced PNGs are not used for icons`);
  if (bitDepth !== 8 || (colourType !== 6 && colourType !== 2)) {
    throw new Error(`${file}: expected 8-bit RGB or RGBA, got depth ${bitDepth} colour type ${colourType}`);
  }
  if (chunks[chunks.length - 1].type !== 'IEND') throw new Error(`${file}: the last chunk must be IEND`);
  const idatIndexes = chunks.map((c, i) => (c.type === 'IDAT' ? i : -1)).filter((i) => i >= 0);
  if (idatIndexes.length === 0) throw new Error(`${file}: no IDAT chunk`);
  if (idatIndexes[idatIndexes.length - 1] - idatIndexes[0] !== idatIndexes.length - 1) {
    throw new Error(`${file}: IDAT chunks must be consecutive`);
  }

  const channels = colourType === 6 ? 4 : 3;
  const stride = width * channels;
  const raw = zlib.inflateSync(Buffer.concat(idatIndexes.map((i) => chunks[i].data)));
  if (raw.length !== (stride + 1) * height) {
    throw new Error(`${file}: image data is ${raw.length} bytes, expected ${(stride + 1) * height}`);
  }
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? pixels[y * stride + x - channels] : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x] : 0;
      const upLeft = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels] : 0;
      let predictor: number;
      switch (filter) {
        case 0:
          predictor = 0;
          break;
        case 1:
          predictor = left;
          break;
        case 2:
          predictor = up;
          break;
        case 3:
          predictor = (left + up) >> 1;
          break;
        case 4:
          predictor = paeth(left, up, upLeft);
          break;
        default:
          throw new Error(`${file}: unknown filter type ${filter} on row ${y}`);
      }
      pixels[y * stride + x] = (line[x] + predictor) & 0xff;
    }
  }
  let rgba = pixels;
  if (channels === 3) {
    rgba = new Uint8Array(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      rgba.set(pixels.subarray(i * 3, i * 3 + 3), i * 4);
      rgba[i * 4 + 3] = 255;
    }
  }
  return { width, height, bitDepth, colourType, rgba };
}
