import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `pnpm dev` forwards API calls to a server started separately (the root `dev` script starts one).
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  // @job/ui ships its styles as .css.ts sources, so this build compiles them.
  plugins: [react(), vanillaExtractPlugin()],
  // Found only once ui's styles run; listed so the first dev load does not optimise and reload.
  optimizeDeps: {
    include: [
      '@job/ui > @vanilla-extract/recipes/createRuntimeFn',
      '@job/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
    ],
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    // bench:web follows this manifest to weigh what each route downloads.
    manifest: true,
  },
});
