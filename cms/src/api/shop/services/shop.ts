// The shop's settings that others price with: the site builds its pages and the back office its
// price preview with the GST rate the CMS prices products with, read from here (docs/api.md),
// never from a setting of their own; likewise the default hallmarking fee and the rate guard. The
// back office's uploads wait as long as this CMS gives an upload's body (HTTP_MULTIPART_TIMEOUT_MS).
// With them, the shop's details the back office's Shop settings store (./shop-settings.ts), which the
// site's build shows on every page, and how long enquiries and the backups' copies of them are kept,
// which its privacy notice states.
import type { Core } from '@strapi/strapi';
import type { ShopSettings } from '@suvarna/domain';
import { paiseToRupees } from '@suvarna/domain';
import { typedService } from '../../../lib/services';
import { shopConfig } from '../../../lib/shop-config';
import { backupService } from '../../backup/services/backup';
import { shopSettingsService } from './shop-settings';

const createShopService = ({ strapi }: { strapi: Core.Strapi }) => ({
  async settings(): Promise<ShopSettings> {
    const { gstRate, hallmarkFeeDefaultPaise, rateGuardPercent, http, enquiries } = shopConfig(strapi);
    return {
      ...(await shopSettingsService(strapi).details()),
      gstRate,
      hallmarkFeeDefault: paiseToRupees(hallmarkFeeDefaultPaise),
      rateGuardPercent,
      uploadTimeoutMs: http.multipartTimeoutMs,
      enquiryRetentionDays: enquiries.retentionDays,
      backupRetentionDays: backupService(strapi).copiesKeptForDays(),
    };
  },
});

export default createShopService;

export const shopService = typedService<typeof createShopService>('api::shop.shop');
