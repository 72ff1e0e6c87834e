import { defineProject } from 'vitest/config';

// The seeder and the freshness probe are tested against a real CMS, each file in its own process.
export default defineProject({
  test: {
    name: 'bench',
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
