import { OWNER_ONLY_SETTINGS_MESSAGE } from '@suvarna/domain';
import { ownerRoute, publicRoute } from '../../../lib/routes';

export default {
  routes: [
    publicRoute('GET', '/user/shop', 'shop.settings'),
    ownerRoute('GET', '/admin/shop-settings', 'shop.adminSettings', OWNER_ONLY_SETTINGS_MESSAGE),
    ownerRoute('PUT', '/admin/shop-settings', 'shop.updateSettings', OWNER_ONLY_SETTINGS_MESSAGE),
    ownerRoute('POST', '/admin/shop-settings/test-email', 'shop.sendTestEmail', OWNER_ONLY_SETTINGS_MESSAGE),
  ],
};
