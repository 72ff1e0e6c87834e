import { publicRoute } from '../../../lib/routes';

export default { routes: [publicRoute('GET', '/user/shop', 'shop.settings')] };
