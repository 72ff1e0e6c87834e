// What a request's body must be before any byte of it is read (docs/api.md, "Order of checks"): on
// an admin route the token is checked first (401, 403); a multipart form goes only to a route that
// takes files, and any other body must be JSON or a URL-encoded form (415); a body declared larger
// than its kind may be is a 413. A refused body is never read: the answer closes the connection.
// The multipart forms of the routes that take files are read here (body-gate/read-multipart.ts),
// not by strapi::body (config/middlewares.ts), and their temporary files are removed once the
// request is answered, whatever the route did with them.
import type { Core } from '@strapi/strapi';
import type { Context, Next } from 'koa';
import { authService } from '../api/auth/services/auth';
import { ShopError } from '../lib/http';
import { carriesBody, MAX_BODY_BYTES, TOO_LARGE_MESSAGES } from '../lib/request-limits';
import { type MountedRoute, routeTable } from '../lib/routes';
import { shopConfig } from '../lib/shop-config';
import { removeTemporaryFiles, temporaryUploadsDir } from '../lib/temporary-uploads';
import { formFiles, type MultipartForm, readMultipartForm } from './body-gate/read-multipart';

/** JSON (application/json or a +json type) and URL-encoded forms: the bodies strapi::body reads. */
const JSON_OR_FORM = ['json', '+json', 'urlencoded'];

const BODY_MESSAGES = {
  noFiles: 'This route takes no files: send JSON or a URL-encoded form, not a multipart form',
  type: 'The request body must be JSON, a URL-encoded form or, on an upload route, a multipart form',
  encodedForm: 'A multipart form must be sent without a Content-Encoding',
} as const;

/** Refuses the body unless its type and declared size fit the route. */
function checkBody(ctx: Context, route: MountedRoute): void {
  const declared = Number(ctx.get('content-length'));
  if (ctx.is('multipart')) {
    if (!route.uploads) throw new ShopError(415, BODY_MESSAGES.noFiles);
    if (!ctx.is('multipart/form-data')) throw new ShopError(415, BODY_MESSAGES.type);
    if (ctx.get('content-encoding') && ctx.get('content-encoding') !== 'identity') {
      throw new ShopError(415, BODY_MESSAGES.encodedForm);
    }
    if (declared > route.uploads.multipartBytes) throw new ShopError(413, route.uploads.messages.upload);
    return;
  }
  if (!ctx.is(JSON_OR_FORM)) throw new ShopError(415, BODY_MESSAGES.type);
  if (declared > MAX_BODY_BYTES) throw new ShopError(413, TOO_LARGE_MESSAGES.body);
}

/** The form's files, removed once the request is answered (or the client gone). */
async function answerWithForm(ctx: Context, next: Next, form: MultipartForm): Promise<void> {
  // As strapi::body gave them: the controllers read ctx.request.body and ctx.request.files.
  Object.assign(ctx.request, { body: form.fields, files: form.files });
  try {
    await next();
  } finally {
    // The form's own list: strapi::body deletes ctx.request.files when a field is named "files".
    await removeTemporaryFiles(formFiles(form).map((file) => file.filepath));
  }
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const folder = temporaryUploadsDir(shopConfig(strapi));
  return async (ctx: Context, next: Next): Promise<void> => {
    const route = routeTable(strapi)
      .on(ctx.path)
      .find((candidate) => candidate.method === ctx.method);
    // Bodiless requests, and those the route gate lets through without a route of the shop (a
    // stored upload, a CORS preflight), are not the body gate's.
    if (!route || !carriesBody(ctx)) return next();
    let form: MultipartForm | undefined;
    try {
      // The shop-admin policy checks the token again, once the route is reached.
      if (route.admin) await authService(strapi).shopAdminOf(ctx);
      checkBody(ctx, route);
      if (ctx.is('multipart') && route.uploads) form = await readMultipartForm(ctx, folder, route.uploads);
    } catch (error) {
      // The rest of the body is not read: Node would read it all to keep the connection alive.
      ctx.set('Connection', 'close');
      throw error;
    }
    if (form) await answerWithForm(ctx, next, form);
    else await next();
  };
};
