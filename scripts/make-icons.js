#!/usr/bin/env node
/* global require, module, process, Buffer, __dirname, console */
/* eslint-disable @typescript-eslint/no-require-imports -- a plain Node script, run without a build step */
'use strict';
/*
 * Draws the ribbon and add-in icons as real PNG files (RGBA, 8 bit) with nothing but Node's zlib:
 * no image tools are needed on the build machine.
 *
 *   node scripts/make-icons.js            writes assets/*.png
 *   node scripts/make-icons.js <dir>      writes the same files into <dir> (the tests compare the two)
 *
 * Each glyph is a stack of signed-distance shapes in a unit square (x right, y down, 0..1); a pixel is the
 * average of 4x4 samples, which gives clean anti-aliased edges at 16, 32 and 80 px alike.
 */
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

// ---------------------------------------------------------------------------------------------------------
// PNG encoding (PNG spec §5, §11.2.2: colour type 6 = RGBA, filter method 0, no interlace)

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData), 0);
  return Buffer.concat([length, typeAndData, crc]);
}

/** rgba: width*height*4 bytes, rows top to bottom. */
function encodePng(width, height, rgba) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type RGBA
  ihdr[10] = 0; // compression: deflate
  ihdr[11] = 0; // filter method 0
  ihdr[12] = 0; // no interlace
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (stride + 1)] = 0; // filter type None: the images are tiny, simplicity wins
    Buffer.from(rgba.buffer, rgba.byteOffset + y * stride, stride).copy(raw, y * (stride + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// ---------------------------------------------------------------------------------------------------------
// Signed-distance shapes: negative inside, positive outside, in unit-square coordinates.

const circle = (cx, cy, r) => (x, y) => Math.hypot(x - cx, y - cy) - r;

/** Axis-aligned box from (x0,y0) to (x1,y1) with rounded corners of radius r. */
const box = (x0, y0, x1, y1, r = 0) => {
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const hx = (x1 - x0) / 2 - r;
  const hy = (y1 - y0) / 2 - r;
  return (x, y) => {
    const qx = Math.abs(x - cx) - hx;
    const qy = Math.abs(y - cy) - hy;
    return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
  };
};

/** A stroke of width w along the polyline through the given points, with round ends. */
const polyline = (points, w) => (x, y) => {
  let best = Infinity;
  for (let i = 0; i + 1 < points.length; i++) {
    const [ax, ay] = points[i];
    const [bx, by] = points[i + 1];
    const dx = bx - ax;
    const dy = by - ay;
    const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
    best = Math.min(best, Math.hypot(x - ax - t * dx, y - ay - t * dy));
  }
  return best - w / 2;
};

/** Any simple polygon (winding-number sign, exact edge distance). */
const polygon = (points) => (x, y) => {
  let d = Infinity;
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [ax, ay] = points[j];
    const [bx, by] = points[i];
    const ex = bx - ax;
    const ey = by - ay;
    const t = Math.max(0, Math.min(1, ((x - ax) * ex + (y - ay) * ey) / (ex * ex + ey * ey)));
    d = Math.min(d, Math.hypot(x - ax - t * ex, y - ay - t * ey));
    if (ay > y !== by > y && x < ((bx - ax) * (y - ay)) / (by - ay) + ax) inside = !inside;
  }
  return inside ? -d : d;
};

const union =
  (...shapes) =>
  (x, y) =>
    Math.min(...shapes.map((s) => s(x, y)));
const grow = (shape, w) => (x, y) => shape(x, y) - w;

// ---------------------------------------------------------------------------------------------------------
// Palette and glyphs

const hex = (h) => [parseInt(h.slice(1, 3), 16), parseInt(h.slice(3, 5), 16), parseInt(h.slice(5, 7), 16), 255];
const C = {
  ink: hex('#1f2937'),
  white: hex('#ffffff'),
  boardDark: hex('#2e7d5b'),
  boardLight: hex('#f3ebd3'),
  gold: hex('#e0a526'),
  silver: hex('#a7b1bc'),
  bronze: hex('#b8743a'),
  blue: hex('#2f6fb3'),
  paleBlue: hex('#d6e4f5'),
  green: hex('#2e9d49'),
  orange: hex('#e36b1e'),
  grey: hex('#8a94a3'),
};

const OUTLINE = 0.045;

/** A filled shape with an ink outline drawn just outside it. */
const outlined = (shape, fill, ink = C.ink, w = OUTLINE) => [
  { shape: grow(shape, w), color: ink },
  { shape, color: fill },
];

/** Pawn standing on baseY, h tall (head, collar, body, foot). */
function pawn(cx, baseY, h) {
  return union(
    circle(cx, baseY - 0.78 * h, 0.16 * h),
    box(cx - 0.17 * h, baseY - 0.62 * h, cx + 0.17 * h, baseY - 0.54 * h, 0.03 * h),
    polygon([
      [cx - 0.1 * h, baseY - 0.56 * h],
      [cx + 0.1 * h, baseY - 0.56 * h],
      [cx + 0.22 * h, baseY - 0.12 * h],
      [cx - 0.22 * h, baseY - 0.12 * h],
    ]),
    box(cx - 0.3 * h, baseY - 0.16 * h, cx + 0.3 * h, baseY, 0.04 * h),
  );
}

/** The add-in itself: a 4x4 chessboard in a rounded frame. */
function addinGlyph() {
  const layers = [{ shape: box(0.04, 0.04, 0.96, 0.96, 0.14), color: C.boardDark }];
  const cell = 0.17;
  const origin = 0.16;
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 4; col++) {
      if ((row + col) % 2 !== 0) continue;
      const x = origin + col * cell;
      const y = origin + row * cell;
      layers.push({ shape: box(x, y, x + cell, y + cell), color: C.boardLight });
    }
  }
  return layers;
}

/** Pair next round: a white and a black pawn facing each other across the board. */
function pairGlyph() {
  return [...outlined(pawn(0.28, 0.92, 0.74), C.white), { shape: pawn(0.72, 0.92, 0.74), color: C.ink }];
}

/** Standings: a podium, winner in the middle. */
function standingsGlyph() {
  return [
    ...outlined(box(0.08, 0.5, 0.36, 0.92, 0.02), C.silver),
    ...outlined(box(0.64, 0.62, 0.92, 0.92, 0.02), C.bronze),
    ...outlined(box(0.36, 0.28, 0.64, 0.92, 0.02), C.gold),
    { shape: circle(0.5, 0.14, 0.09), color: C.gold },
  ];
}

/** Crosstable: a grid whose diagonal is blacked out, as on a round-robin table. */
function crosstableGlyph() {
  const lo = 0.08;
  const cell = 0.21;
  const hi = lo + 4 * cell;
  const layers = [
    { shape: box(lo, lo, hi, hi), color: C.white },
    { shape: box(lo, lo, hi, lo + cell), color: C.paleBlue },
    { shape: box(lo, lo, lo + cell, hi), color: C.paleBlue },
  ];
  for (let i = 1; i < 4; i++) {
    const a = lo + i * cell;
    layers.push({ shape: box(a, a, a + cell, a + cell), color: C.blue });
  }
  const lines = [];
  for (let i = 0; i <= 4; i++) {
    const a = lo + i * cell;
    lines.push(
      polyline(
        [
          [a, lo],
          [a, hi],
        ],
        0.05,
      ),
      polyline(
        [
          [lo, a],
          [hi, a],
        ],
        0.05,
      ),
    );
  }
  layers.push({ shape: union(...lines), color: C.ink });
  return layers;
}

/** Cards: two pairing cards, the front one with a header and ruled lines. */
function cardsGlyph() {
  const front = box(0.1, 0.26, 0.7, 0.94, 0.05);
  return [
    ...outlined(box(0.3, 0.06, 0.9, 0.74, 0.05), C.paleBlue),
    ...outlined(front, C.white),
    { shape: box(0.1, 0.26, 0.7, 0.42, 0.05), color: C.boardDark },
    { shape: box(0.1, 0.34, 0.7, 0.42), color: C.boardDark },
    {
      shape: union(
        polyline(
          [
            [0.2, 0.56],
            [0.6, 0.56],
          ],
          0.06,
        ),
        polyline(
          [
            [0.2, 0.69],
            [0.6, 0.69],
          ],
          0.06,
        ),
        polyline(
          [
            [0.2, 0.82],
            [0.46, 0.82],
          ],
          0.06,
        ),
      ),
      color: C.grey,
    },
  ];
}

/** Check round: a green tick over a small board. */
function checkGlyph() {
  const tick = [
    [0.18, 0.56],
    [0.42, 0.8],
    [0.86, 0.26],
  ];
  return [
    { shape: box(0.06, 0.06, 0.74, 0.74, 0.06), color: C.boardLight },
    { shape: union(box(0.06, 0.06, 0.4, 0.4), box(0.4, 0.4, 0.74, 0.74)), color: C.boardDark },
    { shape: polyline(tick, 0.26), color: C.white },
    { shape: polyline(tick, 0.15), color: C.green },
  ];
}

/** Export TRF: a report page with an arrow leaving it. */
function exportGlyph() {
  const page = polygon([
    [0.1, 0.05],
    [0.52, 0.05],
    [0.7, 0.23],
    [0.7, 0.95],
    [0.1, 0.95],
  ]);
  const arrow = union(
    polyline(
      [
        [0.36, 0.62],
        [0.74, 0.62],
      ],
      0.13,
    ),
    polygon([
      [0.66, 0.42],
      [0.97, 0.62],
      [0.66, 0.82],
    ]),
  );
  return [
    ...outlined(page, C.white),
    {
      shape: polygon([
        [0.52, 0.05],
        [0.52, 0.23],
        [0.7, 0.23],
      ]),
      color: C.grey,
    },
    {
      shape: union(
        polyline(
          [
            [0.2, 0.3],
            [0.42, 0.3],
          ],
          0.05,
        ),
        polyline(
          [
            [0.2, 0.42],
            [0.56, 0.42],
          ],
          0.05,
        ),
      ),
      color: C.grey,
    },
    { shape: grow(arrow, 0.05), color: C.white },
    { shape: arrow, color: C.orange },
  ];
}

/** Show task pane: an application window with its right-hand pane highlighted. */
function taskpaneGlyph() {
  return [
    ...outlined(box(0.06, 0.12, 0.94, 0.88, 0.04), C.white),
    { shape: box(0.06, 0.12, 0.94, 0.26, 0.04), color: C.ink },
    { shape: box(0.58, 0.26, 0.94, 0.88, 0.04), color: C.boardDark },
    { shape: box(0.58, 0.26, 0.7, 0.88), color: C.boardDark },
    {
      shape: union(
        polyline(
          [
            [0.66, 0.4],
            [0.86, 0.4],
          ],
          0.05,
        ),
        polyline(
          [
            [0.66, 0.52],
            [0.86, 0.52],
          ],
          0.05,
        ),
      ),
      color: C.boardLight,
    },
  ];
}

// ---------------------------------------------------------------------------------------------------------
// Rasterising

const SUPERSAMPLE = 4;

function render(layers, size) {
  const rgba = Buffer.alloc(size * size * 4);
  const samples = SUPERSAMPLE * SUPERSAMPLE;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      // premultiplied accumulation so that edges blend against transparency correctly
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        for (let sx = 0; sx < SUPERSAMPLE; sx++) {
          const x = (px + (sx + 0.5) / SUPERSAMPLE) / size;
          const y = (py + (sy + 0.5) / SUPERSAMPLE) / size;
          let colour = null;
          for (let i = layers.length - 1; i >= 0; i--) {
            if (layers[i].shape(x, y) < 0) {
              colour = layers[i].color;
              break;
            }
          }
          if (colour) {
            const alpha = colour[3] / 255;
            r += colour[0] * alpha;
            g += colour[1] * alpha;
            b += colour[2] * alpha;
            a += alpha;
          }
        }
      }
      const o = (py * size + px) * 4;
      if (a > 0) {
        rgba[o] = Math.round(r / a);
        rgba[o + 1] = Math.round(g / a);
        rgba[o + 2] = Math.round(b / a);
      }
      rgba[o + 3] = Math.round((a / samples) * 255);
    }
  }
  return rgba;
}

/** Every file the manifest may reference: name prefix, glyph, sizes. */
const ICONS = [
  { name: 'icon', glyph: addinGlyph, sizes: [16, 32, 64, 80, 128] },
  { name: 'pair', glyph: pairGlyph, sizes: [16, 32, 80] },
  { name: 'standings', glyph: standingsGlyph, sizes: [16, 32, 80] },
  { name: 'crosstable', glyph: crosstableGlyph, sizes: [16, 32, 80] },
  { name: 'cards', glyph: cardsGlyph, sizes: [16, 32, 80] },
  { name: 'check', glyph: checkGlyph, sizes: [16, 32, 80] },
  { name: 'export-trf', glyph: exportGlyph, sizes: [16, 32, 80] },
  { name: 'taskpane', glyph: taskpaneGlyph, sizes: [16, 32, 80] },
];

function writeIcons(outDir) {
  fs.mkdirSync(outDir, { recursive: true });
  const written = [];
  for (const icon of ICONS) {
    const layers = icon.glyph();
    for (const size of icon.sizes) {
      const file = path.join(outDir, `${icon.name}-${size}.png`);
      fs.writeFileSync(file, encodePng(size, size, render(layers, size)));
      written.push(file);
    }
  }
  return written;
}

module.exports = { ICONS, encodePng, crc32, writeIcons };

if (require.main === module) {
  const outDir = path.resolve(process.argv[2] || path.join(__dirname, '..', 'assets'));
  const written = writeIcons(outDir);
  console.log(`wrote ${written.length} icons to ${path.relative(process.cwd(), outDir) || '.'}`);
}
