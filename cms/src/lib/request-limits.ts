// How much a request may carry, and what the answer says when it carries more (413).
import { IMAGE_SIZE_MESSAGE, MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES } from '@suvarna/domain';

/** JSON, form and text bodies: a product is a few KB, so 256 KB is plenty. */
export const MAX_BODY_BYTES = 256 * 1024;
/** A product form has about twenty fields. */
export const MAX_FORM_FIELDS = 50;
/** A multipart request's files together: the most a product may get at once. */
export const MAX_FILES_BYTES = MAX_PRODUCT_IMAGES * MAX_IMAGE_BYTES;

export const TOO_LARGE_MESSAGES = {
  body: `The request is too large (at most ${MAX_BODY_BYTES / 1024} KB)`,
  image: IMAGE_SIZE_MESSAGE,
  fields: 'Too many fields',
} as const;

/** Why a body was refused, from what the body parsers throw (raw-body, formidable). */
export function tooLargeMessage(error: { code?: unknown; type?: unknown }): string {
  // formidable's codes: 1007 too many fields, 1006 too much field text, 1009 too many file bytes.
  if (error.code === 1007) return TOO_LARGE_MESSAGES.fields;
  if (error.code === 1009) return TOO_LARGE_MESSAGES.image;
  return TOO_LARGE_MESSAGES.body;
}
