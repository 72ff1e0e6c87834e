import { publicRoute, rateEditRoute } from '../../../lib/routes';

export default {
  routes: [
    publicRoute('GET', '/admin/get-price', 'rate.list'),
    rateEditRoute('POST', '/admin/add-price', 'rate.create'),
    rateEditRoute('PUT', '/admin/update-price', 'rate.update'),
    rateEditRoute('DELETE', '/admin/delete-price/:id', 'rate.remove'),
  ],
};
