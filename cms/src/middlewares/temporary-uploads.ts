// strapi::body writes every multipart file to the temporary folder before any policy or route
// runs, and removes only those of a field named "files". This removes all of them once the request
// is answered, refused ones included (no token, an unknown route, a route that takes no files), so
// no request leaves a file behind. It must sit right after strapi::body (config/middlewares.ts).
import type { Context, Next } from 'koa';
import { removeTemporaryFiles } from '../lib/uploads';

export default () =>
  async (ctx: Context, next: Next): Promise<void> => {
    try {
      await next();
    } finally {
      await removeTemporaryFiles(ctx);
    }
  };
