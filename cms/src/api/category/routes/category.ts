import { adminRoute, publicRoute } from '../../../lib/routes';

export default {
  routes: [
    publicRoute('POST', '/admin/get-category', 'category.list'),
    adminRoute('POST', '/admin/add-category', 'category.create'),
    adminRoute('PUT', '/admin/category/:id', 'category.update'),
    adminRoute('DELETE', '/admin/category/:id', 'category.remove'),
  ],
};
