import { documentLanguage } from '@job/texts';
import type { ComposedStoryFn } from 'storybook/internal/types';
import { configure } from 'storybook/test';
import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { storyLocale } from '../packages/ui/src/texts/storyTexts';
import { forgetTextsRead, readTheDefaultsOwn } from '../packages/ui/src/texts/textsRead';
import { screenshotName, translatedFolder } from '../packages/ui/test/screenshotName';

// Storybook's Vitest addon applies ./preview on its own; this file only adds the visual check
// and the document's language.

/**
 * Checks that the document speaks the story's language, then compares each story tagged
 * 'screenshot' (all of them, unless a story opts out with '!screenshot') with its baseline in
 * `__screenshots__/` beside the story file. Options (pixelmatch threshold) come from
 * `browser.expect.toMatchScreenshot` in packages/ui/vitest.storybook.config.ts. A story shown in a
 * language (the storybook-tr and storybook-en projects) has its own baseline,
 * `<story id>-tr-chromium-linux.png`; the default's keeps the story id alone. The name and locale
 * go into the test's meta for the visual report (packages/ui/test/visualReview).
 *
 * A screen (the stories the storybook-tr project runs again) in the default is compared only
 * when it read a text of the default's own (packages/ui/src/texts/textsRead.ts): otherwise it
 * looks as it does in Turkish but for its frame's header, whose own stories compare it in the
 * default. Its play and axe still run.
 */
// A part loaded on demand (the member's menu, the saved jobs' accordion) comes through the dev
// server's first transform of it; on CI's busy two cores that took longer than the 1 s a play's
// findBy… waits by default.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(forgetTextsRead);

afterEach(async (context) => {
  const { story } = context as typeof context & { story?: ComposedStoryFn };
  // A story that already failed has nothing worth comparing; its error is the one to read.
  if (!story || context.task.result?.state === 'fail') return;
  const locale = storyLocale(story);
  // The preview's decorator keeps the document's language the story's (axe reads it).
  expect(document.documentElement.lang).toBe(documentLanguage(locale));
  if (!story.tags.includes('screenshot')) return;
  const name = screenshotName(story.id, locale);
  if (
    locale === 'default' &&
    context.task.file.filepath.includes(`/packages/ui/src/${translatedFolder}/`) &&
    !readTheDefaultsOwn()
  ) {
    context.task.meta.screenshot = {
      storyId: story.id,
      name,
      locale,
      width: window.innerWidth,
      sameAsTurkish: true,
    };
    return;
  }
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
  context.task.meta.screenshot = { storyId: story.id, name, locale, width: window.innerWidth };
  await expect.element(page.elementLocator(target)).toMatchScreenshot(name);
});
