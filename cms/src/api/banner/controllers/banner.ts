import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { parseId, reply } from '../../../lib/http';
import { bannerService } from '../../../lib/services';
import { incomingFiles } from '../../../lib/uploads';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    reply(ctx, await bannerService(strapi).list());
  },
  // The uploaded file is removed once the request is answered (middlewares/temporary-uploads.ts).
  async create(ctx: Context) {
    reply(ctx, await bannerService(strapi).create(incomingFiles(ctx, 'image')), 'Banner uploaded successfully');
  },
  async remove(ctx: Context) {
    await bannerService(strapi).remove(parseId(ctx.params.id));
    reply(ctx, null, 'Banner deleted successfully');
  },
});
