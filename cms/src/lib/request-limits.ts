// How much a request may carry, and what the answer says when it carries more (413).
import { IMAGE_SIZE_MESSAGE, MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES } from '@suvarna/domain';
import type { Context } from 'koa';

/** JSON, form and text bodies: a product is a few KB, so 256 KB is plenty. */
export const MAX_BODY_BYTES = 256 * 1024;
/** A product form has about twenty fields. */
export const MAX_FORM_FIELDS = 50;
/** Files of one multipart request: more than any route takes, so a route can still say how many it takes. */
export const MAX_FORM_FILES = 10;
/** Room in a multipart body for its fields' text, its boundaries and part headers. */
const FORM_OVERHEAD_BYTES = MAX_BODY_BYTES + 64 * 1024;

/** What one upload route's multipart form may carry, and what its 413s say. */
export interface UploadLimits {
  /** Bytes of any one file. */
  fileBytes: number;
  /** Bytes of the form's files together. */
  filesBytes: number;
  /** The body as sent: its files, its fields' text, and room for its boundaries and part headers. */
  multipartBytes: number;
  messages: { file: string; upload: string };
  /** A field whose file may be larger than `fileBytes` (the import's zip of photos), with its own 413. */
  largerFiles?: Readonly<Record<string, { bytes: number; message: string }>>;
}

const uploadLimits = (fileBytes: number, filesBytes: number, messages: UploadLimits['messages']): UploadLimits => ({
  fileBytes,
  filesBytes,
  multipartBytes: filesBytes + FORM_OVERHEAD_BYTES,
  messages,
});

/** The most one file of the route may be: the largest of its fields' limits (the parser's own limit). */
export const largestFileBytes = (limits: UploadLimits): number =>
  Math.max(limits.fileBytes, ...Object.values(limits.largerFiles ?? {}).map((field) => field.bytes));

/** What one file under `field` may be, and the 413 it gets past that. */
export const fileLimitOf = (limits: UploadLimits, field: string): { bytes: number; message: string } =>
  (Object.hasOwn(limits.largerFiles ?? {}, field) ? limits.largerFiles?.[field] : undefined) ?? {
    bytes: limits.fileBytes,
    message: limits.messages.file,
  };

/** A product's or a banner's pictures: the most a product may get at once. */
export const IMAGE_UPLOAD = uploadLimits(MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES * MAX_IMAGE_BYTES, {
  file: IMAGE_SIZE_MESSAGE,
  upload: `The upload is too large (at most ${(MAX_PRODUCT_IMAGES * MAX_IMAGE_BYTES) / 1024 / 1024} MB of images)`,
});

/** The stock sheet (docs/import-export.md): a CSV or a workbook, and a zip of its photos beside it. */
export const MAX_SHEET_BYTES = 20 * 1024 * 1024;
export const MAX_PHOTO_ZIP_BYTES = 300 * 1024 * 1024;
export const SHEET_UPLOAD: UploadLimits = {
  ...uploadLimits(MAX_SHEET_BYTES, MAX_SHEET_BYTES + MAX_PHOTO_ZIP_BYTES, {
    file: 'The sheet is too large (at most 20 MB)',
    upload: 'The upload is too large (at most 20 MB of sheet and 300 MB of photos)',
  }),
  // Only the zip may be this large: any other field's file keeps the sheet's 20 MB.
  largerFiles: { photos: { bytes: MAX_PHOTO_ZIP_BYTES, message: 'The zip of photos is too large (at most 300 MB)' } },
};

export const TOO_LARGE_MESSAGES = {
  body: `The request is too large (at most ${MAX_BODY_BYTES / 1024} KB)`,
  fields: 'Too many fields',
  files: `Too many files (at most ${MAX_FORM_FILES})`,
} as const;

/** Whether the request says it carries a body (a length above 0, or chunks). */
export const carriesBody = (ctx: Context) =>
  Boolean(ctx.get('transfer-encoding')) || Number(ctx.get('content-length')) > 0;
