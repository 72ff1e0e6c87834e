import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'site',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'publisher/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
