import { OWNER_ONLY_SAVINGS_PLANS_MESSAGE } from '@suvarna/domain';
import { ownerRoute, publicRoute } from '../../../lib/routes';

export default {
  routes: [
    // The site's build reads the plans for its /savings-plan page.
    publicRoute('GET', '/user/savings-plans', 'savings-plan.list'),
    ownerRoute('GET', '/admin/savings-plans', 'savings-plan.list', OWNER_ONLY_SAVINGS_PLANS_MESSAGE),
    ownerRoute('POST', '/admin/savings-plans', 'savings-plan.create', OWNER_ONLY_SAVINGS_PLANS_MESSAGE),
    ownerRoute('PUT', '/admin/savings-plan/:id', 'savings-plan.update', OWNER_ONLY_SAVINGS_PLANS_MESSAGE),
    ownerRoute('DELETE', '/admin/savings-plan/:id', 'savings-plan.remove', OWNER_ONLY_SAVINGS_PLANS_MESSAGE),
  ],
};
