import { adminRoute, publicRoute } from '../../../lib/routes';

export default {
  routes: [
    publicRoute('GET', '/user/product-list', 'product.list'),
    publicRoute('GET', '/user/get-new-arrivals', 'product.newArrivals'),
    publicRoute('POST', '/user/get-product', 'product.get'),
    adminRoute('GET', '/admin/product-count', 'product.count'),
    adminRoute('POST', '/admin/get-product', 'product.all'),
    adminRoute('POST', '/admin/add-product', 'product.create'),
    adminRoute('PUT', '/admin/product/:id', 'product.replace'),
    adminRoute('PUT', '/admin/update-product', 'product.patch'),
    adminRoute('PUT', '/admin/products', 'product.bulkEdit'),
    adminRoute('DELETE', '/admin/product/:id', 'product.remove'),
  ],
};
