import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { parseId, reply } from '../../../lib/http';
import { bannerService } from '../../../lib/services';
import { incomingFiles, removeTemporaryFiles } from '../../../lib/uploads';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    reply(ctx, await bannerService(strapi).list());
  },
  async create(ctx: Context) {
    try {
      reply(ctx, await bannerService(strapi).create(incomingFiles(ctx, 'image')), 'Banner uploaded successfully');
    } finally {
      await removeTemporaryFiles(ctx);
    }
  },
  async remove(ctx: Context) {
    await bannerService(strapi).remove(parseId(ctx.params.id));
    reply(ctx, null, 'Banner deleted successfully');
  },
});
