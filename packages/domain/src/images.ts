// Rules for uploaded images, shared by the back office (before sending) and the CMS (on receipt).
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES } from './constants.js';
import type { FocalPoint } from './types.js';

export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

/** What the rules need to know of a chosen file (a browser File, or an upload on the server). */
export interface FileFacts {
  type: string;
  size: number;
}

export const IMAGE_TYPE_MESSAGE = 'Only JPEG, PNG or WebP images can be uploaded';
export const IMAGE_SIZE_MESSAGE = `Each image must be at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB`;
/**
 * The most pixels an uploaded image may have: more than any phone photo that fits in 5 MB, and a
 * bound on what decoding it may cost (a 5 MB PNG can claim 30,000 × 30,000 pixels).
 */
export const MAX_IMAGE_PIXELS = 100_000_000;
export const IMAGE_PIXELS_MESSAGE = `Each image must be at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`;
export const BANNER_REQUIRED_MESSAGE = 'Please choose an image to upload';
export const BANNER_SINGLE_MESSAGE = 'Please choose a single image';
export const PHONE_BANNER_REQUIRED_MESSAGE = 'Please choose a phone picture to upload';
export const PHONE_BANNER_SINGLE_MESSAGE = 'Please choose a single phone picture';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/** The image type from the file's first bytes, whatever its name or declared type says; null if none. */
export function detectImageType(bytes: Uint8Array): ImageMimeType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // "RIFF" <size> "WEBP"
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

/**
 * Where an image's container ends, found by walking its structure: `end` is the offset just past
 * its last byte (PNG's IEND chunk, JPEG's EOI marker, the end of WebP's RIFF chunk). Anything at
 * or after `end` is not part of the image: a decoder ignores it, so it can carry anything. A
 * container that runs past the bytes is `truncated`; one that breaks its format's rules is
 * `malformed`; `at` is the offset of the part that failed. Only the container is read here, not
 * the pixel data: whether that decodes is for a decoder to say.
 */
export type ImageExtent =
  | { status: 'complete'; type: ImageMimeType; end: number; attachments?: Attachment[] }
  | { status: 'truncated' | 'malformed'; type: ImageMimeType; at: number }
  | { status: 'unknown' };

/** Images a JPEG's MPF index declares after its own: where each starts in the file, and its size. */
export interface Attachment {
  start: number;
  size: number;
}

type Walk = { end: number; attachments?: Attachment[] } | { problem: 'truncated' | 'malformed'; at: number };

const truncated = (at: number): Walk => ({ problem: 'truncated', at });
const malformed = (at: number): Walk => ({ problem: 'malformed', at });

const u16be = (bytes: Uint8Array, at: number) => ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u32be = (bytes: Uint8Array, at: number) => u16be(bytes, at) * 0x10000 + u16be(bytes, at + 2);
const u32le = (bytes: Uint8Array, at: number) =>
  (bytes[at] ?? 0) + (bytes[at + 1] ?? 0) * 0x100 + (bytes[at + 2] ?? 0) * 0x10000 + (bytes[at + 3] ?? 0) * 0x1000000;
const fourCC = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

const isLetter = (byte: number) => (byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a);

/**
 * PNG: the 8-byte signature, then chunks (4-byte length, 4-letter type, data, 4-byte CRC), IHDR
 * first and IEND (empty) last, with at least one IDAT between. CRCs and pixel data are the
 * decoder's business.
 */
function walkPng(bytes: Uint8Array): Walk {
  let at = 8;
  let hasData = false;
  for (let first = true; ; first = false) {
    if (at + 8 > bytes.length) return truncated(at);
    const length = u32be(bytes, at);
    const type = fourCC(bytes, at + 4);
    if (length > 0x7fffffff || !bytes.subarray(at + 4, at + 8).every(isLetter)) return malformed(at);
    if (first !== (type === 'IHDR') || (first && length !== 13)) return malformed(at);
    const next = at + 12 + length;
    if (next > bytes.length) return truncated(at);
    if (type === 'IEND') return length === 0 && hasData ? { end: next } : malformed(at);
    if (type === 'IDAT') hasData = true;
    at = next;
  }
}

/**
 * The images after the first that a JPEG's Multi-Picture Format index declares (APP2 "MPF\0",
 * CIPA DC-007): phones append a gain map (Ultra HDR) or a depth map this way. The index is a TIFF
 * structure whose MP Entry tag (0xB002) lists each image's size and its offset from the index's
 * own header; the first entry is the primary image. Null when the segment is not a readable index.
 */
function mpfAttachments(bytes: Uint8Array, data: number, end: number): Attachment[] | null {
  if (fourCC(bytes, data) !== 'MPF\0') return null;
  const header = data + 4;
  const order = fourCC(bytes, header).slice(0, 2);
  if (order !== 'II' && order !== 'MM') return null;
  const u16 = (at: number) => (order === 'MM' ? u16be(bytes, at) : (bytes[at] ?? 0) + (bytes[at + 1] ?? 0) * 0x100);
  const u32 = (at: number) => (order === 'MM' ? u32be(bytes, at) : u32le(bytes, at));
  if (u16(header + 2) !== 42) return null;
  const ifd = header + u32(header + 4);
  if (ifd + 2 > end) return null;
  for (let entry = ifd + 2, left = u16(ifd); left > 0 && entry + 12 <= end; left -= 1, entry += 12) {
    if (u16(entry) !== 0xb002) continue;
    const length = u32(entry + 4);
    const list = header + u32(entry + 8);
    if (length % 16 !== 0 || list + length > end) return null;
    const attachments: Attachment[] = [];
    for (let at = list + 16; at < list + length; at += 16)
      attachments.push({ start: header + u32(at + 8), size: u32(at + 4) });
    return attachments;
  }
  return null;
}

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;
/** SOF0-SOF15, less DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/**
 * The end of a scan's entropy-coded data: the offset of the first marker that is neither a stuffed
 * 0xFF00 nor a restart marker (RST0-RST7 sit inside the data); -1 if the bytes end first.
 */
function scanEnd(bytes: Uint8Array, from: number): number {
  for (let at = from; at + 1 < bytes.length; at += 1) {
    if (bytes[at] !== 0xff) continue;
    const next = bytes[at + 1] ?? 0;
    // 0xFF 0xFF: a fill byte before a marker; the next round looks at the second 0xFF.
    if (next === 0xff) continue;
    if (next === 0x00 || isRestart(next)) {
      at += 1;
      continue;
    }
    return at;
  }
  return -1;
}

/**
 * JPEG: SOI, then markers (each 0xFF, maybe after 0xFF fill bytes): segments skipped by their
 * lengths (so an EXIF thumbnail inside APP1, with its own SOI and EOI, is skipped whole), each
 * SOS followed by its entropy-coded data (a progressive file has several scans), up to EOI after
 * at least one frame and one scan.
 */
function walkJpeg(bytes: Uint8Array): Walk {
  let at = 2;
  let frame = false;
  let scans = 0;
  let attachments: Attachment[] | undefined;
  for (;;) {
    if (at >= bytes.length) return truncated(at);
    if (bytes[at] !== 0xff) return malformed(at);
    let code = at + 1;
    while (bytes[code] === 0xff) code += 1;
    if (code >= bytes.length) return truncated(at);
    const marker = bytes[code] ?? 0;
    const body = code + 1;
    if (marker === 0xd9) return scans > 0 ? { end: body, ...(attachments ? { attachments } : {}) } : malformed(at);
    // 0x02-0xBF are reserved, 0x00 is a stuffed byte (only inside a scan), and SOI comes once.
    if ((marker < 0xc0 && marker !== 0x01) || marker === 0xd8) return malformed(at);
    // TEM and RSTn stand alone, with no length.
    if (marker === 0x01 || isRestart(marker)) {
      at = body;
      continue;
    }
    if (body + 2 > bytes.length) return truncated(at);
    const length = u16be(bytes, body);
    if (length < 2) return malformed(at);
    const next = body + length;
    if (next > bytes.length) return truncated(at);
    if (isFrame(marker)) frame = true;
    if (marker === 0xe2 && !attachments) attachments = mpfAttachments(bytes, body + 2, next) ?? undefined;
    if (marker === 0xda) {
      if (!frame) return malformed(at);
      scans += 1;
      const end = scanEnd(bytes, next);
      if (end < 0) return truncated(next);
      at = end;
    } else {
      at = next;
    }
  }
}

const WEBP_FIRST_CHUNKS = ['VP8 ', 'VP8L', 'VP8X'];

/**
 * WebP: "RIFF", the size of what follows, "WEBP", then chunks (FourCC, size, data, a pad byte
 * after odd data) filling the RIFF payload exactly, the first one VP8, VP8L or VP8X. The image ends
 * where the RIFF size says, plus the zero pad byte RIFF allows after an odd size.
 */
function walkWebp(bytes: Uint8Array): Walk {
  const size = u32le(bytes, 4);
  const payloadEnd = 8 + size;
  if (size < 4 + 8) return malformed(4);
  if (payloadEnd > bytes.length) return truncated(4);
  let at = 12;
  for (let first = true; at < payloadEnd; first = false) {
    if (at + 8 > payloadEnd) return malformed(at);
    if (first && !WEBP_FIRST_CHUNKS.includes(fourCC(bytes, at))) return malformed(at);
    const length = u32le(bytes, at + 4);
    if (at + 8 + length > payloadEnd) return malformed(at);
    // An odd chunk's pad byte: the last one may fall outside an odd RIFF size (it is then RIFF's pad).
    at += 8 + length + (length % 2);
  }
  const padded = size % 2 === 1 && bytes[payloadEnd] === 0;
  return { end: padded ? payloadEnd + 1 : payloadEnd };
}

const WALKS: Record<ImageMimeType, (bytes: Uint8Array) => Walk> = {
  'image/jpeg': walkJpeg,
  'image/png': walkPng,
  'image/webp': walkWebp,
};

/** The image's type and where its container ends, or why it cannot be followed to its end. */
export function imageExtent(bytes: Uint8Array): ImageExtent {
  const type = detectImageType(bytes);
  if (!type) return { status: 'unknown' };
  const walk = WALKS[type](bytes);
  if (!('end' in walk)) return { status: walk.problem, type, at: walk.at };
  return walk.attachments
    ? { status: 'complete', type, end: walk.end, attachments: walk.attachments }
    : { status: 'complete', type, end: walk.end };
}

/** The image's type when its container is complete and ends exactly at the last byte; null otherwise. */
export function wholeImageType(bytes: Uint8Array): ImageMimeType | null {
  const extent = imageExtent(bytes);
  return extent.status === 'complete' && extent.end === bytes.length ? extent.type : null;
}

/**
 * What of an upload to keep: the whole file when it is exactly one image. A phone's JPEG may carry
 * more images after its own (Android's Ultra HDR gain map, a depth map), declared in its MPF index:
 * when the bytes after the first image are exactly those declared images, each a whole JPEG, only
 * the first image is kept (the site shows nothing else). Null when anything else follows an image.
 */
export function imageToKeep(bytes: Uint8Array): { type: ImageMimeType; length: number } | null {
  const extent = imageExtent(bytes);
  if (extent.status !== 'complete') return null;
  if (extent.end === bytes.length) return { type: extent.type, length: extent.end };
  if (!extent.attachments || extent.attachments.length === 0) return null;
  let cursor = extent.end;
  for (const { start, size } of [...extent.attachments].sort((a, b) => a.start - b.start)) {
    if (start !== cursor || start + size > bytes.length) return null;
    const attached = bytes.subarray(start, start + size);
    const walk = detectImageType(attached) === 'image/jpeg' ? walkJpeg(attached) : null;
    if (!walk || !('end' in walk) || walk.end !== size) return null;
    cursor = start + size;
  }
  return cursor === bytes.length ? { type: extent.type, length: extent.end } : null;
}

const typeOrSizeIssue = (files: readonly FileFacts[]): string | null => {
  if (files.some((file) => !(IMAGE_MIME_TYPES as readonly string[]).includes(file.type))) return IMAGE_TYPE_MESSAGE;
  if (files.some((file) => file.size > MAX_IMAGE_BYTES)) return IMAGE_SIZE_MESSAGE;
  return null;
};

/** More than 3 new images chosen, or more than 3 in all with the kept ones. */
export function exceedsImageLimit(keptCount: number, newCount: number): boolean {
  return newCount > MAX_PRODUCT_IMAGES || keptCount + newCount > MAX_PRODUCT_IMAGES;
}

/** Bytes enough at a file's start to tell its image type (WebP's signature ends at byte 12). */
export const IMAGE_HEAD_BYTES = 12;

/**
 * A file chosen in a form, judged before anything is sent: by its first bytes (a text file named
 * .png is no picture, whatever the browser says its type is) and its size. The message names it.
 */
export function chosenImageIssue(file: { name: string; size: number }, head: Uint8Array): string | null {
  if (!detectImageType(head)) return `${file.name} is not a JPEG, PNG or WebP image`;
  if (file.size > MAX_IMAGE_BYTES) return `${file.name} is larger than ${MAX_IMAGE_BYTES / (1024 * 1024)} MB`;
  return null;
}

/** A banner upload: exactly one image, required. */
export function bannerFileIssue(files: readonly FileFacts[]): string | null {
  if (files.length === 0) return BANNER_REQUIRED_MESSAGE;
  if (files.length > 1) return BANNER_SINGLE_MESSAGE;
  return typeOrSizeIssue(files);
}

/** A banner's picture for phones: at most one image; `required` when it is all the upload sends. */
export function phoneBannerFileIssue(files: readonly FileFacts[], required: boolean): string | null {
  if (files.length === 0) return required ? PHONE_BANNER_REQUIRED_MESSAGE : null;
  if (files.length > 1) return PHONE_BANNER_SINGLE_MESSAGE;
  return typeOrSizeIssue(files);
}

/**
 * One place in a product's order of images (the multipart field `imageOrder`, docs/api.md): a kept
 * image by its id, or a new file by its index among the form's `images` files.
 */
export type ImageOrderEntry = ({ kept: number } | { new: number }) & { focus?: FocalPoint };

/** A picture's focal point when the shop chose none: its centre. */
export const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };

/** Is this a focal point: x and y, each a number from 0 to 1? */
export const isFocalPoint = (value: unknown): value is FocalPoint =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length === 2 &&
  [(value as FocalPoint).x, (value as FocalPoint).y].every(
    (part) => typeof part === 'number' && Number.isFinite(part) && part >= 0 && part <= 1,
  );

/**
 * The largest square of a picture `width` × `height` (whole pixels) centred on `focus` as nearly as
 * the picture allows: centred on it, then moved back inside the picture where it would leave it.
 */
export function squareCrop(
  width: number,
  height: number,
  focus: FocalPoint = CENTRE,
): { left: number; top: number; size: number } {
  const size = Math.min(width, height);
  const place = (length: number, at: number) =>
    Math.min(length - size, Math.max(0, Math.round(at * length - size / 2)));
  return { left: place(width, focus.x), top: place(height, focus.y), size };
}

/**
 * A multipart form's JSON field as its value: the text parsed (undefined when it is no JSON), or the
 * value itself when it came as one (a JSON body).
 */
export function formJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/**
 * The order a product form asks for, checked against the kept image ids and the count of new files:
 * every kept id and every new file exactly once. Nothing sent (undefined, null or '') means today's
 * order, kept then new. `issue` says what is wrong, for the field `imageOrder`.
 */
export function parseImageOrder(
  value: unknown,
  kept: readonly number[],
  newCount: number,
): { order: ImageOrderEntry[]; issue?: undefined } | { order?: undefined; issue: string } {
  if (value === undefined || value === null || value === '') {
    return {
      order: [...kept.map((id) => ({ kept: id })), ...Array.from({ length: newCount }, (_, index) => ({ new: index }))],
    };
  }
  const parsed = formJson(value);
  const shape = 'must be a JSON list of {"kept": id} or {"new": index}, each with an optional focus';
  if (!Array.isArray(parsed)) return { issue: shape };
  const order: ImageOrderEntry[] = [];
  const seenKept = new Set<number>();
  const seenNew = new Set<number>();
  for (const entry of parsed as unknown[]) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return { issue: shape };
    const { focus, ...rest } = entry as Record<string, unknown>;
    const keys = Object.keys(rest);
    const key = keys[0];
    const position = rest[key ?? ''];
    if (keys.length !== 1 || (key !== 'kept' && key !== 'new') || !Number.isInteger(position)) return { issue: shape };
    if (focus !== undefined && !isFocalPoint(focus)) return { issue: 'focus must be {"x", "y"}, each from 0 to 1' };
    const number = position as number;
    const focused = focus === undefined ? {} : { focus: { x: focus.x, y: focus.y } };
    if (key === 'kept') {
      if (!kept.includes(number)) return { issue: `names image ${number}, which is not among the kept images` };
      if (seenKept.has(number)) return { issue: `names image ${number} twice` };
      seenKept.add(number);
      order.push({ kept: number, ...focused });
    } else {
      if (number < 0 || number >= newCount) return { issue: `names new image ${number}, which was not sent` };
      if (seenNew.has(number)) return { issue: `names new image ${number} twice` };
      seenNew.add(number);
      order.push({ new: number, ...focused });
    }
  }
  if (seenKept.size !== new Set(kept).size || seenNew.size !== newCount) {
    return { issue: 'must name every kept and new image once' };
  }
  return { order };
}
