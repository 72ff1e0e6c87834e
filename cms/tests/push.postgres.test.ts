import { describe } from 'vitest';
import { pushSuite } from './suites/push';
import { postgresAvailable } from './support/cms';

describe.skipIf(!(await postgresAvailable('the push suite')))('on PostgreSQL', () => {
  pushSuite('postgres');
});
