import { adminRoute } from '../../../lib/routes';

// Read only: no route writes or deletes an entry (the services record them; the sweep prunes them).
export default {
  routes: [adminRoute('GET', '/admin/history', 'history.list')],
};
