import type { Core } from '@strapi/strapi';
import { MESSAGES } from '@suvarna/domain';
import type { Context } from 'koa';
import { cataloguePageJson } from '../../../lib/catalogue-json';
import { jsonObject, parseId, reply, replyJson } from '../../../lib/http';
import { incomingFiles } from '../../../lib/uploads';
import { bulkEditService } from '../services/bulk-edit';
import { productService } from '../services/product';

/** Multipart text fields arrive in the body; a JSON body works too. */
const fields = (ctx: Context) => ((ctx.request as { body?: unknown }).body ?? {}) as Record<string, unknown>;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    replyJson(ctx, cataloguePageJson(await productService(strapi).list(ctx.query)));
  },
  async newArrivals(ctx: Context) {
    reply(ctx, await productService(strapi).newArrivals());
  },
  async get(ctx: Context) {
    reply(ctx, await productService(strapi).get(parseId(jsonObject(ctx).id)));
  },
  async count(ctx: Context) {
    reply(ctx, await productService(strapi).count());
  },
  async all(ctx: Context) {
    reply(ctx, await productService(strapi).catalogue());
  },
  // Uploaded files are removed once the request is answered (middlewares/body-gate.ts).
  async create(ctx: Context) {
    reply(
      ctx,
      await productService(strapi).create(fields(ctx), incomingFiles(ctx, 'images')),
      'Product added successfully',
    );
  },
  async replace(ctx: Context) {
    const id = parseId(ctx.params.id);
    reply(
      ctx,
      await productService(strapi).replace(id, fields(ctx), incomingFiles(ctx, 'images')),
      'Product updated successfully',
    );
  },
  async patch(ctx: Context) {
    reply(ctx, await productService(strapi).patch(jsonObject(ctx)), 'Product updated successfully');
  },
  async bulkEdit(ctx: Context) {
    const result = await bulkEditService(strapi).apply(jsonObject(ctx));
    const message =
      'deleted' in result
        ? `${result.deleted} deleted`
        : `${result.changed} ${result.changed === 1 ? 'piece' : 'pieces'} changed`;
    reply(ctx, result, message);
  },
  async remove(ctx: Context) {
    await productService(strapi).remove(parseId(ctx.params.id));
    reply(ctx, null, MESSAGES.deleted);
  },
});
