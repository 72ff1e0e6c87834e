import { defineProject } from 'vitest/config';

// Each test file boots its own Strapi on its own database, so files run in separate processes. The
// unit tests, which boot none, are in vitest.unit.config.mts.
export default defineProject({
  test: {
    name: 'cms',
    include: ['tests/*.test.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    globalSetup: ['tests/global-setup.ts'],
  },
});
