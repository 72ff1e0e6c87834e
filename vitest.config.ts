import { defineConfig } from 'vitest/config';

// One Vitest run for the whole workspace: every package with a vitest.config.ts is a project.
export default defineConfig({
  test: {
    projects: ['{packages/*,cms,site,bench,scripts}/vitest.config.{ts,mts,mjs}'],
    // A worker per core. Vitest's default keeps a core for itself, which on two cores ran every
    // file one after another: most files wait on a CMS or a build over HTTP, so two at once took
    // 264 s where one took 482 s (docs/performance.md#the-test-suites-time).
    maxWorkers: '100%',
  },
});
