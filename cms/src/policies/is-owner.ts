// Owner-only routes, after the shop-admin policy (which puts the account in state.user): a staff
// account's request is refused with a 403 before the controller runs, so it changes nothing. The
// route names the message (config.message) that fits it; the team's is the default.
import { OWNER_ONLY_TEAM_MESSAGE } from '@suvarna/domain';
import { ShopError } from '../lib/http';
import { shopRoleOf } from '../lib/roles';

interface PolicyContext {
  state: Record<string, unknown>;
}

export default (policyContext: PolicyContext, config: { message?: string } | undefined) => {
  const user = policyContext.state.user as { shopRole?: string | null } | undefined;
  if (!user || shopRoleOf(user) !== 'owner') throw new ShopError(403, config?.message ?? OWNER_ONLY_TEAM_MESSAGE);
  return true;
};
