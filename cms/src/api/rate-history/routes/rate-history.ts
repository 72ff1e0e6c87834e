import { adminRoute, publicRoute } from '../../../lib/routes';

export default {
  routes: [
    adminRoute('GET', '/admin/rate-history', 'rate-history.adminHistory'),
    publicRoute('GET', '/user/rate-history', 'rate-history.publicHistory'),
  ],
};
