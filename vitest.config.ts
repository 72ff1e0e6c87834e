import { defineConfig } from 'vitest/config';

// One Vitest run for the whole workspace: every package with a vitest.config.ts is a project.
export default defineConfig({
  test: {
    projects: ['{packages/*,cms,site,bench,scripts}/vitest.config.{ts,mts,mjs}'],
  },
});
