// Typed access to the shop's services and settings (Strapi's own lookups return untyped values).
import type { Core } from '@strapi/strapi';
import type { ShopConfig } from '../../config/shop';
import type authService_ from '../api/auth/services/auth';
import type bannerService_ from '../api/banner/services/banner';
import type categoryService_ from '../api/category/services/category';
import type enquiryService_ from '../api/enquiry/services/enquiry';
import type enquiryNotificationService_ from '../api/enquiry/services/notification';
import type healthService_ from '../api/health/services/health';
import type productService_ from '../api/product/services/product';
import type publishService_ from '../api/publish/services/publish';
import type rateService_ from '../api/rate/services/rate';
import type rateHistoryService_ from '../api/rate-history/services/rate-history';
import type shopService_ from '../api/shop/services/shop';

const service =
  <Factory extends (...args: never[]) => unknown>(uid: string) =>
  (strapi: Core.Strapi) =>
    strapi.service(uid as never) as unknown as ReturnType<Factory>;

export const authService = service<typeof authService_>('api::auth.auth');
export const bannerService = service<typeof bannerService_>('api::banner.banner');
export const categoryService = service<typeof categoryService_>('api::category.category');
export const enquiryService = service<typeof enquiryService_>('api::enquiry.enquiry');
export const enquiryNotificationService = service<typeof enquiryNotificationService_>('api::enquiry.notification');
export const healthService = service<typeof healthService_>('api::health.health');
export const productService = service<typeof productService_>('api::product.product');
export const publishService = service<typeof publishService_>('api::publish.publish');
export const rateService = service<typeof rateService_>('api::rate.rate');
export const rateHistoryService = service<typeof rateHistoryService_>('api::rate-history.rate-history');
export const shopService = service<typeof shopService_>('api::shop.shop');

/** The shop's settings as loaded with this Strapi (config/shop.ts). */
export const shopConfig = (strapi: Core.Strapi) => strapi.config.get('shop') as ShopConfig;
