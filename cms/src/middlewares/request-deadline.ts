// A body must arrive, and be read, in time: a client sending one byte every few seconds, or a body
// its parser never finishes, would otherwise hold a connection (and a temporary file) for as long as
// it likes. JSON and form bodies get HTTP_JSON_TIMEOUT_MS, multipart uploads
// HTTP_MULTIPART_TIMEOUT_MS (a phone sending three photos on a slow line needs minutes). The headers'
// own deadline and the keep-alive idle time are Node's (config/server.ts). On time-out the body's
// reader fails with a 408, and the connection is closed.
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { ShopError } from '../lib/http';
import { carriesBody } from '../lib/request-limits';
import { shopConfig } from '../lib/shop-config';

/** How long the body's reader has to answer the 408 before the connection is closed without it. */
const ANSWER_GRACE_MS = 1000;

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const { http } = shopConfig(strapi);
  return async (ctx: Context, next: Next): Promise<void> => {
    if (!carriesBody(ctx)) return next();
    const limitMs = ctx.is('multipart') ? http.multipartTimeoutMs : http.jsonTimeoutMs;
    const request = ctx.req;
    const timer = setTimeout(() => {
      // Strapi sets ctx.state.route once the request reaches its route, after every body parser:
      // a body that has arrived whole by then has been read in time.
      if (request.complete && ctx.state.route) return;
      ctx.set('Connection', 'close');
      const error = new ShopError(408, `The request took too long to arrive (at most ${limitMs / 1000} s)`);
      // The body's reader, still reading or parsing, fails with this error; a body nobody reads is dropped.
      if (request.listenerCount('error') > 0) request.emit('error', error);
      else request.destroy();
      // Whatever state the reader is in, the connection does not outlive the deadline.
      setTimeout(() => {
        if (!ctx.res.writableEnded) request.socket.destroy();
      }, ANSWER_GRACE_MS).unref();
    }, limitMs);
    try {
      await next();
    } finally {
      clearTimeout(timer);
    }
  };
};
