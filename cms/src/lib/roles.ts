import type { AdminRole } from '@suvarna/domain';

export const SHOP_ADMIN_ROLE = 'shop-admin';
export const SHOP_ADMIN_POLICY = 'global::is-shop-admin';
/**
 * After the shop-admin policy on every admin route but two-step enrolment's: an owner who must turn
 * on two-step sign-in first (REQUIRE_TWO_STEP_FOR_OWNERS) is refused (src/policies/has-two-step.ts).
 */
export const TWO_STEP_POLICY = 'global::has-two-step';
/** After the shop-admin policy: the account must be an owner (src/policies/is-owner.ts). */
export const OWNER_POLICY = 'global::is-owner';
/** After the shop-admin policy: an owner, or staff while the shop lets staff change rates. */
export const RATE_EDITOR_POLICY = 'global::may-edit-rates';

/** The role of an account as stored: null (an account from before roles) counts as owner, as the start fills it. */
export const shopRoleOf = (user: { shopRole?: string | null }): AdminRole =>
  user.shopRole === 'staff' ? 'staff' : 'owner';
