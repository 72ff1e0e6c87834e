// Every admin route but two-step enrolment's, after the shop-admin policy: while the shop requires
// owners to sign in with two steps (REQUIRE_TWO_STEP_FOR_OWNERS), an owner who has not turned it on
// is refused with a 403 saying what to do, so a stolen password alone reaches nothing of the shop.
import type { Core } from '@strapi/strapi';
import { TWO_STEP_REQUIRED_MESSAGE } from '@suvarna/domain';
import { mustTurnOnTwoStep, type UserRow } from '../api/auth/services/auth';
import { ShopError } from '../lib/http';
import { shopConfig } from '../lib/shop-config';

interface PolicyContext {
  state: Record<string, unknown>;
}

export default (policyContext: PolicyContext, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const user = policyContext.state.user as UserRow | undefined;
  if (!user) throw new ShopError(403, TWO_STEP_REQUIRED_MESSAGE);
  if (mustTurnOnTwoStep(user, shopConfig(strapi).requireTwoStepForOwners))
    throw new ShopError(403, TWO_STEP_REQUIRED_MESSAGE);
  return true;
};
