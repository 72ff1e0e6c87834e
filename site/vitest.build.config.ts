import { defineProject } from 'vitest/config';

// The site's builds and the publisher: long tests that spawn Astro builds and servers, each file in
// a process of its own (Vitest's default pool).
export default defineProject({
  test: {
    name: 'site-build',
    environment: 'jsdom',
    include: ['scripts/**/*.test.ts', 'publisher/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
