// Strapi's generic REST `find` for products, kept only so the benchmark can compare
// /api/user/product-list with what Strapi itself would do for the same query (docs/performance.md). It runs
// the core controller's steps (validate, sanitize, find, sanitize, transform) against a core
// service, since the shop's product service has no generic `find`.
import type { Core } from '@strapi/strapi';
import { factories } from '@strapi/strapi';
import type { Context } from 'koa';

const PRODUCT_UID = 'api::product.product';

/** The core controller's own steps, which its factory types leave optional. */
interface CoreSteps {
  validateQuery(ctx: Context): Promise<void>;
  sanitizeQuery(ctx: Context): Promise<Record<string, unknown>>;
  sanitizeOutput(data: unknown, ctx: Context): Promise<unknown>;
  transformResponse(data: unknown, meta: { pagination: unknown }): unknown;
}
interface CoreFind {
  find(query: Record<string, unknown>): Promise<{ results: unknown[]; pagination: unknown }>;
}

export default factories.createCoreController(PRODUCT_UID, ({ strapi }: { strapi: Core.Strapi }) => {
  const coreService = factories.createCoreService(PRODUCT_UID)({ strapi }) as unknown as CoreFind;
  return {
    async find(ctx: Context) {
      const core = this as unknown as CoreSteps;
      await core.validateQuery(ctx);
      const query = await core.sanitizeQuery(ctx);
      const { results, pagination } = await coreService.find(query);
      return core.transformResponse(await core.sanitizeOutput(results, ctx), { pagination });
    },
  };
});
