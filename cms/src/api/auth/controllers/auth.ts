import type { Core } from '@strapi/strapi';
import { LOGGED_OUT_MESSAGE, PASSWORD_CHANGED_MESSAGE } from '@suvarna/domain';
import type { Context } from 'koa';
import { jsonObject, reply } from '../../../lib/http';
import { authService, type UserRow } from '../services/auth';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async login(ctx: Context) {
    reply(ctx, await authService(strapi).login(jsonObject(ctx), ctx.request.ip), 'Login successful');
  },

  async setPassword(ctx: Context) {
    const user = ctx.state.user as { id: number };
    reply(
      ctx,
      await authService(strapi).setPassword(user.id, jsonObject(ctx), ctx.request.ip),
      PASSWORD_CHANGED_MESSAGE,
    );
  },

  async me(ctx: Context) {
    reply(ctx, await authService(strapi).me(ctx.state.user as UserRow));
  },

  async logout(ctx: Context) {
    await authService(strapi).logout((ctx.state.user as { id: number }).id);
    reply(ctx, null, LOGGED_OUT_MESSAGE);
  },
});
