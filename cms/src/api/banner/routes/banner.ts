import { adminRoute, publicRoute } from '../../../lib/routes';

export default {
  routes: [
    publicRoute('GET', '/admin/banner-images', 'banner.list'),
    adminRoute('POST', '/admin/add-banner-image', 'banner.create'),
    adminRoute('DELETE', '/admin/delete-banner-image/:id', 'banner.remove'),
  ],
};
