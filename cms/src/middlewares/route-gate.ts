// Only the shop's own routes answer. Strapi mounts far more than it serves: its admin API (with
// `POST /admin/register-admin`, which makes any caller a super admin while none exists), the
// content manager, the content-type builder, upload, i18n and users-permissions routes, a static
// folder and `/_health`. This gate lets through exactly the routes of the shop's route files
// (src/api/*/routes, so a route added there is covered without a second list) and the stored
// uploads, matched against the path exactly as sent: no case folding, no percent-decoding, no
// doubled slashes or dot segments. Everything else is a 404 before any body is read.
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { refuse } from '../lib/http';
import { routeTable } from '../lib/routes';

/** A stored upload: one file name of the upload folder (word characters and hyphens, single dots), nothing that could climb out of it. */
const UPLOAD_PATH = /^\/uploads\/[\w-]+(\.[\w-]+)*$/;
const READ = new Set(['GET', 'HEAD']);

/** Methods allowed on a path, or null when no route has that path. */
function methodsFor(strapi: Core.Strapi, path: string): Set<string> | null {
  if (UPLOAD_PATH.test(path)) return READ;
  const methods = routeTable(strapi)
    .on(path)
    .map((route) => route.method);
  if (methods.length === 0) return null;
  // Koa's router answers HEAD wherever it answers GET.
  return new Set(methods.includes('GET') ? [...methods, 'HEAD'] : methods);
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next): Promise<void> => {
    const methods = methodsFor(strapi, ctx.path);
    if (!methods) {
      refuse(
        ctx,
        404,
        `No such ${ctx.path.startsWith('/api/') ? 'API ' : ''}route: ${ctx.method} ${ctx.path.slice(0, 200)}`,
      );
      return;
    }
    // A browser's CORS preflight asks with OPTIONS; the CORS middleware after this one answers it.
    if (!methods.has(ctx.method) && ctx.method !== 'OPTIONS') {
      ctx.set('Allow', [...methods].join(', '));
      refuse(ctx, 405, 'Method not allowed on this route');
      return;
    }
    await next();
  };
