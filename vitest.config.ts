import { defineConfig } from 'vitest/config';

// Each package brings its own Vitest project(s); `pnpm test` runs them all.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest*.config.ts'],
  },
});
