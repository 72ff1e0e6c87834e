import type { Core } from '@strapi/strapi';
import { MESSAGES } from '@suvarna/domain';
import type { Context } from 'koa';
import { jsonObject, parseId, reply } from '../../../lib/http';
import { rateService } from '../services/rate';

/** The shop admin the is-shop-admin policy found for this request, as the rate's history names them. */
const writer = (ctx: Context) => ({ changedBy: (ctx.state.user as { email: string }).email });

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    reply(ctx, await rateService(strapi).list());
  },
  async create(ctx: Context) {
    reply(ctx, await rateService(strapi).create(jsonObject(ctx), writer(ctx)), MESSAGES.rateAdded);
  },
  async update(ctx: Context) {
    reply(ctx, await rateService(strapi).update(jsonObject(ctx), writer(ctx)), MESSAGES.rateUpdated);
  },
  async remove(ctx: Context) {
    await rateService(strapi).remove(parseId(ctx.params.id));
    reply(ctx, null, MESSAGES.deleted);
  },
});
