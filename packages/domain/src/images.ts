// Rules for uploaded images, shared by the back office (before sending) and the CMS (on receipt).
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES } from './constants.js';
import { MESSAGES } from './messages.js';

export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

/** What the rules need to know of a chosen file (a browser File, or an upload on the server). */
export interface FileFacts {
  type: string;
  size: number;
}

export const IMAGE_TYPE_MESSAGE = 'Only JPEG, PNG or WebP images can be uploaded';
export const IMAGE_SIZE_MESSAGE = `Each image must be at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB`;
export const BANNER_REQUIRED_MESSAGE = 'Please choose an image to upload';
export const BANNER_SINGLE_MESSAGE = 'Please choose a single image';

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

const typeOrSizeIssue = (files: readonly FileFacts[]): string | null => {
  if (files.some((file) => !(IMAGE_MIME_TYPES as readonly string[]).includes(file.type))) return IMAGE_TYPE_MESSAGE;
  if (files.some((file) => file.size > MAX_IMAGE_BYTES)) return IMAGE_SIZE_MESSAGE;
  return null;
};

/**
 * A product's images after an edit: the kept ones plus the newly chosen ones, at most 3 in all.
 * Choosing more gives the spec's warning, and none of the new ones are sent.
 */
export function productImagesIssue(keptCount: number, newFiles: readonly FileFacts[]): string | null {
  if (exceedsImageLimit(keptCount, newFiles.length)) return MESSAGES.imageLimit;
  return typeOrSizeIssue(newFiles);
}

/** More than 3 new images chosen, or more than 3 in all with the kept ones. */
export function exceedsImageLimit(keptCount: number, newCount: number): boolean {
  return newCount > MAX_PRODUCT_IMAGES || keptCount + newCount > MAX_PRODUCT_IMAGES;
}

/** A banner upload: exactly one image, required. */
export function bannerFileIssue(files: readonly FileFacts[]): string | null {
  if (files.length === 0) return BANNER_REQUIRED_MESSAGE;
  if (files.length > 1) return BANNER_SINGLE_MESSAGE;
  return typeOrSizeIssue(files);
}
