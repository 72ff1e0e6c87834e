import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { reply } from '../../../lib/http';
import type { UserRow } from '../../auth/services/auth';
import { historyService } from '../services/history';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    reply(ctx, await historyService(strapi).list(ctx.query, ctx.state.user as UserRow));
  },
});
