// The shop as this build shows it: the details the back office's Shop settings store in the CMS
// (GET /api/user/shop, read with the catalogue), each over the build's own setting (SHOP_*, else
// the demo shop's) where the CMS stores none. Every page's header, footer, contact details and
// structured data read it from here.
import { siteSettings } from '../config/settings';
import { type ShopConfig, withStoredDetails } from '../config/shop';
import { loadCatalogue } from './catalogue';

let shop: Promise<ShopConfig> | undefined;

export function loadShop(): Promise<ShopConfig> {
  shop ??= loadCatalogue().then(({ shopSettings }) => withStoredDetails(siteSettings.shop, shopSettings));
  return shop;
}
