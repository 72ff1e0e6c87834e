import type { Context } from 'koa';
import { describe, expect, it, vi } from 'vitest';
import { ShopError } from '../../src/lib/http';
import envelope from '../../src/middlewares/envelope';

const logged = vi.fn();
const middleware = () => envelope(undefined, { strapi: { log: { error: logged } } as never });

/** Just enough of a Koa context for the middleware. */
function context(path: string, authorization = '') {
  return {
    path,
    method: 'GET',
    status: 404,
    body: undefined as unknown,
    get: (name: string) => (name === 'authorization' ? authorization : ''),
    is: () => false,
  } as unknown as Context & { body: unknown };
}

const run = async (ctx: Context, next: () => Promise<void>) => {
  await middleware()(ctx, next);
  return { status: ctx.status, body: ctx.body };
};

describe('the envelope middleware', () => {
  it('hides an unexpected error behind "Some internal server error", logging the details', async () => {
    const answer = await run(context('/api/user/product-list'), async () => {
      throw new Error('SQLITE_CORRUPT: database disk image is malformed at /srv/data.db');
    });
    expect(answer).toEqual({ status: 500, body: { success: false, message: 'Some internal server error' } });
    expect(String(logged.mock.calls.at(-1)?.[0])).toContain('SQLITE_CORRUPT');
  });

  it('passes a service’s refusal through with its status and message', async () => {
    const answer = await run(context('/api/admin/add-category', 'Bearer x'), async () => {
      throw new ShopError(409, 'A category named "Ring" already exists');
    });
    expect(answer).toEqual({
      status: 409,
      body: { success: false, message: 'A category named "Ring" already exists' },
    });
  });

  it.each([
    ['UnauthorizedError', 'Bearer x', 401, 'Your session is invalid or has expired. Please log in again.'],
    ['ForbiddenError', '', 401, "Please log in: this needs a shop admin's token"],
    ['PolicyError', 'Bearer x', 403, 'Only a shop admin can do this'],
    ['RateLimitError', '', 429, 'Too many requests, please try again later.'],
  ])('maps Strapi’s %s (authorization "%s") to %d', async (name, authorization, status, message) => {
    const error = Object.assign(new Error(name === 'RateLimitError' ? message : 'Forbidden'), { name });
    const answer = await run(context('/api/admin/get-product', authorization), async () => {
      throw error;
    });
    expect(answer).toEqual({ status, body: { success: false, message } });
  });

  it('answers outside the API in the envelope too, such as a missing upload', async () => {
    const answer = await run(context('/uploads/missing.png'), async () => undefined);
    expect(answer).toEqual({ status: 404, body: { success: false, message: 'Not found' } });
  });

  it.each([
    [
      'an unknown Content-Encoding',
      Object.assign(new Error('Unsupported Content-Encoding: xyz'), { status: 415 }),
      415,
    ],
    [
      'a JSON body over its limit',
      Object.assign(new Error('request entity too large'), { status: 413, expose: true, name: 'PayloadTooLargeError' }),
      413,
    ],
    ['too many form fields', Object.assign(new Error('maxFields exceeded'), { httpCode: 413, code: 1007 }), 413],
    [
      'a client that went away mid-body',
      Object.assign(new Error('request aborted'), { status: 400, expose: true }),
      400,
    ],
  ])(
    'answers %s with its status, a message for people, and no stack trace in the log',
    async (_case, error, status) => {
      logged.mockClear();
      const answer = await run(context('/api/admin/add-product', 'Bearer x'), async () => {
        throw error;
      });
      expect(answer.status).toBe(status);
      expect(answer.body).toEqual({ success: false, message: expect.any(String) });
      expect((answer.body as { message: string }).message).not.toMatch(/exceeded|Unsupported Content-Encoding: xyz/);
      expect(logged).not.toHaveBeenCalled();
    },
  );
});
