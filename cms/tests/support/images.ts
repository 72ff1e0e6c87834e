// Real image bytes for upload tests, made with sharp, and the ways an upload can hide something in
// them or be cut short, made from those (the JPEGs that carry a second one: @suvarna/testkit).
import { crc32, deflateRawSync } from 'node:zlib';
import { concat, u32, withExifThumbnail, withMpfGainMap } from '@suvarna/testkit';
import sharp from 'sharp';

export const png = (colour = '#c9a227') =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: colour } })
    .png()
    .toBuffer();

export const jpeg = (colour = '#b0b0b0') =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

export const asBlob = (bytes: Uint8Array, type: string) => new Blob([new Uint8Array(bytes)], { type });

/** A picture with something in it (a flat colour compresses to almost nothing): a gradient. */
export function picture(width = 64, height = 48) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let at = 0; at < pixels.length; at += 1) pixels[at] = (at * 7 + Math.floor(at / (width * 3)) * 13) % 256;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

export const progressiveJpeg = () => picture().jpeg({ progressive: true }).toBuffer();
export const webp = () => picture().webp().toBuffer();
/** Three frames, each decoded on upload. */
export const animatedWebp = async () =>
  sharp([await png('#6b1f2a'), await png('#c9a227'), await png('#223344')], { join: { animated: true } })
    .webp()
    .toBuffer();

const text = (value: string) => new TextEncoder().encode(value);
export const HTML_PAGE = text('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** A camera's JPEG: an EXIF APP1 segment right after SOI whose IFD1 holds a JPEG thumbnail. */
export async function jpegWithExifThumbnail(): Promise<Uint8Array> {
  const [main, thumbnail] = await Promise.all([picture().jpeg().toBuffer(), picture(16, 12).jpeg().toBuffer()]);
  return withExifThumbnail(main, thumbnail);
}

/** An Android Ultra HDR photo, in small: the photo, its MPF index and the gain map after its EOI. */
export async function ultraHdrJpeg(): Promise<{ file: Uint8Array; primaryLength: number }> {
  const [photo, gainMap] = await Promise.all([
    picture().jpeg().toBuffer(),
    picture(32, 24).greyscale().jpeg().toBuffer(),
  ]);
  return withMpfGainMap(photo, gainMap);
}

/** The bytes without their last `count`. */
export const cut = (bytes: Uint8Array, count: number) => bytes.slice(0, bytes.length - count);

/** A JPEG whose scan loses its last `count` bytes but keeps its EOI: the container is whole, the data is not. */
export const jpegWithShortScan = (jpeg: Uint8Array, count: number) => concat(cut(jpeg, count + 2), [0xff, 0xd9]);

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concat(text(type), data);
  return concat(u32(data.length), typed, u32(crc32(typed)));
}

function pngChunks(png: Uint8Array): Array<{ type: string; data: Uint8Array }> {
  const chunks = [];
  const view = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  for (let at = 8; at < png.length; ) {
    const length = view.readUInt32BE(at);
    chunks.push({ type: view.toString('latin1', at + 4, at + 8), data: png.subarray(at + 8, at + 8 + length) });
    at += 12 + length;
  }
  return chunks;
}

/**
 * A PNG whose compressed pixel data loses its last `count` bytes, in a container that is whole
 * (IHDR, one IDAT with a right CRC, IEND): only decoding it finds rows missing.
 */
export function pngWithShortData(png: Uint8Array, count: number): Uint8Array {
  const chunks = pngChunks(png);
  const header = chunks.find((chunk) => chunk.type === 'IHDR')?.data ?? new Uint8Array();
  const data = concat(...chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data));
  return concat(
    png.subarray(0, 8),
    pngChunk('IHDR', header),
    pngChunk('IDAT', cut(data, count)),
    pngChunk('IEND', new Uint8Array()),
  );
}

/**
 * A real decompression bomb: a valid PNG of width × height black pixels (1 bit each) whose pixel
 * data, all zeros, deflates to almost nothing (30,000 × 30,000 in about 110 kB; 900 megapixels,
 * 2.7 GB as RGB). sharp would take minutes to encode it, so it is built here: zeros compress the
 * same way wherever they are, so one compressed run of rows is repeated (each run ends on a byte
 * boundary with a sync flush and refers to nothing before it), then a final empty block and the
 * Adler-32 of that many zeros.
 */
export function pngBomb(width = 30_000, height = 30_000): Uint8Array {
  const rowBytes = 1 + Math.ceil(width / 8); // the filter byte, then 8 pixels a byte
  const rowsPerRun = 1000;
  const run = deflateRawSync(Buffer.alloc(rowBytes * rowsPerRun), { level: 9, finishFlush: 2 /* Z_SYNC_FLUSH */ });
  const runs = Array.from({ length: Math.floor(height / rowsPerRun) }, () => run);
  const rest = deflateRawSync(Buffer.alloc(rowBytes * (height % rowsPerRun)), { level: 9 }); // final block
  const total = rowBytes * height;
  const adler = ((total % 65521) * 0x10000 + 1) >>> 0; // a = 1 + sum of bytes = 1, b = sum of a = total
  const zlib = concat([0x78, 0xda], ...runs, rest, u32(adler));
  const header = concat(u32(width), u32(height), [1 /* bit depth */, 0 /* greyscale */, 0, 0, 0]);
  return concat(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib),
    pngChunk('IEND', new Uint8Array()),
  );
}
