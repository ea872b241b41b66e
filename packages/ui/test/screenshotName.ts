import type { Locale } from '@job/texts';

/** What the screenshot hook (.storybook/vitest.setup.ts) tells the visual report about a story. */
export interface StoryScreenshot {
  storyId: string;
  /** The baseline's name, without the browser, platform and extension Vitest adds. */
  name: string;
  locale: Locale;
}

declare module 'vitest' {
  interface TaskMeta {
    screenshot?: StoryScreenshot;
  }
}

/**
 * A story's screenshot name: its id, and its language but in the default. Vitest never writes two
 * hyphens in a row in a file name, so the id's `--` is made one here: the name given is the name
 * written, and the report finds the file by it.
 */
export function screenshotName(storyId: string, locale: Locale): string {
  const name = storyId.replace(/-{2,}/g, '-');
  return locale === 'default' ? name : `${name}-${locale}`;
}
