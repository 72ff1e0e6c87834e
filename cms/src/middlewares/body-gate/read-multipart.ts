// Reads a multipart form: its text fields, and its files, each written to the temporary folder as it
// arrives, within the limits of lib/request-limits.ts. However the reading ends (the form read whole;
// a limit passed; a malformed body; the client gone; the request deadline's error), it settles once,
// and in every way but the first it removes each file it began before it settles.
//
// The parser is @fastify/busboy, not formidable 2 (what strapi::body reads multipart with, through
// koa-body 6): formidable stops for good at a part header whose name holds anything but letters and
// hyphens (`Content-MD5`, `X_Part`, `X-Part2`) and neither answers nor fails. busboy takes any header
// name, reports each limit as an event, and fails on a body that ends early; the Fastify team's fork
// is maintained (mscdex's busboy 1.x no longer is), ships its own types and has no dependencies.
import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Busboy, type BusboyHeaders, type BusboyInstance } from '@fastify/busboy';
import type { Context } from 'koa';
import { ShopError } from '../../lib/http';
import {
  fileLimitOf,
  largestFileBytes,
  MAX_BODY_BYTES,
  MAX_FORM_FIELDS,
  MAX_FORM_FILES,
  TOO_LARGE_MESSAGES,
  type UploadLimits,
} from '../../lib/request-limits';
import { removeTemporaryFiles } from '../../lib/temporary-uploads';
import type { IncomingFile } from '../../lib/uploads';
import { BAD_BODY } from '../envelope';

/** A name sent more than once holds each of its values, in order (as strapi::body gave them). */
type ByName<T> = Record<string, T | T[]>;

export interface MultipartForm {
  fields: ByName<string>;
  files: ByName<IncomingFile>;
}

function add<T>(record: ByName<T>, name: string, value: T): void {
  const earlier = record[name];
  if (earlier === undefined) record[name] = value;
  else if (Array.isArray(earlier)) earlier.push(value);
  else record[name] = [earlier, value];
}

/** Every file of the form, whatever its field. */
export const formFiles = (form: MultipartForm): IncomingFile[] => Object.values(form.files).flat();

const tooLarge = (message: string) => new ShopError(413, message);
const malformed = () => new ShopError(400, BAD_BODY);

/** Reads the request's multipart form, writing its files to `folder`, within the route's limits. */
export function readMultipartForm(ctx: Context, folder: string, limits: UploadLimits): Promise<MultipartForm> {
  const request = ctx.req;
  // Null prototypes: a field named `__proto__` or `constructor` is a field like any other.
  const form: MultipartForm = { fields: Object.create(null), files: Object.create(null) };
  const writes: Array<{ filepath: string; output: WriteStream; done: Promise<void> }> = [];
  let received = 0;
  let fieldBytes = 0;
  let fileBytes = 0;

  return new Promise((resolve, reject) => {
    let settled = false;
    let parser: BusboyInstance;
    try {
      parser = Busboy({
        headers: request.headers as BusboyHeaders,
        limits: {
          fields: MAX_FORM_FIELDS,
          files: MAX_FORM_FILES,
          fieldSize: MAX_BODY_BYTES,
          fileSize: largestFileBytes(limits),
        },
      });
    } catch {
      // No boundary in the Content-Type.
      reject(malformed());
      return;
    }

    const stopReading = () => {
      request.off('data', count);
      request.off('error', onRequestError);
      request.off('close', onClose);
      request.unpipe(parser);
      // What is left of the body stays unread: the refusal closes the connection (body-gate.ts).
      request.pause();
    };

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      stopReading();
      for (const write of writes) write.output.destroy();
      // A file is removed once its stream has closed, so nothing writes to it after.
      const refuse = () => reject(error);
      void Promise.allSettled(writes.map((write) => write.done))
        .then(() => removeTemporaryFiles(writes.map((write) => write.filepath)))
        .then(refuse, refuse);
    };

    const finish = async () => {
      await Promise.all(writes.map((write) => write.done));
      if (settled) return;
      settled = true;
      stopReading();
      resolve(form);
    };

    function count(chunk: Buffer) {
      received += chunk.length;
      // A chunked body declares no length (body-gate.ts refuses one declared larger).
      if (received > limits.multipartBytes) fail(tooLarge(limits.messages.upload));
    }
    // The request deadline's 408 (request-deadline.ts), or the socket's own error.
    function onRequestError(error: Error) {
      fail(error instanceof ShopError ? error : malformed());
    }
    function onClose() {
      if (!request.complete) fail(malformed());
    }

    parser.on('field', (name, value, _nameTruncated, valueTruncated) => {
      fieldBytes += Buffer.byteLength(value);
      if (valueTruncated || fieldBytes > MAX_BODY_BYTES) fail(tooLarge(TOO_LARGE_MESSAGES.body));
      else if (name !== undefined) add(form.fields, name, value);
    });
    parser.on('file', (name, stream, filename, _encoding, mimetype) => {
      if (settled || name === undefined) {
        stream.resume();
        return;
      }
      const filepath = path.join(folder, `upload_${randomUUID()}`);
      const file: IncomingFile = { filepath, originalFilename: filename ?? null, mimetype: mimetype || null, size: 0 };
      const fieldLimit = fileLimitOf(limits, name);
      stream.on('limit', () => fail(tooLarge(fieldLimit.message)));
      stream.on('data', (chunk: Buffer) => {
        file.size += chunk.length;
        fileBytes += chunk.length;
        if (file.size > fieldLimit.bytes) fail(tooLarge(fieldLimit.message));
        if (fileBytes > limits.filesBytes) fail(tooLarge(limits.messages.upload));
      });
      // In the order sent (a product's first image is its cover), though the writes may end in another.
      add(form.files, name, file);
      const output = createWriteStream(filepath, { flags: 'wx' });
      const done = pipeline(stream, output).catch((error: unknown) =>
        // The disk's own failures (they name a system call) are the CMS's; anything else is the body's.
        fail(error instanceof Error && 'syscall' in error ? error : malformed()),
      );
      writes.push({ filepath, output, done });
    });
    parser.on('fieldsLimit', () => fail(tooLarge(TOO_LARGE_MESSAGES.fields)));
    parser.on('filesLimit', () => fail(tooLarge(TOO_LARGE_MESSAGES.files)));
    parser.on('error', () => fail(malformed()));
    parser.on('finish', () => void finish());

    request.on('data', count);
    request.on('error', onRequestError);
    request.on('close', onClose);
    request.pipe(parser);
  });
}
