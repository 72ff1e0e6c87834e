import { adminRoute, publicRoute } from '../../../lib/routes';

export default {
  routes: [
    publicRoute('POST', '/user/enquiry', 'enquiry.create'),
    publicRoute('GET', '/user/visit-slots', 'enquiry.visitSlots'),
    adminRoute('GET', '/admin/enquiries', 'enquiry.list'),
    adminRoute('GET', '/admin/enquiry/:id', 'enquiry.findOne'),
    adminRoute('PUT', '/admin/enquiry/:id', 'enquiry.update'),
    adminRoute('DELETE', '/admin/enquiry/:id', 'enquiry.remove'),
  ],
};
