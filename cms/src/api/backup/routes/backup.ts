import { OWNER_ONLY_BACKUPS_MESSAGE } from '@suvarna/domain';
import { ownerRoute, publicRoute } from '../../../lib/routes';

// Owners only: an archive holds the shop's personal data (enquiries, accounts).
export default {
  routes: [
    ownerRoute('GET', '/admin/backups', 'backup.status', OWNER_ONLY_BACKUPS_MESSAGE),
    ownerRoute('POST', '/admin/backups', 'backup.backUpNow', OWNER_ONLY_BACKUPS_MESSAGE),
    ownerRoute('POST', '/admin/backups/download-link', 'backup.downloadLink', OWNER_ONLY_BACKUPS_MESSAGE),
    // Public: the link is signed for an owner's live sessions and dies in minutes (the browser
    // opens it itself, without the bearer token).
    publicRoute('GET', '/admin/backups/download/:token', 'backup.download'),
  ],
};
