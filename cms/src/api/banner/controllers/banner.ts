import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { jsonObject, parseId, reply } from '../../../lib/http';
import { incomingFiles } from '../../../lib/uploads';
import { bannerService } from '../services/banner';

// Uploaded files are removed once the request is answered (middlewares/body-gate.ts).
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    reply(ctx, await bannerService(strapi).list());
  },
  async create(ctx: Context) {
    const body = (ctx.request as { body?: unknown }).body;
    const banner = await bannerService(strapi).create(
      incomingFiles(ctx, 'image'),
      incomingFiles(ctx, 'mobileImage'),
      body && typeof body === 'object' ? (body as Record<string, unknown>) : {},
    );
    reply(ctx, banner, 'Banner uploaded successfully');
  },
  async setPhonePicture(ctx: Context) {
    const banner = await bannerService(strapi).setPhonePicture(
      parseId(ctx.params.id),
      incomingFiles(ctx, 'mobileImage'),
    );
    reply(ctx, banner, 'Phone picture uploaded successfully');
  },
  async setTexts(ctx: Context) {
    const banner = await bannerService(strapi).setTexts(parseId(ctx.params.id), jsonObject(ctx));
    reply(ctx, banner, 'Banner texts saved successfully');
  },
  async remove(ctx: Context) {
    await bannerService(strapi).remove(parseId(ctx.params.id));
    reply(ctx, null, 'Banner deleted successfully');
  },
});
