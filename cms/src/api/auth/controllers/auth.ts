import type { Core } from '@strapi/strapi';
import {
  LOGGED_OUT_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  TWO_STEP_CODE_NEEDED_MESSAGE,
  TWO_STEP_OFF_MESSAGE,
  TWO_STEP_ON_MESSAGE,
} from '@suvarna/domain';
import type { Context } from 'koa';
import { jsonObject, reply } from '../../../lib/http';
import { authService, type UserRow } from '../services/auth';
import { twoStepService } from '../services/two-step';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async login(ctx: Context) {
    const answer = await authService(strapi).login(jsonObject(ctx), ctx.request.ip);
    reply(ctx, answer, 'token' in answer ? 'Login successful' : TWO_STEP_CODE_NEEDED_MESSAGE);
  },

  async loginWithCode(ctx: Context) {
    reply(ctx, await authService(strapi).loginWithCode(jsonObject(ctx), ctx.request.ip), 'Login successful');
  },

  async setupTwoStep(ctx: Context) {
    reply(ctx, await twoStepService(strapi).setup((ctx.state.user as UserRow).id));
  },

  async enableTwoStep(ctx: Context) {
    reply(
      ctx,
      await twoStepService(strapi).enable((ctx.state.user as UserRow).id, jsonObject(ctx)),
      TWO_STEP_ON_MESSAGE,
    );
  },

  async disableTwoStep(ctx: Context) {
    await authService(strapi).turnOffTwoStep((ctx.state.user as UserRow).id, jsonObject(ctx), ctx.request.ip);
    reply(ctx, null, TWO_STEP_OFF_MESSAGE);
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
