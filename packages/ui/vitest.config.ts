import { defineProject } from 'vitest/config';

/** The library's logic (pure functions such as the pagination window), in Node. */
export default defineProject({
  test: { name: 'ui', environment: 'node', include: ['src/**/*.test.ts'] },
});
