import { defineProject } from 'vitest/config';

// The root scripts and the repository itself: the bootstrap's set-up, the docs' links.
export default defineProject({
  test: { name: 'scripts', include: ['**/*.test.mjs'], testTimeout: 60_000 },
});
