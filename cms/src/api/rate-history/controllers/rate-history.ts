import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { reply } from '../../../lib/http';
import { rateHistoryService } from '../services/rate-history';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async adminHistory(ctx: Context) {
    reply(ctx, await rateHistoryService(strapi).adminHistory(ctx.query));
  },
  async publicHistory(ctx: Context) {
    reply(ctx, await rateHistoryService(strapi).publicHistory(ctx.query));
  },
});
