import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { compiledCatalogues } from './src/compiledCatalogues';

export default defineProject({
  // The server render's test imports ui's screens, whose styles are .css.ts sources; the browser's
  // catalogues are made as the build makes them.
  plugins: [react(), vanillaExtractPlugin(), compiledCatalogues()],
  test: { name: 'app', environment: 'node', include: ['src/**/*.test.ts'] },
});
