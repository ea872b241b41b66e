import { readdirSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from '@job/machine';
import type { Language } from '@job/texts';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject, type Plugin } from 'vitest/config';
import { screenshotChromiumArgs } from './test/chromium.ts';
import { translatedFolder } from './test/screenshotName.ts';
import { baselinePath } from './test/visualReview/changes.ts';
import { visualReview } from './test/visualReview/reporter.ts';

const storybookConfigDir = fileURLToPath(new URL('../../.storybook', import.meta.url));
// Storybook's plugin makes the repo root the project root, so paths are given absolute.
const printChromiumVersion = fileURLToPath(new URL('./test/chromium.ts', import.meta.url));

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const sourceDir = fileURLToPath(new URL('./src', import.meta.url));
const emailStories = `${relative(repoRoot, fileURLToPath(new URL('../emails/src', import.meta.url)))}/**`;
// pixelmatch's per-pixel colour tolerance: the default 0.1 let a visibly different blue pass.
const pixelThreshold = 0.01;

/**
 * Every story is a test in Chromium: its play function, an axe check that fails on any violation
 * (`a11y.test: 'error'` in .storybook/preview.tsx) and a screenshot compared with its baseline
 * (.storybook/vitest.setup.ts). A run with a differing or new screenshot leaves a report to review
 * in visual-report/ (test/visualReview); `pnpm test:screenshots:accept` takes what was reviewed,
 * `pnpm test:screenshots:update` rewrites every baseline that differs.
 *
 * Given a language, the project runs the screens' stories again in it (`storybook-tr`,
 * `storybook-en`: vitest.storybook-tr.config.ts, vitest.storybook-en.config.ts), the Language
 * toolbar's global set for the whole run; their baselines are `<story id>-tr-chromium-linux.png`
 * beside the default's. The default compares a screen only where it reads a text of the
 * default's own (.storybook/vitest.setup.ts): elsewhere it looks as in Turkish. Components are
 * shown in one locale, the default. The emails' stories (packages/emails) run in the two
 * languages only: a mail always goes out in one.
 */
export function storybookProject(language?: Language) {
  const name = language ? `storybook-${language}` : 'storybook';
  return defineProject({
    plugins: [
      storybookTest({
        configDir: storybookConfigDir,
        initialGlobals: language ? { locale: language } : {},
      }),
      ...(language ? [ownName(name)] : []),
      visualReview(pixelThreshold),
    ],
    test: {
      name,
      // The plugin takes its stories from .storybook/main.ts and ignores `include`: a locale
      // project runs the screens and the emails only, the default everything but the emails.
      exclude: language ? everySourceFolderBut(translatedFolder) : [emailStories],
      globalSetup: [printChromiumVersion],
      setupFiles: [`${storybookConfigDir}/vitest.setup.ts`],
      // Twice the browser default of 15 s: the first story of each file also loads axe-core and runs
      // it for the first time, which took 8 s of a 12.6 s story on a busy two-core machine (under a
      // second without axe). A query that waits for the wrong thing still fails at its own second.
      testTimeout: 30_000,
      // The screenshot hook: growing the frame, the fonts, then the capture (up to its timeout below).
      hookTimeout: 30_000,
      // The screenshot matcher writes baselines and diff images; the server only listens on localhost.
      api: { allowWrite: true },
      browser: {
        enabled: true,
        headless: true,
        // One story file at a time per project, as before the root's `maxWorkers: 2`: the three
        // story projects already run side by side, and screenshots want a steady frame.
        fileParallelism: false,
        api: { allowWrite: true },
        provider: playwright({
          launchOptions: { executablePath: chromiumPath, args: screenshotChromiumArgs },
          contextOptions: {
            // A still spinner and no transitions: screenshots must be stable.
            reducedMotion: 'reduce',
            // Larger than any story's viewport, so the test frame is never scaled down (which
            // would blur every screenshot); tall enough for a whole screen grown to its height.
            viewport: { width: 1440, height: 4000 },
          },
        }),
        instances: [{ browser: 'chromium' }],
        viewport: { width: 1200, height: 900 },
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            comparatorOptions: { threshold: pixelThreshold },
            // Capturing and decoding a page took 4.7 s of the default 5 s on a busy two-core
            // machine; a page that never settles still fails, after this long.
            timeout: 15_000,
            // Vitest's own layout, written down here so the visual report finds the same files.
            resolveScreenshotPath: ({
              root,
              testFileDirectory,
              testFileName,
              arg,
              browserName,
              platform,
            }) =>
              baselinePath(
                resolve(root, testFileDirectory, testFileName),
                arg,
                browserName,
                platform,
              ),
          },
        },
      },
    },
  });
}

export default storybookProject();

/**
 * A locale project's own name and Vite cache. Storybook's plugin names every project it runs in
 * after the config folder and gives them one cache; three projects alike would clash in the
 * Storybook UI's test runner and race on the dependency optimiser's files.
 */
function ownName(name: string): Plugin {
  return {
    name: 'job:storybook-locale-project',
    config: {
      order: 'post',
      handler: () => ({
        cacheDir: fileURLToPath(new URL(`./node_modules/.vite/${name}`, import.meta.url)),
        test: { name },
      }),
    },
  };
}

/** Globs, from the repo root (the project's root), for every folder of src/ but `kept`. */
function everySourceFolderBut(kept: string): string[] {
  return readdirSync(sourceDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== kept)
    .map((entry) => `${relative(repoRoot, sourceDir)}/${entry.name}/**`);
}
