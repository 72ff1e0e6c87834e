// Photos are made lighter in the browser before they are sent: a camera's 4000 × 3000 JPEG of 4 MB
// becomes a 2400 × 1800 one well under 1 MB, so three of them go up a slow phone line in seconds
// rather than minutes (issue 48). The browser's own decoder and the Canvas API do it, with no library:
// createImageBitmap decodes the file with its EXIF orientation applied ('from-image', so a phone's
// portrait photo comes out upright whatever its pixels' order), and a canvas scales and re-encodes
// it. A canvas writes no metadata, so what is sent is upright and carries no EXIF (no GPS position);
// the CMS re-encodes it once more as it stores it. The one thing the browser does not tell is
// whether a photo small enough to send as it is carries an orientation to apply: exifr reads that
// (its mini bundle, JPEG only, loaded on first use).
//
// Formats: a JPEG stays a JPEG (quality 0.85). A PNG or WebP that is re-encoded becomes a JPEG too
// when every pixel is opaque (a screenshot or a photo saved as PNG), and a WebP at the same quality
// when it has transparent pixels (a piece cut out of its background keeps its transparency); a
// browser that cannot write WebP gives a PNG instead, which the size check then judges.
import { detectImageType, IMAGE_HEAD_BYTES } from '@suvarna/domain';
import { UPLOAD_PHOTO_MAX_SIDE_PX, UPLOAD_PHOTO_QUALITY } from '../../../config/ui';

export interface PixelSize {
  width: number;
  height: number;
}

/** Makes a chosen photo lighter for sending: the photo to send in its place (maybe the same file). */
export type LightenPhoto = (file: File) => Promise<File>;

/**
 * The size to re-encode a photo at, from its upright size (its orientation applied) and its EXIF
 * orientation (1, or none, when its pixels are stored upright): scaled so that its longest side is at
 * most `maxSide`, proportions kept; its own size when it is small enough but must be turned upright.
 * Null when it is sent as it is: small enough, and upright.
 */
export function lighterSize(
  upright: PixelSize,
  orientation: number | undefined,
  maxSide: number = UPLOAD_PHOTO_MAX_SIDE_PX,
): PixelSize | null {
  const longest = Math.max(upright.width, upright.height);
  const turned = orientation !== undefined && orientation !== 1;
  if (longest <= maxSide && !turned) return null;
  const scale = Math.min(1, maxSide / longest);
  return {
    width: Math.max(1, Math.round(upright.width * scale)),
    height: Math.max(1, Math.round(upright.height * scale)),
  };
}

/** What a re-encoded photo is written as: JPEG, unless it has transparent pixels to keep. */
export const lighterType = (transparent: boolean) => (transparent ? 'image/webp' : 'image/jpeg');

const EXTENSIONS: Record<string, string> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'image/webp': '.webp' };

/** The file's name for its new type: `IMG_0042.HEIC.png` written as JPEG is `IMG_0042.HEIC.jpg`. */
export function renamedFor(name: string, type: string): string {
  const extension = EXTENSIONS[type];
  if (!extension || (type === 'image/jpeg' && /\.jpe?g$/i.test(name))) return name;
  const base = name.replace(/\.[^./]*$/, '');
  return `${base || 'photo'}${extension}`;
}

/** Whether any pixel drawn on the canvas is less than opaque. */
function hasTransparency(context: CanvasRenderingContext2D, { width, height }: PixelSize): boolean {
  const pixels = context.getImageData(0, 0, width, height).data;
  for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha] !== 255) return true;
  return false;
}

/** The file decoded upright. An older browser that knows no imageOrientation option gets the default, which is upright too. */
async function decodeUpright(file: File): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (error) {
    if (error instanceof TypeError) return createImageBitmap(file);
    throw error;
  }
}

/** A JPEG's EXIF orientation (1 to 8), or undefined when it has none (or it cannot be read). */
export async function jpegOrientation(file: Blob): Promise<number | undefined> {
  const exifr = await import('exifr/dist/mini.esm.mjs');
  return exifr.orientation(file).catch(() => undefined);
}

const encode = (canvas: HTMLCanvasElement, type: string) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, UPLOAD_PHOTO_QUALITY));

/**
 * The photo to send for `file`: scaled to at most 2,400 px on its longest side and turned upright,
 * or `file` itself when it needs neither. Also `file` itself when the browser cannot do it: no
 * createImageBitmap or canvas (jsdom among them), or a file it cannot decode (the CMS then says what
 * is wrong with it). Photos are best made one after another: each decoded photo holds its pixels
 * (48 MB for 12 megapixels) until it is re-encoded.
 */
export const lighterPhoto: LightenPhoto = async (file) => {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  const type = detectImageType(new Uint8Array(await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer()));
  if (!type) return file;
  const bitmap = await decodeUpright(file).catch(() => null);
  if (!bitmap) return file;
  try {
    // Only a photo small enough to go as it is needs its orientation read: a larger one is redrawn anyway.
    const fits = Math.max(bitmap.width, bitmap.height) <= UPLOAD_PHOTO_MAX_SIDE_PX;
    const orientation = fits && type === 'image/jpeg' ? await jpegOrientation(file) : undefined;
    const size = lighterSize(bitmap, orientation);
    if (!size) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const transparent = type !== 'image/jpeg' && hasTransparency(context, size);
    const blob = await encode(canvas, lighterType(transparent));
    if (!blob) return file;
    return new File([blob], renamedFor(file.name, blob.type), { type: blob.type, lastModified: file.lastModified });
  } finally {
    bitmap.close();
  }
};
