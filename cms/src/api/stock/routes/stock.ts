import { adminRoute } from '../../../lib/routes';

export default {
  routes: [
    adminRoute('GET', '/admin/export', 'stock.exportSheet'),
    adminRoute('GET', '/admin/import-template', 'stock.template'),
  ],
};
