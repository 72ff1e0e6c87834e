// A body must arrive in time: a client sending one byte every few seconds would otherwise hold a
// connection (and a temporary file) for as long as it likes. JSON and form bodies get
// HTTP_JSON_TIMEOUT_MS, multipart uploads HTTP_MULTIPART_TIMEOUT_MS (a phone sending three photos
// on a slow line needs minutes). The headers' own deadline and the keep-alive idle time are Node's
// (config/server.ts). On time-out the body parser fails with a 408, and the connection is closed.
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { ShopError } from '../lib/http';
import { shopConfig } from '../lib/shop-config';

const hasBody = (ctx: Context) => Boolean(ctx.get('transfer-encoding')) || Number(ctx.get('content-length')) > 0;

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const { http } = shopConfig(strapi);
  return async (ctx: Context, next: Next): Promise<void> => {
    if (!hasBody(ctx)) return next();
    const limitMs = ctx.is('multipart') ? http.multipartTimeoutMs : http.jsonTimeoutMs;
    const request = ctx.req;
    const timer = setTimeout(() => {
      if (request.complete) return;
      ctx.set('Connection', 'close');
      const error = new ShopError(408, `The request took too long to arrive (at most ${limitMs / 1000} s)`);
      // The body parser, reading the body, fails with this error; a body nobody reads is dropped.
      if (request.listenerCount('error') > 0) request.emit('error', error);
      else request.destroy();
    }, limitMs);
    const settled = () => clearTimeout(timer);
    request.once('end', settled);
    request.once('close', settled);
    try {
      await next();
    } finally {
      settled();
    }
  };
};
