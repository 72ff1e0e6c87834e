// Where the shop's limits are counted: in PostgreSQL when the CMS runs on it, since several
// instances may then share the work (docs/architecture.md), else in this process.
import type { Core } from '@strapi/strapi';
import { type EnquiryLimiter, EnquiryThrottle, SharedEnquiryThrottle } from './enquiry-throttle';
import { LimitLedger } from './limit-ledger';
import {
  LOGIN_SCOPE,
  type LoginLimiter,
  LoginThrottle,
  SharedLoginThrottle,
  type ThrottleLimits,
  type ThrottleScope,
} from './login-throttle';

const ledgers = new WeakMap<Core.Strapi, LimitLedger>();

/** The PostgreSQL ledger of this CMS, or null on SQLite (one process, which counts alone). */
function sharedLedger(strapi: Core.Strapi): LimitLedger | null {
  if (strapi.config.get('database.connection.client') !== 'postgres') return null;
  let ledger = ledgers.get(strapi);
  if (!ledger) {
    ledger = new LimitLedger(strapi.db.connection, strapi.db.getSchemaName());
    ledgers.set(strapi, ledger);
  }
  return ledger;
}

/** Makes the ledger's table, at start and before any request. */
export async function prepareSharedLimits(strapi: Core.Strapi): Promise<void> {
  await sharedLedger(strapi)?.ensureTable();
}

export function loginLimiter(
  strapi: Core.Strapi,
  limits: ThrottleLimits,
  scope: ThrottleScope = LOGIN_SCOPE,
): LoginLimiter {
  const ledger = sharedLedger(strapi);
  return ledger
    ? new SharedLoginThrottle(ledger, limits, undefined, scope)
    : new LoginThrottle(limits, undefined, scope);
}

/** `scope`: what is counted; the erasure requests have a limit of their own, like the enquiries'. */
export function enquiryLimiter(strapi: Core.Strapi, maxPerHour: number, scope = 'enquiry'): EnquiryLimiter {
  const ledger = sharedLedger(strapi);
  return ledger ? new SharedEnquiryThrottle(ledger, maxPerHour, scope) : new EnquiryThrottle(maxPerHour);
}
