// strapi::body removes only the temporary files of a field named "files". This removes all of a
// request's once it is answered, refused ones included (no token, an unknown route, a route that
// takes no files), so no request leaves a file behind. It must sit right after strapi::body
// (config/middlewares.ts).
import type { Context, Next } from 'koa';
import { removeRequestFiles } from '../lib/temporary-uploads';

export default () =>
  async (ctx: Context, next: Next): Promise<void> => {
    try {
      await next();
    } finally {
      await removeRequestFiles(ctx);
    }
  };
