import { describe } from 'vitest';
import { catalogueSuite } from './suites/catalogue';
import { postgresAvailable } from './support/cms';

describe.skipIf(!(await postgresAvailable('the catalogue suites')))('the demo catalogue on PostgreSQL', () => {
  catalogueSuite('postgres');
});
