import { adminRoute, publicRoute } from '../../../lib/routes';

export default {
  routes: [
    publicRoute('GET', '/user/shop', 'shop.settings'),
    adminRoute('GET', '/admin/shop-settings', 'shop.adminSettings'),
    adminRoute('PUT', '/admin/shop-settings', 'shop.updateSettings'),
    adminRoute('POST', '/admin/shop-settings/test-email', 'shop.sendTestEmail'),
  ],
};
