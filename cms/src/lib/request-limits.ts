// How much a request may carry, and what the answer says when it carries more (413).
import { IMAGE_SIZE_MESSAGE, MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES } from '@suvarna/domain';
import type { Context } from 'koa';

/** JSON, form and text bodies: a product is a few KB, so 256 KB is plenty. */
export const MAX_BODY_BYTES = 256 * 1024;
/** A product form has about twenty fields. */
export const MAX_FORM_FIELDS = 50;
/** A multipart request's files together: the most a product may get at once. */
export const MAX_FILES_BYTES = MAX_PRODUCT_IMAGES * MAX_IMAGE_BYTES;
/** Files of one multipart request: more than any route takes, so a route can still say how many it takes. */
export const MAX_FORM_FILES = 10;
/** A multipart body as sent: its files, its fields' text, and room for its boundaries and part headers. */
export const MAX_MULTIPART_BYTES = MAX_FILES_BYTES + MAX_BODY_BYTES + 64 * 1024;

export const TOO_LARGE_MESSAGES = {
  body: `The request is too large (at most ${MAX_BODY_BYTES / 1024} KB)`,
  upload: `The upload is too large (at most ${MAX_FILES_BYTES / 1024 / 1024} MB of images)`,
  image: IMAGE_SIZE_MESSAGE,
  fields: 'Too many fields',
  files: `Too many files (at most ${MAX_FORM_FILES})`,
} as const;

/** Whether the request says it carries a body (a length above 0, or chunks). */
export const carriesBody = (ctx: Context) =>
  Boolean(ctx.get('transfer-encoding')) || Number(ctx.get('content-length')) > 0;
