import { describe } from 'vitest';
import { lookalikeNamesSuite } from './suites/lookalike-names';
import { postgresAvailable } from './support/cms';

describe.skipIf(!(await postgresAvailable('the look-alike names suite')))('on PostgreSQL', () => {
  lookalikeNamesSuite('postgres');
});
