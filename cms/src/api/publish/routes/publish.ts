import { adminRoute } from '../../../lib/routes';

export default {
  routes: [
    adminRoute('GET', '/admin/publish-status', 'publish.status'),
    adminRoute('POST', '/admin/publish-now', 'publish.publishNow'),
    adminRoute('GET', '/admin/publish-history', 'publish.history'),
  ],
};
