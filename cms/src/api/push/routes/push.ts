import { adminRoute } from '../../../lib/routes';

export default {
  routes: [
    adminRoute('GET', '/admin/push/key', 'push.key'),
    adminRoute('POST', '/admin/push/subscriptions', 'push.subscribe'),
    // The endpoint in the query string: a DELETE's body is not read.
    adminRoute('DELETE', '/admin/push/subscriptions', 'push.unsubscribe'),
  ],
};
