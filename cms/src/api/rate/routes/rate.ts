import { adminRoute, publicRoute } from '../../../lib/routes';

export default {
  routes: [
    publicRoute('GET', '/admin/get-price', 'rate.list'),
    adminRoute('POST', '/admin/add-price', 'rate.create'),
    adminRoute('PUT', '/admin/update-price', 'rate.update'),
    adminRoute('DELETE', '/admin/delete-price/:id', 'rate.remove'),
  ],
};
