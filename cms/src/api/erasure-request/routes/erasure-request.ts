import { ERASURE_MESSAGES } from '@suvarna/domain';
import { ownerRoute, publicRoute } from '../../../lib/routes';

export default {
  routes: [
    publicRoute('POST', '/user/erasure-request', 'erasure-request.create'),
    ownerRoute('GET', '/admin/erasure-requests', 'erasure-request.list', ERASURE_MESSAGES.ownersOnly),
    ownerRoute('POST', '/admin/erasure-request/:id/erase', 'erasure-request.erase', ERASURE_MESSAGES.ownersOnly),
  ],
};
