import type { Core } from '@strapi/strapi';

// What a content change was, in words for the back office's Publish panel: "Rate 22K changed",
// "Product Kada Bangle (KB-22) added", "Banner deleted".
const KINDS: Record<string, string> = {
  'api::rate.rate': 'Rate',
  'api::product.product': 'Product',
  'api::category.category': 'Category',
  'api::banner.banner': 'Banner',
  'api::savings-plan.savings-plan': 'Savings plan',
  'api::shop.shop-setting': 'Shop settings',
};
/** One of a kind: named by their kind alone ("Shop settings changed"), whatever name they hold. */
const SINGLE = new Set(['api::shop.shop-setting']);

/** The email of the admin whose request is writing, if a request is. */
export function requestAdmin(strapi: Core.Strapi): string | null {
  const admin = strapi.requestContext.get()?.state?.user as { email?: string } | undefined;
  return admin?.email ?? null;
}

const VERBS: Record<string, string> = { create: 'added', update: 'changed', delete: 'deleted' };

interface Named {
  name?: unknown;
  sku?: unknown;
}

/** The document written: the result of a create or update; the first deleted entry of a delete. */
function written(result: unknown, params: unknown): Named {
  const found = (result ?? {}) as Named & { entries?: Named[] };
  if (Array.isArray(found.entries)) return found.entries[0] ?? {};
  return typeof found.name === 'string' ? found : (((params ?? {}) as { data?: Named }).data ?? {});
}

export function describeChange(uid: string, action: string, params: unknown, result: unknown): string {
  const { name, sku } = SINGLE.has(uid) ? {} : written(result, params);
  const label = typeof name === 'string' && name ? ` ${name}${typeof sku === 'string' && sku ? ` (${sku})` : ''}` : '';
  return `${KINDS[uid] ?? 'Content'}${label} ${VERBS[action] ?? 'changed'}`;
}
