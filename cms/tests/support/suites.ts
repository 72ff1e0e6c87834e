// The HTTP suites every database runs, against one CMS booted for the test file.
import { afterAll, beforeAll } from 'vitest';
import { accessSuite } from '../suites/access';
import { authSuite } from '../suites/auth';
import { backupsSuite } from '../suites/backups';
import { bannersSuite } from '../suites/banners';
import { bulkEditSuite } from '../suites/bulk-edit';
import { enquiriesSuite } from '../suites/enquiries';
import { forgotPasswordSuite } from '../suites/forgot-password';
import { historySuite } from '../suites/history';
import { privacySuite } from '../suites/privacy';
import { productsSuite } from '../suites/products';
import { rateHistorySuite, rateUnitsSuite } from '../suites/rate-history';
import { rateQuotesSuite } from '../suites/rate-quotes';
import { categoriesSuite, ratesSuite } from '../suites/rates-and-categories';
import { rolesSuite } from '../suites/roles';
import { savingsPlansSuite } from '../suites/savings-plans';
import { shopSettingsSuite } from '../suites/shop-settings';
import { statusesSuite } from '../suites/statuses';
import { stockImportSuite } from '../suites/stock-import';
import { stockSheetSuite } from '../suites/stock-sheet';
import { teamSuite } from '../suites/team';
import { tradePricingSuite } from '../suites/trade-pricing';
import { twoStepSuite } from '../suites/two-step';
import { visitsSuite } from '../suites/visits';
import { type Database, startCms, type TestCms } from './cms';

/** Where form-posted enquiries return. */
const SITE_URL = 'https://www.suvarna.example';

export function apiSuites(database: Database) {
  let cms: TestCms;
  beforeAll(async () => {
    // The suites send many enquiries, and many failed logins and forged links, from one address:
    // each per-address throttle has a test of its own (the login's in login-defences.sqlite.test.ts).
    cms = await startCms(database, { SITE_URL, ENQUIRY_MAX_PER_HOUR: '1000', LOGIN_MAX_FAILURES_PER_ADDRESS: '1000' });
  });
  afterAll(() => cms?.stop());

  accessSuite(() => cms);
  authSuite(() => cms);
  ratesSuite(() => cms);
  rateUnitsSuite(() => cms);
  rateQuotesSuite(() => cms);
  rateHistorySuite(() => cms);
  categoriesSuite(() => cms);
  productsSuite(() => cms);
  tradePricingSuite(() => cms);
  statusesSuite(() => cms);
  bannersSuite(() => cms);
  enquiriesSuite(() => cms, SITE_URL);
  stockSheetSuite(() => cms);
  stockImportSuite(() => cms);
  bulkEditSuite(() => cms);
  shopSettingsSuite(() => cms);
  savingsPlansSuite(() => cms, SITE_URL);
  visitsSuite(() => cms, SITE_URL);
  privacySuite(() => cms, SITE_URL);
  backupsSuite(() => cms);
  rolesSuite(() => cms);
  teamSuite(() => cms);
  forgotPasswordSuite(() => cms);
  historySuite(() => cms);
  twoStepSuite(() => cms);
}
