import { describe } from 'vitest';
import { postgresAvailable } from './support/cms';
import { loadSuite } from './support/hardening-load';

describe.skipIf(!(await postgresAvailable('the load test')))('under load on PostgreSQL', () => {
  // PostgreSQL answers more slowly here: fewer reads keep the file within two minutes on a busy machine.
  loadSuite('postgres', 1000);
});
