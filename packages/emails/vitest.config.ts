import { defineProject } from 'vitest/config';

/** The rendering of every email (both parts, links, language, escaping), in Node as the server runs it. */
export default defineProject({
  test: { name: 'emails', environment: 'node', include: ['src/**/*.test.ts'] },
});
