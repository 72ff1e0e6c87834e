// GET /api/products, Strapi's generic route, mounted only when CMS_GENERIC_PRODUCT_ROUTE=true:
// the benchmark's yardstick for the shop's own product list. The shop never calls it, and without
// the flag it does not exist (it would list inactive products and their raw fields).
import { settings } from '../../../lib/settings';

export default {
  routes: settings().genericProductRoute
    ? [{ method: 'GET', path: '/products', handler: 'api::product.generic.find', config: { auth: false } }]
    : [],
};
