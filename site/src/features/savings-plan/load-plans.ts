// The savings plans this build shows (GET /api/user/savings-plans), read once per build beside the
// catalogue: a write of a plan republishes the site (the CMS's publish middleware). A CMS that cannot
// be read fails the build, as the catalogue's read does (docs/architecture.md).
import { createApiClient } from '@suvarna/api-client';
import type { SavingsPlan } from '@suvarna/domain';
import { siteSettings } from '../../config/settings';

let plans: Promise<SavingsPlan[]> | undefined;

export function loadSavingsPlans(): Promise<SavingsPlan[]> {
  plans ??= createApiClient({ baseUrl: siteSettings.cmsUrl })
    .getSavingsPlans()
    .catch((cause: unknown) => {
      const reason = cause instanceof Error ? cause.message : String(cause);
      throw new Error(`Cannot read the savings plans from the CMS at ${siteSettings.cmsUrl}: ${reason}`, { cause });
    });
  return plans;
}
