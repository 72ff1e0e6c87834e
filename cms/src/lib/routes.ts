// Route declarations: every route is either public or for shop admins. Admin routes skip Strapi's
// users-permissions authentication (six queries a request: API tokens, user, role, settings,
// permissions) for the shop-admin policy, which checks the token and the admin in one lookup.
// The route table tells the middlewares in front of the router (route-gate, body-gate) what each
// route is, before the router runs.
import type { Core } from '@strapi/strapi';
import { pathToRegexp } from 'path-to-regexp';
import { IMAGE_UPLOAD, SHEET_UPLOAD, type UploadLimits } from './request-limits';
import { OWNER_POLICY, RATE_EDITOR_POLICY, SHOP_ADMIN_POLICY, TWO_STEP_POLICY } from './roles';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The handlers that take files, as multipart forms (their controllers read `ctx.request.files`),
 * with what their forms may carry. middlewares/body-gate.ts reads these forms itself, and refuses a
 * multipart body unread on every other route: a new upload route must be named here.
 */
const UPLOAD_HANDLERS: Readonly<Record<string, UploadLimits>> = {
  'product.create': IMAGE_UPLOAD,
  'product.replace': IMAGE_UPLOAD,
  'banner.create': IMAGE_UPLOAD,
  'banner.setPhonePicture': IMAGE_UPLOAD,
  'stock.importSheet': SHEET_UPLOAD,
};

export const publicRoute = (method: Method, path: string, handler: string) => ({
  method,
  path,
  handler,
  config: { auth: false as const },
});

export const adminRoute = (method: Method, path: string, handler: string) => ({
  method,
  path,
  handler,
  config: { auth: false as const, policies: [SHOP_ADMIN_POLICY, TWO_STEP_POLICY] },
});

/**
 * For shop admins, even an owner who must turn on two-step sign-in first (REQUIRE_TWO_STEP_FOR_OWNERS):
 * only what enrolling needs (me, the two-step setup and enable, logout).
 */
export const enrolmentRoute = (method: Method, path: string, handler: string) => ({
  method,
  path,
  handler,
  config: { auth: false as const, policies: [SHOP_ADMIN_POLICY] },
});

/** For owners only: a staff account's request is a 403 with this message (src/policies/is-owner.ts). */
export const ownerRoute = (method: Method, path: string, handler: string, message: string) => ({
  method,
  path,
  handler,
  config: {
    auth: false as const,
    policies: [SHOP_ADMIN_POLICY, TWO_STEP_POLICY, { name: OWNER_POLICY, config: { message } }],
  },
});

/** A rate change: owners, and staff while the shop allows it (src/policies/may-edit-rates.ts). */
export const rateEditRoute = (method: Method, path: string, handler: string) => ({
  method,
  path,
  handler,
  config: { auth: false as const, policies: [SHOP_ADMIN_POLICY, TWO_STEP_POLICY, RATE_EDITOR_POLICY] },
});

/** A route as mounted, with what the middlewares in front of the router need to know of it. */
export interface MountedRoute {
  method: string;
  /** For shop admins only (the shop-admin policy). */
  admin: boolean;
  /** What its multipart form may carry; null for a route that takes no files. */
  uploads: UploadLimits | null;
}

export interface RouteTable {
  /** The routes whose path matches exactly as sent (one per method); none for an unknown path. */
  on(path: string): MountedRoute[];
}

interface RouteFile {
  prefix?: string;
  routes?: Array<{ method: string; path: string; handler: unknown; config?: { policies?: unknown[] } }>;
}

function buildRouteTable(strapi: Core.Strapi): RouteTable {
  const prefix = strapi.config.get('api.rest.prefix', '/api') as string;
  const apis = strapi.apis as unknown as Record<string, { routes?: Record<string, RouteFile> }>;
  const routes = Object.values(apis).flatMap((api) =>
    Object.values(api.routes ?? {}).flatMap((router) =>
      (router.routes ?? []).map((route) => ({
        method: route.method.toUpperCase(),
        admin: route.config?.policies?.includes(SHOP_ADMIN_POLICY) ?? false,
        uploads: (typeof route.handler === 'string' && UPLOAD_HANDLERS[route.handler]) || null,
        // Case-sensitive, no optional trailing slash: only the path as the route file writes it.
        pattern: pathToRegexp(`${prefix}${router.prefix ?? ''}${route.path}`, [], {
          sensitive: true,
          strict: true,
          end: true,
        }),
      })),
    ),
  );
  return {
    on: (path) =>
      routes
        .filter((route) => route.pattern.test(path))
        .map(({ method, admin, uploads }) => ({ method, admin, uploads })),
  };
}

const tables = new WeakMap<Core.Strapi, RouteTable>();

/** The routes of the shop's route files (src/api/<name>/routes), built on first use: from a request, once all are loaded. */
export function routeTable(strapi: Core.Strapi): RouteTable {
  let table = tables.get(strapi);
  if (!table) {
    table = buildRouteTable(strapi);
    tables.set(strapi, table);
  }
  return table;
}
