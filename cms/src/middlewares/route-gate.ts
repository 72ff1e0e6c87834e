// Only the shop's own routes answer. Strapi mounts far more than it serves: its admin API (with
// `POST /admin/register-admin`, which makes any caller a super admin while none exists), the
// content manager, the content-type builder, upload, i18n and users-permissions routes, a static
// folder and `/_health`. This gate lets through exactly the routes of the shop's route files
// (src/api/*/routes, so a route added there is covered without a second list) and the stored
// uploads, matched against the path exactly as sent: no case folding, no percent-decoding, no
// doubled slashes or dot segments. Everything else is a 404 before any body is read.
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { pathToRegexp } from 'path-to-regexp';
import { refuse } from '../lib/http';

interface RouteFile {
  prefix?: string;
  routes?: Array<{ method: string; path: string }>;
}

interface Gate {
  /** Methods allowed on a path, or null when no route has that path. */
  methodsFor(path: string): Set<string> | null;
}

/** A stored upload: one file name of the upload folder (word characters and hyphens, single dots), nothing that could climb out of it. */
const UPLOAD_PATH = /^\/uploads\/[\w-]+(\.[\w-]+)*$/;
const READ = new Set(['GET', 'HEAD']);

/** Every route of the shop's route files, as mounted: method and full path. */
export function shopRoutes(strapi: Core.Strapi): Array<{ method: string; path: string }> {
  const prefix = strapi.config.get('api.rest.prefix', '/api') as string;
  const apis = strapi.apis as unknown as Record<string, { routes?: Record<string, RouteFile> }>;
  return Object.values(apis).flatMap((api) =>
    Object.values(api.routes ?? {}).flatMap((router) =>
      (router.routes ?? []).map((route) => ({
        method: route.method.toUpperCase(),
        path: `${prefix}${router.prefix ?? ''}${route.path}`,
      })),
    ),
  );
}

function buildGate(strapi: Core.Strapi): Gate {
  const routes = shopRoutes(strapi).map((route) => ({
    method: route.method,
    // Case-sensitive, no optional trailing slash: only the path as the route file writes it.
    pattern: pathToRegexp(route.path, [], { sensitive: true, strict: true, end: true }),
  }));
  return {
    methodsFor(path) {
      if (UPLOAD_PATH.test(path)) return READ;
      const methods = routes.filter((route) => route.pattern.test(path)).map((route) => route.method);
      if (methods.length === 0) return null;
      // Koa's router answers HEAD wherever it answers GET.
      return new Set(methods.includes('GET') ? [...methods, 'HEAD'] : methods);
    },
  };
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  let gate: Gate | undefined;
  return async (ctx: Context, next: Next): Promise<void> => {
    // Built on the first request: every route file is loaded by then.
    gate ??= buildGate(strapi);
    const methods = gate.methodsFor(ctx.path);
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
};
