// Every answer under /api travels in the envelope {success, message?, data?}: errors thrown by our
// services (ShopError), by Strapi (auth, policies, body parsing) or unexpected ones become
// {success: false, message} with the right status; an unexpected error never shows its details.

import type { Core } from '@strapi/strapi';
import { IMAGE_SIZE_MESSAGE, MESSAGES } from '@suvarna/domain';
import type { Context, Next } from 'koa';
import { ShopError } from '../lib/http';

export const AUTH_MESSAGES = {
  missingToken: "Please log in: this needs a shop admin's token",
  badToken: 'Your session is invalid or has expired. Please log in again.',
  notAdmin: 'Only a shop admin can do this',
} as const;

const BAD_BODY = 'The request body is not valid JSON or form data';

const STRAPI_ERROR_STATUS: Record<string, number> = {
  UnauthorizedError: 401,
  ForbiddenError: 403,
  PolicyError: 403,
  NotFoundError: 404,
  PayloadTooLargeError: 413,
  RateLimitError: 429,
  ValidationError: 400,
  ApplicationError: 400,
};

interface Described {
  status: number;
  message: string;
}

const hasToken = (ctx: Context) => Boolean(ctx.get('authorization'));

function describeAuthStatus(ctx: Context, status: number, message: string): Described {
  if (status !== 401 && status !== 403) return { status, message };
  // Strapi answers a missing token with 401 or 403 depending on the route: both are "log in first".
  if (!hasToken(ctx)) return { status: 401, message: AUTH_MESSAGES.missingToken };
  return status === 401 ? { status, message: AUTH_MESSAGES.badToken } : { status, message: AUTH_MESSAGES.notAdmin };
}

function describeError(strapi: Core.Strapi, ctx: Context, error: unknown): Described {
  if (error instanceof ShopError) return { status: error.status, message: error.message };
  const fields = (error ?? {}) as {
    name?: string;
    message?: string;
    status?: unknown;
    httpCode?: unknown;
    code?: unknown;
    expose?: unknown;
  };
  const strapiStatus = fields.name ? STRAPI_ERROR_STATUS[fields.name] : undefined;
  if (strapiStatus) return describeAuthStatus(ctx, strapiStatus, fields.message ?? 'Bad request');
  // The body parser throws a bare SyntaxError for malformed JSON.
  if (error instanceof SyntaxError) return { status: 400, message: BAD_BODY };
  // formidable (multipart) refuses an oversized file with httpCode 413, and a malformed form (no
  // boundary, a truncated part) with another httpCode, 500 for a missing boundary: the client's fault.
  if (fields.httpCode === 413 || fields.status === 413) return { status: 413, message: IMAGE_SIZE_MESSAGE };
  if (typeof fields.httpCode === 'number') return { status: 400, message: BAD_BODY };
  // A body sent as gzip or deflate that does not inflate fails in zlib, with no HTTP status.
  if (typeof fields.code === 'string' && fields.code.startsWith('Z_')) return { status: 400, message: BAD_BODY };
  if (typeof fields.status === 'number' && fields.status >= 400 && fields.status < 500 && fields.expose) {
    const message = fields.status === 400 ? BAD_BODY : (fields.message ?? 'Bad request');
    return { status: fields.status, message };
  }
  strapi.log.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  return { status: 500, message: MESSAGES.internalError };
}

const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed on this route',
  413: 'The request is too large',
  415: 'Unsupported media type',
  429: 'Too many requests, please try again later',
};

const isEnvelope = (body: unknown) =>
  typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean';

const send = (ctx: Context, { status, message }: Described) => {
  ctx.body = { success: false, message };
  ctx.status = status;
};

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next): Promise<void> => {
    if (ctx.path !== '/api' && !ctx.path.startsWith('/api/')) return next();
    try {
      await next();
    } catch (error) {
      send(ctx, describeError(strapi, ctx, error));
      return;
    }
    if (ctx.status === 404 && ctx.body === undefined) {
      send(ctx, { status: 404, message: `No such API route: ${ctx.method} ${ctx.path}` });
    } else if (ctx.status >= 400 && !isEnvelope(ctx.body)) {
      // strapi::body answers an oversized multipart file with a bare 413: only images are uploaded.
      const tooLargeImage = ctx.status === 413 && ctx.is('multipart') ? IMAGE_SIZE_MESSAGE : undefined;
      const fallback =
        tooLargeImage ??
        DEFAULT_MESSAGES[ctx.status] ??
        (ctx.status >= 500 ? MESSAGES.internalError : 'Request refused');
      send(ctx, describeAuthStatus(ctx, ctx.status, fallback));
    }
  };
