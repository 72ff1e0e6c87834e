import { adminRoute } from '../../../lib/routes';

export default {
  routes: [
    adminRoute('GET', '/admin/backups', 'backup.status'),
    adminRoute('POST', '/admin/backups', 'backup.backUpNow'),
  ],
};
