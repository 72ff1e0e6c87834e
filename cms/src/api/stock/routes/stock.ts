import { adminRoute } from '../../../lib/routes';

export default {
  routes: [
    adminRoute('GET', '/admin/export', 'stock.exportSheet'),
    adminRoute('GET', '/admin/import-template', 'stock.template'),
    adminRoute('POST', '/admin/import', 'stock.importSheet'),
  ],
};
