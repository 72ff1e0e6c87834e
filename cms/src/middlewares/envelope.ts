// Every answer of the CMS travels in the envelope {success, message?, data?} (the uploads' bytes
// aside): errors thrown by our services (ShopError), by Strapi (auth, policies, body parsing) or
// unexpected ones become {success: false, message} with the right status. An unexpected error
// never shows its details, and nothing a client can send makes it log a stack trace.

import type { Core } from '@strapi/strapi';
import { MESSAGES } from '@suvarna/domain';
import type { Context, Next } from 'koa';
import { AUTH_MESSAGES, type RefusalDetails, refuse, ShopError } from '../lib/http';
import { TOO_LARGE_MESSAGES } from '../lib/request-limits';

export const BAD_BODY = 'The request body is not valid JSON or form data';
const BAD_ENCODING = 'The request body is sent in an encoding the CMS does not read (gzip, deflate, br or none)';

const STRAPI_ERROR_STATUS: Record<string, number> = {
  UnauthorizedError: 401,
  ForbiddenError: 403,
  PolicyError: 403,
  NotFoundError: 404,
  RateLimitError: 429,
  ValidationError: 400,
  ApplicationError: 400,
};

interface Described {
  status: number;
  message: string;
  details?: RefusalDetails;
}

const hasToken = (ctx: Context) => Boolean(ctx.get('authorization'));

function describeAuthStatus(ctx: Context, status: number, message: string): Described {
  if (status !== 401 && status !== 403) return { status, message };
  // Strapi answers a missing token with 401 or 403 depending on the route: both are "log in first".
  if (!hasToken(ctx)) return { status: 401, message: AUTH_MESSAGES.missingToken };
  return status === 401 ? { status, message: AUTH_MESSAGES.badToken } : { status, message: AUTH_MESSAGES.notAdmin };
}

function describeError(strapi: Core.Strapi, ctx: Context, error: unknown): Described {
  if (error instanceof ShopError) return { status: error.status, message: error.message, details: error.details };
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
  // qs refuses a URL-encoded form with more fields than the limit (config/middlewares.ts).
  if (error instanceof RangeError && error.message.startsWith('Parameter limit exceeded')) {
    return { status: 413, message: TOO_LARGE_MESSAGES.fields };
  }
  // The body parser throws a bare SyntaxError for malformed JSON.
  if (error instanceof SyntaxError) return { status: 400, message: BAD_BODY };
  // Too much: a body over its limit (raw-body's status; a parser may say it as httpCode).
  if (fields.httpCode === 413 || fields.status === 413) return { status: 413, message: TOO_LARGE_MESSAGES.body };
  // A body sent as gzip or deflate that does not inflate fails in zlib, with no HTTP status.
  if (typeof fields.code === 'string' && fields.code.startsWith('Z_')) return { status: 400, message: BAD_BODY };
  // An unknown Content-Encoding: the body parser's 415 (it does not mark it as safe to show).
  if (fields.status === 415) return { status: 415, message: BAD_ENCODING };
  // Any other refusal of the body parsers (raw-body: aborted, wrong length, bad charset).
  if (typeof fields.status === 'number' && fields.status >= 400 && fields.status < 500) {
    const message = fields.status === 400 || !fields.expose ? BAD_BODY : (fields.message ?? 'Bad request');
    return { status: fields.status, message };
  }
  strapi.log.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  return { status: 500, message: MESSAGES.internalError };
}

const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  404: 'Not found',
  405: 'Method not allowed on this route',
  413: TOO_LARGE_MESSAGES.body,
  415: 'Unsupported media type',
  429: 'Too many requests, please try again later',
};

const isEnvelope = (body: unknown) =>
  typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean';

const send = (ctx: Context, { status, message, details }: Described) => refuse(ctx, status, message, details);

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next): Promise<void> => {
    try {
      await next();
    } catch (error) {
      send(ctx, describeError(strapi, ctx, error));
      return;
    }
    if (ctx.status === 404 && ctx.body === undefined) {
      // A route that answered nothing, such as an upload whose file is gone.
      send(ctx, { status: 404, message: 'Not found' });
    } else if (ctx.status >= 400 && !isEnvelope(ctx.body)) {
      const fallback = DEFAULT_MESSAGES[ctx.status] ?? (ctx.status >= 500 ? MESSAGES.internalError : 'Request refused');
      send(ctx, describeAuthStatus(ctx, ctx.status, fallback));
    }
  };
