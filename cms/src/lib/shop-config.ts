// The shop's settings as services read them: Strapi's config lookup returns untyped values.
import type { Core } from '@strapi/strapi';
import type { ShopConfig } from '../../config/shop';

/** The shop's settings as loaded with this Strapi (config/shop.ts). */
export const shopConfig = (strapi: Core.Strapi) => strapi.config.get('shop') as ShopConfig;
