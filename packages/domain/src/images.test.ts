import { ascii, concat, u16, u32, withExifThumbnail, withMpfGainMap } from '@suvarna/testkit';
import { describe, expect, it } from 'vitest';
import {
  bannerFileIssue,
  chosenImageIssue,
  detectImageType,
  exceedsImageLimit,
  formJson,
  type ImageExtent,
  type ImageMimeType,
  imageExtent,
  imageToKeep,
  parseImageOrder,
  phoneBannerFileIssue,
  squareCrop,
  wholeImageType,
} from './images.js';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('detectImageType reads the type from the content, not the name', () => {
  it.each([
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    ['WebP', bytes(...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WEBPVP8 ')), 'image/webp'],
    ['a RIFF file that is not WebP (WAV)', bytes(...ascii('RIFF'), 1, 2, 3, 4, ...ascii('WAVE')), null],
    ['text named .png', new TextEncoder().encode('just some text'), null],
    ['GIF', bytes(...ascii('GIF89a')), null],
    ['SVG (scripts inside)', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    ['an empty file', bytes(), null],
    ['a truncated PNG signature', bytes(0x89, 0x50, 0x4e), null],
  ])('%s → %s', (_name, content, expected) => {
    expect(detectImageType(content)).toBe(expected);
  });
});

// Real images, 8 × 8 pixels, made by sharp 0.35 (libvips) from a gradient, sharp(pixels, { raw }),
// then .jpeg({ quality: 50 }), .jpeg({ quality: 50, progressive: true }) (10 scans), .png(),
// .webp({ quality: 50 }) (VP8), .webp({ lossless: true }) (VP8L, odd-sized, so padded) and, from 4
// channels, .webp({ quality: 50 }) (VP8X, ALPH, VP8).
const real = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));
const JPEG = real(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAL/xAAeEAABBAEFAAAAAAAAAAAAAAABAAIDESESMUFRwf/EABUBAQEAAAAAAAAAAAAAAAAAAAME/8QAGREBAQADAQAAAAAAAAAAAAAAAQIAAxFB/9oADAMBAAIRAxEAPwCNhpLcGrhIodhojabPGXHwoiKjVBQq4GyiUOeZ/9k=',
);
const PROGRESSIVE_JPEG = real(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wgARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAL/xAAUAQEAAAAAAAAAAAAAAAAAAAAD/9oADAMBAAIQAxAAAAGQh//EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAQUCf//EABcRAAMBAAAAAAAAAAAAAAAAAAABAhH/2gAIAQMBAT8Bp4f/xAAXEQADAQAAAAAAAAAAAAAAAAAAAQIR/9oACAECAQE/AZWn/8QAFhAAAwAAAAAAAAAAAAAAAAAAAMHh/9oACAEBAAY/AlD/xAAZEAABBQAAAAAAAAAAAAAAAAARAEFhwfD/2gAIAQEAAT8hgawWv//aAAwDAQACAAMAAAAQ9//EABcRAQADAAAAAAAAAAAAAAAAAAEAEUH/2gAIAQMBAT8QBBWT/8QAFREBAQAAAAAAAAAAAAAAAAAAAQD/2gAIAQIBAT8QMKt//8QAGxABAQABBQAAAAAAAAAAAAAAAREhADFBUcH/2gAIAQEAAT8Q2KwZUQ7AleMrx1//2Q==',
);
const PNG = real(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAdUlEQVQImWNgsKlQTZzr1XYof/XzKRd4dn41vCcVxmxfzRA9/XLDnh9LH8qeYnN6r50uEtBjWboxbtY1hm2f9G6LB2PqYxD07TQrWoepjyFnxZOJZzkx9TEcZ7Z/o5GCqY9BKW6We/N+TH0MtTu/LronhakPABoEXQG3rISkAAAAAElFTkSuQmCC',
);
const WEBP_LOSSY = real(
  'UklGRmwAAABXRUJQVlA4IGAAAADwAQCdASoIAAgAAsBMJbACdH8AFbLQwgAA+3TNyaKlbd4gfvHa9YER/L/SgmyLrkl+wKFR+ImHIH1ZWu+ZXtVAE7oY/09Zq+X/scbgJqtlOBy1+YQES7C2CZ/f/5N5TAA=',
);
const WEBP_LOSSLESS = real('UklGRiwAAABXRUJQVlA4TB8AAAAvB8ABAM1lRP8DhNlGNLOYyfxN7ncCQzw8MQEOO24AAA==');
const WEBP_ALPHA = real(
  'UklGRqIAAABXRUJQVlA4WAoAAAAQAAAABwAABwAAQUxQSB4AAAABPyAQSPyNQhtgiIhIHQTZNhnLWMZyf4wbRPQ/lnxWUDggXgAAANABAJ0BKggACAACwEwlsAJ0fwAVstAgAPt0zcmipW3eIH7x2vWBEfy/0oJsi65JfsChUfiJhyB9WVrvmV7VQBO6GP9PWavl/7HG4CarZTgctfmEBEuwtgmf3/ntoAA=',
);

const u32le = (value: number) => u32(value).reverse();
const html = ascii('<!doctype html><script>alert(document.cookie)</script>');
const EXIF_JPEG = withExifThumbnail(PROGRESSIVE_JPEG, JPEG);

/** A PNG chunk (the walk does not check CRCs, so it is left at 0). */
const pngChunk = (type: string, data: number[] = []) => [...u32(data.length), ...ascii(type), ...data, ...u32(0)];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = pngChunk('IHDR', [...u32(1), ...u32(1), 8, 0, 0, 0, 0]);

// Crafted JPEG segments: the walk reads the container, not the pixels.
const SOI = [0xff, 0xd8];
const EOI = [0xff, 0xd9];
const segment = (marker: number, data: number[] = []) => [0xff, marker, ...u16(data.length + 2), ...data];
const SOF0 = segment(0xc0, [8, ...u16(1), ...u16(1), 1, 1, 0x11, 0]); // 13 bytes
const DHT = segment(0xc4, [0x00, ...new Array<number>(16).fill(0)]); // 21 bytes
const SOS = segment(0xda, [1, 1, 0, 0, 63, 0]); // 10 bytes

/** The WebP with its RIFF size rewritten. */
const withRiffSize = (webp: Uint8Array, size: number) => concat(webp.subarray(0, 4), u32le(size), webp.subarray(8));

const complete = (type: ImageMimeType, end: number): ImageExtent => ({ status: 'complete', type, end });
const problem = (status: 'truncated' | 'malformed', type: ImageMimeType, at: number): ImageExtent => ({
  status,
  type,
  at,
});

describe('imageExtent follows a real image to the end of its container', () => {
  it.each<[string, Uint8Array, ImageMimeType]>([
    ['a baseline JPEG', JPEG, 'image/jpeg'],
    ['a progressive JPEG (10 scans, Huffman tables between them)', PROGRESSIVE_JPEG, 'image/jpeg'],
    ['a JPEG whose EXIF thumbnail (in APP1) has its own EOI', EXIF_JPEG, 'image/jpeg'],
    ['a PNG', PNG, 'image/png'],
    ['a lossy WebP (VP8)', WEBP_LOSSY, 'image/webp'],
    ['a lossless WebP (VP8L: an odd chunk and its pad byte)', WEBP_LOSSLESS, 'image/webp'],
    ['an extended WebP (VP8X, ALPH, VP8)', WEBP_ALPHA, 'image/webp'],
  ])('%s ends at its last byte', (_name, image, type) => {
    expect(imageExtent(image)).toEqual(complete(type, image.length));
    expect(wholeImageType(image)).toBe(type);
  });

  it('is not fooled by the EOI of an EXIF thumbnail', () => {
    // SOI, the APP1 marker and length, "Exif\0\0", the TIFF structure up to the thumbnail.
    const thumbnailEnd = 2 + 4 + 6 + 68 + JPEG.length;
    expect([...EXIF_JPEG.subarray(thumbnailEnd - 2, thumbnailEnd)]).toEqual(EOI);
    expect(imageExtent(concat(EXIF_JPEG, html))).toEqual(complete('image/jpeg', EXIF_JPEG.length));
  });
});

describe('imageExtent tells where the image ends when bytes follow it', () => {
  it.each<[string, Uint8Array, number, ImageMimeType]>([
    ['an HTML page after IEND', concat(PNG, html), PNG.length, 'image/png'],
    ['a second PNG after IEND', concat(PNG, PNG), PNG.length, 'image/png'],
    ['bytes after EOI', concat(JPEG, [0, 0, 0x41]), JPEG.length, 'image/jpeg'],
    ['a zero byte after EOI', concat(JPEG, [0]), JPEG.length, 'image/jpeg'],
    ['a JPEG after a JPEG', concat(JPEG, JPEG), JPEG.length, 'image/jpeg'],
    ['an HTML page after a progressive JPEG', concat(PROGRESSIVE_JPEG, html), PROGRESSIVE_JPEG.length, 'image/jpeg'],
    ['an HTML page after the RIFF chunk', concat(WEBP_LOSSY, html), WEBP_LOSSY.length, 'image/webp'],
    ['a zero byte after an even RIFF chunk', concat(WEBP_LOSSLESS, [0]), WEBP_LOSSLESS.length, 'image/webp'],
  ])('%s', (_name, content, end, type) => {
    expect(imageExtent(content)).toEqual(complete(type, end));
    expect(wholeImageType(content)).toBeNull();
  });
});

describe('imageExtent follows the container rules on crafted bytes', () => {
  const oddSize = WEBP_LOSSLESS.length - 8 - 1; // the RIFF size without the last chunk's pad byte
  it.each<[string, number[] | Uint8Array, ImageExtent]>([
    [
      'JPEG: stuffed 0xFF00, RST0 and RST7, 0xFF fill bytes inside a scan',
      [...SOI, ...SOF0, ...DHT, ...SOS, 1, 0xff, 0x00, 2, 0xff, 0xd0, 3, 0xff, 0xd7, 0xff, 0xff, 0x00, 4, ...EOI],
      complete('image/jpeg', 2 + 13 + 21 + 10 + 13 + 2),
    ],
    [
      'JPEG: fill bytes before markers, a table between two scans',
      [...SOI, 0xff, ...SOF0, ...SOS, 7, 0xff, 0xff, ...DHT, ...SOS, 8, 0xff, 0xff, 0xff, ...EOI],
      complete('image/jpeg', 2 + 1 + 13 + 10 + 3 + 21 + 10 + 4 + 2),
    ],
    [
      'JPEG: an EOI inside an APP segment or a comment is data',
      [...SOI, ...segment(0xe1, EOI), ...segment(0xfe, [...EOI, 0xff]), ...SOF0, ...SOS, 9, ...EOI],
      complete('image/jpeg', 2 + 6 + 7 + 13 + 10 + 1 + 2),
    ],
    [
      'JPEG: a standalone RST between segments',
      [...SOI, 0xff, 0xd3, ...SOF0, ...SOS, 9, ...EOI],
      complete('image/jpeg', 2 + 2 + 13 + 10 + 1 + 2),
    ],
    [
      'WebP: an odd RIFF size and its zero pad byte',
      withRiffSize(WEBP_LOSSLESS, oddSize),
      complete('image/webp', WEBP_LOSSLESS.length),
    ],
    [
      'WebP: an odd RIFF size without its pad byte',
      withRiffSize(WEBP_LOSSLESS, oddSize).subarray(0, -1),
      complete('image/webp', WEBP_LOSSLESS.length - 1),
    ],
    [
      'WebP: an odd RIFF size followed by a byte that is no pad',
      concat(withRiffSize(WEBP_LOSSLESS, oddSize).subarray(0, -1), [0x3c]),
      complete('image/webp', WEBP_LOSSLESS.length - 1),
    ],
    [
      'PNG: the least there can be (IHDR, an empty IDAT, IEND)',
      [...PNG_SIGNATURE, ...IHDR, ...pngChunk('IDAT'), ...pngChunk('IEND')],
      complete('image/png', 8 + 25 + 12 + 12),
    ],
  ])('%s', (_name, content, expected) => {
    expect(imageExtent(Uint8Array.from(content))).toEqual(expected);
  });
});

describe('imageExtent says where an image is cut short', () => {
  it.each<[string, Uint8Array | number[], ImageExtent]>([
    ['a PNG signature alone', PNG_SIGNATURE, problem('truncated', 'image/png', 8)],
    ['a PNG without its IEND chunk', PNG.subarray(0, -12), problem('truncated', 'image/png', PNG.length - 12)],
    ['a PNG cut inside IEND', PNG.subarray(0, -1), problem('truncated', 'image/png', PNG.length - 12)],
    ['a PNG cut inside its first chunk', PNG.subarray(0, 20), problem('truncated', 'image/png', 8)],
    ['a JPEG without its EOI', JPEG.subarray(0, -2), expect.objectContaining({ status: 'truncated' })],
    ['a JPEG cut inside EOI', JPEG.subarray(0, -1), expect.objectContaining({ status: 'truncated' })],
    ['a JPEG cut inside a table', JPEG.subarray(0, 30), problem('truncated', 'image/jpeg', 2)],
    ['a JPEG cut inside a segment length', JPEG.subarray(0, 5), problem('truncated', 'image/jpeg', 2)],
    ['a JPEG cut after SOI', [0xff, 0xd8, 0xff], problem('truncated', 'image/jpeg', 2)],
    ['a crafted JPEG cut inside its scan', [...SOI, ...SOF0, ...SOS, 1, 2, 3], problem('truncated', 'image/jpeg', 25)],
    [
      'a progressive JPEG cut between scans',
      PROGRESSIVE_JPEG.subarray(0, 400),
      expect.objectContaining({ status: 'truncated' }),
    ],
    ['a WebP cut short of its RIFF size', WEBP_LOSSY.subarray(0, -1), problem('truncated', 'image/webp', 4)],
    ['a WebP header alone', [...ascii('RIFF'), ...u32le(256), ...ascii('WEBP')], problem('truncated', 'image/webp', 4)],
  ])('%s', (_name, content, expected) => {
    expect(imageExtent(Uint8Array.from(content))).toEqual(expected);
    expect(wholeImageType(Uint8Array.from(content))).toBeNull();
  });

  it.each<[string, Uint8Array, number]>([
    ['JPEG', JPEG, 3],
    ['progressive JPEG', PROGRESSIVE_JPEG, 3],
    ['JPEG with an EXIF thumbnail', EXIF_JPEG, 3],
    ['PNG', PNG, 8],
    ['lossless WebP', WEBP_LOSSLESS, 12],
    ['extended WebP', WEBP_ALPHA, 12],
  ])('finds every cut of a real %s truncated', (_name, image, signature) => {
    for (let length = signature; length < image.length; length += 1) {
      expect(imageExtent(image.subarray(0, length)), `the first ${length} bytes`).toMatchObject({
        status: 'truncated',
      });
    }
  });
});

describe('imageExtent refuses a container that breaks its rules', () => {
  const malformed = (type: ImageMimeType, at: number) => problem('malformed', type, at);
  it.each<[string, number[] | Uint8Array, ImageExtent]>([
    ['a PNG signature followed by HTML', [...PNG_SIGNATURE, ...html], malformed('image/png', 8)],
    [
      'a PNG whose first chunk is not IHDR',
      [...PNG_SIGNATURE, ...pngChunk('IDAT'), ...IHDR, ...pngChunk('IEND')],
      malformed('image/png', 8),
    ],
    ['a PNG with a second IHDR', [...PNG_SIGNATURE, ...IHDR, ...IHDR, ...pngChunk('IEND')], malformed('image/png', 33)],
    ['a PNG with no IDAT', [...PNG_SIGNATURE, ...IHDR, ...pngChunk('IEND')], malformed('image/png', 33)],
    [
      'a PNG with an IEND that holds data',
      [...PNG_SIGNATURE, ...IHDR, ...pngChunk('IDAT'), ...pngChunk('IEND', [1])],
      malformed('image/png', 45),
    ],
    [
      'a PNG chunk type that is not four letters',
      [...PNG_SIGNATURE, ...IHDR, ...pngChunk('ID@T'), ...pngChunk('IEND')],
      malformed('image/png', 33),
    ],
    ['a JPEG signature followed by HTML', [0xff, 0xd8, 0xff, ...html], malformed('image/jpeg', 2)],
    ['a JPEG with a byte between segments', [...SOI, ...SOF0, 0x41, ...SOS, 9, ...EOI], malformed('image/jpeg', 15)],
    ['a JPEG with a scan before any frame', [...SOI, ...SOS, 9, ...SOF0, ...EOI], malformed('image/jpeg', 2)],
    ['a JPEG that ends before any scan', [...SOI, ...SOF0, ...EOI], malformed('image/jpeg', 15)],
    ['a JPEG with a second SOI', [...SOI, ...SOF0, ...SOI, ...SOS, 9, ...EOI], malformed('image/jpeg', 15)],
    [
      'a JPEG segment length under 2',
      [...SOI, 0xff, 0xe0, 0, 1, ...SOF0, ...SOS, 9, ...EOI],
      malformed('image/jpeg', 2),
    ],
    ['a JPEG with 0xFF00 outside a scan', [...SOI, 0xff, 0x00, ...SOF0, ...SOS, 9, ...EOI], malformed('image/jpeg', 2)],
    [
      'a WebP whose first chunk is not VP8, VP8L or VP8X',
      [...ascii('RIFF'), ...u32le(12), ...ascii('WEBPEXIF'), ...u32le(0)],
      malformed('image/webp', 12),
    ],
    [
      'a WebP whose RIFF size holds no chunk',
      [...ascii('RIFF'), ...u32le(4), ...ascii('WEBP')],
      malformed('image/webp', 4),
    ],
    ['a WebP whose chunk runs past the RIFF size', withRiffSize(WEBP_LOSSY, 4 + 8 + 10), malformed('image/webp', 12)],
    [
      'a WebP with part of a chunk header left in its RIFF size',
      concat(withRiffSize(WEBP_LOSSY, WEBP_LOSSY.length - 8 + 4), ascii('EXIF')),
      malformed('image/webp', WEBP_LOSSY.length),
    ],
  ])('%s', (_name, content, expected) => {
    expect(imageExtent(Uint8Array.from(content))).toEqual(expected);
    expect(wholeImageType(Uint8Array.from(content))).toBeNull();
  });

  it.each([
    ['text', new TextEncoder().encode('just some text')],
    ['a GIF', bytes(...ascii('GIF89a'))],
    ['an empty file', bytes()],
  ])('knows %s as no image of its own', (_name, content) => {
    expect(imageExtent(content)).toEqual({ status: 'unknown' });
    expect(wholeImageType(content)).toBeNull();
  });
});

const jpeg = { type: 'image/jpeg', size: 200_000 };

describe('exceedsImageLimit: at most 3 images kept and new together', () => {
  it.each([
    [0, 3, false],
    [1, 2, false],
    [3, 0, false],
    [0, 4, true],
    [2, 2, true],
  ])('%d kept and %d new → %s', (kept, added, expected) => {
    expect(exceedsImageLimit(kept, added)).toBe(expected);
  });
});

describe('chosenImageIssue: a chosen file judged by its first bytes and size, and named', () => {
  const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
  it.each([
    [{ name: 'front.png', size: 200_000 }, png, null],
    [
      { name: 'notes.png', size: 20 },
      new TextEncoder().encode('opening hours'),
      'notes.png is not a JPEG, PNG or WebP image',
    ],
    [{ name: 'empty.jpg', size: 0 }, bytes(), 'empty.jpg is not a JPEG, PNG or WebP image'],
    [{ name: 'huge.png', size: 5 * 1024 * 1024 + 1 }, png, 'huge.png is larger than 5 MB'],
  ])('%j → %s', (file, head, expected) => {
    expect(chosenImageIssue(file, head)).toBe(expected);
  });
});

describe('bannerFileIssue: one image, required', () => {
  it.each([
    [[jpeg], null],
    [[], 'Please choose an image to upload'],
    [[jpeg, jpeg], 'Please choose a single image'],
    [[{ type: 'application/pdf', size: 10 }], 'Only JPEG, PNG or WebP images can be uploaded'],
  ])('%j → %s', (files, expected) => {
    expect(bannerFileIssue(files)).toBe(expected);
  });
});

describe('phoneBannerFileIssue: at most one image, required only when it is all that is sent', () => {
  it.each([
    [[jpeg], true, null],
    [[], false, null],
    [[], true, 'Please choose a phone picture to upload'],
    [[jpeg, jpeg], false, 'Please choose a single phone picture'],
    [[{ type: 'text/plain', size: 10 }], false, 'Only JPEG, PNG or WebP images can be uploaded'],
  ])('%j (required: %s) → %s', (files, required, expected) => {
    expect(phoneBannerFileIssue(files, required)).toBe(expected);
  });
});

describe('imageToKeep: a phone photo keeps its first image; anything else after an image is refused', () => {
  it.each(['MM', 'II'] as const)(
    'an Ultra HDR JPEG (MPF index, %s byte order) keeps the photo, not its gain map',
    (order) => {
      const { file, primaryLength } = withMpfGainMap(JPEG, PROGRESSIVE_JPEG, order);
      expect(imageExtent(file)).toEqual({
        status: 'complete',
        type: 'image/jpeg',
        end: primaryLength,
        attachments: [{ start: primaryLength, size: PROGRESSIVE_JPEG.length }],
      });
      expect(wholeImageType(file)).toBeNull();
      expect(imageToKeep(file)).toEqual({ type: 'image/jpeg', length: primaryLength });
    },
  );

  it.each([
    ['a whole JPEG', JPEG, { type: 'image/jpeg', length: JPEG.length }],
    ['a whole PNG', PNG, { type: 'image/png', length: PNG.length }],
    ['a JPEG with a page after its EOI', concat(JPEG, html), null],
    ['an Ultra HDR JPEG with a page after its gain map', concat(withMpfGainMap(JPEG, JPEG, 'MM').file, html), null],
    [
      'an MPF index declaring a gain map where a page of the same size sits',
      withMpfGainMap(JPEG, new Uint8Array(html.length), 'MM', new Uint8Array(html)).file,
      null,
    ],
    ['an MPF index whose gain map is cut short', withMpfGainMap(JPEG, JPEG, 'MM').file.subarray(0, -10), null],
  ])('%s', (_case, file, kept) => {
    expect(imageToKeep(file)).toEqual(kept);
  });
});

describe('parseImageOrder: kept and new images in the order chosen, each exactly once', () => {
  it('defaults to kept then new when nothing is sent', () => {
    expect(parseImageOrder(undefined, [7, 9], 2)).toEqual({
      order: [{ kept: 7 }, { kept: 9 }, { new: 0 }, { new: 1 }],
    });
    expect(parseImageOrder('', [], 0)).toEqual({ order: [] });
  });

  it('takes an interleaved order, as JSON text or a list', () => {
    const order = [{ new: 1 }, { kept: 9 }, { new: 0 }, { kept: 7 }];
    expect(parseImageOrder(JSON.stringify(order), [7, 9], 2)).toEqual({ order });
    expect(parseImageOrder(order, [7, 9], 2)).toEqual({ order });
  });

  it('keeps the focal point an entry gives, and refuses one outside the picture', () => {
    const order = [
      { new: 0, focus: { x: 0, y: 1 } },
      { kept: 7, focus: { x: 0.25, y: 0.5 } },
    ];
    expect(parseImageOrder(JSON.stringify(order), [7], 1)).toEqual({ order });
    for (const focus of [{ x: 1.5, y: 0 }, { x: 0.5 }, { x: '0.5', y: 0.5 }, null])
      expect(parseImageOrder([{ kept: 7, focus }, { new: 0 }], [7], 1)).toEqual({
        issue: 'focus must be {"x", "y"}, each from 0 to 1',
      });
  });

  it.each([
    ['not json', 'must be a JSON list of {"kept": id} or {"new": index}, each with an optional focus'],
    ['{"kept":7}', 'must be a JSON list of {"kept": id} or {"new": index}, each with an optional focus'],
    ['[{"kept":7,"new":0}]', 'must be a JSON list of {"kept": id} or {"new": index}, each with an optional focus'],
    ['[{"old":7}]', 'must be a JSON list of {"kept": id} or {"new": index}, each with an optional focus'],
    ['[{"new":0.5}]', 'must be a JSON list of {"kept": id} or {"new": index}, each with an optional focus'],
    ['[{"kept":8},{"new":0}]', 'names image 8, which is not among the kept images'],
    ['[{"kept":7},{"kept":7},{"new":0}]', 'names image 7 twice'],
    ['[{"kept":7},{"new":1}]', 'names new image 1, which was not sent'],
    ['[{"kept":7},{"new":0},{"new":0}]', 'names new image 0 twice'],
    ['[{"new":0}]', 'must name every kept and new image once'],
    ['[{"kept":7}]', 'must name every kept and new image once'],
  ])('refuses %s', (value, issue) => {
    expect(parseImageOrder(value, [7], 1)).toEqual({ issue });
  });
});

describe('squareCrop: the largest square around the focal point, kept inside the picture', () => {
  it.each([
    ['landscape, centre', 400, 200, { x: 0.5, y: 0.5 }, { left: 100, top: 0, size: 200 }],
    ['landscape, left edge', 400, 200, { x: 0, y: 0.5 }, { left: 0, top: 0, size: 200 }],
    ['landscape, right edge', 400, 200, { x: 1, y: 0.5 }, { left: 200, top: 0, size: 200 }],
    ['landscape, a quarter in', 400, 200, { x: 0.25, y: 0.9 }, { left: 0, top: 0, size: 200 }],
    ['landscape, three fifths in', 400, 200, { x: 0.6, y: 0 }, { left: 140, top: 0, size: 200 }],
    ['portrait, centre', 200, 400, { x: 0.5, y: 0.5 }, { left: 0, top: 100, size: 200 }],
    ['portrait, top left corner', 200, 400, { x: 0, y: 0 }, { left: 0, top: 0, size: 200 }],
    ['portrait, bottom right corner', 200, 400, { x: 1, y: 1 }, { left: 0, top: 200, size: 200 }],
    ['portrait, just under the middle', 200, 400, { x: 0.5, y: 0.6 }, { left: 0, top: 140, size: 200 }],
    ['square: nothing to move', 300, 300, { x: 0, y: 1 }, { left: 0, top: 0, size: 300 }],
    ['odd sizes, whole pixels', 301, 100, { x: 0.5, y: 0.5 }, { left: 101, top: 0, size: 100 }],
  ])('%s', (_, width, height, focus, crop) => {
    expect(squareCrop(width, height, focus)).toEqual(crop);
  });

  it('centres the crop when no focal point is given', () => {
    expect(squareCrop(400, 200)).toEqual({ left: 100, top: 0, size: 200 });
  });
});

describe('a multipart form’s JSON field', () => {
  it('is parsed from its text, undefined when no JSON, and kept as it is when it came as a value', () => {
    expect(formJson('[{"kept":3}]')).toEqual([{ kept: 3 }]);
    expect(formJson('[{"kept":3}')).toBeUndefined();
    expect(formJson([7, 8])).toEqual([7, 8]);
    expect(formJson(undefined)).toBeUndefined();
  });
});
