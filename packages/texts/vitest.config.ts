import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'texts', environment: 'node', include: ['src/**/*.test.ts'] },
});
