// Small product pictures for the synthetic catalogue: a ring of the piece's metal with a stone on a
// soft background, drawn pixel by pixel and encoded as PNG with node:zlib, so the seeder needs no
// image library. Each variant draws different pixels, so no two products upload the same bytes.
import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const COLOUR_TYPE_RGB = 2;
const BIT_DEPTH = 8;
const FILTER_NONE = 0;

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, checksum]);
}

/** An 8-bit RGB PNG of `width` × `height` pixels coloured by `pixel`. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(BIT_DEPTH, 8);
  header.writeUInt8(COLOUR_TYPE_RGB, 9);
  // Bytes 10-12: compression, filter and interlace methods, all 0.
  const rowBytes = 1 + width * 3;
  const raw = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * rowBytes] = FILTER_NONE;
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x, y);
      const at = y * rowBytes + 1 + x * 3;
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
    }
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface PieceDrawing {
  metal: Rgb;
  stone: Rgb;
  /** Any whole number: it moves, sizes and shades the piece, so each variant's bytes differ. */
  variant: number;
}

const SIZE = 320;
const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
const shade = ([r, g, b]: Rgb, factor: number): Rgb => [clamp(r * factor), clamp(g * factor), clamp(b * factor)];

/** A 320 × 320 PNG of a ring with a stone, as a product photo stand-in. */
export function drawPiece({ metal, stone, variant }: PieceDrawing): Buffer {
  const centreX = SIZE / 2 + ((variant * 7) % 41) - 20;
  const centreY = SIZE / 2 + ((variant * 13) % 31) - 15;
  const outer = 95 + (variant % 23);
  const inner = outer - 18 - (variant % 7);
  const stoneAngle = ((variant % 360) * Math.PI) / 180;
  const stoneX = centreX + Math.cos(stoneAngle) * (outer - 4);
  const stoneY = centreY + Math.sin(stoneAngle) * (outer - 4);
  const stoneRadius = 14 + (variant % 9);
  const backdrop: Rgb = [246 - (variant % 11), 240 - (variant % 7), 228 - (variant % 13)];
  return encodePng(SIZE, SIZE, (x, y) => {
    if ((x - stoneX) ** 2 + (y - stoneY) ** 2 <= stoneRadius ** 2) {
      // Lit from the top left.
      return shade(stone, 1.15 - (x - stoneX + y - stoneY) / (4 * stoneRadius));
    }
    const distance = Math.hypot(x - centreX, y - centreY);
    if (distance <= outer && distance >= inner) {
      const across = (distance - inner) / (outer - inner);
      return shade(metal, 0.75 + 0.45 * Math.sin(across * Math.PI) - (y - centreY) / (6 * outer));
    }
    return shade(backdrop, 1 - (y / SIZE) * 0.08);
  });
}
