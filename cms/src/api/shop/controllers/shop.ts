import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { reply } from '../../../lib/http';
import { shopService } from '../services/shop';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  settings(ctx: Context) {
    reply(ctx, shopService(strapi).settings());
  },
});
