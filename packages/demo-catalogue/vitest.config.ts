import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'demo-catalogue', include: ['src/**/*.test.ts'] },
});
