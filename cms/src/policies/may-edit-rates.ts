// Rate changes, after the shop-admin policy: an owner always; a staff account only while an owner
// has allowed it (the shop setting staffMayEditRates, off by default). Every price in the shop
// follows the rates, so the setting is read at each request, not cached.
import type { Core } from '@strapi/strapi';
import { STAFF_RATES_MESSAGE } from '@suvarna/domain';
import { shopSettingsService } from '../api/shop/services/shop-settings';
import { ShopError } from '../lib/http';
import { shopRoleOf } from '../lib/roles';

interface PolicyContext {
  state: Record<string, unknown>;
}

export default async (policyContext: PolicyContext, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const user = policyContext.state.user as { shopRole?: string | null } | undefined;
  if (!user) throw new ShopError(403, STAFF_RATES_MESSAGE);
  if (shopRoleOf(user) === 'owner') return true;
  if (await shopSettingsService(strapi).staffMayEditRates()) return true;
  throw new ShopError(403, STAFF_RATES_MESSAGE);
};
