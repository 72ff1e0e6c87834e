import { defineProject } from 'vitest/config';

// Pure functions with no global state: the files share a worker (isolate: false) instead of paying a
// process start each, some 35 of them.
export default defineProject({
  test: { name: 'domain', include: ['src/**/*.test.ts'], isolate: false },
});
