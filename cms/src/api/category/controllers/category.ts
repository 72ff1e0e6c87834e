import type { Core } from '@strapi/strapi';
import { MESSAGES } from '@suvarna/domain';
import type { Context } from 'koa';
import { jsonObject, parseId, reply } from '../../../lib/http';
import { categoryService } from '../services/category';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    reply(ctx, await categoryService(strapi).list());
  },
  async create(ctx: Context) {
    reply(ctx, await categoryService(strapi).create(jsonObject(ctx)), 'Category added successfully');
  },
  async update(ctx: Context) {
    reply(
      ctx,
      await categoryService(strapi).update(parseId(ctx.params.id), jsonObject(ctx)),
      'Category updated successfully',
    );
  },
  async remove(ctx: Context) {
    await categoryService(strapi).remove(parseId(ctx.params.id));
    reply(ctx, null, MESSAGES.categoryDeleted);
  },
});
