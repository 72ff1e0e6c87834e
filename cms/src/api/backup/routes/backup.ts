import { OWNER_ONLY_BACKUPS_MESSAGE } from '@suvarna/domain';
import { ownerRoute } from '../../../lib/routes';

// Owners only: an archive holds the shop's personal data (enquiries, accounts).
export default {
  routes: [
    ownerRoute('GET', '/admin/backups', 'backup.status', OWNER_ONLY_BACKUPS_MESSAGE),
    ownerRoute('POST', '/admin/backups', 'backup.backUpNow', OWNER_ONLY_BACKUPS_MESSAGE),
  ],
};
