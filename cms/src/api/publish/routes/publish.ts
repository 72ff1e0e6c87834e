import { adminRoute } from '../../../lib/routes';

export default { routes: [adminRoute('GET', '/admin/publish-status', 'publish.status')] };
