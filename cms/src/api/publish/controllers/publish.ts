import type { Core } from '@strapi/strapi';
import { PUBLISH_NOW_REFUSED } from '@suvarna/domain';
import type { Context } from 'koa';
import { reply, ShopError } from '../../../lib/http';
import { publishService } from '../services/publish';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async status(ctx: Context) {
    reply(ctx, await publishService(strapi).status());
  },
  async publishNow(ctx: Context) {
    const published = await publishService(strapi).publishNow();
    if (typeof published === 'string') throw new ShopError(429, PUBLISH_NOW_REFUSED[published]);
    reply(ctx, published);
  },
  async history(ctx: Context) {
    reply(ctx, await publishService(strapi).history());
  },
});
