import { describe } from 'vitest';
import { POSTGRES_URL, postgresReachable } from './support/cms';
import { apiSuites } from './support/suites';

// CI always has PostgreSQL; elsewhere the suite is skipped, saying why.
const reachable = await postgresReachable();
if (!reachable && process.env.CI) throw new Error(`PostgreSQL is unreachable at ${POSTGRES_URL}, and CI needs it`);
if (!reachable) console.warn(`Skipping the PostgreSQL run of the API suites: nothing answers at ${POSTGRES_URL}`);

describe.skipIf(!reachable)('on PostgreSQL', () => {
  apiSuites('postgres');
});
