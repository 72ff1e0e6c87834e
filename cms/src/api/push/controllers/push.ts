import type { Core } from '@strapi/strapi';
import { PUSH_MESSAGES } from '@suvarna/domain';
import type { Context } from 'koa';
import { jsonObject, reply } from '../../../lib/http';
import { pushService } from '../services/push';

/** The signed-in admin (the shop-admin policy put it there). */
const adminId = (ctx: Context) => (ctx.state.user as { id: number }).id;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  key(ctx: Context) {
    reply(ctx, pushService(strapi).publicKey());
  },
  async subscribe(ctx: Context) {
    reply(ctx, await pushService(strapi).subscribe(adminId(ctx), jsonObject(ctx)), PUSH_MESSAGES.subscribed);
  },
  async unsubscribe(ctx: Context) {
    await pushService(strapi).unsubscribe(adminId(ctx), ctx.query.endpoint);
    reply(ctx, null, PUSH_MESSAGES.unsubscribed);
  },
});
