// The envelope every answer of the API travels in, and the errors services throw to refuse a request.
import type { Envelope, FieldIssue } from '@suvarna/domain';
import { describeFieldIssues } from '@suvarna/domain';
import type { Context } from 'koa';

/** What a refusal may carry beside its message. */
export interface RefusalDetails {
  /** The fields at fault, so a form shows each message under its field (in any language). */
  errors?: readonly FieldIssue[];
  /** What the client needs to go on, such as the rate guard's figures. */
  data?: unknown;
}

/** A refusal with its HTTP status and a message fit to show a person. */
export class ShopError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: RefusalDetails = {},
  ) {
    super(message);
    this.name = 'ShopError';
  }
}

export const AUTH_MESSAGES = {
  missingToken: "Please log in: this needs a shop admin's token",
  badToken: 'Your session is invalid or has expired. Please log in again.',
  notAdmin: 'Only a shop admin can do this',
} as const;

export const badRequest = (message: string) => new ShopError(400, message);
export const notFound = (message: string) => new ShopError(404, message);
export const conflict = (message: string, details?: RefusalDetails) => new ShopError(409, message, details);

/** A 400 naming each field at fault: one sentence for people, and each field's issue for forms. */
export const invalidFields = (errors: readonly FieldIssue[]) =>
  new ShopError(400, describeFieldIssues(errors), { errors });

export function reply(ctx: Context, data: unknown, message?: string): void {
  ctx.status = 200;
  ctx.body = (
    message === undefined ? { success: true, data } : { success: true, message, data }
  ) satisfies Envelope<unknown>;
}

const ENVELOPE_START = Buffer.from('{"success":true,"data":');
const ENVELOPE_END = Buffer.from('}');

/** A success in the envelope whose data is JSON already encoded (see catalogue-json.ts). */
export function replyJson(ctx: Context, data: Buffer): void {
  ctx.status = 200;
  ctx.type = 'application/json; charset=utf-8';
  ctx.body = Buffer.concat([ENVELOPE_START, data, ENVELOPE_END]);
}

/** A refusal in the envelope, with the fields at fault and its data when it has them. */
export function refuse(ctx: Context, status: number, message: string, details: RefusalDetails = {}): void {
  ctx.status = status;
  ctx.body = {
    success: false,
    message,
    ...(details.errors && details.errors.length > 0 ? { errors: [...details.errors] } : {}),
    ...(details.data === undefined ? {} : { data: details.data }),
  } satisfies Envelope<never>;
}

/** A positive whole-number id from a route parameter or a JSON field. */
export function parseId(value: unknown, field = 'id'): number {
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  if (typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= 2_147_483_647) return id;
  throw badRequest(`${field} must be a positive whole number`);
}

/** The JSON body as an object, or a 400 naming what was expected. */
export function jsonObject(ctx: Context): Record<string, unknown> {
  const body = (ctx.request as { body?: unknown }).body;
  if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  throw badRequest('The request body must be a JSON object');
}
