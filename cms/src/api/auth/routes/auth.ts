import { adminRoute, enrolmentRoute, publicRoute } from '../../../lib/routes';

export default {
  routes: [
    publicRoute('POST', '/admin/login', 'auth.login'),
    // Public: the challenge (from a right password) is the credential; wrong codes are throttled.
    publicRoute('POST', '/admin/login/two-step', 'auth.loginWithCode'),
    adminRoute('PUT', '/admin/set-password', 'auth.setPassword'),
    // What an owner who must turn on two-step first (REQUIRE_TWO_STEP_FOR_OWNERS) may still reach.
    enrolmentRoute('POST', '/admin/logout', 'auth.logout'),
    enrolmentRoute('GET', '/admin/me', 'auth.me'),
    enrolmentRoute('POST', '/admin/two-step/setup', 'auth.setupTwoStep'),
    enrolmentRoute('POST', '/admin/two-step/enable', 'auth.enableTwoStep'),
    adminRoute('POST', '/admin/two-step/disable', 'auth.disableTwoStep'),
  ],
};
