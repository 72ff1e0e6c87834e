import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { reply } from '../../../lib/http';
import { publishService } from '../services/publish';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async status(ctx: Context) {
    reply(ctx, await publishService(strapi).status());
  },
  async publishNow(ctx: Context) {
    reply(ctx, await publishService(strapi).publishNow());
  },
  async history(ctx: Context) {
    reply(ctx, await publishService(strapi).history());
  },
});
