import { OWNER_ONLY_TEAM_MESSAGE } from '@suvarna/domain';
import { ownerRoute, publicRoute } from '../../../lib/routes';

const owner = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, handler: string) =>
  ownerRoute(method, path, handler, OWNER_ONLY_TEAM_MESSAGE);

export default {
  routes: [
    owner('GET', '/admin/team', 'team.list'),
    owner('POST', '/admin/team', 'team.invite'),
    owner('PUT', '/admin/team/:id', 'team.update'),
    owner('DELETE', '/admin/team/:id', 'team.remove'),
    owner('POST', '/admin/team/:id/reset-link', 'team.resetLink'),
    // For a member who lost their phone: they sign in with their password alone until they turn it on again.
    owner('DELETE', '/admin/team/:id/two-step', 'team.turnOffTwoStep'),
    // Public: the link's token is the credential; throttled like the login, as is 'Forgot password?'.
    publicRoute('POST', '/admin/accept-invite', 'team.acceptInvite'),
    publicRoute('POST', '/admin/reset-password', 'team.resetPassword'),
    publicRoute('POST', '/admin/forgot-password', 'team.forgotPassword'),
  ],
};
