import { defineProject } from 'vitest/config';

// The CMS's own modules tested without a Strapi: no global state, so the files share a worker
// (isolate: false) instead of paying a process start each. Each file that boots a Strapi is in
// vitest.config.mts.
export default defineProject({
  test: { name: 'cms-unit', include: ['tests/unit/**/*.test.ts'], isolate: false },
});
