import { adminRoute, publicRoute } from '../../../lib/routes';

export default {
  routes: [
    publicRoute('POST', '/admin/login', 'auth.login'),
    adminRoute('PUT', '/admin/set-password', 'auth.setPassword'),
    adminRoute('POST', '/admin/logout', 'auth.logout'),
    adminRoute('GET', '/admin/me', 'auth.me'),
  ],
};
