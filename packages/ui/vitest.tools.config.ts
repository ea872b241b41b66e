import { defineProject } from 'vitest/config';

/** The story test tooling's logic (test/: the visual report's layout, the accept command's matching), in Node. */
export default defineProject({
  test: { name: 'ui-tools', environment: 'node', include: ['test/**/*.test.ts'] },
});
