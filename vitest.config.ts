import { defineConfig } from 'vitest/config';

// Each package brings its own Vitest project(s); `pnpm test` runs them all.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest*.config.ts'],
    // Node test files two at a time, where Vitest's default on two cores is one: the server's
    // files mostly wait (on their servers, PostgreSQL, mail, timers), and one at a time left a
    // core idle for 11 of the run's 23 minutes. The story projects keep one file each
    // (`browser.fileParallelism: false` in packages/ui/vitest.storybook.config.ts).
    maxWorkers: 2,
  },
});
