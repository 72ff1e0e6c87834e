import type { Core } from '@strapi/strapi';
import { PASSWORD_SET_MESSAGE, TWO_STEP_MEMBER_OFF_MESSAGE } from '@suvarna/domain';
import type { Context } from 'koa';
import { jsonObject, parseId, reply } from '../../../lib/http';
import { passwordLinkService } from '../services/password-link';
import { teamService } from '../services/team';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    reply(ctx, await teamService(strapi).list());
  },
  async invite(ctx: Context) {
    reply(ctx, await teamService(strapi).invite(jsonObject(ctx)));
  },
  async update(ctx: Context) {
    reply(ctx, await teamService(strapi).update(parseId(ctx.params.id), jsonObject(ctx)));
  },
  async remove(ctx: Context) {
    await teamService(strapi).remove(parseId(ctx.params.id));
    reply(ctx, null, 'Member removed.');
  },
  async turnOffTwoStep(ctx: Context) {
    reply(ctx, await teamService(strapi).turnOffTwoStep(parseId(ctx.params.id)), TWO_STEP_MEMBER_OFF_MESSAGE);
  },
  async resetLink(ctx: Context) {
    reply(ctx, await teamService(strapi).resetLink(parseId(ctx.params.id)));
  },
  async acceptInvite(ctx: Context) {
    await passwordLinkService(strapi).use('invite', jsonObject(ctx), ctx.request.ip);
    reply(ctx, null, PASSWORD_SET_MESSAGE);
  },
  async resetPassword(ctx: Context) {
    await passwordLinkService(strapi).use('reset', jsonObject(ctx), ctx.request.ip);
    reply(ctx, null, PASSWORD_SET_MESSAGE);
  },
  async forgotPassword(ctx: Context) {
    reply(ctx, null, await passwordLinkService(strapi).forgot(jsonObject(ctx), ctx.request.ip));
  },
});
