import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.tsx',
    // The emails, as the server renders them (@job/emails).
    '../packages/emails/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // A library for designers to review, not a first Storybook to learn: no getting-started checklist.
  features: { sidebarOnboardingChecklist: false },
  // TypeScript 7 has no compiler API for react-docgen-typescript; react-docgen reads props from the AST.
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // react-vite brings no React plugin of its own.
      plugins: [react(), vanillaExtractPlugin()],
      optimizeDeps: {
        // Left to discovery, the optimiser finds these mid-run and reloads the page, which drops
        // story tests on a cold run: the runtimes are reached only once vanilla-extract has
        // compiled a `.css.ts` file, and the startup scan does not reach DOMPurify either.
        include: [
          '@job/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles',
          '@job/ui > dompurify',
          '@job/ui > @radix-ui/react-dropdown-menu',
          '@job/ui > @radix-ui/react-accordion',
          '@job/ui > @radix-ui/react-toast',
          '@job/ui > quill',
        ],
      },
    }),
};

export default config;
