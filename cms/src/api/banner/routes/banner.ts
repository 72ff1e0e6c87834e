import { adminRoute, publicRoute } from '../../../lib/routes';

export default {
  routes: [
    publicRoute('GET', '/admin/banner-images', 'banner.list'),
    adminRoute('POST', '/admin/add-banner-image', 'banner.create'),
    adminRoute('PUT', '/admin/banner/:id', 'banner.setPhonePicture'),
    adminRoute('PUT', '/admin/banner/:id/texts', 'banner.setTexts'),
    adminRoute('DELETE', '/admin/delete-banner-image/:id', 'banner.remove'),
  ],
};
