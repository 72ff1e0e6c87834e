import { publicRoute } from '../../../lib/routes';

export default { routes: [publicRoute('GET', '/health', 'health.check')] };
