import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  // The server render's test imports ui's screens, whose styles are .css.ts sources.
  plugins: [react(), vanillaExtractPlugin()],
  test: { name: 'app', environment: 'node', include: ['src/**/*.test.ts'] },
});
