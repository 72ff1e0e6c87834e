import { defineProject } from 'vitest/config';

// The components, islands and libraries. In VM contexts on threads: each file keeps its own module
// graph and globals, while a worker makes its jsdom once instead of once per file, which took a
// third of this project's time (docs/performance.md#the-test-suites-time). The build and publisher
// tests spawn processes and run in site/vitest.build.config.ts.
export default defineProject({
  test: {
    name: 'site',
    environment: 'jsdom',
    pool: 'vmThreads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // A limit that ends a hang, not a speed check (the bench measures speed): a form walked key by
    // key took over Vitest's 5 s while the whole suite loaded two cores.
    testTimeout: 20_000,
  },
});
