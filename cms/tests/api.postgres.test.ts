import { describe } from 'vitest';
import { postgresAvailable } from './support/cms';
import { apiSuites } from './support/suites';

describe.skipIf(!(await postgresAvailable('the API suites')))('on PostgreSQL', () => {
  apiSuites('postgres');
});
