import type { Core } from '@strapi/strapi';
import { setUpAccess } from './lib/access';
import { ensureFirstAdmin } from './lib/first-admin';
import { productService, publishService } from './lib/services';
import { sweepOrphanUploads } from './lib/uploads';
import { isEmptyShop, seedDemo } from './seed';

/** Content the public site is built from: any write to it republishes the site. */
const SITE_CONTENT = new Set([
  'api::rate.rate',
  'api::product.product',
  'api::category.category',
  'api::banner.banner',
]);
/** What the priced catalogue is made of (the product service keeps it until one of these changes). */
const CATALOGUE_CONTENT = new Set(['api::rate.rate', 'api::product.product', 'api::category.category']);
const WRITES = new Set(['create', 'update', 'delete']);

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    strapi.documents.use(async (context, next) => {
      const result = await next();
      if (!WRITES.has(context.action)) return result;
      if (CATALOGUE_CONTENT.has(context.uid)) productService(strapi).catalogueChanged();
      if (SITE_CONTENT.has(context.uid)) publishService(strapi).contentChanged();
      return result;
    });
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // Keep uploads as sent: the site makes its own responsive images at build time.
    await strapi
      .store({ type: 'plugin', name: 'upload', key: 'settings' })
      .set({ value: { sizeOptimization: false, responsiveDimensions: false, autoOrientation: false } });
    // What a killed CMS left half-stored is older than this process. On PostgreSQL several
    // instances may share the uploads, so another's upload gets an hour to be linked.
    const shared = strapi.config.get('database.connection.client') !== 'sqlite';
    await sweepOrphanUploads(strapi, new Date(performance.timeOrigin - (shared ? 60 * 60 * 1000 : 0)));
    const role = await setUpAccess(strapi);
    await ensureFirstAdmin(strapi, role.id);
    if (process.env.SEED_DEMO === 'true' && (await isEmptyShop(strapi))) await seedDemo(strapi);
  },

  destroy({ strapi }: { strapi: Core.Strapi }) {
    publishService(strapi).stop();
  },
};
