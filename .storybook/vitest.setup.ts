import type { ComposedStoryFn } from 'storybook/internal/types';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// Storybook's Vitest addon applies ./preview on its own; this file only adds the visual check.

/**
 * Compares each story tagged 'screenshot' (all of them, unless a story opts out with
 * '!screenshot') with its baseline in `__screenshots__/` beside the story file. Options (pixelmatch
 * threshold) come from `browser.expect.toMatchScreenshot` in packages/ui/vitest.storybook.config.ts.
 */
afterEach(async (context) => {
  const { story } = context as typeof context & { story?: ComposedStoryFn };
  // A story that already failed has nothing worth comparing; its error is the one to read.
  if (!story?.tags.includes('screenshot') || context.task.result?.state === 'fail') return;
  const parameters = story.parameters as { screenshot?: { target?: 'page' } };
  // Portals (menus, toasts) render outside the story root; such stories capture the whole page.
  const target =
    parameters.screenshot?.target === 'page'
      ? document.body
      : document.querySelector<HTMLElement>('[data-story-root]');
  if (!target) throw new Error(`Story ${story.id} rendered no [data-story-root] to screenshot`);
  // The test frame paints only its viewport: a story taller than that (a whole screen on a phone)
  // would come out blank below the fold, so the frame grows to the story's height, width unchanged.
  const storyHeight = Math.ceil(target.getBoundingClientRect().height);
  if (storyHeight > window.innerHeight) await page.viewport(window.innerWidth, storyHeight);
  // A locator, not the element: with an element, expect.element retries a failed comparison until
  // the hook times out instead of reporting the mismatch.
  // Web fonts load asynchronously; a capture before they arrive would show the fallback face.
  await document.fonts.ready;
  await expect.element(page.elementLocator(target)).toMatchScreenshot(story.id);
});
