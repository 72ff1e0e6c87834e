import type { Core } from '@strapi/strapi';
import { authService } from './api/auth/services/auth';
import { backupService } from './api/backup/services/backup';
import { enquiryService } from './api/enquiry/services/enquiry';
import { erasureRequestService } from './api/erasure-request/services/erasure-request';
import { historyService } from './api/history/services/history';
import { productService } from './api/product/services/product';
import { publishService } from './api/publish/services/publish';
import { rateService } from './api/rate/services/rate';
import { SHOP_SETTINGS_UID, shopSettingsService } from './api/shop/services/shop-settings';
import { refuseStrapiAdmins, setUpAccess } from './lib/access';
import { holdStartLock, releaseStartLock } from './lib/advisory-locks';
import { countedInBatch } from './lib/content-batch';
import { describeChange, requestAdmin } from './lib/content-changes';
import { ensureFirstAdmin, tellParentTheAdminLogin } from './lib/first-admin';
import { prepareSharedLimits } from './lib/shared-limits';
import { shopConfig } from './lib/shop-config';
import { removeTemporaryUploads, resetTemporaryUploads } from './lib/temporary-uploads';
import { storeNameKeys } from './lib/unique-names';
import { sweepOrphanUploads } from './lib/uploads';
import { isEmptyShop, seedDemo } from './seed';

/**
 * Content the public site is built from: any write to it republishes the site. The shop settings'
 * public details are written through the Document Service, their SMTP server alone is not
 * (api/shop/services/shop-settings.ts).
 */
const SITE_CONTENT = new Set([
  'api::rate.rate',
  'api::product.product',
  'api::category.category',
  'api::banner.banner',
  'api::savings-plan.savings-plan',
  SHOP_SETTINGS_UID,
]);
const WRITES = new Set(['create', 'update', 'delete']);

export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    // Held until the end of bootstrap, around Strapi's schema sync and migrations in between.
    await holdStartLock(strapi);
    refuseStrapiAdmins(strapi);
    // Strapi insists these two are configured (config/middlewares.ts); the shop needs neither:
    // favicon answered every /favicon.ico with a 500, public served files besides the uploads.
    const middlewares = strapi.get('middlewares');
    for (const name of ['strapi::favicon', 'strapi::public']) middlewares.set(name, () => undefined);

    strapi.documents.use(async (context, next) => {
      const result = await next();
      // Counted before the write is acknowledged: the site is republished for it even if the CMS
      // dies first, and every instance's priced catalogue (product service) sees it at once.
      if (WRITES.has(context.action) && SITE_CONTENT.has(context.uid) && !countedInBatch()) {
        await publishService(strapi).contentChanged({
          what: describeChange(context.uid, context.action, context.params, result),
          who: requestAdmin(strapi),
        });
      }
      return result;
    });
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await prepareSharedLimits(strapi);
    await resetTemporaryUploads(shopConfig(strapi));
    // Keep uploads as sent: the site makes its own responsive images at build time.
    await strapi
      .store({ type: 'plugin', name: 'upload', key: 'settings' })
      .set({ value: { sizeOptimization: false, responsiveDimensions: false, autoOrientation: false } });
    // What a killed CMS left half-stored is older than this process. On PostgreSQL several
    // instances may share the uploads, so another's upload gets an hour to be linked.
    const shared = strapi.config.get('database.connection.client') !== 'sqlite';
    await sweepOrphanUploads(strapi, new Date(performance.timeOrigin - (shared ? 60 * 60 * 1000 : 0)));
    const role = await setUpAccess(strapi);
    // Before the first admin: a database from before roles has admins, each made an owner here.
    await authService(strapi).fillMissingShopRoles();
    await ensureFirstAdmin(strapi, role.id);
    await tellParentTheAdminLogin(strapi);
    await rateService(strapi).fillMissingUnits();
    await rateService(strapi).fillMissingQuoteUnits();
    await storeNameKeys(strapi, 'api::rate.rate', 'rate');
    await storeNameKeys(strapi, 'api::category.category', 'category');
    await shopSettingsService(strapi).ensureRow();
    await erasureRequestService(strapi).carryAcrossRestore();
    if (shopConfig(strapi).seedDemo && (await isEmptyShop(strapi))) await seedDemo(strapi);
    await publishService(strapi).recordOpenBatches();
    backupService(strapi).schedule();
    // The build reads the content from this CMS: changes the site never got (the CMS died before
    // its build hook was due, or this start wrote the demo catalogue) are published once it answers.
    strapi.server.httpServer.once('listening', () => {
      publishService(strapi)
        .resume()
        .catch((error: unknown) =>
          strapi.log.error(`Publishing could not resume: ${error instanceof Error ? error.message : String(error)}`),
        );
    });
    await enquiryService(strapi).startHousekeeping();
    await historyService(strapi).startHousekeeping();
    productService(strapi).startSoldSweep();
    await releaseStartLock(strapi);
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await releaseStartLock(strapi);
    publishService(strapi).stop();
    enquiryService(strapi).stopHousekeeping();
    historyService(strapi).stopHousekeeping();
    productService(strapi).stopSoldSweep();
    await removeTemporaryUploads(shopConfig(strapi));
  },
};
