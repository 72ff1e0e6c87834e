import type { Core } from '@strapi/strapi';
import { MESSAGES } from '@suvarna/domain';
import type { Context } from 'koa';
import { jsonObject, parseId, reply } from '../../../lib/http';
import { savingsPlanService } from '../services/savings-plan';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    reply(ctx, await savingsPlanService(strapi).list());
  },
  async create(ctx: Context) {
    reply(ctx, await savingsPlanService(strapi).create(jsonObject(ctx)), 'Savings plan added');
  },
  async update(ctx: Context) {
    reply(ctx, await savingsPlanService(strapi).update(parseId(ctx.params.id), jsonObject(ctx)), 'Savings plan saved');
  },
  async remove(ctx: Context) {
    await savingsPlanService(strapi).remove(parseId(ctx.params.id));
    reply(ctx, null, MESSAGES.deleted);
  },
});
