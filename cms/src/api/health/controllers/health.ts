import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { reply } from '../../../lib/http';
import { healthService } from '../services/health';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async check(ctx: Context) {
    reply(ctx, await healthService(strapi).check());
  },
});
